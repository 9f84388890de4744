import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LISTING_MESSAGES,
  MESSAGES,
  type ClosedStatus,
  type TProviderProfile,
} from '@app/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { PostsService } from '../posts/posts.service';
import { ReviewsService } from '../reviews/reviews.service';
import { UsersService } from '../users/users.service';
import { ownsAnyProvider } from './admin-providers.repository';
import { ListingMoves } from './listing-moves';
import { lockListings, mergeListingRows, setClosed, setOpen } from './listings.repository';
import { lockProvider, recomputeProviderRating } from './providers.repository';
import { ProvidersService } from './providers.service';

/** What a merge moved, per kind of row (audited). */
export type MergeCounts = Record<string, number>;

/**
 * A listing's life after it is added (issue 47): merge two into one, close one (for a while
 * or for good), reopen it. Exported by ProvidersModule for the importer, which passes its own
 * actor (the admin who started the import). Each change is one transaction, audited; the
 * search index learns it through provider_changes like any write.
 */
@Injectable()
export class ListingLifecycleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly moves: ListingMoves,
    private readonly reviews: ReviewsService,
    private readonly posts: PostsService,
    private readonly users: UsersService,
    private readonly providers: ProvidersService,
  ) {}

  /**
   * Merges `fromId` into `intoId`: reviews, bookmarks, leads, claims, posts (and their
   * photos) and provenance rows move to the kept listing, `fromId` answers 301 to it from now
   * on, both ratings are recomputed, and the merge is audited with both ids. `manager`: the
   * caller's transaction (the importer's batch), else one of its own.
   */
  async merge(
    fromId: string,
    intoId: string,
    actor: AuditActor,
    manager?: EntityManager,
  ): Promise<MergeCounts> {
    if (fromId === intoId) throw new ConflictException(LISTING_MESSAGES.mergeIntoSelf);
    const run = async (m: EntityManager) => {
      const rows = await lockListings(m, [fromId, intoId]);
      const from = rows.find((r) => r.id === fromId);
      const into = rows.find((r) => r.id === intoId);
      if (!from || !into) throw new NotFoundException(MESSAGES.providerNotFound);
      if (from.merged_into) throw new ConflictException(LISTING_MESSAGES.merged);
      if (into.merged_into) throw new ConflictException(LISTING_MESSAGES.mergeTargetMerged);
      // The review writers' row lock (lockProvider): ratings recomputed see every review.
      await lockProvider(m, fromId);
      await lockProvider(m, intoId);
      const counts: MergeCounts = {
        reviews: await this.reviews.moveToListing(m, fromId, intoId),
        posts: await this.posts.moveToListing(m, fromId, intoId),
      };
      for (const mover of this.moves.all())
        counts[mover.kind] = await mover.move(m, fromId, intoId);
      counts.sources = (await mergeListingRows(m, from, into)).sources;
      await recomputeProviderRating(m, fromId);
      await recomputeProviderRating(m, intoId);
      // An owner who lost the merged listing to the kept one and owns no other keeps no role.
      if (from.owner_id && !(await ownsAnyProvider(m, from.owner_id)))
        await this.users.removeRole(m, from.owner_id, 'provider');
      await recordAudit(m, actor, {
        action: 'provider.merge',
        targetType: 'provider',
        targetId: fromId,
        details: { from: fromId, into: intoId, fromName: from.name, intoName: into.name, counts },
      });
      return counts;
    };
    return manager ? run(manager) : this.dataSource.transaction(run);
  }

  /** Closes a listing: out of search, no leads; its page and reviews stay. */
  async close(
    id: string,
    status: ClosedStatus,
    reason: string | null,
    actor: AuditActor,
    manager?: EntityManager,
  ): Promise<void> {
    const run = async (m: EntityManager) => {
      const [row] = await lockListings(m, [id]);
      if (!row) throw new NotFoundException(MESSAGES.providerNotFound);
      if (row.merged_into) throw new ConflictException(LISTING_MESSAGES.merged);
      await setClosed(m, id, status, reason || null);
      await recordAudit(m, actor, {
        action: 'provider.close',
        targetType: 'provider',
        targetId: id,
        details: { status, reason: reason || null, was: row.status },
      });
    };
    await (manager ? run(manager) : this.dataSource.transaction(run));
  }

  /** Opens a closed listing again (409 when it is open). */
  async reopen(id: string, actor: AuditActor, manager?: EntityManager): Promise<void> {
    const run = async (m: EntityManager) => {
      const [row] = await lockListings(m, [id]);
      if (!row) throw new NotFoundException(MESSAGES.providerNotFound);
      if (row.merged_into) throw new ConflictException(LISTING_MESSAGES.merged);
      if (row.status === 'open') throw new ConflictException(LISTING_MESSAGES.notClosed);
      await setOpen(m, id);
      await recordAudit(m, actor, {
        action: 'provider.reopen',
        targetType: 'provider',
        targetId: id,
        details: { was: row.status },
      });
    };
    await (manager ? run(manager) : this.dataSource.transaction(run));
  }

  /** The listing as the admin console shows it after a change. */
  profileOf(id: string): Promise<TProviderProfile> {
    return this.providers.ownerProfile(id);
  }
}
