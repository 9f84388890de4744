import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_INVITE_LINK_PARAMS,
  errorBody,
  MESSAGES,
  MODERATION_REASONS,
  normalizeEmail,
  Role,
  TAdmin,
  TAdminAppealsQuery,
  TAdminFinishSetupBody,
  TAdminProvider,
  TAdminProvidersQuery,
  TAdminUser,
  TAdminUsersQuery,
  TAppealItem,
  TAuditEntry,
  TAuthResponse,
  TModerationReason,
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
} from '@app/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AuthService } from '../auth/auth.service';
import { isCommonPassword } from '../auth/password-policy';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { adminInviteMail, appealDecisionMail } from '../mail/mail.templates';
import { ProviderListRow, toListItem } from '../providers/providers.service';
import { displayName, removeReview } from '../reviews/reviews.service';
import { assertReasonFor, recordDecision } from '../trust/moderation.repository';
import { StorageService } from '../storage/storage.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountDeletionService } from '../account/account-deletion.service';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { likePattern } from '../common/like-pattern';
import { usernameOf } from '../users/username';

export const INVITE_TTL_DAYS = 7;

interface UserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_blocked: boolean;
  is_email_confirmed: boolean;
  roles: Role[];
  created_at: Date;
}

function toAdminUser(row: UserRow): TAdminUser {
  return {
    id: row.id,
    username: usernameOf({ email: row.email, firstName: row.first_name, lastName: row.last_name }),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isBlocked: row.is_blocked,
    isEmailConfirmed: row.is_email_confirmed,
    roles: row.roles,
    createdAt: row.created_at.toISOString(),
  };
}

const USER_COLUMNS =
  'u.id, u.email, u.first_name, u.last_name, u.is_blocked, u.is_email_confirmed, u.roles, u.created_at';

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

@Injectable()
export class AdminService {
  private readonly logger = new Logger(AdminService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly deletion: AccountDeletionService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly storage: StorageService,
    private readonly config: AppConfig,
  ) {}

  // ---- Users ----------------------------------------------------------------------------

  async listUsers({ query, offset, limit }: TAdminUsersQuery) {
    const params: unknown[] = [limit, offset];
    let where = '';
    if (query) {
      params.push(likePattern(query));
      where = `WHERE u.email ILIKE $3 OR u.first_name ILIKE $3 OR u.last_name ILIKE $3
               OR concat_ws(' ', u.first_name, u.last_name) ILIKE $3`;
    }
    const rows = (await this.dataSource.query(
      `SELECT ${USER_COLUMNS}, count(*) OVER ()::int AS total FROM users u ${where}
       ORDER BY u.created_at DESC, u.id ASC LIMIT $1 OFFSET $2`,
      params,
    )) as Array<UserRow & { total: number }>;
    const total =
      rows[0]?.total ??
      (offset === 0
        ? 0
        : (
            (await this.dataSource.query(
              `SELECT count(*)::int AS total FROM users u ${where ? where.replace(/\$3/g, '$1') : ''}`,
              query ? [params[2]] : [],
            )) as Array<{ total: number }>
          )[0]!.total);
    return { users: rows.map(toAdminUser), total, offset, limit };
  }

