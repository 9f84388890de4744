import type { TAuditEntry } from '@app/contracts';
import type { User } from '../users/user.entity';
import type { AdminInvite } from './admin-invite.entity';
import { USER_COLUMNS, UserRow } from './admin-user-row';
import type { Querier } from '../database/querier';

/**
 * The SQL of admin/: admin_invites (written here only), and the reads of users and audit_log
 * the console lists (users is written by users/, audit_log by audit/).
 */

// ---- People ------------------------------------------------------------------------------

/** A page of accounts, newest first, matching `pattern` (a LIKE pattern) when given. */
export async function listUserRows(
  db: Querier,
  { pattern, offset, limit }: { pattern: string | null; offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const params: unknown[] = [limit, offset];
  let where = '';
  if (pattern !== null) {
    params.push(pattern);
    where = `WHERE u.email ILIKE $3 OR u.first_name ILIKE $3 OR u.last_name ILIKE $3
             OR concat_ws(' ', u.first_name, u.last_name) ILIKE $3`;
  }
  const rows = await db.query<Array<UserRow & { total: number }>>(
    `SELECT ${USER_COLUMNS}, count(*) OVER ()::int AS total FROM users u ${where}
     ORDER BY u.created_at DESC, u.id ASC LIMIT $1 OFFSET $2`,
    params,
  );
  const total =
    rows[0]?.total ??
    (offset === 0
      ? 0
      : (
          await db.query<Array<{ total: number }>>(
            `SELECT count(*)::int AS total FROM users u ${where ? where.replace(/\$3/g, '$1') : ''}`,
            pattern !== null ? [pattern] : [],
          )
        )[0]!.total);
  return { rows, total };
}

// ---- Admins and invitations --------------------------------------------------------------

/** The admin accounts, oldest first. */
export function adminRows(db: Querier): Promise<UserRow[]> {
  return db.query<UserRow[]>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE 'admin' = ANY(u.roles)
     ORDER BY u.created_at ASC, u.id ASC`,
  );
}

/** The invitations not accepted and not expired, oldest first. */
export function openInvites(db: Querier): Promise<Array<Pick<AdminInvite, 'id' | 'email'>>> {
  return db.query(
    `SELECT id, email FROM admin_invites WHERE accepted_at IS NULL AND expires_at > now()
     ORDER BY created_at ASC, id ASC`,
  );
}

/** The account of this address (its roles and block), if any. */
export async function accountStateByEmail(
  db: Querier,
  email: string,
): Promise<{ roles: User['roles']; is_blocked: User['isBlocked'] } | undefined> {
  const [row] = await db.query<Array<{ roles: User['roles']; is_blocked: boolean }>>(
    'SELECT roles, is_blocked FROM users WHERE email = $1',
    [email],
  );
  return row;
}

/** Replaces the open invitation of `email` by a new one; answers its id. */
export async function replaceInvite(
  db: Querier,
  i: { email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<string> {
  await db.query('DELETE FROM admin_invites WHERE email = $1 AND accepted_at IS NULL', [i.email]);
  const [row] = await db.query<Array<{ id: string }>>(
    `INSERT INTO admin_invites (email, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [i.email, i.tokenHash, i.invitedBy, i.expiresAt],
  );
  return row!.id;
}

/** The live invitation of `email`, locked. */
export async function lockLiveInvite(
  db: Querier,
  email: string,
): Promise<{ id: string; token_hash: string; invited_by: string | null } | undefined> {
  const [invite] = await db.query<
    Array<{ id: string; token_hash: string; invited_by: string | null }>
  >(
    `SELECT id, token_hash, invited_by FROM admin_invites
     WHERE email = $1 AND accepted_at IS NULL AND expires_at > now() FOR UPDATE`,
    [email],
  );
  return invite;
}

/** The account of this address, locked, if any. */
export async function lockAccountByEmail(
  db: Querier,
  email: string,
): Promise<{ id: string; is_blocked: User['isBlocked'] } | undefined> {
  const [row] = await db.query<Array<{ id: string; is_blocked: boolean }>>(
    'SELECT id, is_blocked FROM users WHERE email = $1 FOR UPDATE',
    [email],
  );
  return row;
}

export async function acceptInvite(db: Querier, id: string): Promise<void> {
  await db.query('UPDATE admin_invites SET accepted_at = now() WHERE id = $1', [id]);
}

/** Every admin account, locked in id order. */
export function lockAdmins(db: Querier): Promise<Array<Pick<User, 'id' | 'email'>>> {
  return db.query(`SELECT id, email FROM users WHERE 'admin' = ANY(roles) ORDER BY id FOR UPDATE`);
}

/** Withdraws an open invitation; answers its address, undefined when there is none. */
export async function revokeInvite(db: Querier, id: string): Promise<string | undefined> {
  const [rows] = await db.query<[Array<{ email: string }>, number]>(
    `DELETE FROM admin_invites WHERE id = $1 AND accepted_at IS NULL RETURNING email`,
    [id],
  );
  return rows[0]?.email;
}

/** The admin account of this id, if it is one. */
export async function findAdmin(
  db: Querier,
  id: string,
): Promise<{ id: string; email: string; is_blocked: User['isBlocked'] } | undefined> {
  const [admin] = await db.query<Array<{ id: string; email: string; is_blocked: boolean }>>(
    `SELECT id, email, is_blocked FROM users WHERE id = $1 AND 'admin' = ANY(roles)`,
    [id],
  );
  return admin;
}

// ---- Audit log ---------------------------------------------------------------------------

export interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: TAuditEntry['action'];
  target_type: TAuditEntry['targetType'];
  target_id: string;
  details: Record<string, unknown>;
  created_at: Date;
  total: number;
}

/** A page of the audit log, newest first, and the count of all its rows. */
export async function auditPage(
  db: Querier,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await db.query<AuditRow[]>(
    `SELECT id, actor_id, actor_email, action, target_type, target_id, details, created_at,
            count(*) OVER ()::int AS total
     FROM audit_log ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const total =
    rows[0]?.total ??
    (await db.query<Array<{ total: number }>>('SELECT count(*)::int AS total FROM audit_log'))[0]!
      .total;
  return { rows, total };
}
