import type { EntityManager } from 'typeorm';
import { Review } from './review.entity';

/**
 * Closes a review's appeal (the admin kept the review); the appeal text stays as a record.
 * reviews/ writes its table; the caller's transaction holds the locks.
 */
export async function closeAppeal(manager: EntityManager, reviewId: string): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(Review)
    .set({ appealUnderReview: false })
    .where('id = :reviewId', { reviewId })
    .execute();
}
