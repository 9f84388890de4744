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
import { User } from '../users/user.entity';

/** A lead form / appointment request sent to a provider (POST /providers/{id}/leads). */
@Entity('leads')
@Index('IDX_leads_provider_created', ['providerId', 'createdAt'])
@Index('IDX_leads_provider_owner_created', ['providerId', 'ownerId', 'createdAt'])
export class Lead {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'provider_id', type: 'text' })
  providerId: string;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_id' })
  provider?: Provider;

  /**
   * The profile's owner it was sent to (decision 0056): only that person reads it, and it
   * goes with that person's account; the next owner of the profile starts with none.
   */
  @Index('IDX_leads_owner', { where: 'owner_id IS NOT NULL' })
  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_leads_owner' })
  owner?: User;

  /** The signed-in person who sent it (their data export lists it); null for visitors. */
  @Index('IDX_leads_user', { where: 'user_id IS NOT NULL' })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_leads_user' })
  user?: User;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** The texts of the chosen options, as the form read when the lead was sent. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  options: string[];

  /** When the owner marked it handled; null while it is new. */
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
