import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { PostsService } from './posts.service';

@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @TsRestHandler(contract.posts)
  handler() {
    return tsRestHandler(contract.posts, {
      latest: async ({ query }) => ({
        status: 200 as const,
        body: { data: await this.posts.latest(query.limit) },
      }),
    });
  }
}
