import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { ReportsService } from '../trust/reports.service';
import { AdminService } from './admin.service';

const ok = { data: { success: true as const } };

/** contract.admin without the claim routes (claims/ClaimsAdminController serves those). */
const {
  claims: _claims,
  claim: _claim,
  approveClaim: _approveClaim,
  cancelClaim: _cancelClaim,
  sendClaimEmail: _sendClaimEmail,
  ...adminRoutes
} = contract.admin;

/** The admin console (contract.admin); AccessGuard enforces each route's `admin` access. */
@Controller()
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly reports: ReportsService,
  ) {}

  @TsRestHandler(adminRoutes)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(adminRoutes, {
      users: async ({ query }) => ({
        status: 200 as const,
        body: { data: await this.admin.listUsers(query) },
      }),
      toggleBlockUser: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.admin.toggleBlock(user, params.id) },
      }),
      deleteUser: async ({ params }) => {
        await this.admin.deleteUser(user, params.id);
        return { status: 204 as const, body: undefined };
      },
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
        return { status: 200 as const, body: ok };
      },
      appeals: async ({ query }) => ({
        status: 200 as const,
        body: await this.admin.listAppeals(query),
      }),
      confirmAppeal: async ({ params, body }) => {
        await this.admin.confirmAppeal(user, params.id, body.reason);
        return { status: 200 as const, body: ok };
      },
      deleteAppealedReview: async ({ params, body }) => {
        await this.admin.deleteAppealedReview(user, params.id, body.reason);
        return { status: 200 as const, body: ok };
      },
      reviewReports: async ({ query }) => ({
        status: 200 as const,
        body: await this.reports.adminList(query),
      }),
      decideReviewReport: async ({ params, body }) => {
        await this.reports.decide(user, params.id, body);
        return { status: 200 as const, body: ok };
      },
      admins: async () => ({
        status: 200 as const,
        body: { data: await this.admin.listAdmins() },
      }),
      inviteAdmin: async ({ body }) => ({
        status: 201 as const,
        body: { data: await this.admin.invite(user, body.email) },
      }),
      finishSetup: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.admin.finishSetup(body) },
      }),
      deleteAdmin: async ({ params }) => {
        await this.admin.deleteAdmin(user, params.id);
        return { status: 204 as const, body: undefined };
      },
      restoreAdminPassword: async ({ params }) => {
        await this.admin.restoreAdminPassword(user, params.id);
        return { status: 200 as const, body: ok };
      },
      auditLog: async ({ query }) => ({
        status: 200 as const,
        body: await this.admin.auditLog(query),
      }),
    });
  }
}
