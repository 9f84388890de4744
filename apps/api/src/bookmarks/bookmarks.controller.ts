import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { BookmarksService } from './bookmarks.service';

@Controller()
export class BookmarksController {
  constructor(private readonly bookmarks: BookmarksService) {}

  @TsRestHandler(contract.bookmarks)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(contract.bookmarks, {
      list: async () => ({
        status: 200 as const,
        body: { data: await this.bookmarks.list(user.id) },
      }),
      add: async ({ params }) => {
        await this.bookmarks.add(user.id, params.providerId);
        return { status: 204 as const, body: undefined };
      },
      remove: async ({ params }) => {
        await this.bookmarks.remove(user.id, params.providerId);
        return { status: 204 as const, body: undefined };
      },
    });
  }
}
