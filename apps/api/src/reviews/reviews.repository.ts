import type { TReviewSort } from '@app/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { detectTextLanguage } from '../common/text-language';
import type { Provider } from '../providers/provider.entity';
import type { User } from '../users/user.entity';
import { SORTS, type CursorKey } from './review-cursor';
import { Review } from './review.entity';

/** A review with the author columns it shows (name, avatar). */
export type ReviewWithAuthor = Review & {
  author: Pick<User, 'id' | 'firstName' | 'lastName' | 'profilePicUrl'>;
};

/** A listed review and its created_at as PostgreSQL writes it (microseconds: the cursor key). */
export interface ListedReview {
  review: ReviewWithAuthor;
  createdKey: string;
}

/** The reviews' SQL (the table reviews/ owns); every function takes the caller's manager. */

function withAuthor(db: EntityManager): SelectQueryBuilder<Review> {
  return db
    .getRepository(Review)
    .createQueryBuilder('r')
    .innerJoin('r.author', 'u')
    .addSelect(['u.id', 'u.firstName', 'u.lastName', 'u.profilePicUrl']);
}

/** Reads the page and its cursor keys; every review has one row (the author is many-to-one). */
async function listed<T extends Review>(
  query: SelectQueryBuilder<T>,
): Promise<Array<{ review: T; createdKey: string }>> {
  const { entities, raw } = await query
    .addSelect('r.created_at::text', 'created_key')
    .getRawAndEntities<{ r_id: string; created_key: string }>();
  const keys = new Map(raw.map((row) => [row.r_id, row.created_key]));
  return entities.map((review) => ({ review, createdKey: keys.get(review.id)! }));
}

/** A provider's reviews in `sort`, after `cursor` when one is given, at most `limit`. */
export function reviewPage(
  db: EntityManager,
  providerId: string,
  sort: TReviewSort,
  cursor: CursorKey | null,
  limit: number,
): Promise<ListedReview[]> {
  const { order, after, byRating } = SORTS[sort];
  const query = withAuthor(db).where('r.provider_id = :providerId', { providerId });
  if (cursor)
    query.andWhere(after, {
      ...(byRating ? { rating: cursor.rating } : {}),
      createdAt: cursor.createdAt,
      id: cursor.id,
    });
  return listed(query.orderBy(order).limit(limit)) as Promise<ListedReview[]>;
}

/** A person's reviews, newest first, with the provider each is about. */
export async function reviewsByAuthor(
  db: EntityManager,
  authorId: string,
  limit: number,
): Promise<Array<ReviewWithAuthor & { provider: Pick<Provider, 'id' | 'name' | 'category'> }>> {
  const rows = await withAuthor(db)
    .innerJoin('r.provider', 'p')
    .addSelect(['p.id', 'p.name', 'p.category'])
    .where('r.author_id = :authorId', { authorId })
    .orderBy({ 'r.created_at': 'DESC', 'r.id': 'DESC' })
    .limit(limit)
    .getMany();
  return rows as Array<ReviewWithAuthor & { provider: Provider }>;
}

export function countReviewsByAuthor(db: EntityManager, authorId: string): Promise<number> {
  return db.countBy(Review, { authorId });
}

export async function findReview(db: EntityManager, id: string): Promise<ReviewWithAuthor | null> {
  return (await withAuthor(db).where('r.id = :id', { id }).getOne()) as ReviewWithAuthor | null;
}

/** The review row, locked for the caller's transaction with `lock`; null when there is none. */
export function reviewRow(manager: EntityManager, id: string, { lock = false } = {}) {
  const query = manager.getRepository(Review).createQueryBuilder('r').where('r.id = :id', { id });
  return (lock ? query.setLock('pessimistic_write') : query).getOne();
}

export async function hasReviewed(
  manager: EntityManager,
  providerId: string,
  authorId: string,
): Promise<boolean> {
  return manager.exists(Review, { where: { providerId, authorId } });
}

