import {
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  TAdminReport,
  TAdminReportsQuery,
  TReportBody,
  TReportDecisionBody,
  TReportReason,
  TRUST_MESSAGES,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { AppConfig } from '../config/app-config';
import { mailLocale, moderationReasonLabel } from '../mail/mail-locale';
import { languageOfUser } from '../users/users.repository';
import { MailService } from '../mail/mail.service';
import { reportDecisionMail } from '../mail/mail.templates';
import { lockProvider } from '../providers/providers.repository';
import { REVIEW_MESSAGES } from '../reviews/review-messages';
import { displayName } from '../reviews/review-view';
import { removeReview } from '../reviews/reviews.service';
import { wantsMail } from '../users/mail-preferences';
import type { User } from '../users/user.entity';
import { assertReasonFor, recordDecision } from './moderation.repository';
import {
  countReports,
  findReport,
  insertReport,
  listReports,
  lockOpenReports,
  lockReportedReview,
  reviewParties,
  settleReports,
} from './reports.repository';

/** Reports of reviews (issue 17): anyone signed in reports, admins decide with a reason. */
@Injectable()
export class ReportsService {
  private readonly logger = new Logger(ReportsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async report(
    user: User,
    reviewId: string,
    body: TReportBody,
  ): Promise<{ id: string; reason: TReportReason; createdAt: string }> {
    const review = await reviewParties(this.dataSource.manager, reviewId);
    if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
    if (review.authorId === user.id) throw new ForbiddenException(TRUST_MESSAGES.reportOwnReview);
    const row = await insertReport(this.dataSource.manager, {
      reviewId,
      providerId: review.providerId,
      reporterId: user.id,
      reason: body.reason,
      details: body.details || null,
    });
    if (!row) throw new ConflictException(TRUST_MESSAGES.reportDuplicate);
    return { id: row.id, reason: body.reason, createdAt: row.created_at.toISOString() };
  }

  async adminList({ status, offset, limit }: TAdminReportsQuery) {
    const open = status === 'open';
    const rows = await listReports(this.dataSource.manager, { open, limit, offset });
    const total = rows[0]?.total ?? (await countReports(this.dataSource.manager, open));
    const data: TAdminReport[] = rows.map((row) => ({
      id: row.id,
      reviewId: row.review_id,
      providerId: row.provider_id,
      providerName: row.provider_name,
      reporterName: displayName(row.reporter_first, row.reporter_last),
      reason: row.reason,
      details: row.details,
      createdAt: row.created_at.toISOString(),
      review:
        row.review_text === null
          ? null
          : {
              authorName: displayName(row.author_first, row.author_last),
              text: row.review_text,
              rating: Number(row.review_rating),
              createdAt: row.review_created_at!.toISOString(),
              appealUnderReview: Boolean(row.review_appeal),
            },
      decision:
        row.outcome && row.decision_reason && row.decided_at
          ? {
              outcome: row.outcome,
              reason: row.decision_reason,
              decidedAt: row.decided_at.toISOString(),
            }
          : null,
    }));
    return { data, total, offset, limit };
  }

  /**
   * Decides every open report of the reported review at once: keep, or remove (the review is
   * deleted, the provider's rating recomputed and the public line recorded), with a reason
   * from the published list. The reporters and the author are mailed afterwards.
   */
  async decide(actor: AuditActor, reportId: string, body: TReportDecisionBody): Promise<void> {
    assertReasonFor(body.reason, body.outcome);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const report = await findReport(manager, reportId);
      if (!report) throw new NotFoundException(TRUST_MESSAGES.reportNotFound);
      if (report.decision_id) throw new ConflictException(TRUST_MESSAGES.reportAlreadyDecided);
      if (!report.review_id) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      await lockProvider(manager, report.provider_id);
      const review = await lockReportedReview(manager, report.review_id);
      if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      const open = await lockOpenReports(manager, review.id);
      const decisionId = await recordDecision(manager, {
        providerId: report.provider_id,
        reviewId: review.id,
        kind: 'report',
        reason: body.reason,
        filedAt: open[0]?.created_at ?? new Date(),
        decidedBy: actor.id,
      });
      await settleReports(manager, review.id, decisionId);
      if (body.outcome === 'remove') await removeReview(manager, review.id, report.provider_id);
      await recordAudit(manager, actor, {
        action: body.outcome === 'remove' ? 'report.remove_review' : 'report.keep_review',
        targetType: 'review',
        targetId: review.id,
        details: { providerId: report.provider_id, reason: body.reason, reports: open.length },
      });
      return { review, reporters: open, providerId: report.provider_id };
    });
    const removed = body.outcome === 'remove';
    const link = `${this.config.webOrigin}/provider/${encodeURIComponent(outcome.providerId)}`;
    const name = outcome.review.provider_name;
    for (const r of outcome.reporters) {
      if (await wantsMail(this.dataSource, r.reporter_id, 'decisions')) {
        const locale = mailLocale(await languageOfUser(this.dataSource, r.reporter_id));
        const label = moderationReasonLabel(body.reason, locale);
        await this.mail.send(
          r.email,
          reportDecisionMail('reporter', name, removed, label, link, locale),
        );
      }
    }
    if (await wantsMail(this.dataSource, outcome.review.author_id, 'decisions')) {
      const locale = mailLocale(await languageOfUser(this.dataSource, outcome.review.author_id));
      const label = moderationReasonLabel(body.reason, locale);
      await this.mail.send(
        outcome.review.author_email,
        reportDecisionMail('author', name, removed, label, link, locale),
      );
    }
  }
}
