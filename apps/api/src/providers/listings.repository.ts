import {
  NAME_SIMILARITY,
  POSSIBLE_DUPLICATE_METERS,
  type ClosedStatus,
  type ListingSource,
} from '@app/contracts';
import type { EntityManager } from 'typeorm';
import type { Querier } from '../database/querier';
import { Provider } from './provider.entity';

/**
 * The SQL of a listing's life (issue 47): adding one, the duplicate finder, closing,
 * reopening and merging. providers/ is the one writer of `providers` and `provider_sources`.
 */

/** A phone's last 10 digits in SQL: the expression IDX_providers_phone_match indexes. */
export const PHONE_MATCH = `right(regexp_replace(p.phone, '[^0-9]', '', 'g'), 10)`;

export interface DuplicateRow {
  id: string;
  name: string;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  distance: number | null;
  phone_match: boolean;
}

/**
 * Listings likely the same business (the duplicate rule, contracts' duplicates.ts): the
 * same normalised phone anywhere, or a name at least NAME_SIMILARITY similar (pg_trgm) within
 * POSSIBLE_DUPLICATE_METERS of `point`. Merged listings are left out. Phone matches first,
 * then the nearest; at most 10.
 */
export function findDuplicates(
  db: Querier,
  probe: {
    nameNormalized: string;
    phone: string | null;
    point: { latitude: number; longitude: number } | null;
  },
): Promise<DuplicateRow[]> {
  const { point } = probe;
  const here = 'll_to_earth($3::float8, $4::float8)';
  const there = 'll_to_earth(p.latitude, p.longitude)';
  return db.query(
    `SELECT p.id, p.name, p.address_line1, p.city, p.state, p.zip, p.phone,
       CASE WHEN $3::float8 IS NULL OR p.latitude IS NULL THEN NULL
            ELSE earth_distance(${here}, ${there}) END AS distance,
       coalesce(${PHONE_MATCH} = $2, false) AS phone_match
     FROM providers p
     WHERE p.merged_into IS NULL AND (
       ($2::text IS NOT NULL AND p.phone IS NOT NULL AND ${PHONE_MATCH} = $2)
       OR ($3::float8 IS NOT NULL
           AND earth_box(${here}, $5::float8) @> ${there}
           AND earth_distance(${here}, ${there}) <= $5::float8
           AND similarity(p.name_normalized, $1) >= $6::float8)
     )
     ORDER BY phone_match DESC, distance ASC NULLS LAST, p.id
     LIMIT 10`,
    [
      probe.nameNormalized,
      probe.phone,
      point?.latitude ?? null,
      point?.longitude ?? null,
      POSSIBLE_DUPLICATE_METERS,
      NAME_SIMILARITY,
    ],
  );
}

/**
 * Takes a transaction-long lock on a key (the person adding, the address): two additions
 * racing are counted one after the other.
 */
export async function lockKey(manager: EntityManager, key: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 47))', [key]);
}

/** Listings `userId` added in the last 24 hours. */
export async function addedByInDay(manager: EntityManager, userId: string): Promise<number> {
  const [row]: Array<{ n: number }> = await manager.query(
    `SELECT count(*)::int AS n FROM providers
     WHERE added_by = $1 AND created_at > now() - interval '24 hours'`,
    [userId],
  );
  return row?.n ?? 0;
}

/** Listings people added at this address (line 1 and ZIP, any case) in the last 24 hours. */
export async function addedAtInDay(
  manager: EntityManager,
  addressLine1: string,
  zip: string,
): Promise<number> {
  const [row]: Array<{ n: number }> = await manager.query(
    `SELECT count(*)::int AS n FROM providers
     WHERE added_by IS NOT NULL AND created_at > now() - interval '24 hours'
       AND lower(address_line1) = lower($1) AND left(zip, 5) = left($2, 5)`,
    [addressLine1, zip],
  );
  return row?.n ?? 0;
}

