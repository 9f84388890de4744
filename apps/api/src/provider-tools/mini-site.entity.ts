import {
  Column,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Provider } from '../providers/provider.entity';

export interface MiniSiteButton {
  name: string;
  url: string;
}

/** What a publication froze: the draft's content at the time of publishing. */
export interface MiniSiteContent {
  heading: string;
  description: string;
  logoUrl: string | null;
  buttons: MiniSiteButton[];
  leadFormEnabled: boolean;
  leadButtonName: string;
}

/**
 * A provider's mini-site: the draft the builder saves, and the content last published.
 * `slug` (the custom URL) is unique across providers and addresses the published site.
 */
@Entity('mini_sites')
@Unique('UQ_mini_sites_slug', ['slug'])
export class MiniSite {
  @PrimaryColumn({ name: 'provider_id', type: 'text' })
  providerId: string;

  @OneToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_id' })
  provider?: Provider;

  @Column({ type: 'varchar', length: 40, nullable: true })
  slug: string | null;

  @Column({ type: 'text', default: '' })
  heading: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'logo_url', type: 'varchar', length: 2048, nullable: true })
  logoUrl: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  buttons: MiniSiteButton[];

  @Column({ name: 'lead_form_enabled', type: 'boolean', default: true })
  leadFormEnabled: boolean;

  @Column({ name: 'lead_button_name', type: 'text', default: '' })
  leadButtonName: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'jsonb', nullable: true })
  published: MiniSiteContent | null;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;
}
