import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The id of a single-use credential that was used: a Google sign-in's OAuth state, its
 * one-time sign-in code, a social ticket (decision 0015). Kept until the credential would
 * have expired anyway, so a second use finds it here.
 */
@Entity('spent_tokens')
export class SpentToken {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  jti: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
