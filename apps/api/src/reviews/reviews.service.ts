import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorBody,
  overallOf,
  REVIEW_QUESTIONS,
  type TCreateReviewBody,
  type TReview,
  type TReviewRatings,
  type TReviewsQuery,
  type TUpdateReviewBody,
} from '@app/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import {
  lockProvider,
  providerExists,
  recomputeProviderRating,
} from '../providers/providers.repository';
import { StorageService } from '../storage/storage.service';
import { applyAuthorExclusions, clientKeyHash, detectAlerts } from '../trust/alerts.repository';
import { markInvitationUsed, takeInvitation, verificationOf } from '../trust/moderation.repository';
import type { User } from '../users/user.entity';
import { type CursorKey, decodeCursor, encodeCursor } from './review-cursor';
import { REVIEW_MESSAGES } from './review-messages';
import { toReview } from './review-view';
import {
  countReviewsByAuthor,
  deleteReviewRow,
  findReview,
  hasReviewed,
  insertReview,
  reviewPage,
  reviewRow,
  reviewsByAuthor,
  updateReviewContent,
} from './reviews.repository';

// Other areas import these from here (admin, users, trust).
export { REVIEW_MESSAGES } from './review-messages';
export { displayName, toReview } from './review-view';
export { recomputeProviderRating } from '../providers/providers.repository';

/** The five scores of a review body and the rating they make (their mean, one decimal). */
function scoresOf(ratings: TReviewRatings) {
  const scores = REVIEW_QUESTIONS.map((q) => ratings[q]);
  const [respectful, explained, onTime, costs, overall] = scores as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { respectful, explained, onTime, costs, overall, rating: overallOf(scores) };
}

