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

  /**
   * The provider a claim is about; with `lock`, row-locked until the transaction ends (no
   * review by the claimant can be written meanwhile).
   */
  async provider(
    db: Db,
    id: string,
    { lock = false } = {},
  ): Promise<{ id: string; name: string; owner_id: string | null } | undefined> {
    const [provider] = (await db.query(
      `SELECT id, name, owner_id FROM providers WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    )) as Array<{ id: string; name: string; owner_id: string | null }>;
    return provider;
  }

  /** Stores a new pending claim; answers its id (a second pending one violates the index). */
  async insert(
    db: Db,
    claim: {
      providerId: string;
      claimantId: string;
      registrationKey: string;
      addressProofKey: string;
      websiteUrl: string;
      workEmail: string;
      fullName: string;
      jobTitle: string;
      phoneNumber: string;
    },
  ): Promise<string> {
    const [row] = (await db.query(
      `INSERT INTO profile_claims (provider_id, claimant_id, registration_key, address_proof_key,
         website_url, work_email, full_name, job_title, phone_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        claim.providerId,
        claim.claimantId,
        claim.registrationKey,
        claim.addressProofKey,
        claim.websiteUrl,
        claim.workEmail,
        claim.fullName,
        claim.jobTitle,
        claim.phoneNumber,
      ],
    )) as Array<{ id: string }>;
    return row!.id;
  }

  /** Claims of the person waiting for review, on any profile. */
  async pendingCount(db: Db, userId: string): Promise<number> {
    const [row] = (await db.query(
      `SELECT count(*)::int AS n FROM profile_claims WHERE claimant_id = $1 AND status = 'pending'`,
      [userId],
    )) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** Holds, until the transaction ends, the lock on the person's claims (one submit at a time). */
  async lockClaimsOf(db: EntityManager, userId: string): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('claims:' || $1))`, [userId]);
  }

  async hasPending(db: Db, userId: string, providerId: string): Promise<boolean> {
    const rows = (await db.query(
      `SELECT 1 FROM profile_claims WHERE claimant_id = $1 AND provider_id = $2 AND status = 'pending'`,
      [userId, providerId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The person's latest claim on a provider, pending first. */
  async latestOf(
    db: Db,
    userId: string,
    providerId: string,
  ): Promise<{ id: string; status: TClaimStatus; created_at: Date } | undefined> {
    const [row] = (await db.query(
      `SELECT id, status, created_at FROM profile_claims
       WHERE claimant_id = $1 AND provider_id = $2
       ORDER BY (status = 'pending') DESC, created_at DESC LIMIT 1`,
      [userId, providerId],
    )) as Array<{ id: string; status: TClaimStatus; created_at: Date }>;
    return row;
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

  /**
   * A merge (issue 47): the claims on `from` become claims on the kept listing; a pending
   * claim whose claimant already waits on the kept one is cancelled instead (one pending
   * claim per person and listing). Answers how many moved.
   */
  async moveToListing(db: Db, from: string, into: string): Promise<number> {
    await db.query(
      `UPDATE profile_claims c SET status = 'cancelled', decided_at = now()
       WHERE c.provider_id = $1 AND c.status = 'pending' AND EXISTS (
         SELECT 1 FROM profile_claims k
         WHERE k.provider_id = $2 AND k.claimant_id = c.claimant_id AND k.status = 'pending')`,
      [from, into],
    );
    const moved = (await db.query(
      'UPDATE profile_claims SET provider_id = $2 WHERE provider_id = $1 RETURNING id',
      [from, into],
    )) as unknown[];
    return moved.length;
  }
}