  /**
   * Blocks or unblocks (toggle). Blocking also bumps the token version, so the person's
   * tokens stay dead even after an unblock; login refuses a blocked account.
   */
  async toggleBlock(actor: AuditActor, id: string): Promise<TAdminUser> {
    if (id === actor.id) throw new ConflictException(ADMIN_MESSAGES.cannotBlockSelf);
    return this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE users u SET is_blocked = NOT is_blocked,
           token_version = CASE WHEN is_blocked THEN token_version ELSE token_version + 1 END,
           updated_at = now()
         WHERE id = $1 RETURNING ${USER_COLUMNS}`,
        [id],
      )) as [UserRow[], number];
      const row = rows[0];
      if (!row) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
      await recordAudit(manager, actor, {
        action: row.is_blocked ? 'user.block' : 'user.unblock',
        targetType: 'user',
        targetId: id,
        details: { email: row.email },
      });
      return toAdminUser(row);
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

  // ---- Providers ------------------------------------------------------------------------

  /**
   * Providers, newest first, searched over name, city and owner email. The match is a set of
   * ids read off trigram indexes (migration 1796100000000) and the page walks the
   * (created_at, id) index, so neither reads the whole table at 300k providers.
   */
  async listProviders({ query, offset, limit }: TAdminProvidersQuery) {
    const match = query
      ? `WHERE p.id IN (
           SELECT id FROM providers WHERE name ILIKE $1 OR city ILIKE $1
           UNION SELECT op.id FROM users u JOIN providers op ON op.owner_id = u.id
           WHERE u.email ILIKE $1)`
      : '';
    const filter = query ? [likePattern(query)] : [];
    const [rows, [count]] = (await Promise.all([
      this.dataSource.query(
        `SELECT p.id, p.name, p.category, p.city, p.state, p.rating, p.review_count, p.logo_url,
                p.description, p.plan, p.specialties, p.quote, p.owner_id, o.email AS owner_email
         FROM providers p LEFT JOIN users o ON o.id = p.owner_id ${match}
         ORDER BY p.created_at DESC, p.id ASC
         LIMIT $${filter.length + 1} OFFSET $${filter.length + 2}`,
        [...filter, limit, offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM providers p ${match}`, filter),
    ])) as [
      Array<ProviderListRow & { owner_id: string | null; owner_email: string | null }>,
      Array<{ total: number }>,
    ];
    const total = count!.total;
    const data: TAdminProvider[] = rows.map((row) => ({
      ...toListItem(row),
      ownerId: row.owner_id,
      ownerEmail: row.owner_email,
    }));
    return { data, total, offset, limit };
  }

  /**
   * Deletes a provider; its reviews, posts, bookmarks, views and claims go with it
   * (cascades). An owner left owning nothing loses the provider role. The claims' private
   * documents are removed from storage after the commit.
   */
  async deleteProvider(actor: AuditActor, id: string): Promise<void> {
    const keys = await this.dataSource.transaction(async (manager) => {
      const [provider] = (await manager.query(
        'SELECT id, name, owner_id FROM providers WHERE id = $1 FOR UPDATE',
        [id],
      )) as Array<{ id: string; name: string; owner_id: string | null }>;
      if (!provider) throw new NotFoundException(MESSAGES.providerNotFound);
      const documents = (await manager.query(
        'SELECT registration_key, address_proof_key FROM profile_claims WHERE provider_id = $1',
        [id],
      )) as Array<{ registration_key: string; address_proof_key: string }>;
      await manager.query('DELETE FROM providers WHERE id = $1', [id]);
      if (provider.owner_id) {
        await manager.query(
          `UPDATE users SET roles = array_remove(roles, 'provider'), updated_at = now()
           WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM providers WHERE owner_id = $1)`,
          [provider.owner_id],
        );
      }
      await recordAudit(manager, actor, {
        action: 'provider.delete',
        targetType: 'provider',
        targetId: id,
        details: { name: provider.name, ownerId: provider.owner_id },
      });
      return documents.flatMap((d) => [d.registration_key, d.address_proof_key]);
    });
    for (const key of keys) {
      await this.storage.driver.delete(key).catch((error: unknown) => {
        this.logger.warn(`Could not remove ${key}: ${String(error)}`);
      });
    }
  }

  /** Mails the owner a reset link through the auth reset-link machinery. */
  async sendProviderPasswordLink(actor: AuditActor, id: string): Promise<void> {
    const [provider] = (await this.dataSource.query(
      `SELECT p.id, p.name, o.id AS owner_id, o.email AS owner_email, o.is_blocked
       FROM providers p LEFT JOIN users o ON o.id = p.owner_id WHERE p.id = $1`,
      [id],
    )) as Array<{
      id: string;
      name: string;
      owner_id: string | null;
      owner_email: string | null;
      is_blocked: boolean | null;
    }>;
    if (!provider) throw new NotFoundException(MESSAGES.providerNotFound);
    if (!provider.owner_id || !provider.owner_email)
      throw new ConflictException(ADMIN_MESSAGES.noOwner);
    if (provider.is_blocked) throw new ConflictException(ADMIN_MESSAGES.ownerBlocked);
    if (!(await this.auth.sendResetLink(provider.owner_email)))
      throw new ConflictException(ADMIN_MESSAGES.linkNotSent);
    await recordAudit(this.dataSource.manager, actor, {
      action: 'provider.send_password_link',
      targetType: 'provider',
      targetId: id,
      details: { ownerId: provider.owner_id, ownerEmail: provider.owner_email },
    });
  }

  // ---- Appeals --------------------------------------------------------------------------

  async listAppeals({ offset, limit }: TAdminAppealsQuery) {
    const rows = (await this.dataSource.query(
      `SELECT r.id, r.provider_id, p.name AS provider_name, r.author_id, u.email,
              u.first_name, u.last_name, r.appeal_text, r.appeal_files, r.text, r.rating, r.created_at,
              count(*) OVER ()::int AS total
       FROM reviews r JOIN providers p ON p.id = r.provider_id JOIN users u ON u.id = r.author_id
       WHERE r.appeal_under_review
       ORDER BY r.created_at ASC, r.id ASC LIMIT $1 OFFSET $2`,
      [limit, offset],
    )) as Array<{
      id: string;
      provider_id: string;
      provider_name: string;
      author_id: string;
      email: string;
      first_name: string | null;
      last_name: string | null;
      appeal_text: string | null;
      appeal_files: string[];
      text: string;
      rating: string;
      created_at: Date;
      total: number;
    }>;
    let total = rows[0]?.total;
    if (total === undefined) {
      const [count] = (await this.dataSource.query(
        'SELECT count(*)::int AS total FROM reviews WHERE appeal_under_review',
      )) as Array<{ total: number }>;
      total = count!.total;
    }
    const data: TAppealItem[] = rows.map((row) => ({
      id: row.id,
      providerId: row.provider_id,
      providerName: row.provider_name,
      reviewerId: row.author_id,
      reviewerName: displayName(row.first_name, row.last_name),
      reviewerEmail: row.email,
      appealText: row.appeal_text ?? '',
      // Stored as private references (POST /documents/upload): 5-minute signed links here.
      appealFiles: row.appeal_files.flatMap((url) => {
        const privateKey = this.storage.keyOfPrivateUrl(url);
        if (privateKey) return [this.storage.signedUrl(privateKey)];
        return this.storage.keyOfPublicUrl(url) ? [url] : [];
      }),
      originalReview: {
        text: row.text,
        rating: Number(row.rating),
        createdAt: row.created_at.toISOString(),
      },
    }));
    return { data, total, offset, limit };
  }

  /** Locks the review's provider, then the review, and checks it is under appeal. */
  private async lockAppealedReview(
    manager: EntityManager,
    id: string,
  ): Promise<{ id: string; provider_id: string; author_id: string; appealed_at: Date | null }> {
    const [found] = (await manager.query('SELECT provider_id FROM reviews WHERE id = $1', [
      id,
    ])) as Array<{ provider_id: string }>;
    if (!found) throw new NotFoundException(ADMIN_MESSAGES.reviewNotFound);
    await manager.query('SELECT 1 FROM providers WHERE id = $1 FOR UPDATE', [found.provider_id]);
    const [review] = (await manager.query(
      'SELECT id, provider_id, author_id, appeal_under_review, appealed_at FROM reviews WHERE id = $1 FOR UPDATE',
      [id],
    )) as Array<{
      id: string;
      provider_id: string;
      author_id: string;
      appeal_under_review: boolean;
      appealed_at: Date | null;
    }>;
    if (!review) throw new NotFoundException(ADMIN_MESSAGES.reviewNotFound);
    if (!review.appeal_under_review) throw new ConflictException(ADMIN_MESSAGES.notUnderAppeal);
    return review;
  }

  /**
   * Keeps the review with a keep reason from the published list; its appeal is closed (the
   * appeal text stays as a record) and the decision is recorded (docs/decisions/0029).
   */
  async confirmAppeal(actor: AuditActor, id: string, reason: TModerationReason): Promise<void> {
    assertReasonFor(reason, 'keep');
    const providerId = await this.dataSource.transaction(async (manager) => {
      const review = await this.lockAppealedReview(manager, id);
      await manager.query('UPDATE reviews SET appeal_under_review = false WHERE id = $1', [id]);
      await recordDecision(manager, {
        providerId: review.provider_id,
        reviewId: id,
        kind: 'appeal',
        reason,
        filedAt: review.appealed_at ?? new Date(),
        decidedBy: actor.id,
      });
      await recordAudit(manager, actor, {
        action: 'appeal.confirm',
        targetType: 'review',
        targetId: id,
        details: { providerId: review.provider_id, authorId: review.author_id, reason },
      });
      return review.provider_id;
    });
    await this.mailAppealDecision(providerId, false, reason);
  }

  /**
   * Removes the review with a remove reason from the published list: the review is deleted,
   * the provider's rating recomputed and the public line recorded, in one transaction.
   */
  async deleteAppealedReview(
    actor: AuditActor,
    id: string,
    reason: TModerationReason,
  ): Promise<void> {
    assertReasonFor(reason, 'remove');
    const providerId = await this.dataSource.transaction(async (manager) => {
      const review = await this.lockAppealedReview(manager, id);
      await recordDecision(manager, {
        providerId: review.provider_id,
        reviewId: id,
        kind: 'appeal',
        reason,
        filedAt: review.appealed_at ?? new Date(),
        decidedBy: actor.id,
      });
      await removeReview(manager, id, review.provider_id);
      await recordAudit(manager, actor, {
        action: 'appeal.delete_review',
        targetType: 'review',
        targetId: id,
        details: { providerId: review.provider_id, authorId: review.author_id, reason },
      });
      return review.provider_id;
    });
    await this.mailAppealDecision(providerId, true, reason);
  }

  /** Tells the provider's owner how their appeal ended, unless they opted out (/settings). */
  private async mailAppealDecision(
    providerId: string,
    reviewRemoved: boolean,
    reason: TModerationReason,
  ): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT p.name, u.id AS owner_id, u.email FROM providers p JOIN users u ON u.id = p.owner_id
       WHERE p.id = $1`,
      [providerId],
    )) as Array<{ name: string; owner_id: string; email: string }>;
    if (!row || !(await this.users.wantsMail(row.owner_id, 'decisions'))) return;
    await this.mail.send(
      row.email,
      appealDecisionMail(
        row.name,
        reviewRemoved,
        `${this.config.webOrigin}/my-profile`,
        MODERATION_REASONS[reason].label,
      ),
    );
  }

  // ---- Admins ---------------------------------------------------------------------------

  async listAdmins(): Promise<TAdmin[]> {
    const admins = (await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM users u WHERE 'admin' = ANY(u.roles)
       ORDER BY u.created_at ASC, u.id ASC`,
    )) as UserRow[];
    const invites = (await this.dataSource.query(
      `SELECT id, email FROM admin_invites WHERE accepted_at IS NULL AND expires_at > now()
       ORDER BY created_at ASC, id ASC`,
    )) as Array<{ id: string; email: string }>;
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
      const [existing] = (await manager.query(
        'SELECT roles, is_blocked FROM users WHERE email = $1',
        [email],
      )) as Array<{ roles: Role[]; is_blocked: boolean }>;
      if (existing?.roles.includes('admin'))
        throw new ConflictException(ADMIN_MESSAGES.alreadyAdmin);
      if (existing?.is_blocked) throw new ConflictException(ADMIN_MESSAGES.inviteBlocked);
      await manager.query('DELETE FROM admin_invites WHERE email = $1 AND accepted_at IS NULL', [
        email,
      ]);
      const [row] = (await manager.query(
        `INSERT INTO admin_invites (email, token_hash, invited_by, expires_at)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [email, hashInviteToken(token), actor.id, expiresAt],
      )) as Array<{ id: string }>;
      await recordAudit(manager, actor, {
        action: 'admin.invite',
        targetType: 'admin_invite',
        targetId: row!.id,
        details: { email, expiresAt: expiresAt.toISOString() },
      });
    });
    const link = `${this.config.webOrigin}/admin/help?${new URLSearchParams({
      [ADMIN_INVITE_LINK_PARAMS.token]: token,
      [ADMIN_INVITE_LINK_PARAMS.email]: email,
    })}`;
    if (!(await this.mail.send(email, adminInviteMail(link))))
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
      const [invite] = (await manager.query(
        `SELECT id, token_hash, invited_by FROM admin_invites
         WHERE email = $1 AND accepted_at IS NULL AND expires_at > now() FOR UPDATE`,
        [email],
      )) as Array<{ id: string; token_hash: string; invited_by: string | null }>;
      const given = Buffer.from(hashInviteToken(body.token), 'hex');
      if (!invite || !timingSafeEqual(given, Buffer.from(invite.token_hash, 'hex')))
        throw invalid();
      const [existing] = (await manager.query(
        'SELECT id, is_blocked FROM users WHERE email = $1 FOR UPDATE',
        [email],
      )) as Array<{ id: string; is_blocked: boolean }>;
      if (existing?.is_blocked) throw new ForbiddenException(AUTH_MESSAGES.blocked);
      let id: string;
      if (existing) {
        id = existing.id;
        await manager.query(
          `UPDATE users SET password_hash = $2, is_email_confirmed = true,
             roles = CASE WHEN 'admin' = ANY(roles) THEN roles ELSE array_append(roles, 'admin') END,
             token_version = token_version + 1, updated_at = now()
           WHERE id = $1`,
          [id, passwordHash],
        );
        await this.auth.revokeResetLinks(id, manager);
      } else {
        const [row] = (await manager.query(
          `INSERT INTO users (email, password_hash, is_email_confirmed, roles)
           VALUES ($1, $2, true, '{user,admin}') RETURNING id`,
          [email, passwordHash],
        )) as Array<{ id: string }>;
        id = row!.id;
      }
      await manager.query('UPDATE admin_invites SET accepted_at = now() WHERE id = $1', [
        invite.id,
      ]);
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
      const admins = (await manager.query(
        `SELECT id, email FROM users WHERE 'admin' = ANY(roles) ORDER BY id FOR UPDATE`,
      )) as Array<{ id: string; email: string }>;
      const target = admins.find((a) => a.id === id);
      if (target) {
        if (!admins.some((a) => a.id === actor.id))
          throw new ForbiddenException(MESSAGES.adminOnly);
        if (admins.length <= 1) throw new ConflictException(ADMIN_MESSAGES.lastAdmin);
        await manager.query(
          `UPDATE users SET roles = array_remove(roles, 'admin'), updated_at = now() WHERE id = $1`,
          [id],
        );
        await recordAudit(manager, actor, {
          action: 'admin.delete',
          targetType: 'user',
          targetId: id,
          details: { email: target.email },
        });
        return;
      }
      const [invite] = (await manager.query(
        `DELETE FROM admin_invites WHERE id = $1 AND accepted_at IS NULL RETURNING email`,
        [id],
      )) as [Array<{ email: string }>, number];
      if (!invite[0]) throw new NotFoundException(ADMIN_MESSAGES.adminNotFound);
      await recordAudit(manager, actor, {
        action: 'admin.invite_revoke',
        targetType: 'admin_invite',
        targetId: id,
        details: { email: invite[0].email },
      });
    });
  }

  async restoreAdminPassword(actor: AuditActor, id: string): Promise<void> {
    const [admin] = (await this.dataSource.query(
      `SELECT id, email, is_blocked FROM users WHERE id = $1 AND 'admin' = ANY(roles)`,
      [id],
    )) as Array<{ id: string; email: string; is_blocked: boolean }>;
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

  // ---- Audit log ------------------------------------------------------------------------

  async auditLog({ offset, limit }: { offset: number; limit: number }) {
    const rows = (await this.dataSource.query(
      `SELECT id, actor_id, actor_email, action, target_type, target_id, details, created_at,
              count(*) OVER ()::int AS total
       FROM audit_log ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    )) as Array<{
      id: string;
      actor_id: string | null;
      actor_email: string;
      action: TAuditEntry['action'];
      target_type: TAuditEntry['targetType'];
      target_id: string;
      details: Record<string, unknown>;
      created_at: Date;
      total: number;
    }>;
    let total = rows[0]?.total;
    if (total === undefined) {
      const [count] = (await this.dataSource.query(
        'SELECT count(*)::int AS total FROM audit_log',
      )) as Array<{ total: number }>;
      total = count!.total;
    }
    const data: TAuditEntry[] = rows.map((row) => ({
      id: row.id,
      actor: row.actor_id ? { id: row.actor_id, email: row.actor_email } : null,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      details: row.details,
      createdAt: row.created_at.toISOString(),
    }));
    return { data, total, offset, limit };
  }
}
