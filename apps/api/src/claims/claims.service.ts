import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorBody,
  MESSAGES,
  normalizeEmail,
  TAdminClaimDetail,
  TAdminClaimsQuery,
  TAdminClaimsResponse,
  TClaimFields,
  TClaimStatus,
  TMyClaim,
  ZClaimFieldsSchema,
} from '@app/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditActor, completeAudit, likePattern, recordAudit, usernameOf } from '../admin/audit';
import { AppConfig } from '../config/app-config';
import { ImagesService } from '../images/images.service';
import { MailService } from '../mail/mail.service';
import { claimDecisionMail, claimMessageMail, claimReceivedMail } from '../mail/mail.templates';
import { PROVIDER_NOT_FOUND } from '../providers/providers.service';
import { StorageService } from '../storage/storage.service';
import { wantsMail } from '../users/mail-preferences';
import type { User } from '../users/user.entity';

export const CLAIM_MESSAGES = {
  notFound: 'Claim not found',
  alreadyOwned: 'This profile has already been claimed by its owner.',
  alreadyPending:
    'You already have a claim on this profile waiting for review. We will email you when it is decided.',
  notPending: 'This claim has already been decided.',
} as const;

export interface ClaimFiles {
  registration?: Buffer;
  addressProof?: Buffer;
}

interface ClaimRow {
  id: string;
  status: TClaimStatus;
  provider_id: string;
  provider_name: string;
  provider_owner_id: string | null;
  claimant_id: string;
  claimant_email: string;
  claimant_first_name: string | null;
  claimant_last_name: string | null;
  registration_key: string;
  address_proof_key: string;
  website_url: string;
  work_email: string;
  full_name: string;
  job_title: string;
  phone_number: string;
  created_at: Date;
}

const CLAIM_SELECT = `
  SELECT c.id, c.status, c.provider_id, p.name AS provider_name, p.owner_id AS provider_owner_id,
         c.claimant_id, u.email AS claimant_email, u.first_name AS claimant_first_name,
         u.last_name AS claimant_last_name, c.registration_key, c.address_proof_key,
         c.website_url, c.work_email, c.full_name, c.job_title, c.phone_number, c.created_at
  FROM profile_claims c
  JOIN providers p ON p.id = c.provider_id
  JOIN users u ON u.id = c.claimant_id`;

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { driverError?: { code?: string } }).driverError?.code === '23505'
  );
}

