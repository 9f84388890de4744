import type { Role, TLocale } from '@app/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('users')
@Check('CHK_users_language', `"language" IN ('en', 'es')`)
// Trigram index of the admin provider search by owner email (migration 1796100000000).
@Index('IDX_users_email_trgm', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored trimmed and lower-cased (normalizeEmail), so the unique index is case-blind. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id; null for accounts that only sign in with Google. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 50, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 50, nullable: true })
  lastName: string | null;

  @Column({ name: 'profile_pic_url', type: 'varchar', length: 2048, nullable: true })
  profilePicUrl: string | null;

  /** Shown on the reviewer's public page with the state ("Miami, FL"). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  /** Two-letter US state code. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  state: string | null;

  /** Mail preferences (UsersService.wantsMail): a provider responded to my review. */
  @Column({ name: 'notify_review_response', type: 'boolean', default: true })
  notifyReviewResponse: boolean;

  /** My appeal or my profile claim was decided. */
  @Column({ name: 'notify_decisions', type: 'boolean', default: true })
  notifyDecisions: boolean;

  /** A new lead arrived at a provider I own. */
  @Column({ name: 'notify_leads', type: 'boolean', default: true })
  notifyLeads: boolean;

  @Column({ name: 'banner_pic_url', type: 'varchar', length: 2048, nullable: true })
  bannerPicUrl: string | null;

  @Column({ name: 'is_email_confirmed', type: 'boolean', default: false })
  isEmailConfirmed: boolean;

  @Column({ name: 'is_blocked', type: 'boolean', default: false })
  isBlocked: boolean;

  @Column({ type: 'text', array: true, default: () => "'{user}'" })
  roles: Role[];

  @Index('UQ_users_google_id', { unique: true, where: 'google_id IS NOT NULL' })
  @Column({ name: 'google_id', type: 'varchar', length: 255, nullable: true })
  googleId: string | null;

  /** The language of the person's pages and mails ('en' | 'es'); null until chosen (issue 19). */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language: TLocale | null;

  /** Bumped to sign the account out everywhere: tokens carry the version they were made with. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
