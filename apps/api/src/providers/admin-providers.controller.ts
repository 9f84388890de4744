import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { AdminProvidersService } from './admin-providers.service';

/** The admin console's provider routes (contract.admin.*Provider*). */
const adminProviders = {
  providers: contract.admin.providers,
  deleteProvider: contract.admin.deleteProvider,
  sendProviderPasswordLink: contract.admin.sendProviderPasswordLink,
};

@Controller()
export class AdminProvidersController {
  constructor(private readonly admin: AdminProvidersService) {}

  @TsRestHandler(adminProviders)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(adminProviders, {
      providers: async ({ query }) => ({
        status: 200 as const,
        body: await this.admin.listProviders(query),
      }),
      deleteProvider: async ({ params }) => {
        await this.admin.deleteProvider(user, params.id);
        return { status: 204 as const, body: undefined };
      },
      sendProviderPasswordLink: async ({ params }) => {
        await this.admin.sendProviderPasswordLink(user, params.id);
        return { status: 200 as const, body: { data: { success: true as const } } };
      },
    });
  }
}
