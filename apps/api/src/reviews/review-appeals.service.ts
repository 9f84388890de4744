import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { errorBody, MESSAGES, type TAppealBody, type TReview } from '@app/contracts';
import { DataSource } from 'typeorm';
import { loadOwnedProvider } from '../providers/provider-ownership';
import { StorageService } from '../storage/storage.service';
import { UploadsService } from '../storage/uploads.service';
import type { User } from '../users/user.entity';
import { REVIEW_MESSAGES } from './review-messages';
import { fileReviewAppeal, reviewRow } from './reviews.repository';
import { ReviewsService } from './reviews.service';

/**
 * A provider's appeal of a review (POST /reviews/{id}/appeal). The moderators' queue and
 * decision are the admin area's (admin.service: appeals, confirm, delete).
 */
@Injectable()
export class ReviewAppealsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: ReviewsService,
    private readonly storage: StorageService,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * Appeals a review (the provider's owner only): stores the description and the evidence
   * and marks the review appealUnderReview; 409 while an earlier appeal is still under
   * review. Evidence is private documents (POST /documents/upload) that the appellant
   * uploaded: a public image or anyone else's document is refused.
   */
  async appeal(user: User, reviewId: string, body: TAppealBody): Promise<TReview> {
    const keys = body.fileUrls.map((url) => this.storage.keyOfPrivateUrl(url));
    const own = await this.uploads.ownedBy(
      user.id,
      keys.filter((key): key is string => key !== null),
    );
    for (const [i, key] of keys.entries()) {
      if (key === null || !own.has(key))
        throw new BadRequestException(
          errorBody(400, MESSAGES.appealFileNotYours, {
            errors: [{ path: `fileUrls.${i}`, message: MESSAGES.appealFileNotYours }],
          }),
        );
    }
    await this.dataSource.transaction(async (manager) => {
      const review = await reviewRow(manager, reviewId, { lock: true });
      if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      await loadOwnedProvider(manager, user, review.providerId);
      if (review.appealUnderReview) throw new ConflictException(MESSAGES.appealUnderReview);
      await fileReviewAppeal(manager, reviewId, {
        text: body.description.trim(),
        files: body.fileUrls,
      });
    });
    return this.reviews.findOne(reviewId);
  }
}
