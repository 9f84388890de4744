import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Provider } from './provider.entity';

/** Profile views per provider and day (for the dashboard, later). */
@Entity('provider_views')
export class ProviderView {
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
