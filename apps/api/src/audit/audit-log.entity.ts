import type { TAuditAction, TAuditTargetType } from '@app/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/**
 * One admin action. `actor_email` is a copy taken at the time, so the log still says who
 * acted after that account is deleted (`actor_id` then becomes null).
 */
@Entity('audit_log')
@Index('IDX_audit_log_created', ['createdAt'])
export class AuditLogEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'actor_id' })
  actor?: User | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 254 })
  actorEmail: string;

  @Column({ type: 'varchar', length: 64 })
  action: TAuditAction;

  @Column({ name: 'target_type', type: 'varchar', length: 32 })
  targetType: TAuditTargetType;

  @Column({ name: 'target_id', type: 'varchar', length: 64 })
  targetId: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
