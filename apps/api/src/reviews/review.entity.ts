import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { Provider, numericTransformer } from '../providers/provider.entity';
import { User } from '../users/user.entity';

/** Partial and time-window indexes of decision 0030, written in their migration. */
@Index('IDX_reviews_provider_client', { synchronize: false })
@Index('IDX_reviews_provider_created', { synchronize: false })
@Index('IDX_reviews_created', { synchronize: false })
@Index('IDX_reviews_appealed', { synchronize: false })
@Entity('reviews')
@Unique('UQ_reviews_provider_author', ['providerId', 'authorId'])
@Check(
  'CHK_reviews_scores',
  `"respectful" BETWEEN 1 AND 5 AND "explained" BETWEEN 1 AND 5 AND "on_time" BETWEEN 1 AND 5 AND "costs" BETWEEN 1 AND 5 AND "overall" BETWEEN 1 AND 5`,
)
@Check('CHK_reviews_verification', `"verification" IN ('contact', 'invited')`)
export class Review {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'provider_id', type: 'text' })
  providerId: string;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_id' })
  provider?: Provider;

  @Index('IDX_reviews_author')
  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author?: User;

  @Column({ type: 'smallint' })
  respectful: number;

  @Column({ type: 'smallint' })
  explained: number;

  @Column({ name: 'on_time', type: 'smallint' })
  onTime: number;

  @Column({ type: 'smallint' })
  costs: number;

  @Column({ type: 'smallint' })
  overall: number;

  /** Mean of the five scores, one decimal (contracts overallOf). */
  @Column({ type: 'numeric', precision: 2, scale: 1, transformer: numericTransformer })
  rating: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'photo_urls', type: 'text', array: true, default: () => "'{}'" })
  photoUrls: string[];

  @Column({ name: 'response_text', type: 'text', nullable: true })
  responseText: string | null;

  @Column({ name: 'response_at', type: 'timestamptz', nullable: true })
  responseAt: Date | null;

  @Column({ name: 'appeal_under_review', type: 'boolean', default: false })
  appealUnderReview: boolean;

  @Column({ name: 'appeal_text', type: 'text', nullable: true })
  appealText: string | null;

  /** The appeal's evidence: URLs of images or private documents uploaded to this site. */
  @Column({ name: 'appeal_files', type: 'text', array: true, default: () => "'{}'" })
  appealFiles: string[];

  @Column({ name: 'appealed_at', type: 'timestamptz', nullable: true })
  appealedAt: Date | null;

  /** 'contact' | 'invited' | null, set when written (docs/decisions/0029). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  verification: 'contact' | 'invited' | null;

  /**
   * HMAC of the writer's network (IPv4, IPv6 /64; docs/decisions/0030): the shared-network
   * alert compares it, nothing can read the address back.
   */
  @Column({ name: 'client_key_hash', type: 'char', length: 64, nullable: true })
  clientKeyHash: string | null;

  /** False once a confirmed consumer alert named the review: it stays listed, not counted. */
  @Column({ type: 'boolean', default: true })
  counted: boolean;

  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The language the text is written in where it is known ('en' | 'es'); null: unknown. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language: string | null;
}
