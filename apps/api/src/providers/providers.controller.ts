import { Controller, HttpException, HttpStatus, Req } from '@nestjs/common';
import { contract, LISTING_MESSAGES } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { ProviderSearchService } from './provider-search.service';
import { MergedListing, ProvidersService } from './providers.service';
import { SponsoredService } from './sponsored.service';

/**
 * contract.providers, but for the sub-resources served by their own areas: reviews (GET and
 * POST /providers/{id}/reviews, reviews.controller) and posts (GET /providers/{id}/posts,
 * posts.controller). Search routes validate their answer once, when it enters the search
 * cache (provider-search.service).
 */
const { list: listRoute, suggest: suggestRoute } = contract.providers;
const profileRoutes = { sponsored: contract.providers.sponsored, get: contract.providers.get };

@Controller()
export class ProvidersController {
  constructor(
    private readonly providers: ProvidersService,
    private readonly search: ProviderSearchService,
    private readonly sponsored: SponsoredService,
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
      get: async ({ params, query }) => {
        try {
          return {
            status: 200 as const,
            body: { data: await this.providers.profile(params.id, user, query, req.ip) },
          };
        } catch (error) {
          // A merged listing: 301 to the one kept, the query kept (issue 47); the error
          // filter sets the Location of a 3xx it is given.
          if (!(error instanceof MergedListing)) throw error;
          const search = new URLSearchParams(
            Object.entries(query).flatMap(([k, v]): Array<[string, string]> =>
              v === undefined ? [] : [[k, String(v)]],
            ),
          ).toString();
          const location = `/api/providers/${encodeURIComponent(error.into)}${search ? `?${search}` : ''}`;
          throw new HttpException(
            { message: LISTING_MESSAGES.merged, location },
            HttpStatus.MOVED_PERMANENTLY,
          );
        }
      },
    });
  }
}
