import { Controller, Req } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { ReviewAppealsService } from './review-appeals.service';
import { ReviewRepliesService } from './review-replies.service';
import { ReviewsService } from './reviews.service';

/** A provider's reviews: GET and POST /providers/{id}/reviews (part of contract.providers). */
const providerReviewRoutes = {
  reviews: contract.providers.reviews,
  createReview: contract.providers.createReview,
};

@Controller()
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly replies: ReviewRepliesService,
    private readonly appeals: ReviewAppealsService,
  ) {}

  @TsRestHandler(providerReviewRoutes)
  providerReviews(@CurrentUser() user: User | undefined, @Req() req: Request) {
    return tsRestHandler(providerReviewRoutes, {
      reviews: async ({ params, query }) => ({
        status: 200 as const,
        body: await this.reviews.listForProvider(params.id, query),
      }),
      createReview: async ({ params, body }) => ({
        status: 201 as const,
        body: { data: await this.reviews.create(user!, params.id, body, req.ip) },
      }),
    });
  }

  @TsRestHandler(contract.reviews)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(contract.reviews, {
      delete: async ({ params }) => {
        await this.reviews.delete(user, params.id);
        return { status: 204 as const, body: undefined };
      },
      update: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.reviews.update(user, params.id, body) },
      }),
      respond: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.replies.respond(user, params.id, body) },
      }),
      appeal: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.appeals.appeal(user, params.id, body) },
      }),
    });
  }
}
