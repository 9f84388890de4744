import { BadRequestException } from '@nestjs/common';
import {
  CONTACT_LABEL_MIN_HOURS,
  errorBody,
  MODERATION_REASONS,
  normalizeEmail,
  removedReviewLine,
  TModerationReason,
  TRUST_MESSAGES,
  TReviewRecord,
  TReviewVerification,
} from '@app/contracts';
import { createHash } from 'node:crypto';
import type { Querier } from '../database/querier';

/**
 * The tables of issue 17 (review_invitations, review_invitation_opt_outs, review_reports,
 * moderation_decisions): every query on them lives here (docs/decisions/0029).
 */

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function badInvitation(message: string): BadRequestException {
  return new BadRequestException(
    errorBody(400, message, { errors: [{ path: 'invitationToken', message }] }),
  );
}

/**
 * Checks an invitation token for a review `userId` is writing of `providerId`, inside the
 * transaction that writes it (the row stays locked until it commits): the invitation must
 * be for this provider, unused, and sent to the author's own address. Answers its id.
 */
export async function takeInvitation(
  manager: Querier,
  token: string,
  providerId: string,
  userId: string,
): Promise<string> {
  const [row]: Array<{
    id: string;
    provider_id: string;
    email: string;
    used_at: Date | null;
    author_email: string;
  }> = await manager.query(
    `SELECT i.id, i.provider_id, i.email, i.used_at, u.email AS author_email
     FROM review_invitations i, users u WHERE i.token_hash = $1 AND u.id = $2 FOR UPDATE OF i`,
    [hashToken(token), userId],
  );
  if (!row) throw badInvitation(TRUST_MESSAGES.invitationInvalid);
  if (row.provider_id !== providerId) throw badInvitation(TRUST_MESSAGES.invitationOtherProvider);
  if (row.used_at) throw badInvitation(TRUST_MESSAGES.invitationUsed);
  if (normalizeEmail(row.author_email) !== row.email)
    throw badInvitation(TRUST_MESSAGES.invitationOtherEmail);
  return row.id;
}

export async function markInvitationUsed(
  manager: Querier,
  invitationId: string,
  reviewId: string,
): Promise<void> {
  await manager.query(
    'UPDATE review_invitations SET used_at = now(), review_id = $2 WHERE id = $1',
    [invitationId, reviewId],
  );
}

/** The label of a review being written now (invited wins: a solicitation is disclosed). */
export async function verificationOf(
  manager: Querier,
  providerId: string,
  authorId: string,
  invited: boolean,
): Promise<TReviewVerification | null> {
  if (invited) return 'invited';
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM leads WHERE provider_id = $1 AND user_id = $2
       AND created_at <= now() - make_interval(hours => $3) LIMIT 1`,
    [providerId, authorId, CONTACT_LABEL_MIN_HOURS],
  );
  return rows.length > 0 ? 'contact' : null;
}

/** Records a moderation decision; answers its id. */
export async function recordDecision(
  manager: Querier,
  d: {
    providerId: string;
    reviewId: string;
    kind: 'appeal' | 'report';
    reason: TModerationReason;
    filedAt: Date;
    decidedBy: string | null;
  },
): Promise<string> {
  const [row]: Array<{ id: string }> = await manager.query(
    `INSERT INTO moderation_decisions (provider_id, review_id, kind, outcome, reason, filed_at, decided_by,
       author_id, review_created_at, review_verification)
     SELECT $1, $2, $3, $4, $5, $6, $7, r.author_id, r.created_at, r.verification
     FROM (SELECT 1) one LEFT JOIN reviews r ON r.id = $2
     RETURNING id`,
    [
      d.providerId,
      d.reviewId,
      d.kind,
      MODERATION_REASONS[d.reason].outcome,
      d.reason,
      d.filedAt,
      d.decidedBy,
    ],
  );
  return row!.id;
}

/** 400 unless `reason` is one of the published reasons for `outcome`. */
export function assertReasonFor(reason: TModerationReason, outcome: 'keep' | 'remove'): void {
  if (MODERATION_REASONS[reason]?.outcome !== outcome)
    throw new BadRequestException(
      errorBody(400, TRUST_MESSAGES.decisionReasonMismatch, {
        errors: [{ path: 'reason', message: TRUST_MESSAGES.decisionReasonMismatch }],
      }),
    );
}

/** A provider's public moderation record (appeals over 12 months, removed reviews). */
export async function reviewRecord(db: Querier, providerId: string): Promise<TReviewRecord> {
  const [counts]: Array<{ filed: number; upheld: number }> = await db.query(
    `SELECT
       (SELECT count(*)::int FROM reviews WHERE provider_id = $1 AND appeal_under_review
          AND appealed_at > now() - interval '12 months')
       + (SELECT count(*)::int FROM moderation_decisions WHERE provider_id = $1 AND kind = 'appeal'
          AND filed_at > now() - interval '12 months') AS filed,
       (SELECT count(*)::int FROM moderation_decisions WHERE provider_id = $1 AND kind = 'appeal'
          AND outcome = 'remove' AND filed_at > now() - interval '12 months') AS upheld`,
    [providerId],
  );
  const removed: Array<{ id: string; reason: TModerationReason; decided_at: Date }> =
    await db.query(
      `SELECT id, reason, decided_at FROM moderation_decisions
     WHERE provider_id = $1 AND outcome = 'remove' ORDER BY decided_at DESC, id DESC LIMIT 50`,
      [providerId],
    );
  return {
    appealsFiled: counts!.filed,
    appealsUpheld: counts!.upheld,
    removed: removed.map((r) => ({
      id: r.id,
      reason: r.reason,
      line: removedReviewLine(r.reason),
      removedAt: r.decided_at.toISOString(),
    })),
  };
}
