import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Provider } from '../providers/provider.entity';

/** Visits of a provider's published mini-site per day (like provider_views). */
@Entity('mini_site_clicks')
export class MiniSiteClick {
  @PrimaryColumn({ name: 'provider_id', type: 'text' })
  providerId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  count: number;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_id' })
  provider?: Provider;
}
