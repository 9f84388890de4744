import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TAuditEntry } from '@app/contracts';
import { DataSource } from 'typeorm';
import { auditPage } from './admin.repository';

/** The audit log as the admin console lists it (written by audit/audit-log.ts only). */
@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async auditLog({ offset, limit }: { offset: number; limit: number }) {
    const { rows, total } = await auditPage(this.dataSource.manager, { offset, limit });
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
