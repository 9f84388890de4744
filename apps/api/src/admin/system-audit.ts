import type { TAuditAction, TAuditTargetType } from '@app/contracts';
import type { EntityManager } from 'typeorm';

/**
 * Writes the audit row of a change no admin made (decision 0031): `actorEmail` names what
 * made it ('stripe', 'test-mode'). Call it with the manager of the transaction that makes
 * the change, so the change and its record commit or roll back together.
 */
export async function recordSystemAudit(
  manager: Pick<EntityManager, 'query'>,
  actorEmail: string,
  entry: {
    action: TAuditAction;
    targetType: TAuditTargetType;
    targetId: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await manager.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, details)
     VALUES (NULL, $1, $2, $3, $4, $5)`,
    [
      actorEmail,
      entry.action,
      entry.targetType,
      entry.targetId,
      JSON.stringify(entry.details ?? {}),
    ],
  );
}
