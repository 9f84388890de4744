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
 * An invitation to become an admin. Only the SHA-256 of its token is kept; the token
 * itself travels only in the mailed link. One open (unaccepted) invitation per email.
 */
@Entity('admin_invites')
@Index('UQ_admin_invites_open_email', ['email'], { unique: true, where: '"accepted_at" IS NULL' })
export class AdminInvite {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Normalised (trimmed, lower case). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'invited_by', type: 'uuid', nullable: true })
  invitedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'invited_by' })
  inviter?: User | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
