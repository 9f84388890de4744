import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TAuditEntry } from '@app/contracts';
import { DataSource } from 'typeorm';

/** The audit log as the admin console lists it (written by audit/audit-log.ts only). */
@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async auditLog({ offset, limit }: { offset: number; limit: number }) {
    const rows = (await this.dataSource.query(
      `SELECT id, actor_id, actor_email, action, target_type, target_id, details, created_at,
              count(*) OVER ()::int AS total
       FROM audit_log ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    )) as Array<{
      id: string;
      actor_id: string | null;
      actor_email: string;
      action: TAuditEntry['action'];
      target_type: TAuditEntry['targetType'];
      target_id: string;
      details: Record<string, unknown>;
      created_at: Date;
      total: number;
    }>;
    let total = rows[0]?.total;
    if (total === undefined) {
      const [count] = (await this.dataSource.query(
        'SELECT count(*)::int AS total FROM audit_log',
      )) as Array<{ total: number }>;
      total = count!.total;
    }
    const data: TAuditEntry[] = rows.map((row) => ({
      id: row.id,
      actor: row.actor_id ? { id: row.actor_id, email: row.actor_email } : null,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      details: row.details,
      createdAt: row.created_at.toISOString(),
    }));
    return { data, total, offset, limit };
  }
}