@Injectable()
export class ClaimsService {
  private readonly logger = new Logger(ClaimsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: ImagesService,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * POST /providers/{id}/claims. Checks everything it can before storing the documents, then
   * inserts the claim; the partial unique index settles two submissions racing.
   */
  async submit(
    user: User,
    providerId: string,
    body: unknown,
    files: ClaimFiles,
  ): Promise<{ id: string; status: 'pending' }> {
    const missing = (['registration', 'addressProof'] as const).filter(
      (field) => !files[field] || files[field].length === 0,
    );
    const fields = this.parseFieldsCollecting(body, missing);

    const [provider] = (await this.dataSource.query(
      'SELECT id, name, owner_id FROM providers WHERE id = $1',
      [providerId],
    )) as Array<{ id: string; name: string; owner_id: string | null }>;
    if (!provider) throw new NotFoundException(PROVIDER_NOT_FOUND);
    if (provider.owner_id) throw new ConflictException(CLAIM_MESSAGES.alreadyOwned);
    if (await this.hasPending(user.id, providerId))
      throw new ConflictException(CLAIM_MESSAGES.alreadyPending);
    if (await this.hasReviewed(this.dataSource.manager, user.id, providerId))
      throw new ConflictException(MESSAGES.claimOwnReview);

    const registration = await this.images.storePrivateDocument(files.registration!, user.id);
    const addressProof = await this.images.storePrivateDocument(files.addressProof!, user.id);
    let id: string;
    try {
      const [row] = (await this.dataSource.query(
        `INSERT INTO profile_claims (provider_id, claimant_id, registration_key, address_proof_key,
           website_url, work_email, full_name, job_title, phone_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          providerId,
          user.id,
          registration.key,
          addressProof.key,
          fields.websiteUrl,
          normalizeEmail(fields.workEmail),
          fields.fullName,
          fields.jobTitle,
          fields.phoneNumber,
        ],
      )) as Array<{ id: string }>;
      id = row!.id;
    } catch (error) {
      await this.removeDocuments([registration.key, addressProof.key]);
      if (isUniqueViolation(error)) throw new ConflictException(CLAIM_MESSAGES.alreadyPending);
      throw error;
    }
    await this.mail.send(user.email, claimReceivedMail(provider.name));
    return { id, status: 'pending' };
  }

  /** Field errors and missing-file errors in one 400, files first (the form's order). */
  private parseFieldsCollecting(body: unknown, missingFiles: string[]): TClaimFields {
    const fileErrors = missingFiles.map((path) => ({ path, message: MESSAGES.claimFileRequired }));
    const result = ZClaimFieldsSchema.safeParse(body ?? {});
    const fieldErrors = result.success
      ? []
      : result.error.issues.map((issue) => ({
          path: issue.path.join('.') || 'body',
          message: issue.message,
        }));
    const errors = [...fileErrors, ...fieldErrors];
    if (errors.length > 0 || !result.success)
      throw new BadRequestException(errorBody(400, errors[0]!.message, { errors }));
    return result.data;
  }

  private async removeDocuments(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.driver.delete(key).catch((error: unknown) => {
        this.logger.warn(`Could not remove ${key}: ${String(error)}`);
      });
    }
  }

  /** Whether the person has a review of the provider (an owner may not: 0017). */
  private async hasReviewed(
    manager: EntityManager,
    userId: string,
    providerId: string,
  ): Promise<boolean> {
    const rows = (await manager.query(
      'SELECT 1 FROM reviews WHERE author_id = $1 AND provider_id = $2',
      [userId, providerId],
    )) as unknown[];
    return rows.length > 0;
  }

  private async hasPending(userId: string, providerId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM profile_claims WHERE claimant_id = $1 AND provider_id = $2 AND status = 'pending'`,
      [userId, providerId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The caller's latest claim on a provider (pending first), or null. */
  async mine(userId: string, providerId: string): Promise<TMyClaim | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id, status, created_at FROM profile_claims
       WHERE claimant_id = $1 AND provider_id = $2
       ORDER BY (status = 'pending') DESC, created_at DESC LIMIT 1`,
      [userId, providerId],
    )) as Array<{ id: string; status: TClaimStatus; created_at: Date }>;
    return row ? { id: row.id, status: row.status, createdAt: row.created_at.toISOString() } : null;
  }

  // ---- Admin ----------------------------------------------------------------------------

  /** Pending claims, oldest first, searched over profile, contact name and emails. */
  async adminList({ q, page, pageSize }: TAdminClaimsQuery): Promise<TAdminClaimsResponse> {
    const params: unknown[] = [pageSize + 1, (page - 1) * pageSize];
    let where = `c.status = 'pending'`;
    if (q) {
      params.push(likePattern(q));
      where += ` AND (p.name ILIKE $3 OR c.full_name ILIKE $3 OR c.work_email ILIKE $3
                 OR u.email ILIKE $3)`;
    }
    const rows = (await this.dataSource.query(
      `${CLAIM_SELECT} WHERE ${where} ORDER BY c.created_at ASC, c.id ASC LIMIT $1 OFFSET $2`,
      params,
    )) as ClaimRow[];
    const hasMore = rows.length > pageSize;
    return {
      data: rows.slice(0, pageSize).map((row) => ({
        id: row.id,
        profileName: row.provider_name,
        providerId: row.provider_id,
        userName: row.full_name,
        email: row.work_email,
        createdAt: row.created_at.toISOString(),
      })),
      nextPage: hasMore ? page + 1 : null,
    };
  }

  private async findRow(id: string): Promise<ClaimRow> {
    const [row] = (await this.dataSource.query(`${CLAIM_SELECT} WHERE c.id = $1`, [
      id,
    ])) as ClaimRow[];
    if (!row) throw new NotFoundException(CLAIM_MESSAGES.notFound);
    return row;
  }

  async adminDetail(id: string): Promise<TAdminClaimDetail> {
    const row = await this.findRow(id);
    return {
      id: row.id,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      provider: { id: row.provider_id, name: row.provider_name },
      claimant: {
        id: row.claimant_id,
        name: usernameOf({
          email: row.claimant_email,
          firstName: row.claimant_first_name,
          lastName: row.claimant_last_name,
        }),
        email: row.claimant_email,
      },
      documents: {
        registration: this.storage.signedUrl(row.registration_key),
        addressProof: this.storage.signedUrl(row.address_proof_key),
      },
      onlinePresence: { website: row.website_url, workEmail: row.work_email },
      contactPerson: {
        fullName: row.full_name,
        jobTitle: row.job_title,
        phoneNumber: row.phone_number,
        workEmail: row.work_email,
      },
    };
  }

  /**
   * One transaction: the claim approved, the provider owned by the claimant on plan basic,
   * the claimant given the provider role, every other pending claim on the provider
   * cancelled, and the audit row. Mails go out after the commit.
   */
  async approve(actor: AuditActor, id: string): Promise<{ id: string; status: TClaimStatus }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [claim] = (await manager.query(
        `SELECT id, status, provider_id, claimant_id FROM profile_claims WHERE id = $1 FOR UPDATE`,
        [id],
      )) as Array<{ id: string; status: TClaimStatus; provider_id: string; claimant_id: string }>;
      if (!claim) throw new NotFoundException(CLAIM_MESSAGES.notFound);
      if (claim.status !== 'pending') throw new ConflictException(CLAIM_MESSAGES.notPending);
      const [provider] = (await manager.query(
        'SELECT id, name, owner_id FROM providers WHERE id = $1 FOR UPDATE',
        [claim.provider_id],
      )) as Array<{ id: string; name: string; owner_id: string | null }>;
      if (!provider) throw new NotFoundException(PROVIDER_NOT_FOUND);
      if (provider.owner_id && provider.owner_id !== claim.claimant_id)
        throw new ConflictException(CLAIM_MESSAGES.alreadyOwned);
      // The provider row is locked: no review by the claimant can be written meanwhile.
      if (await this.hasReviewed(manager, claim.claimant_id, provider.id))
        throw new ConflictException(MESSAGES.claimApproveOwnReview);

      await manager.query(
        `UPDATE profile_claims SET status = 'approved', decided_at = now(), updated_at = now()
         WHERE id = $1`,
        [id],
      );
      await manager.query(`UPDATE providers SET owner_id = $2, plan = 'basic' WHERE id = $1`, [
        provider.id,
        claim.claimant_id,
      ]);
      await manager.query(
        `UPDATE users SET roles = array_append(roles, 'provider'), updated_at = now()
         WHERE id = $1 AND NOT ('provider' = ANY(roles))`,
        [claim.claimant_id],
      );
      const [others] = (await manager.query(
        `UPDATE profile_claims SET status = 'cancelled', decided_at = now(), updated_at = now()
         WHERE provider_id = $1 AND status = 'pending' AND id <> $2
         RETURNING id, claimant_id`,
        [provider.id, id],
      )) as [Array<{ id: string; claimant_id: string }>, number];
      await recordAudit(manager, actor, {
        action: 'claim.approve',
        targetType: 'claim',
        targetId: id,
        details: {
          providerId: provider.id,
          providerName: provider.name,
          claimantId: claim.claimant_id,
          cancelledClaimIds: others.map((o) => o.id),
        },
      });
      return { provider, claimantId: claim.claimant_id, others };
    });

    const emails = await this.decisionRecipients([
      outcome.claimantId,
      ...outcome.others.map((o) => o.claimant_id),
    ]);
    const claimantEmail = emails.get(outcome.claimantId);
    if (claimantEmail) {
      await this.mail.send(
        claimantEmail,
        claimDecisionMail(outcome.provider.name, true, `${this.config.webOrigin}/my-profile`),
      );
    }
    for (const other of outcome.others) {
      const email = emails.get(other.claimant_id);
      if (email)
        await this.mail.send(
          email,
          claimDecisionMail(outcome.provider.name, false, this.config.webOrigin),
        );
    }
    return { id, status: 'approved' };
  }

  async cancel(actor: AuditActor, id: string): Promise<{ id: string; status: TClaimStatus }> {
    const row = await this.dataSource.transaction(async (manager) => {
      const [claim] = (await manager.query(
        `SELECT id, status, provider_id, claimant_id FROM profile_claims WHERE id = $1 FOR UPDATE`,
        [id],
      )) as Array<{ id: string; status: TClaimStatus; provider_id: string; claimant_id: string }>;
      if (!claim) throw new NotFoundException(CLAIM_MESSAGES.notFound);
      if (claim.status !== 'pending') throw new ConflictException(CLAIM_MESSAGES.notPending);
      await manager.query(
        `UPDATE profile_claims SET status = 'cancelled', decided_at = now(), updated_at = now()
         WHERE id = $1`,
        [id],
      );
      await recordAudit(manager, actor, {
        action: 'claim.cancel',
        targetType: 'claim',
        targetId: id,
        details: { providerId: claim.provider_id, claimantId: claim.claimant_id },
      });
      return claim;
    });
    const detail = await this.findRow(row.id);
    if (!(await wantsMail(this.dataSource, row.claimant_id, 'decisions')))
      return { id, status: 'cancelled' };
    await this.mail.send(
      detail.claimant_email,
      claimDecisionMail(detail.provider_name, false, this.config.webOrigin),
    );
    return { id, status: 'cancelled' };
  }

  /** Mails the claimant's work email; the audit row records that (and the message). */
  /**
   * Mails the claimant's work email. The audit row is written first (so a mail never goes
   * out unrecorded), then completed with the outcome: `sent: true`, or `sent: false` and a
   * 502 when the mail server refused it (issue 16 item 17).
   */
  async sendEmail(actor: AuditActor, id: string, message: string | undefined): Promise<void> {
    const row = await this.findRow(id);
    const manager = this.dataSource.manager;
    const auditId = await recordAudit(manager, actor, {
      action: 'claim.send_email',
      targetType: 'claim',
      targetId: id,
      details: { to: row.work_email, message: message ?? null },
    });
    const sent = await this.mail.send(
      row.work_email,
      claimMessageMail(row.provider_name, row.full_name, message),
    );
    await completeAudit(manager, auditId, sent ? { sent: true } : { sent: false, failed: true });
    if (!sent) throw new BadGatewayException(MESSAGES.mailNotSent);
  }

  /** The emails of those who want decision mails (notification preferences, /settings). */
  private async decisionRecipients(ids: string[]): Promise<Map<string, string>> {
    const rows = (await this.dataSource.query(
      'SELECT id, email FROM users WHERE id = ANY($1::uuid[])',
      [ids],
    )) as Array<{ id: string; email: string }>;
    const wanted = new Map<string, string>();
    for (const r of rows)
      if (await wantsMail(this.dataSource, r.id, 'decisions')) wanted.set(r.id, r.email);
    return wanted;
  }
}
