import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from './user.entity';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @TsRestHandler(contract.users)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(contract.users, {
      me: async () => ({
        status: 200 as const,
        body: { data: { user: await this.users.toSessionUser(user) } },
      }),
      get: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.users.publicProfile(params.id) },
      }),
    });
  }
}
