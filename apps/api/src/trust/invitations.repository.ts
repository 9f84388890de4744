import { INVITATION_REPEAT_DAYS } from '@app/contracts';
import type { Querier } from '../database/querier';

/**
 * The SQL of review invitations (review_invitations, review_invitation_opt_outs; issue 17):
 * every query of invitations.service lives here (the invitation link's use by a review is in
 * moderation.repository).
 */

/** The provider's invitations of the last 24 hours, oldest first. */
export function invitationsOfLastDay(
  db: Querier,
  providerId: string,
): Promise<Array<{ created_at: Date }>> {
  return db.query(
    `SELECT created_at FROM review_invitations
     WHERE provider_id = $1 AND created_at > now() - interval '24 hours'
     ORDER BY created_at ASC`,
    [providerId],
  );
}

/** Whether the provider sent a review invitation in the last `days` days. */
export async function sentInvitationsWithin(
  db: Querier,
  providerId: string,
  days: number,
): Promise<boolean> {
  const rows = await db.query<unknown[]>(
    `SELECT 1 FROM review_invitations
     WHERE provider_id = $1 AND created_at > now() - make_interval(days => $2) LIMIT 1`,
    [providerId, days],
  );
  return rows.length > 0;
}

/** Which of `emails` unsubscribed from invitations. */
export async function optedOutOf(db: Querier, emails: string[]): Promise<Set<string>> {
  const rows = await db.query<Array<{ email: string }>>(
    'SELECT email FROM review_invitation_opt_outs WHERE email = ANY($1)',
    [emails],
  );
  return new Set(rows.map((r) => r.email));
}

/** Which of `emails` the provider invited in the last INVITATION_REPEAT_DAYS. */
export async function recentlyInvited(
  db: Querier,
  providerId: string,
  emails: string[],
): Promise<Set<string>> {
  const rows = await db.query<Array<{ email: string }>>(
    `SELECT DISTINCT email FROM review_invitations
     WHERE provider_id = $1 AND email = ANY($2)
       AND created_at > now() - make_interval(days => $3)`,
    [providerId, emails, INVITATION_REPEAT_DAYS],
  );
  return new Set(rows.map((r) => r.email));
}

export async function insertInvitation(
  db: Querier,
  providerId: string,
  email: string,
  tokenHash: string,
): Promise<void> {
  await db.query(
    'INSERT INTO review_invitations (provider_id, email, token_hash) VALUES ($1, $2, $3)',
    [providerId, email, tokenHash],
  );
}

/** The address of the invitation with this token hash. */
export async function invitationEmail(db: Querier, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.query<Array<{ email: string }>>(
    'SELECT email FROM review_invitations WHERE token_hash = $1',
    [tokenHash],
  );
  return row?.email;
}

export async function isOptedOut(db: Querier, email: string): Promise<boolean> {
  const rows = await db.query<unknown[]>(
    'SELECT 1 FROM review_invitation_opt_outs WHERE email = $1',
    [email],
  );
  return rows.length > 0;
}

export async function optOut(db: Querier, email: string): Promise<void> {
  await db.query(
    'INSERT INTO review_invitation_opt_outs (email) VALUES ($1) ON CONFLICT (email) DO NOTHING',
    [email],
  );
}