/** Inserts a new listing; answers its id. */
export async function insertListing(
  manager: EntityManager,
  row: Partial<Provider>,
): Promise<string> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(Provider)
    .values(row)
    .returning(['id'])
    .execute();
  return (result.raw as Array<{ id: string }>)[0]!.id;
}

/** The provenance row of a listing (source, record id, licence, attribution). */
export async function insertSource(
  manager: EntityManager,
  row: {
    source: ListingSource;
    recordId: string;
    providerId: string;
    release: string | null;
    licence: string;
    attribution: string | null;
  },
): Promise<void> {
  await manager.query(
    `INSERT INTO provider_sources (source, record_id, provider_id, release, licence, attribution)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (source, record_id) DO UPDATE SET provider_id = EXCLUDED.provider_id`,
    [row.source, row.recordId, row.providerId, row.release, row.licence, row.attribution],
  );
}

/** The listing columns a lifecycle change decides on, with the row lock. */
export interface LockedListing {
  id: string;
  name: string;
  status: Provider['status'];
  merged_into: string | null;
  owner_id: string | null;
  plan: Provider['plan'];
  logo_url: string | null;
  banner_url: string | null;
}

export async function lockListings(
  manager: EntityManager,
  ids: string[],
): Promise<LockedListing[]> {
  return manager.query(
    `SELECT id, name, status, merged_into, owner_id, plan, logo_url, banner_url
     FROM providers WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
}

/** Closes a listing (status, reason, when). */
export async function setClosed(
  manager: EntityManager,
  id: string,
  status: ClosedStatus,
  reason: string | null,
): Promise<void> {
  await manager.query(
    `UPDATE providers SET status = $2, closed_reason = $3, closed_at = now(), updated_at = now()
     WHERE id = $1`,
    [id, status, reason],
  );
}

/** Opens a closed listing again. */
export async function setOpen(manager: EntityManager, id: string): Promise<void> {
  await manager.query(
    `UPDATE providers SET status = 'open', closed_reason = NULL, closed_at = NULL,
       updated_at = now() WHERE id = $1`,
    [id],
  );
}

/**
 * The providers area's own part of a merge: `from` is marked merged into `into` (and the
 * listings merged into `from` before now point at `into`: one step to the kept one), its
 * provenance rows move, and the kept listing takes the owner (with the plan), logo and
 * banner it lacks.
 */
export async function mergeListingRows(
  manager: EntityManager,
  from: LockedListing,
  into: LockedListing,
): Promise<{ sources: number }> {
  await manager.query(
    `UPDATE providers SET merged_into = $2, updated_at = now() WHERE merged_into = $1`,
    [from.id, into.id],
  );
  // The kept listing takes the owner when it has none (the merged one then has none).
  const takesOwner = !into.owner_id && from.owner_id;
  await manager.query(
    `UPDATE providers SET merged_into = $2, updated_at = now(),
       owner_id = CASE WHEN $3 THEN NULL ELSE owner_id END,
       plan = CASE WHEN $3 THEN 'unclaimed' ELSE plan END
     WHERE id = $1`,
    [from.id, into.id, Boolean(takesOwner)],
  );
  await manager.query(
    `UPDATE providers SET
       owner_id = CASE WHEN $2::uuid IS NOT NULL THEN $2::uuid ELSE owner_id END,
       plan = CASE WHEN $2::uuid IS NOT NULL THEN $3 ELSE plan END,
       verified = verified OR $2::uuid IS NOT NULL,
       logo_url = coalesce(logo_url, $4), banner_url = coalesce(banner_url, $5),
       updated_at = now()
     WHERE id = $1`,
    [
      into.id,
      takesOwner ? from.owner_id : null,
      takesOwner ? from.plan : into.plan,
      from.logo_url,
      from.banner_url,
    ],
  );
  const moved: unknown[] = await manager.query(
    'UPDATE provider_sources SET provider_id = $2 WHERE provider_id = $1 RETURNING source',
    [from.id, into.id],
  );
  return { sources: moved.length };
}
