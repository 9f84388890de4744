import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What an area moves when two listings are merged (issue 47): its own rows of `from` become
 * the kept listing's (`into`), inside the merge's transaction (`manager`). Answers how many
 * moved. Each area writes only its own table.
 */
export interface ListingMover {
  kind: string;
  move(manager: EntityManager, from: string, into: string): Promise<number>;
}

/**
 * The areas that hold rows of a listing and depend on the providers area (claims, leads,
 * bookmarks) register their movers here when their module starts (onModuleInit), so that
 * the merge reaches them without providers/ importing them (they import it). Reviews and
 * posts, which providers/ imports, are moved through their services directly.
 */
@Injectable()
export class ListingMoves {
  private readonly movers = new Map<string, ListingMover>();

  register(mover: ListingMover): void {
    this.movers.set(mover.kind, mover);
  }

  all(): ListingMover[] {
    return [...this.movers.values()];
  }
}
