import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_INVITE_LINK_PARAMS,
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  errorBody,
  MESSAGES,
  normalizeEmail,
  TAdmin,
  TAdminFinishSetupBody,
  TAuthResponse,
} from '@app/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { AuthService } from '../auth/auth.service';
import { isCommonPassword } from '../auth/password-policy';
import { AppConfig } from '../config/app-config';
import { mailLocale } from '../mail/mail-locale';
import { languageOfEmail } from '../users/users.repository';
import { MailService } from '../mail/mail.service';
import { adminInviteMail } from '../mail/mail.templates';
import { User } from '../users/user.entity';
import { usernameOf } from '../users/username';
import { UsersService } from '../users/users.service';
import {
  acceptInvite,
  accountStateByEmail,
  adminRows,
  findAdmin,
  lockAccountByEmail,
  lockAdmins,
  lockLiveInvite,
  openInvites,
  replaceInvite,
  revokeInvite,
} from './admin.repository';

export const INVITE_TTL_DAYS = 7;

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The admins (/admin/admins): list, invite (decision 0008), finish set-up, remove, reset
 * link. admin_invites is written here; the users table through UsersService.
 */
@Injectable()
export class AdminsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async listAdmins(): Promise<TAdmin[]> {
    const admins = await adminRows(this.dataSource.manager);
    const invites = await openInvites(this.dataSource.manager);
    return [
      ...admins.map((row) => ({
        id: row.id,
        name: usernameOf({ email: row.email, firstName: row.first_name, lastName: row.last_name }),
        email: row.email,
        status: 'active' as const,
      })),
      ...invites.map((row) => ({
        id: row.id,
        name: usernameOf({ email: row.email, firstName: null, lastName: null }),
        email: row.email,
        status: 'invited' as const,
      })),
    ];
  }

  /**
   * Stores a new invitation (replacing an open one for the same email) and mails its link.
   * Only the token's SHA-256 is kept; the link carries the token itself.
   */
  async invite(actor: AuditActor, rawEmail: string): Promise<{ email: string; expiresAt: string }> {
    const email = normalizeEmail(rawEmail);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITE_TTL_DAYS * 24 * 60 * 60 * 1000);
    await this.dataSource.transaction(async (manager) => {
      const existing = await accountStateByEmail(manager, email);
      if (existing?.roles.includes('admin'))
        throw new ConflictException(ADMIN_MESSAGES.alreadyAdmin);
      if (existing?.is_blocked) throw new ConflictException(ADMIN_MESSAGES.inviteBlocked);
      const inviteId = await replaceInvite(manager, {
        email,
        tokenHash: hashInviteToken(token),
        invitedBy: actor.id,
        expiresAt,
      });
      await recordAudit(manager, actor, {
        action: 'admin.invite',
        targetType: 'admin_invite',
        targetId: inviteId,
        details: { email, expiresAt: expiresAt.toISOString() },
      });
    });
    const link = `${this.config.webOrigin}/admin/help?${new URLSearchParams({
      [ADMIN_INVITE_LINK_PARAMS.token]: token,
      [ADMIN_INVITE_LINK_PARAMS.email]: email,
    })}`;
    const locale = mailLocale(await languageOfEmail(this.dataSource, email));
    if (!(await this.mail.send(email, adminInviteMail(link, locale))))
      throw new ConflictException(ADMIN_MESSAGES.inviteNotSent);
    return { email, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Accepts an invitation: needs the email, a live invitation for it and that invitation's
   * token (decision 0008). Creates the account (confirmed, roles user + admin) or makes an
   * existing one admin with the new password, signing it out elsewhere. Every failure of
   * the invitation answers the same message.
   */
  async finishSetup(body: TAdminFinishSetupBody): Promise<TAuthResponse['data']> {
    const email = normalizeEmail(body.email);
    const invalid = () =>
      new BadRequestException(
        errorBody(400, ADMIN_MESSAGES.inviteInvalid, {
          errors: [{ path: 'token', message: ADMIN_MESSAGES.inviteInvalid }],
        }),
      );
    if (isCommonPassword(body.password)) {
      throw new BadRequestException(
        errorBody(400, MESSAGES.passwordTooCommon, {
          errors: [{ path: 'password', message: MESSAGES.passwordTooCommon }],
        }),
      );
    }
    const passwordHash = await this.auth.hashPassword(body.password);
    const userId = await this.dataSource.transaction(async (manager) => {
      const invite = await lockLiveInvite(manager, email);
      const given = Buffer.from(hashInviteToken(body.token), 'hex');
      if (!invite || !timingSafeEqual(given, Buffer.from(invite.token_hash, 'hex')))
        throw invalid();
      const existing = await lockAccountByEmail(manager, email);
      if (existing?.is_blocked) throw new ForbiddenException(AUTH_MESSAGES.blocked);
      const id = await this.users.setUpAdmin(manager, email, passwordHash, existing?.id);
      if (existing) await this.auth.revokeResetLinks(id, manager);
      await acceptInvite(manager, invite.id);
      await recordAudit(
        manager,
        { id, email },
        {
          action: 'admin.finish_setup',
          targetType: 'user',
          targetId: id,
          details: {
            inviteId: invite.id,
            invitedBy: invite.invited_by,
            existingAccount: !!existing,
          },
        },
      );
      return id;
    });
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    return this.auth.authResponse(user);
  }

  /**
   * Removes the admin role from an account (never one's own; never the last admin: every
   * admin row is locked first so two admins removing each other cannot both succeed), or
   * withdraws an open invitation when the id is an invitation's.
   */
  async deleteAdmin(actor: AuditActor, id: string): Promise<void> {
    if (id === actor.id) throw new ConflictException(ADMIN_MESSAGES.cannotRemoveSelf);
    await this.dataSource.transaction(async (manager) => {
      const admins = await lockAdmins(manager);
      const target = admins.find((a) => a.id === id);
      if (target) {
        if (!admins.some((a) => a.id === actor.id))
          throw new ForbiddenException(MESSAGES.adminOnly);
        if (admins.length <= 1) throw new ConflictException(ADMIN_MESSAGES.lastAdmin);
        await this.users.removeRole(manager, id, 'admin');
        await recordAudit(manager, actor, {
          action: 'admin.delete',
          targetType: 'user',
          targetId: id,
          details: { email: target.email },
        });
        return;
      }
      const invitedEmail = await revokeInvite(manager, id);
      if (invitedEmail === undefined) throw new NotFoundException(ADMIN_MESSAGES.adminNotFound);
      await recordAudit(manager, actor, {
        action: 'admin.invite_revoke',
        targetType: 'admin_invite',
        targetId: id,
        details: { email: invitedEmail },
      });
    });
  }

  async restoreAdminPassword(actor: AuditActor, id: string): Promise<void> {
    const admin = await findAdmin(this.dataSource.manager, id);
    if (!admin) throw new NotFoundException(ADMIN_MESSAGES.adminNotFound);
    if (admin.is_blocked) throw new ConflictException(ADMIN_MESSAGES.adminBlocked);
    if (!(await this.auth.sendResetLink(admin.email)))
      throw new ConflictException(ADMIN_MESSAGES.linkNotSent);
    await recordAudit(this.dataSource.manager, actor, {
      action: 'admin.restore_password',
      targetType: 'user',
      targetId: id,
      details: { email: admin.email },
    });
  }
}
