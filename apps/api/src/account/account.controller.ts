import { Controller, Req } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { AccountExportService } from './account-export.service';
import { AccountService } from './account.service';

@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly exporter: AccountExportService,
  ) {}

  @TsRestHandler(contract.account)
  handler(@CurrentUser() current: User | undefined, @Req() req: Request) {
    // Every route is for a signed-in user (the access guard has checked).
    const user = current!;
    const authorization = req.headers.authorization;
    return tsRestHandler(contract.account, {
      settings: async () => ({
        status: 200 as const,
        body: { data: await this.account.settings(user) },
      }),
      updateProfile: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.account.updateProfile(user, body) },
      }),
      changeEmail: async ({ body }) => ({
        status: 200 as const,
        body: {
          data: await this.account.changeEmail(
            user,
            authorization,
            body,
            req.headers['accept-language'],
          ),
        },
      }),
      confirmEmail: async ({ body }) => ({
        status: 200 as const,
        body: {
          data: {
            user: await this.account.confirmEmail(user, body.code, req.headers['accept-language']),
          },
        },
      }),
      changePassword: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.account.changePassword(user, authorization, body) },
      }),
      unlinkGoogle: async () => ({
        status: 200 as const,
        body: { data: await this.account.unlinkGoogle(user) },
      }),
      signOutEverywhere: async () => {
        await this.account.signOutEverywhere(user);
        return { status: 200 as const, body: { data: { success: true as const } } };
      },
      setLanguage: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.account.setLanguage(user, body.language) },
      }),
      updateNotifications: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.account.updateNotifications(user, body) },
      }),
      exportData: async () => {
        const data = await this.exporter.export(user.id);
        const day = data.exportedAt.slice(0, 10);
        const res = req.res!;
        res.setHeader('content-disposition', `attachment; filename="injurypros-data-${day}.json"`);
        res.setHeader('cache-control', 'no-store');
        return { status: 200 as const, body: data };
      },
      deleteAccount: async ({ body }) => {
        await this.account.deleteAccount(user, authorization, body);
        return { status: 204 as const, body: undefined };
      },
    });
  }
}
