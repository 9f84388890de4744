import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TReview, TReviewReplyBody } from '@app/contracts';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { mailLocale } from '../mail/mail-locale';
import { languageOfUser } from '../users/users.repository';
import { MailService } from '../mail/mail.service';
import { reviewResponseMail } from '../mail/mail.templates';
import { loadOwnedProvider } from '../providers/provider-ownership';
import { wantsMail } from '../users/mail-preferences';
import type { User } from '../users/user.entity';
import { REVIEW_MESSAGES } from './review-messages';
import { responseMailOf, reviewRow, setReviewResponse } from './reviews.repository';
import { ReviewsService } from './reviews.service';

/** The provider's response to a review (POST /reviews/{id}/respond). */
@Injectable()
export class ReviewRepliesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: ReviewsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Writes or replaces the provider's response to a review (the provider's owner only).
   * The reviewer is mailed when the review gets its first response, not on edits.
   */
  async respond(user: User, reviewId: string, body: TReviewReplyBody): Promise<TReview> {
    const first = await this.dataSource.transaction(async (manager) => {
      const review = await reviewRow(manager, reviewId, { lock: true });
      if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      await loadOwnedProvider(manager, user, review.providerId);
      await setReviewResponse(manager, reviewId, body.text.trim());
      return review.responseText === null;
    });
    if (first) void this.mailResponse(reviewId);
    return this.reviews.findOne(reviewId);
  }

  private async mailResponse(reviewId: string): Promise<void> {
    const review = await responseMailOf(this.dataSource.manager, reviewId);
    if (!review || !(await wantsMail(this.dataSource, review.author.id, 'reviewResponse'))) return;
    const link = `${this.config.webOrigin}/provider/${encodeURIComponent(review.provider.id)}`;
    const locale = mailLocale(await languageOfUser(this.dataSource, review.author.id));
    await this.mail.send(
      review.author.email,
      reviewResponseMail(review.provider.name, link, locale),
    );
  }
}
