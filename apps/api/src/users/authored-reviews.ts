import type { TPublicUser } from '@app/contracts';

/**
 * What users/ needs from the reviews of a person, owned by users/ (the caller): the public
 * reviewer page shows the count, the newest reviews and the reviewer's display name.
 * reviews/ depends on users/ (its entity, mail preferences), so users/ does not import
 * reviews/: app.module.ts binds this to ReviewsService (UsersReviewsBinding).
 */
export abstract class AuthoredReviews {
  abstract countByAuthor(authorId: string): Promise<number>;
  abstract listByAuthor(authorId: string, limit: number): Promise<TPublicUser['reviews']>;
  /** The name a reviewer is shown under ('Anonymous reviewer' without one). */
  abstract displayName(first: string | null, last: string | null): string;
}
