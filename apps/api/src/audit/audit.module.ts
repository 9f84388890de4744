import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogEntry } from './audit-log.entity';

/**
 * The audit log's table (decision 0008). Rows are written only by audit-log.ts
 * (recordAudit/completeAudit, with the caller's transaction); admin/ lists them.
 */
@Module({ imports: [TypeOrmModule.forFeature([AuditLogEntry])] })
export class AuditModule {}
