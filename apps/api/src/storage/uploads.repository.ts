import { FILES_PATH } from './storage.service';
import type { Querier } from '../database/querier';

/** The reads and writes of table `uploads` (no entity) and the reference scans of the sweep. */

/**
 * Every value a row holds that may point at a stored file (a `/api/files/...` reference or a
 * claim document's bare key). A new column that stores an upload belongs here, or the sweep
 * would take its file away.
 */
const REFERENCES_SQL = `
  SELECT profile_pic_url AS ref FROM users WHERE profile_pic_url IS NOT NULL
  UNION ALL SELECT banner_pic_url FROM users WHERE banner_pic_url IS NOT NULL
  UNION ALL SELECT logo_url FROM providers WHERE logo_url IS NOT NULL
  UNION ALL SELECT banner_url FROM providers WHERE banner_url IS NOT NULL
  UNION ALL SELECT logo_url FROM mini_sites WHERE logo_url IS NOT NULL
  UNION ALL SELECT unnest(photo_urls) FROM reviews WHERE cardinality(photo_urls) > 0
  UNION ALL SELECT unnest(appeal_files) FROM reviews WHERE cardinality(appeal_files) > 0
  UNION ALL SELECT unnest(image_urls) FROM posts WHERE cardinality(image_urls) > 0
  UNION ALL SELECT registration_key FROM profile_claims
  UNION ALL SELECT address_proof_key FROM profile_claims`;

/**
 * The stem shared by an image and its renditions ("public/abc" for public/abc.png,
 * public/abc.webp and public/abc-thumb.webp), as SQL over a reference or key.
 */
const stemSql = (expression: string) =>
  `regexp_replace(regexp_replace(regexp_replace(${expression}, '^${FILES_PATH}/', ''), '\\.[a-z]+$', ''), '-thumb$', '')`;

/** One stored file: its key and its size in bytes. */
export interface UploadEntry {
  key: string;
  bytes: number;
}

/** Records newly stored keys as uploaded by `ownerId` (null: by the server itself). */
export async function insertUploads(
  db: Querier,
  entries: UploadEntry[],
  ownerId: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO uploads (key, owner_id, size_bytes)
     SELECT unnest($1::text[]), $2, unnest($3::bigint[]) ON CONFLICT DO NOTHING`,
    [entries.map((e) => e.key), ownerId, entries.map((e) => e.bytes)],
  );
}

/**
 * Waits for (and holds until the transaction ends) the lock on `ownerId`'s uploads, so that
 * two uploads of one account never both pass the daily quota.
 */
export async function lockUploadsOf(db: Querier, ownerId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('uploads:' || $1))`, [ownerId]);
}

/** Bytes `ownerId` uploaded in the last 24 hours. */
export async function bytesUploadedLastDay(db: Querier, ownerId: string): Promise<number> {
  const [row]: Array<{ bytes: string }> = await db.query(
    `SELECT coalesce(sum(size_bytes), 0)::text AS bytes FROM uploads
     WHERE owner_id = $1 AND created_at > now() - interval '24 hours'`,
    [ownerId],
  );
  return Number(row?.bytes ?? 0);
}

/** The keys among `keys` that `ownerId` uploaded. */
export async function uploadKeysOwnedBy(
  db: Querier,
  ownerId: string,
  keys: string[],
): Promise<string[]> {
  const rows: Array<{ key: string }> = await db.query(
    'SELECT key FROM uploads WHERE owner_id = $1 AND key = ANY($2::text[])',
    [ownerId, keys],
  );
  return rows.map((row) => row.key);
}

/**
 * Every stored reference or key the person owns: their uploads, their claims' documents,
 * their avatar, banner and review photos.
 */
export async function referencesOwnedBy(db: Querier, userId: string): Promise<string[]> {
  const rows: Array<{ key: string }> = await db.query(
    `SELECT key FROM uploads WHERE owner_id = $1
     UNION SELECT registration_key FROM profile_claims WHERE claimant_id = $1
     UNION SELECT address_proof_key FROM profile_claims WHERE claimant_id = $1
     UNION SELECT profile_pic_url FROM users WHERE id = $1 AND profile_pic_url IS NOT NULL
     UNION SELECT banner_pic_url FROM users WHERE id = $1 AND banner_pic_url IS NOT NULL
     UNION SELECT unnest(photo_urls) FROM reviews WHERE author_id = $1`,
    [userId],
  );
  return rows.map((row) => row.key);
}

/** The stems among `stems` that no row references. */
export async function unreferencedStems(db: Querier, stems: string[]): Promise<string[]> {
  const rows: Array<{ stem: string }> = await db.query(
    `WITH refs AS (SELECT DISTINCT ${stemSql('ref')} AS stem FROM (${REFERENCES_SQL}) r)
     SELECT s.stem FROM unnest($1::text[]) AS s(stem)
     WHERE NOT EXISTS (SELECT 1 FROM refs WHERE refs.stem = s.stem)`,
    [stems],
  );
  return rows.map((row) => row.stem);
}

/** The keys of uploads recorded before `cutoff` whose stem no row references. */
export async function unreferencedUploadsBefore(db: Querier, cutoff: Date): Promise<string[]> {
  const rows: Array<{ key: string }> = await db.query(
    `WITH refs AS (SELECT DISTINCT ${stemSql('ref')} AS stem FROM (${REFERENCES_SQL}) r)
     SELECT u.key FROM uploads u
     WHERE u.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM refs WHERE refs.stem = ${stemSql('u.key')})`,
    [cutoff],
  );
  return rows.map((row) => row.key);
}

/** The recorded upload keys of these stems. */
export async function uploadKeysOfStems(db: Querier, stems: string[]): Promise<string[]> {
  const rows: Array<{ key: string }> = await db.query(
    `SELECT key FROM uploads WHERE ${stemSql('key')} = ANY($1::text[])`,
    [stems],
  );
  return rows.map((row) => row.key);
}

/** Forgets the records of these keys. */
export async function deleteUploads(db: Querier, keys: string[]): Promise<void> {
  await db.query('DELETE FROM uploads WHERE key = ANY($1::text[])', [keys]);
}
