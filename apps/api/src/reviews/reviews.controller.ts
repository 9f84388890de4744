import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { ReviewsService } from './reviews.service';

@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

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
        body: { data: await this.reviews.respond(user, params.id, body) },
      }),
      appeal: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.reviews.appeal(user, params.id, body) },
      }),
    });
  }
}
