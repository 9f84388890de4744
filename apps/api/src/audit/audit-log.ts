import type { TAuditAction, TAuditTargetType } from '@app/contracts';
import type { EntityManager } from 'typeorm';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: TAuditAction;
  targetType: TAuditTargetType;
  targetId: string;
  details?: Record<string, unknown>;
}

/**
 * The one writer of audit_log (decision 0008): every module records its audited actions
 * here, never with SQL of its own. Writes one audit row and answers its id. Call it with the manager of the
 * transaction that makes the change, so the change and its record commit or roll back
 * together.
 */
export async function recordAudit(
  manager: EntityManager,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<string> {
  return insertAudit(manager, actor.id, actor.email, entry);
}

async function insertAudit(
  manager: EntityManager,
  actorId: string | null,
  actorEmail: string,
  entry: AuditEntry,
): Promise<string> {
  const [row] = (await manager.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, details)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      actorId,
      actorEmail,
      entry.action,
      entry.targetType,
      entry.targetId,
      JSON.stringify(entry.details ?? {}),
    ],
  )) as Array<{ id: string }>;
  return row!.id;
}

/**
 * The audit row of a change no admin made (decision 0031): `actorEmail` names what made it
 * ('stripe', 'test-mode').
 */
export async function recordSystemAudit(
  manager: EntityManager,
  actorEmail: string,
  entry: AuditEntry,
): Promise<string> {
  return insertAudit(manager, null, actorEmail, entry);
}

/** Adds to an audit row's details (the outcome of an action that runs after its record). */
export async function completeAudit(
  manager: EntityManager,
  id: string,
  details: Record<string, unknown>,
): Promise<void> {
  await manager.query('UPDATE audit_log SET details = details || $2::jsonb WHERE id = $1', [
    id,
    JSON.stringify(details),
  ]);
}
