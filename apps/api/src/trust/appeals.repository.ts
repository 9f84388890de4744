import type { Provider } from '../providers/provider.entity';
import type { Review } from '../reviews/review.entity';
import type { User } from '../users/user.entity';
import type { Querier } from '../database/querier';

/**
 * The reads of the admin console's review appeals (decision 0029): the appeal itself is
 * written by reviews/ (review-appeals), the decision by moderation.repository.
 */

export interface AppealRow {
  id: string;
  provider_id: string;
  provider_name: string;
  author_id: string;
  email: User['email'];
  first_name: User['firstName'];
  last_name: User['lastName'];
  appeal_text: Review['appealText'];
  appeal_files: Review['appealFiles'];
  text: Review['text'];
  rating: string;
  created_at: Date;
  total: number;
}

/** A page of the reviews under appeal, oldest first. */
export function listAppeals(
  db: Querier,
  { limit, offset }: { limit: number; offset: number },
): Promise<AppealRow[]> {
  return db.query<AppealRow[]>(
    `SELECT r.id, r.provider_id, p.name AS provider_name, r.author_id, u.email,
            u.first_name, u.last_name, r.appeal_text, r.appeal_files, r.text, r.rating, r.created_at,
            count(*) OVER ()::int AS total
     FROM reviews r JOIN providers p ON p.id = r.provider_id JOIN users u ON u.id = r.author_id
     WHERE r.appeal_under_review
     ORDER BY r.created_at ASC, r.id ASC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
}

export async function countAppeals(db: Querier): Promise<number> {
  const [count] = await db.query<Array<{ total: number }>>(
    'SELECT count(*)::int AS total FROM reviews WHERE appeal_under_review',
  );
  return count!.total;
}

/** Locks the provider's row (the order of every review write: provider, then review). */
export async function lockProviderRow(db: Querier, providerId: string): Promise<void> {
  await db.query('SELECT 1 FROM providers WHERE id = $1 FOR UPDATE', [providerId]);
}

/** The review row, locked (its provider's row must be locked first). */
export async function lockAppealReview(
  db: Querier,
  id: string,
): Promise<
  | {
      id: string;
      provider_id: string;
      author_id: string;
      appeal_under_review: Review['appealUnderReview'];
      appealed_at: Review['appealedAt'];
    }
  | undefined
> {
  const [review] = await db.query<
    Array<{
      id: string;
      provider_id: string;
      author_id: string;
      appeal_under_review: boolean;
      appealed_at: Date | null;
    }>
  >(
    'SELECT id, provider_id, author_id, appeal_under_review, appealed_at FROM reviews WHERE id = $1 FOR UPDATE',
    [id],
  );
  return review;
}

/** The provider's name and its owner's id and address (none when it has no owner). */
export async function providerOwnerMail(
  db: Querier,
  providerId: string,
): Promise<{ name: Provider['name']; owner_id: string; email: User['email'] } | undefined> {
  const [row] = await db.query<Array<{ name: string; owner_id: string; email: string }>>(
    `SELECT p.name, u.id AS owner_id, u.email FROM providers p JOIN users u ON u.id = p.owner_id
     WHERE p.id = $1`,
    [providerId],
  );
  return row;
}
