import type { TClaimStatus } from '@app/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Provider } from '../providers/provider.entity';
import { User } from '../users/user.entity';

/**
 * A person's claim to own a provider profile (spec 3, Claim form). The two documents are
 * private storage keys, read only through 5-minute signed links. One pending claim per
 * person per provider (partial unique index).
 */
@Entity('profile_claims')
@Check('CHK_profile_claims_status', `"status" IN ('pending', 'approved', 'cancelled')`)
@Index('UQ_profile_claims_pending', ['providerId', 'claimantId'], {
  unique: true,
  where: `"status" = 'pending'`,
})
@Index('IDX_profile_claims_status_created', ['status', 'createdAt'])
export class ProfileClaim {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'provider_id', type: 'text' })
  providerId: string;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_id' })
  provider?: Provider;

  @Index('IDX_profile_claims_claimant')
  @Column({ name: 'claimant_id', type: 'uuid' })
  claimantId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'claimant_id' })
  claimant?: User;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: TClaimStatus;

  @Column({ name: 'registration_key', type: 'varchar', length: 512 })
  registrationKey: string;

  @Column({ name: 'address_proof_key', type: 'varchar', length: 512 })
  addressProofKey: string;

  @Column({ name: 'website_url', type: 'varchar', length: 2048 })
  websiteUrl: string;

  @Column({ name: 'work_email', type: 'varchar', length: 254 })
  workEmail: string;

  @Column({ name: 'full_name', type: 'varchar', length: 200 })
  fullName: string;

  @Column({ name: 'job_title', type: 'varchar', length: 200 })
  jobTitle: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 200 })
  phoneNumber: string;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
