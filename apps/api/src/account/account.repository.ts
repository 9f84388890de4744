import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Querier } from '../database/querier';

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

/**
 * What "download my data" lists besides the profile, each oldest first: the person's reviews,
 * the responses they wrote as an owner, bookmarks, profile claims and lead requests.
 */
export function exportRows(db: Querier, userId: string) {
  return Promise.all([
    db.query<
      Array<{
        id: string;
        provider_id: string;
        provider_name: string;
        respectful: number;
        explained: number;
        on_time: number;
        costs: number;
        overall: number;
        rating: number;
        text: string;
        photo_urls: string[];
        response_text: string | null;
        response_at: Date | null;
        created_at: Date;
      }>
    >(
      `SELECT r.id, r.provider_id, p.name AS provider_name, r.respectful, r.explained, r.on_time,
                r.costs, r.overall, r.rating::float AS rating, r.text, r.photo_urls,
                r.response_text, r.response_at, r.created_at
         FROM reviews r JOIN providers p ON p.id = r.provider_id
         WHERE r.author_id = $1 ORDER BY r.created_at, r.id`,
      [userId],
    ),
    db.query<
      Array<{
        id: string;
        provider_id: string;
        provider_name: string;
        response_text: string;
        response_at: Date | null;
      }>
    >(
      `SELECT r.id, r.provider_id, p.name AS provider_name, r.response_text, r.response_at
         FROM reviews r JOIN providers p ON p.id = r.provider_id
         WHERE p.owner_id = $1 AND r.response_text IS NOT NULL ORDER BY r.response_at, r.id`,
      [userId],
    ),
    db.query<Array<{ provider_id: string; provider_name: string; created_at: Date }>>(
      `SELECT b.provider_id, p.name AS provider_name, b.created_at
         FROM bookmarks b JOIN providers p ON p.id = b.provider_id
         WHERE b.user_id = $1 ORDER BY b.created_at, b.provider_id`,
      [userId],
    ),
    db.query<
      Array<{
        id: string;
        provider_id: string;
        provider_name: string;
        status: string;
        website_url: string;
        work_email: string;
        full_name: string;
        job_title: string;
        phone_number: string;
        created_at: Date;
        decided_at: Date | null;
      }>
    >(
      `SELECT c.id, c.provider_id, p.name AS provider_name, c.status, c.website_url, c.work_email,
                c.full_name, c.job_title, c.phone_number, c.created_at, c.decided_at
         FROM profile_claims c JOIN providers p ON p.id = c.provider_id
         WHERE c.claimant_id = $1 ORDER BY c.created_at, c.id`,
      [userId],
    ),
    db.query<
      Array<{
        id: string;
        provider_id: string;
        provider_name: string;
        name: string;
        email: string;
        phone: string | null;
        message: string | null;
        options: string[];
        created_at: Date;
      }>
    >(
      `SELECT l.id, l.provider_id, p.name AS provider_name, l.name, l.email, l.phone, l.message,
                l.options, l.created_at
         FROM leads l JOIN providers p ON p.id = l.provider_id
         WHERE l.user_id = $1 ORDER BY l.created_at, l.id`,
      [userId],
    ),
  ]);
}
