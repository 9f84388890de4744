import type { EntityManager } from 'typeorm';
import type { ProviderListRow } from '../providers/provider-list-item';
import { Bookmark } from './bookmark.entity';
import type { Querier } from '../database/querier';

/** The reads and writes of table `bookmarks`. */

/** The person's bookmarked providers as list rows, newest bookmark first. */
export function bookmarkedProviders(db: Querier, userId: string): Promise<ProviderListRow[]> {
  return db.query(
    `SELECT p.id, p.name, p.category, p.city, p.state, p.rating, p.review_count, p.logo_url,
            p.description, p.plan, p.specialties, p.quote
     FROM bookmarks b JOIN providers p ON p.id = b.provider_id
     WHERE b.user_id = $1
     ORDER BY b.created_at DESC, p.id`,
    [userId],
  );
}

/**
 * Bookmarks the provider if it exists (idempotent). Answers false when nothing was inserted:
 * the bookmark was already there or the provider does not exist.
 */
export async function insertBookmark(
  db: Querier,
  userId: string,
  providerId: string,
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `INSERT INTO bookmarks (user_id, provider_id)
     SELECT $1, p.id FROM providers p WHERE p.id = $2
     ON CONFLICT (user_id, provider_id) DO NOTHING
     RETURNING 1`,
    [userId, providerId],
  );
  return rows.length > 0;
}

/** Removes the bookmark if it is there. */
export async function deleteBookmark(
  manager: EntityManager,
  userId: Bookmark['userId'],
  providerId: Bookmark['providerId'],
): Promise<void> {
  await manager.delete(Bookmark, { userId, providerId });
}

/**
 * A merge (issue 47): the bookmarks of `from` become the kept listing's; a person who
 * bookmarked both keeps one. Answers how many moved.
 */
export async function moveBookmarks(db: Querier, from: string, into: string): Promise<number> {
  const moved: unknown[] = await db.query(
    `INSERT INTO bookmarks (user_id, provider_id, created_at)
     SELECT user_id, $2, created_at FROM bookmarks WHERE provider_id = $1
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [from, into],
  );
  await db.query('DELETE FROM bookmarks WHERE provider_id = $1', [from]);
  return moved.length;
}
