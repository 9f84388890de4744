import {
  BadGatewayException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  TAdminClaimDetail,
  TAdminClaimsQuery,
  TAdminClaimsResponse,
  TClaimStatus,
  CLAIM_MESSAGES,
  type TLocale,
} from '@app/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditActor, completeAudit, recordAudit } from '../audit/audit-log';
import { likePattern } from '../common/like-pattern';
import { AppConfig } from '../config/app-config';
import { mailLocale } from '../mail/mail-locale';
import { MailService } from '../mail/mail.service';
import { BillingOwnerService } from '../payments/billing-owner.service';
import { claimDecisionMail, claimMessageMail } from '../mail/mail.templates';
import { ProviderOwnershipService } from '../providers/provider-ownership.service';
import { StorageService } from '../storage/storage.service';
import { wantsMail } from '../users/mail-preferences';
import { languageOfUser } from '../users/users.repository';
import { usernameOf } from '../users/username';
import { UsersService } from '../users/users.service';
import { ClaimRow, ClaimsRepository, LockedClaim } from './claims.repository';

/**
 * The admin side of claims (/admin/claims): list, detail, approve, cancel, mail. Approving
 * writes the claim here and asks the owners of the other tables, in the same transaction:
 * providers/ (ProviderOwnershipService) for the owner and plan, users/ for the role.
 */
@Injectable()
export class ClaimsAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ClaimsRepository,
    private readonly ownership: ProviderOwnershipService,
    private readonly users: UsersService,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly billing: BillingOwnerService,
  ) {}

  /** Pending claims, oldest first, searched over profile, contact name and emails. */
  async adminList({ q, page, pageSize }: TAdminClaimsQuery): Promise<TAdminClaimsResponse> {
    const rows = await this.repository.pendingPage(
      this.dataSource,
      pageSize + 1,
      (page - 1) * pageSize,
      q ? likePattern(q) : undefined,
    );
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
    const row = await this.repository.findRow(this.dataSource, id);
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
  /** The claim, locked; 404 when missing, 409 when already decided. */
  private async lockPending(manager: EntityManager, id: string): Promise<LockedClaim> {
    const claim = await this.repository.lock(manager, id);
    if (!claim) throw new NotFoundException(CLAIM_MESSAGES.notFound);
    if (claim.status !== 'pending') throw new ConflictException(CLAIM_MESSAGES.notPending);
    return claim;
  }

  async approve(actor: AuditActor, id: string): Promise<{ id: string; status: TClaimStatus }> {
    // The new owner starts with no billing of anyone else's (decision 0056): what an earlier
    // owner left open at Stripe is closed first, and detached in the approval's transaction.
    const pending = await this.repository.findRow(this.dataSource, id);
    if (pending?.status === 'pending')
      await this.billing.closeOthersAtStripe(pending.provider_id, pending.claimant_id);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const claim = await this.lockPending(manager, id);
      const provider = await this.repository.provider(manager, claim.provider_id, { lock: true });
      if (!provider) throw new NotFoundException(MESSAGES.providerNotFound);
      if (provider.owner_id && provider.owner_id !== claim.claimant_id)
        throw new ConflictException(CLAIM_MESSAGES.alreadyOwned);
      // The provider row is locked: no review by the claimant can be written meanwhile.
      if (await this.repository.hasReviewed(manager, claim.claimant_id, provider.id))
        throw new ConflictException(MESSAGES.claimApproveOwnReview);

      await this.repository.decide(manager, id, 'approved');
      await this.ownership.setOwner(manager, provider.id, claim.claimant_id, 'basic');
      await this.billing.handOver(manager, provider.id, claim.claimant_id);
      await this.users.addRole(manager, claim.claimant_id, 'provider');
      const others = await this.repository.cancelOtherPending(manager, provider.id, id);
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
        claimDecisionMail(
          outcome.provider.name,
          true,
          `${this.config.webOrigin}/my-profile`,
          await this.localeOf(outcome.claimantId),
        ),
      );
    }
    for (const other of outcome.others) {
      const email = emails.get(other.claimant_id);
      if (email)
        await this.mail.send(
          email,
          claimDecisionMail(
            outcome.provider.name,
            false,
            this.config.webOrigin,
            await this.localeOf(other.claimant_id),
          ),
        );
    }
    return { id, status: 'approved' };
  }

  async cancel(actor: AuditActor, id: string): Promise<{ id: string; status: TClaimStatus }> {
    const row = await this.dataSource.transaction(async (manager) => {
      const claim = await this.lockPending(manager, id);
      await this.repository.decide(manager, id, 'cancelled');
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
      claimDecisionMail(
        detail.provider_name,
        false,
        this.config.webOrigin,
        await this.localeOf(row.claimant_id),
      ),
    );
    return { id, status: 'cancelled' };
  }

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
      claimMessageMail(
        row.provider_name,
        row.full_name,
        message,
        await this.localeOf(row.claimant_id),
      ),
    );
    await completeAudit(manager, auditId, sent ? { sent: true } : { sent: false, failed: true });
    if (!sent) throw new BadGatewayException(MESSAGES.mailNotSent);
  }

  /** The language of a claimant's mails: their account's, else English (issue 19). */
  private async localeOf(userId: string): Promise<TLocale> {
    return mailLocale(await languageOfUser(this.dataSource, userId));
  }

  /** The emails of those who want decision mails (notification preferences, /settings). */
  private async decisionRecipients(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.repository.emailsOf(this.dataSource, ids);
    const wanted = new Map<string, string>();
    for (const r of rows)
      if (await wantsMail(this.dataSource, r.id, 'decisions')) wanted.set(r.id, r.email);
    return wanted;
  }
}
