import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The SQL of account/ that reads other areas' tables (it writes none of them). */
@Injectable()
export class AccountRepository {
  /**
   * Locks, in id order, every provider `authorId` has reviewed, so that their ratings can be
   * recomputed exactly after the reviews go.
   */
  async lockProvidersReviewedBy(manager: EntityManager, authorId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM providers
       WHERE id IN (SELECT provider_id FROM reviews WHERE author_id = $1)
       ORDER BY id FOR UPDATE`,
      [authorId],
    );
    return rows.map((row) => row.id);
  }
}