/** Reviews (issue 10): the provider's list, a person's, and writing, editing, deleting one. */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly config: AppConfig,
  ) {}

  /**
   * A merge (issue 47): the reviews (with their photos, replies and appeals) of `from`
   * become the kept listing's, inside the merge's transaction; a review whose author
   * already reviewed the kept listing stays with the merged one (one review per person and
   * listing; nothing is deleted). The caller recomputes both ratings. Answers how many moved.
   */
  async moveToListing(manager: EntityManager, from: string, into: string): Promise<number> {
    const moved: unknown[] = await manager.query(
      `UPDATE reviews r SET provider_id = $2
       WHERE r.provider_id = $1 AND NOT EXISTS (
         SELECT 1 FROM reviews k WHERE k.provider_id = $2 AND k.author_id = r.author_id)
       RETURNING r.id`,
      [from, into],
    );
    return moved.length;
  }

  async listForProvider(
    providerId: string,
    { sort, cursor, limit }: TReviewsQuery,
  ): Promise<{ data: TReview[]; nextCursor: string | null }> {
    // A provider with a review on the page exists (reviews go with their provider): whether
    // it exists is asked only of an empty page or a refused cursor, one round trip a page
    // instead of two. An unknown provider still answers 404 before a bad cursor's 400.
    const mustExist = async () => {
      if (!(await providerExists(this.dataSource.manager, providerId)))
        throw new NotFoundException(REVIEW_MESSAGES.providerNotFound);
    };
    let key: CursorKey | null = null;
    try {
      key = cursor ? decodeCursor(cursor, sort) : null;
    } catch (error) {
      await mustExist();
      throw error;
    }
    const rows = await reviewPage(this.dataSource.manager, providerId, sort, key, limit + 1);
    if (rows.length === 0) await mustExist();
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor({
            sort,
            rating: Number(last.review.rating).toFixed(1),
            createdAt: last.createdKey,
            id: last.review.id,
          })
        : null;
    return { data: page.map((row) => toReview(row.review)), nextCursor };
  }

  /** A person's reviews, newest first, with the provider each is about. */
  async listByAuthor(
    authorId: string,
    limit = 100,
  ): Promise<Array<TReview & { provider: { id: string; name: string; category: string } }>> {
    const rows = await reviewsByAuthor(this.dataSource.manager, authorId, limit);
    return rows.map((row) => ({
      ...toReview(row),
      provider: { id: row.providerId, name: row.provider.name, category: row.provider.category },
    }));
  }

  countByAuthor(authorId: string): Promise<number> {
    return countReviewsByAuthor(this.dataSource.manager, authorId);
  }

  /** Photos must be images this server stored (no outside URLs, no made-up names). */
  private async assertIssuedPhotos(photoUrls: string[]): Promise<void> {
    for (const [i, url] of photoUrls.entries()) {
      if (!(await this.storage.isIssuedPublicUrl(url))) {
        throw new BadRequestException(
          errorBody(400, REVIEW_MESSAGES.photoNotIssued, {
            errors: [{ path: `photoUrls.${i}`, message: REVIEW_MESSAGES.photoNotIssued }],
          }),
        );
      }
    }
  }

  /**
   * Writes a review; `clientAddress` (the request's, behind trusted proxies) is kept only as a
   * keyed hash of its network for the shared-network alert. The alert rules run in the same
   * transaction (docs/decisions/0030).
   */
  async create(
    user: User,
    providerId: string,
    body: TCreateReviewBody,
    clientAddress?: string,
  ): Promise<TReview> {
    await this.assertIssuedPhotos(body.photoUrls);
    const clientKey = clientKeyHash(this.config.jwtSecret, clientAddress);
    const id = await this.dataSource.transaction(async (manager) => {
      // The provider row lock serialises every review write of this provider, so the
      // recomputed rating and count always see each other's rows.
      const provider = await lockProvider(manager, providerId);
      if (!provider) throw new NotFoundException(REVIEW_MESSAGES.providerNotFound);
      if (provider.ownerId === user.id) throw new ForbiddenException(REVIEW_MESSAGES.ownBusiness);
      if (await hasReviewed(manager, providerId, user.id))
        throw new ConflictException(REVIEW_MESSAGES.alreadyReviewed);
      // The label is decided now, from the rows as they are (docs/decisions/0029).
      const invitationId = body.invitationToken
        ? await takeInvitation(manager, body.invitationToken, providerId, user.id)
        : null;
      const verification = await verificationOf(
        manager,
        providerId,
        user.id,
        invitationId !== null,
      );
      const reviewId = await insertReview(manager, {
        providerId,
        authorId: user.id,
        ...scoresOf(body.ratings),
        text: body.text,
        photoUrls: body.photoUrls,
        verification,
        clientKeyHash: clientKey,
      });
      if (invitationId) await markInvitationUsed(manager, invitationId, reviewId);
      // A confirmed alert's exclusion follows its author on this provider (decision 0058).
      await applyAuthorExclusions(manager, providerId, user.id, reviewId);
      await recomputeProviderRating(manager, providerId);
      await detectAlerts(manager, providerId, {
        id: reviewId,
        authorId: user.id,
        clientKeyHash: clientKey,
      });
      return reviewId;
    });
    return this.findOne(id);
  }

  async findOne(id: string): Promise<TReview> {
    const review = await findReview(this.dataSource.manager, id);
    if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
    return toReview(review);
  }

  /**
   * Its author edits a review: the five scores, the text and the photos, checked like a new
   * review. The provider row is locked and its rating recomputed in the same transaction.
   */
  async update(user: User, reviewId: string, body: TUpdateReviewBody): Promise<TReview> {
    await this.assertIssuedPhotos(body.photoUrls);
    await this.dataSource.transaction(async (manager) => {
      const review = await reviewRow(manager, reviewId);
      if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      if (review.authorId !== user.id) throw new ForbiddenException(REVIEW_MESSAGES.notYoursToEdit);
      await lockProvider(manager, review.providerId);
      await updateReviewContent(manager, reviewId, {
        ...scoresOf(body.ratings),
        text: body.text,
        photoUrls: body.photoUrls,
      });
      await recomputeProviderRating(manager, review.providerId);
    });
    return this.findOne(reviewId);
  }

  /**
   * Its author deletes a review. Nobody else may on this route, an admin included (issue 43):
   * admins remove reviews through moderation (an appeal or a report), which takes a reason,
   * audits the decision and adds the profile's public line.
   */
  async delete(user: User, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const review = await reviewRow(manager, id);
      if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      if (review.authorId !== user.id)
        throw new ForbiddenException(
          user.roles.includes('admin')
            ? REVIEW_MESSAGES.adminRemovesThroughModeration
            : REVIEW_MESSAGES.notYours,
        );
      await lockProvider(manager, review.providerId);
      await removeReview(manager, id, review.providerId);
    });
  }
}

/**
 * Removes a review by its author's or a moderators' decision (appeal or report) inside the
 * caller's transaction, after it locked the provider row; the provider's rating follows.
 */
export async function removeReview(
  manager: EntityManager,
  reviewId: string,
  providerId: string,
): Promise<void> {
  await deleteReviewRow(manager, reviewId);
  await recomputeProviderRating(manager, providerId);
}
