import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_MESSAGES, TAdminUser, TAdminUsersQuery } from '@app/contracts';
import { DataSource } from 'typeorm';
import { AccountDeletionService } from '../account/account-deletion.service';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { likePattern } from '../common/like-pattern';
import { UsersService } from '../users/users.service';
import { toAdminUser } from './admin-user-row';
import { listUserRows } from './admin.repository';

/** The admin console's people (/admin/users): list, block, delete. */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly deletion: AccountDeletionService,
  ) {}

  async listUsers({ query, offset, limit }: TAdminUsersQuery) {
    const { rows, total } = await listUserRows(this.dataSource.manager, {
      pattern: query ? likePattern(query) : null,
      offset,
      limit,
    });
    return { users: rows.map(toAdminUser), total, offset, limit };
  }

  /**
   * Blocks or unblocks (toggle). Blocking also bumps the token version, so the person's
   * tokens stay dead even after an unblock; login refuses a blocked account.
   */
  async toggleBlock(actor: AuditActor, id: string): Promise<TAdminUser> {
    if (id === actor.id) throw new ConflictException(ADMIN_MESSAGES.cannotBlockSelf);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.toggleBlocked(manager, id);
      if (!user) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
      await recordAudit(manager, actor, {
        action: user.isBlocked ? 'user.block' : 'user.unblock',
        targetType: 'user',
        targetId: id,
        details: { email: user.email },
      });
      return toAdminUser({
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        is_blocked: user.isBlocked,
        is_email_confirmed: user.isEmailConfirmed,
        roles: user.roles,
        created_at: user.createdAt,
      });
    });
  }

  /** AccountDeletionService.deleteAccount (decision 0006) with the audit row in its transaction. */
  async deleteUser(actor: AuditActor, id: string): Promise<void> {
    if (id === actor.id) throw new ConflictException(ADMIN_MESSAGES.cannotDeleteSelf);
    const target = await this.users.findById(id);
    if (!target) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
    const deleted = await this.deletion.deleteAccount(id, (manager) =>
      recordAudit(manager, actor, {
        action: 'user.delete',
        targetType: 'user',
        targetId: id,
        details: { email: target.email, roles: target.roles },
      }),
    );
    if (!deleted) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
  }
}
