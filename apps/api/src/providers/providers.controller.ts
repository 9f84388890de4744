import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import { PostsService } from '../posts/posts.service';
import { ReviewsService } from '../reviews/reviews.service';
import type { User } from '../users/user.entity';
import { ProvidersService } from './providers.service';

@Controller()
export class ProvidersController {
  constructor(
    private readonly providers: ProvidersService,
    private readonly reviews: ReviewsService,
    private readonly posts: PostsService,
  ) {}

  @TsRestHandler(contract.providers)
  handler(@CurrentUser() user: User | undefined) {
    return tsRestHandler(contract.providers, {
      list: async ({ query }) => ({ status: 200 as const, body: await this.providers.list(query) }),
      suggest: async ({ query }) => ({
        status: 200 as const,
        body: { data: await this.providers.suggest(query.q) },
      }),
      sponsored: async () => ({
        status: 200 as const,
        body: { data: await this.providers.sponsored() },
      }),
      get: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.providers.profile(params.id, user) },
      }),
      reviews: async ({ params, query }) => ({
        status: 200 as const,
        body: await this.reviews.listForProvider(params.id, query),
      }),
      createReview: async ({ params, body }) => ({
        status: 201 as const,
        body: { data: await this.reviews.create(user!, params.id, body) },
      }),
      posts: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.posts.forProvider(params.id) },
      }),
    });
  }
}