export async function insertReview(
  manager: EntityManager,
  values: Pick<
    Review,
    | 'providerId'
    | 'authorId'
    | 'respectful'
    | 'explained'
    | 'onTime'
    | 'costs'
    | 'overall'
    | 'rating'
    | 'text'
    | 'photoUrls'
    | 'verification'
    | 'clientKeyHash'
  > &
    // The demo loader writes reviews as of a past day, some with the owner's response.
    Partial<Pick<Review, 'createdAt' | 'responseText' | 'responseAt'>>,
): Promise<string> {
  // The language is told from the text (null when it cannot be, issue 19).
  const { identifiers } = await manager.insert(Review, {
    ...values,
    language: detectTextLanguage(values.text),
  });
  return (identifiers[0] as Pick<Review, 'id'>).id;
}

/** Its author's edit: the scores, the text and the photos (the language follows the text). */
export async function updateReviewContent(
  manager: EntityManager,
  id: string,
  values: Pick<
    Review,
    'respectful' | 'explained' | 'onTime' | 'costs' | 'overall' | 'rating' | 'text' | 'photoUrls'
  >,
): Promise<void> {
  await manager.update(
    Review,
    { id },
    { ...values, language: detectTextLanguage(values.text), editedAt: () => 'now()' },
  );
}

export async function setReviewResponse(
  manager: EntityManager,
  id: string,
  text: string,
): Promise<void> {
  await manager.update(Review, { id }, { responseText: text, responseAt: () => 'now()' });
}

export async function fileReviewAppeal(
  manager: EntityManager,
  id: string,
  appeal: { text: string; files: string[] },
): Promise<void> {
  await manager.update(
    Review,
    { id },
    {
      appealUnderReview: true,
      appealText: appeal.text,
      appealFiles: appeal.files,
      appealedAt: () => 'now()',
    },
  );
}

export async function deleteReviewRow(manager: EntityManager, id: string): Promise<void> {
  await manager.delete(Review, { id });
}

/** Who is mailed about a review's first response, and about which provider. */
export async function responseMailOf(db: EntityManager, reviewId: string) {
  const review = await db
    .getRepository(Review)
    .createQueryBuilder('r')
    .innerJoin('r.author', 'u')
    .addSelect(['u.id', 'u.email'])
    .innerJoin('r.provider', 'p')
    .addSelect(['p.id', 'p.name'])
    .where('r.id = :id', { id: reviewId })
    .getOne();
  return review as
    | (Review & { author: Pick<User, 'id' | 'email'>; provider: Pick<Provider, 'id' | 'name'> })
    | null;
}

/**
 * A confirmed consumer alert's reviews of this provider stop counting (decision 0030);
 * answers how many did. The caller locked the provider row and recomputes the rating.
 */
export async function excludeFromRating(
  manager: EntityManager,
  providerId: string,
  reviewIds: string[],
): Promise<number> {
  if (reviewIds.length === 0) return 0;
  const { affected } = await manager
    .createQueryBuilder()
    .update(Review)
    .set({ counted: false })
    .where('id IN (:...reviewIds) AND provider_id = :providerId AND counted', {
      reviewIds,
      providerId,
    })
    .execute();
  return affected ?? 0;
}

/**
 * A provider's counted reviews per star (the review's rating rounded to 1..5), with the sum
 * of their ratings: what its rating summary is made of (decision 0030: a confirmed consumer
 * alert's reviews do not count).
 */
export interface RatingStarRow {
  star: 1 | 2 | 3 | 4 | 5;
  n: number;
  /** numeric: a string read alone, a number read inside JSON. */
  sum: string | number;
}

/** Its statement for the provider `providerId` names (a parameter, or a column). */
export function ratingStarsSql(providerId: string): string {
  return `SELECT LEAST(5, GREATEST(1, round(rating)))::int AS star, count(*)::int AS n, sum(rating) AS sum
     FROM reviews WHERE provider_id = ${providerId} AND counted GROUP BY 1`;
}
