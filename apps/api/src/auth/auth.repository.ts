import type { EmailCode, EmailCodePurpose } from './email-code.entity';
import type { Querier } from '../database/querier';

/**
 * The SQL of auth/'s own tables: email_codes, password_resets, spent_tokens. The users row
 * is written by users/ only.
 */

// ---- Email codes -------------------------------------------------------------------------

/** Replaces the account's code for `purpose` (one live code per account and purpose). */
export async function upsertEmailCode(
  db: Querier,
  c: {
    userId: string;
    purpose: EmailCodePurpose;
    codeHash: string;
    newEmail: string | null;
    ttlMinutes: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO email_codes (user_id, purpose, code_hash, new_email, expires_at, attempts, created_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5), 0, now())
     ON CONFLICT (user_id, purpose) DO UPDATE
       SET code_hash = EXCLUDED.code_hash, new_email = EXCLUDED.new_email,
           expires_at = EXCLUDED.expires_at, attempts = 0, created_at = now()`,
    [c.userId, c.purpose, c.codeHash, c.newEmail, c.ttlMinutes],
  );
}

/** Takes one attempt of the code (atomically, below the cap); undefined when none is left. */
export async function takeCodeAttempt(
  db: Querier,
  userId: string,
  purpose: EmailCodePurpose,
  maxAttempts: number,
): Promise<
  | {
      id: EmailCode['id'];
      code_hash: EmailCode['codeHash'];
      new_email: EmailCode['newEmail'];
      expires_at: EmailCode['expiresAt'];
      attempts: EmailCode['attempts'];
    }
  | undefined
> {
  const [taken] = await db.query<
    [
      Array<{
        id: string;
        code_hash: string;
        new_email: string | null;
        expires_at: Date;
        attempts: number;
      }>,
      number,
    ]
  >(
    `UPDATE email_codes SET attempts = attempts + 1
      WHERE user_id = $1 AND purpose = $2 AND attempts < $3
      RETURNING id, code_hash, new_email, expires_at, attempts`,
    [userId, purpose, maxAttempts],
  );
  return taken[0];
}

/** Whether the account has a code for `purpose` (live or burned). */
export async function hasEmailCode(
  db: Querier,
  userId: string,
  purpose: EmailCodePurpose,
): Promise<boolean> {
  const rows = await db.query<unknown[]>(
    'SELECT 1 FROM email_codes WHERE user_id = $1 AND purpose = $2',
    [userId, purpose],
  );
  return rows.length > 0;
}

/** The target address of the live email-change code, if any. */
export async function pendingNewEmail(
  db: Querier,
  userId: string,
  maxAttempts: number,
): Promise<string | null> {
  const [row] = await db.query<Array<{ new_email: string | null }>>(
    `SELECT new_email FROM email_codes
      WHERE user_id = $1 AND purpose = 'change-email' AND expires_at > now()
        AND attempts < $2`,
    [userId, maxAttempts],
  );
  return row?.new_email ?? null;
}

export async function deleteEmailCode(db: Querier, id: string): Promise<void> {
  await db.query('DELETE FROM email_codes WHERE id = $1', [id]);
}

export async function deleteEmailCodesOf(db: Querier, userId: string): Promise<void> {
  await db.query('DELETE FROM email_codes WHERE user_id = $1', [userId]);
}

// ---- Password reset links ----------------------------------------------------------------

export async function insertPasswordReset(
  db: Querier,
  id: string,
  userId: string,
  ttlSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (id, user_id, expires_at, used_at)
     VALUES ($1, $2, now() + make_interval(secs => $3), NULL)`,
    [id, userId, ttlSeconds],
  );
}

/** Marks the live link used; false when it is used, revoked or expired. */
export async function usePasswordReset(db: Querier, id: string, userId: string): Promise<boolean> {
  const [used] = await db.query<[unknown[], number]>(
    `UPDATE password_resets SET used_at = now()
      WHERE id = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING id`,
    [id, userId],
  );
  return used.length > 0;
}

export async function deleteOpenPasswordResets(db: Querier, userId: string): Promise<void> {
  await db.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

// ---- Spent tokens ------------------------------------------------------------------------

/** Forgets the expired ids, then records `jti`; false when it was already spent. */
export async function spendToken(db: Querier, jti: string, expiresAt: Date): Promise<boolean> {
  await db.query('DELETE FROM spent_tokens WHERE expires_at < now()');
  const inserted = await db.query<unknown[]>(
    `INSERT INTO spent_tokens (jti, expires_at) VALUES ($1, $2)
     ON CONFLICT (jti) DO NOTHING RETURNING jti`,
    [jti, expiresAt],
  );
  return inserted.length > 0;
}
