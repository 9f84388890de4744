import { Controller, Req } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { CurrentUser } from '../common/guards/current-user.decorator';
import { PostsService } from '../posts/posts.service';
import { ReviewsService } from '../reviews/reviews.service';
import type { User } from '../users/user.entity';
import { ProviderSearchService } from './provider-search.service';
import { ProvidersService } from './providers.service';
import { SponsoredService } from './sponsored.service';

/** Search routes validate their answer once, when it enters the search cache (provider-search.service). */
const { list: listRoute, suggest: suggestRoute, ...profileRoutes } = contract.providers;

@Controller()
export class ProvidersController {
  constructor(
    private readonly providers: ProvidersService,
    private readonly search: ProviderSearchService,
    private readonly sponsored: SponsoredService,
    private readonly reviews: ReviewsService,
    private readonly posts: PostsService,
  ) {}

  @TsRestHandler(listRoute, { validateResponses: false })
  list() {
    return tsRestHandler(listRoute, async ({ query }) => ({
      status: 200 as const,
      body: await this.search.list(query),
    }));
  }

  @TsRestHandler(suggestRoute, { validateResponses: false })
  suggest() {
    return tsRestHandler(suggestRoute, async ({ query }) => ({
      status: 200 as const,
      body: await this.search.suggest(query.q),
    }));
  }

  @TsRestHandler(profileRoutes)
  handler(@CurrentUser() user: User | undefined, @Req() req: Request) {
    return tsRestHandler(profileRoutes, {
      sponsored: async ({ query }) => ({
        status: 200 as const,
        body: { data: await this.sponsored.sponsored(query) },
      }),
      get: async ({ params, query }) => ({
        status: 200 as const,
        body: { data: await this.providers.profile(params.id, user, query) },
      }),
      reviews: async ({ params, query }) => ({
        status: 200 as const,
        body: await this.reviews.listForProvider(params.id, query),
      }),
      createReview: async ({ params, body }) => ({
        status: 201 as const,
        body: { data: await this.reviews.create(user!, params.id, body, req.ip) },
      }),
      posts: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.posts.forProvider(params.id) },
      }),
    });
  }
}
