import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_MESSAGES, TAdminAppealsQuery, TAppealItem, TModerationReason } from '@app/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { AppConfig } from '../config/app-config';
import { mailLocale, moderationReasonLabel } from '../mail/mail-locale';
import { languageOfUser } from '../users/users.repository';
import { MailService } from '../mail/mail.service';
import { appealDecisionMail } from '../mail/mail.templates';
import { closeAppeal } from '../reviews/review-appeals';
import { displayName, removeReview } from '../reviews/reviews.service';
import { StorageService } from '../storage/storage.service';
import { wantsMail } from '../users/mail-preferences';
import {
  countAppeals,
  listAppeals,
  lockAppealReview,
  lockProviderRow,
  providerOwnerMail,
} from './appeals.repository';
import { assertReasonFor, recordDecision } from './moderation.repository';
import { reviewParties } from './reports.repository';

/**
 * The admin console's review appeals (/admin/appeals): moderation decisions (decision
 * 0029), moved from admin/ (decision 0033). The review's appeal flag is written by reviews/.
 */
@Injectable()
export class AdminAppealsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async listAppeals({ offset, limit }: TAdminAppealsQuery) {
    const rows = await listAppeals(this.dataSource.manager, { limit, offset });
    const total = rows[0]?.total ?? (await countAppeals(this.dataSource.manager));
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
    const found = await reviewParties(manager, id);
    if (!found) throw new NotFoundException(ADMIN_MESSAGES.reviewNotFound);
    await lockProviderRow(manager, found.providerId);
    const review = await lockAppealReview(manager, id);
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
      await closeAppeal(manager, id);
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
    const row = await providerOwnerMail(this.dataSource.manager, providerId);
    if (!row || !(await wantsMail(this.dataSource, row.owner_id, 'decisions'))) return;
    const locale = mailLocale(await languageOfUser(this.dataSource, row.owner_id));
    await this.mail.send(
      row.email,
      appealDecisionMail(
        row.name,
        reviewRemoved,
        `${this.config.webOrigin}/my-profile`,
        moderationReasonLabel(reason, locale),
        locale,
      ),
    );
  }
}
