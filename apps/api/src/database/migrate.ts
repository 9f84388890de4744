import 'reflect-metadata';
import { ConfigError, parseEnv } from '../config/env.schema';
import { applyMigrations } from './apply-migrations';
import { withMigrationLock } from './migration-lock';
import { DatabaseUnreachableError, waitForDatabase } from './wait-for-database';

/**
 * Applies pending migrations to DATABASE_URL and exits, without starting the API:
 * `node apps/api/dist/database/migrate.js` (the Kubernetes migration Job runs this before a
 * rollout). The API also applies pending migrations at start-up, under the same lock.
 */
const say = (message: string) =>
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: message })}\n`);

async function migrate(): Promise<void> {
  const url = parseEnv(process.env).DATABASE_URL;
  if (!url) throw new ConfigError('DATABASE_URL', 'is required to run migrations');
  await waitForDatabase(url, {}, (attempt, reason) =>
    say(`Database not reachable yet (attempt ${attempt}: ${reason}); retrying`),
  );
  const applied = await withMigrationLock(url, () => applyMigrations(url));
  say(
    applied.length === 0
      ? 'Migrations: the database is up to date'
      : `Migrations applied: ${applied.map((m) => m.name).join(', ')}`,
  );
}

migrate().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseUnreachableError;
    process.stderr.write(
      `${known ? '' : 'Migration failed: '}${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
