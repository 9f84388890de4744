import {
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MODERATION_REASONS,
  TAdminReport,
  TAdminReportsQuery,
  TModerationReason,
  TReportBody,
  TReportDecisionBody,
  TReportReason,
  TRUST_MESSAGES,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { reportDecisionMail } from '../mail/mail.templates';
import { lockProvider } from '../providers/providers.repository';
import { REVIEW_MESSAGES } from '../reviews/review-messages';
import { displayName } from '../reviews/review-view';
import { removeReview } from '../reviews/reviews.service';
import { wantsMail } from '../users/mail-preferences';
import type { User } from '../users/user.entity';
import { assertReasonFor, recordDecision } from './moderation.repository';

interface ReportRow {
  id: string;
  review_id: string | null;
  provider_id: string;
  provider_name: string;
  reporter_first: string | null;
  reporter_last: string | null;
  reason: TReportReason;
  details: string | null;
  created_at: Date;
  review_text: string | null;
  review_rating: string | null;
  review_created_at: Date | null;
  review_appeal: boolean | null;
  author_first: string | null;
  author_last: string | null;
  outcome: 'keep' | 'remove' | null;
  decision_reason: TModerationReason | null;
  decided_at: Date | null;
  total: number;
}

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
    const [review]: Array<{ author_id: string; provider_id: string }> = await this.dataSource.query(
      'SELECT author_id, provider_id FROM reviews WHERE id = $1',
      [reviewId],
    );
    if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
    if (review.author_id === user.id) throw new ForbiddenException(TRUST_MESSAGES.reportOwnReview);
    const [row]: Array<{ id: string; created_at: Date }> = await this.dataSource.query(
      `INSERT INTO review_reports (review_id, provider_id, reporter_id, reason, details)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT "UQ_review_reports_review_reporter" DO NOTHING
       RETURNING id, created_at`,
      [reviewId, review.provider_id, user.id, body.reason, body.details || null],
    );
    if (!row) throw new ConflictException(TRUST_MESSAGES.reportDuplicate);
    return { id: row.id, reason: body.reason, createdAt: row.created_at.toISOString() };
  }

  async adminList({ status, offset, limit }: TAdminReportsQuery) {
    const open = status === 'open';
    const rows: ReportRow[] = await this.dataSource.query(
      `SELECT rr.id, rr.review_id, rr.provider_id, p.name AS provider_name,
              ru.first_name AS reporter_first, ru.last_name AS reporter_last,
              rr.reason, rr.details, rr.created_at,
              r.text AS review_text, r.rating AS review_rating, r.created_at AS review_created_at,
              r.appeal_under_review AS review_appeal,
              au.first_name AS author_first, au.last_name AS author_last,
              d.outcome, d.reason AS decision_reason, d.decided_at,
              count(*) OVER ()::int AS total
       FROM review_reports rr
       JOIN providers p ON p.id = rr.provider_id
       JOIN users ru ON ru.id = rr.reporter_id
       LEFT JOIN reviews r ON r.id = rr.review_id
       LEFT JOIN users au ON au.id = r.author_id
       LEFT JOIN moderation_decisions d ON d.id = rr.decision_id
       WHERE ${open ? 'rr.decision_id IS NULL' : 'rr.decision_id IS NOT NULL'}
       ORDER BY ${open ? 'rr.created_at ASC, rr.id ASC' : 'd.decided_at DESC, rr.id DESC'}
       LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const [count]: Array<{ total: number }> = await this.dataSource.query(
        `SELECT count(*)::int AS total FROM review_reports
         WHERE ${open ? 'decision_id IS NULL' : 'decision_id IS NOT NULL'}`,
      );
      total = count!.total;
    }
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
      const [report]: Array<{
        review_id: string | null;
        provider_id: string;
        decision_id: string | null;
      }> = await manager.query(
        'SELECT review_id, provider_id, decision_id FROM review_reports WHERE id = $1',
        [reportId],
      );
      if (!report) throw new NotFoundException(TRUST_MESSAGES.reportNotFound);
      if (report.decision_id) throw new ConflictException(TRUST_MESSAGES.reportAlreadyDecided);
      if (!report.review_id) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      await lockProvider(manager, report.provider_id);
      const [review]: Array<{
        id: string;
        author_id: string;
        author_email: string;
        provider_name: string;
      }> = await manager.query(
        `SELECT r.id, r.author_id, u.email AS author_email, p.name AS provider_name
         FROM reviews r JOIN users u ON u.id = r.author_id JOIN providers p ON p.id = r.provider_id
         WHERE r.id = $1 FOR UPDATE OF r`,
        [report.review_id],
      );
      if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      const open: Array<{ reporter_id: string; email: string; created_at: Date }> =
        await manager.query(
          `SELECT rr.reporter_id, u.email, rr.created_at FROM review_reports rr
         JOIN users u ON u.id = rr.reporter_id
         WHERE rr.review_id = $1 AND rr.decision_id IS NULL ORDER BY rr.created_at ASC FOR UPDATE OF rr`,
          [review.id],
        );
      const decisionId = await recordDecision(manager, {
        providerId: report.provider_id,
        reviewId: review.id,
        kind: 'report',
        reason: body.reason,
        filedAt: open[0]?.created_at ?? new Date(),
        decidedBy: actor.id,
      });
      await manager.query(
        'UPDATE review_reports SET decision_id = $2 WHERE review_id = $1 AND decision_id IS NULL',
        [review.id, decisionId],
      );
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
    const label = MODERATION_REASONS[body.reason].label;
    const link = `${this.config.webOrigin}/provider/${encodeURIComponent(outcome.providerId)}`;
    const name = outcome.review.provider_name;
    for (const r of outcome.reporters) {
      if (await wantsMail(this.dataSource, r.reporter_id, 'decisions'))
        await this.mail.send(r.email, reportDecisionMail('reporter', name, removed, label, link));
    }
    if (await wantsMail(this.dataSource, outcome.review.author_id, 'decisions'))
      await this.mail.send(
        outcome.review.author_email,
        reportDecisionMail('author', name, removed, label, link),
      );
  }
}
