import type { TModerationReason, TReportReason } from '@app/contracts';
import type { EntityManager } from 'typeorm';
import { Review } from '../reviews/review.entity';
import type { User } from '../users/user.entity';
import type { Querier } from '../database/querier';

/**
 * The SQL of review reports (review_reports, decision 0029) and the reads of reviews that
 * trust/ needs: every query of reports.service lives here, typed once.
 */

/** The review's provider (and author); null when there is no such review. */
export function reviewParties(
  db: EntityManager,
  id: string,
): Promise<Pick<Review, 'id' | 'authorId' | 'providerId'> | null> {
  return db.findOne(Review, {
    select: { id: true, authorId: true, providerId: true },
    where: { id },
  });
}

/** How many of `reviewIds` are reviews of `providerId`. */
export async function countReviewsOfProvider(
  db: Querier,
  reviewIds: string[],
  providerId: string,
): Promise<number> {
  const [found] = await db.query<Array<{ n: number }>>(
    'SELECT count(*)::int AS n FROM reviews WHERE id = ANY($1::uuid[]) AND provider_id = $2',
    [reviewIds, providerId],
  );
  return found!.n;
}

/** Files a report; undefined when this reporter already reported the review. */
export async function insertReport(
  db: Querier,
  r: {
    reviewId: string;
    providerId: string;
    reporterId: string;
    reason: TReportReason;
    details: string | null;
  },
): Promise<{ id: string; created_at: Date } | undefined> {
  const [row] = await db.query<Array<{ id: string; created_at: Date }>>(
    `INSERT INTO review_reports (review_id, provider_id, reporter_id, reason, details)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ON CONSTRAINT "UQ_review_reports_review_reporter" DO NOTHING
     RETURNING id, created_at`,
    [r.reviewId, r.providerId, r.reporterId, r.reason, r.details],
  );
  return row;
}

export interface ReportRow {
  id: string;
  review_id: string | null;
  provider_id: string;
  provider_name: string;
  reporter_first: User['firstName'];
  reporter_last: User['lastName'];
  reason: TReportReason;
  details: string | null;
  created_at: Date;
  review_text: Review['text'] | null;
  review_rating: string | null;
  review_created_at: Date | null;
  review_appeal: boolean | null;
  author_first: User['firstName'];
  author_last: User['lastName'];
  outcome: 'keep' | 'remove' | null;
  decision_reason: TModerationReason | null;
  decided_at: Date | null;
  total: number;
}

/** A page of open (oldest first) or decided (newest decision first) reports. */
export function listReports(
  db: Querier,
  { open, limit, offset }: { open: boolean; limit: number; offset: number },
): Promise<ReportRow[]> {
  return db.query<ReportRow[]>(
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
}

export async function countReports(db: Querier, open: boolean): Promise<number> {
  const [count] = await db.query<Array<{ total: number }>>(
    `SELECT count(*)::int AS total FROM review_reports
     WHERE ${open ? 'decision_id IS NULL' : 'decision_id IS NOT NULL'}`,
  );
  return count!.total;
}

export async function findReport(
  db: Querier,
  id: string,
): Promise<
  { review_id: string | null; provider_id: string; decision_id: string | null } | undefined
> {
  const [report] = await db.query<
    Array<{ review_id: string | null; provider_id: string; decision_id: string | null }>
  >('SELECT review_id, provider_id, decision_id FROM review_reports WHERE id = $1', [id]);
  return report;
}

/** The reported review with its author's address and provider's name, the review row locked. */
export async function lockReportedReview(
  db: Querier,
  reviewId: string,
): Promise<
  { id: string; author_id: string; author_email: string; provider_name: string } | undefined
> {
  const [review] = await db.query<
    Array<{ id: string; author_id: string; author_email: string; provider_name: string }>
  >(
    `SELECT r.id, r.author_id, u.email AS author_email, p.name AS provider_name
     FROM reviews r JOIN users u ON u.id = r.author_id JOIN providers p ON p.id = r.provider_id
     WHERE r.id = $1 FOR UPDATE OF r`,
    [reviewId],
  );
  return review;
}

/** The open reports of the review, oldest first, locked, with the reporters' addresses. */
export function lockOpenReports(
  db: Querier,
  reviewId: string,
): Promise<Array<{ reporter_id: string; email: string; created_at: Date }>> {
  return db.query(
    `SELECT rr.reporter_id, u.email, rr.created_at FROM review_reports rr
     JOIN users u ON u.id = rr.reporter_id
     WHERE rr.review_id = $1 AND rr.decision_id IS NULL ORDER BY rr.created_at ASC FOR UPDATE OF rr`,
    [reviewId],
  );
}

/** Ties every open report of the review to the decision. */
export async function settleReports(
  db: Querier,
  reviewId: string,
  decisionId: string,
): Promise<void> {
  await db.query(
    'UPDATE review_reports SET decision_id = $2 WHERE review_id = $1 AND decision_id IS NULL',
    [reviewId, decisionId],
  );
}
