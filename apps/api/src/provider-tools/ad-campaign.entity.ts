import type { AdPlacement } from '@app/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Provider } from '../providers/provider.entity';

/** An advertisement campaign; priced by the server, waiting for a payment gateway. */
@Entity('ad_campaigns')
@Index('IDX_ad_campaigns_provider_created', ['providerId', 'createdAt'])
// Running campaigns by end (partial, WHERE status = 'active'): written in migration 1797200000000.
@Index('IDX_ad_campaigns_running', { synchronize: false })
export class AdCampaign {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'provider_id', type: 'text' })
  providerId: string;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_id' })
  provider?: Provider;

  @Column({ name: 'duration_days', type: 'smallint' })
  durationDays: number;

  @Column({ type: 'text', array: true })
  placements: AdPlacement[];

  /** US dollars: $25 per placement (adCampaignTotal). */
  @Column({ name: 'total_usd', type: 'integer' })
  totalUsd: number;

  @Column({ type: 'varchar', length: 20, default: 'pending_payment' })
  status: 'pending_payment' | 'active' | 'ended' | 'cancelled';

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  /** Set when its payment arrives (decision 0028); it runs from startsAt to endsAt. */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  /** Counted per client at most once per kind every 10 minutes (decision 0031). */
  @Column({ type: 'bigint', default: 0 })
  impressions: string;

  @Column({ type: 'bigint', default: 0 })
  clicks: string;

  /** An admin's cancellation: the reason and when (audited). */
  @Column({ name: 'cancel_reason', type: 'text', nullable: true })
  cancelReason: string | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
