import { Injectable } from '@nestjs/common';
import type { TClaimStatus } from '@app/contracts';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/** A claim with its provider and claimant, as the admin console shows it. */
export interface ClaimRow {
  id: string;
  status: TClaimStatus;
  provider_id: string;
  provider_name: string;
  provider_owner_id: string | null;
  claimant_id: string;
  claimant_email: string;
  claimant_first_name: string | null;
  claimant_last_name: string | null;
  registration_key: string;
  address_proof_key: string;
  website_url: string;
  work_email: string;
  full_name: string;
  job_title: string;
  phone_number: string;
  created_at: Date;
}

/** The columns a decision locks and reads. */
export interface LockedClaim {
  id: string;
  status: TClaimStatus;
  provider_id: string;
  claimant_id: string;
}

const CLAIM_SELECT = `
  SELECT c.id, c.status, c.provider_id, p.name AS provider_name, p.owner_id AS provider_owner_id,
         c.claimant_id, u.email AS claimant_email, u.first_name AS claimant_first_name,
         u.last_name AS claimant_last_name, c.registration_key, c.address_proof_key,
         c.website_url, c.work_email, c.full_name, c.job_title, c.phone_number, c.created_at
  FROM profile_claims c
  JOIN providers p ON p.id = c.provider_id
  JOIN users u ON u.id = c.claimant_id`;

/**
 * The SQL of claims/: profile_claims is written only here; providers, users and reviews
 * are only read (their owners write them: ProviderOwnershipService, UsersService).
 */
@Injectable()
export class ClaimsRepository {
  /** Pending claims, oldest first, optionally matching `pattern` (a LIKE pattern). */
  pendingPage(db: Db, limit: number, offset: number, pattern?: string): Promise<ClaimRow[]> {
    const params: unknown[] = [limit, offset];
    let where = `c.status = 'pending'`;
    if (pattern) {
      params.push(pattern);
      where += ` AND (p.name ILIKE $3 OR c.full_name ILIKE $3 OR c.work_email ILIKE $3
                 OR u.email ILIKE $3)`;
    }
    return db.query(
      `${CLAIM_SELECT} WHERE ${where} ORDER BY c.created_at ASC, c.id ASC LIMIT $1 OFFSET $2`,
      params,
    );
  }

  async findRow(db: Db, id: string): Promise<ClaimRow | undefined> {
    const [row] = (await db.query(`${CLAIM_SELECT} WHERE c.id = $1`, [id])) as ClaimRow[];
    return row;
  }

  /** The claim, row-locked until the transaction ends. */
  async lock(manager: EntityManager, id: string): Promise<LockedClaim | undefined> {
    const [claim] = (await manager.query(
      `SELECT id, status, provider_id, claimant_id FROM profile_claims WHERE id = $1 FOR UPDATE`,
      [id],
    )) as LockedClaim[];
    return claim;
  }

  /** The provider a claim is about, row-locked (no review by the claimant can be written). */
  async lockProvider(
    manager: EntityManager,
    id: string,
  ): Promise<{ id: string; name: string; owner_id: string | null } | undefined> {
    const [provider] = (await manager.query(
      'SELECT id, name, owner_id FROM providers WHERE id = $1 FOR UPDATE',
      [id],
    )) as Array<{ id: string; name: string; owner_id: string | null }>;
    return provider;
  }

  async decide(manager: EntityManager, id: string, status: 'approved' | 'cancelled') {
    await manager.query(
      `UPDATE profile_claims SET status = $2, decided_at = now(), updated_at = now()
       WHERE id = $1`,
      [id, status],
    );
  }

  /** Cancels every other pending claim on the provider; answers them. */
  async cancelOtherPending(
    manager: EntityManager,
    providerId: string,
    approvedId: string,
  ): Promise<Array<{ id: string; claimant_id: string }>> {
    const [others] = (await manager.query(
      `UPDATE profile_claims SET status = 'cancelled', decided_at = now(), updated_at = now()
       WHERE provider_id = $1 AND status = 'pending' AND id <> $2
       RETURNING id, claimant_id`,
      [providerId, approvedId],
    )) as [Array<{ id: string; claimant_id: string }>, number];
    return others;
  }

  /** Whether the person has a review of the provider (an owner may not: 0017). */
  async hasReviewed(db: Db, userId: string, providerId: string): Promise<boolean> {
    const rows = (await db.query(
      'SELECT 1 FROM reviews WHERE author_id = $1 AND provider_id = $2',
      [userId, providerId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The ids and emails of `ids` (the people a decision concerns). */
  emailsOf(db: Db, ids: string[]): Promise<Array<{ id: string; email: string }>> {
    return db.query('SELECT id, email FROM users WHERE id = ANY($1::uuid[])', [ids]);
  }
}
