import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { AdminUsersService } from './admin-users.service';
import { AdminsService } from './admins.service';
import { AuditLogService } from './audit-log.service';

const ok = { data: { success: true as const } };

/**
 * The admin console's people, admins and audit log (contract.admin); AccessGuard enforces
 * each route's `admin` access. Claims (claims/), providers (providers/) and moderation
 * (trust/) serve their own admin routes (decision 0033).
 */
const adminRoutes = {
  users: contract.admin.users,
  toggleBlockUser: contract.admin.toggleBlockUser,
  deleteUser: contract.admin.deleteUser,
  admins: contract.admin.admins,
  inviteAdmin: contract.admin.inviteAdmin,
  finishSetup: contract.admin.finishSetup,
  deleteAdmin: contract.admin.deleteAdmin,
  restoreAdminPassword: contract.admin.restoreAdminPassword,
  auditLog: contract.admin.auditLog,
};

@Controller()
export class AdminController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly admins: AdminsService,
    private readonly auditLog: AuditLogService,
  ) {}

  @TsRestHandler(adminRoutes)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(adminRoutes, {
      users: async ({ query }) => ({
        status: 200 as const,
        body: { data: await this.users.listUsers(query) },
      }),
      toggleBlockUser: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.users.toggleBlock(user, params.id) },
      }),
      deleteUser: async ({ params }) => {
        await this.users.deleteUser(user, params.id);
        return { status: 204 as const, body: undefined };
      },
      admins: async () => ({
        status: 200 as const,
        body: { data: await this.admins.listAdmins() },
      }),
      inviteAdmin: async ({ body }) => ({
        status: 201 as const,
        body: { data: await this.admins.invite(user, body.email) },
      }),
      finishSetup: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.admins.finishSetup(body) },
      }),
      deleteAdmin: async ({ params }) => {
        await this.admins.deleteAdmin(user, params.id);
        return { status: 204 as const, body: undefined };
      },
      restoreAdminPassword: async ({ params }) => {
        await this.admins.restoreAdminPassword(user, params.id);
        return { status: 200 as const, body: ok };
      },
      auditLog: async ({ query }) => ({
        status: 200 as const,
        body: await this.auditLog.auditLog(query),
      }),
    });
  }
}
