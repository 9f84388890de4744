import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ProfileService } from './profile.service';

/**
 * The signed-in person's own routes that live outside /settings in the contract:
 * GET /users/me, GET /auth/session and PUT /auth/profile-update. With AccountController
 * (/settings) they make the one 'me' module (decision 0033).
 */
const meRoutes = {
  me: contract.users.me,
  session: contract.auth.session,
  profileUpdate: contract.auth.profileUpdate,
};

@Controller()
export class MeController {
  constructor(
    private readonly users: UsersService,
    private readonly profile: ProfileService,
  ) {}

  @TsRestHandler(meRoutes)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(meRoutes, {
      me: async () => ({
        status: 200 as const,
        body: { data: { user: await this.users.toSessionUser(user) } },
      }),
      session: async () => ({
        status: 200 as const,
        body: { data: { user: await this.users.toSessionUser(user) } },
      }),
      profileUpdate: async ({ body }) => ({
        status: 200 as const,
        body: { data: { user: await this.profile.updateProfile(user, body) } },
      }),
    });
  }
}
