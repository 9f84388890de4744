import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { PostsService } from './posts.service';

/** A provider's posts: GET /providers/{id}/posts (part of contract.providers). */
const providerPostRoutes = { posts: contract.providers.posts };

@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @TsRestHandler(providerPostRoutes)
  providerPosts() {
    return tsRestHandler(providerPostRoutes, {
      posts: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.posts.forProvider(params.id) },
      }),
    });
  }

  @TsRestHandler(contract.posts)
  handler(@CurrentUser() user: User | undefined) {
    return tsRestHandler(contract.posts, {
      latest: async ({ query }) => ({
        status: 200 as const,
        body: { data: await this.posts.latest(query.limit) },
      }),
      create: async ({ params, body }) => ({
        status: 201 as const,
        body: { data: await this.posts.create(user!, params.id, body) },
      }),
    });
  }
}
