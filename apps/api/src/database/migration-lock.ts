import { Client } from 'pg';

/** The PostgreSQL advisory lock held while migrations run (sample-data.service has its own). */
export const MIGRATION_LOCK_KEY = 4_017_2014;

/**
 * Runs `fn` (which applies migrations) while holding a session-level advisory lock on a
 * connection of its own, so that replicas starting together, or a migration Job and a pod,
 * apply the migrations one after the other: the second finds nothing left to do instead of
 * failing on objects the first has just created.
 */
export async function withMigrationLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await fn();
  } finally {
    // Ending the session releases the lock too (also if this process dies meanwhile).
    await lock.end().catch(() => undefined);
  }
}
