import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { AppConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';

export interface TestApp {
  app: NestExpressApplication;
  /** The HTTP server, for supertest. */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  databaseUrl: string;
  dataDir: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_ADMIN_DATABASE_URL is not set: run the tests through jest (global setup)',
    );
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(adminUrl(), 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Boots the real AppModule on a fresh database of its own (migrations run at start-up) and
 * a fresh DATA_DIR. `env` adds or overrides environment variables for this app only.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    imports?: Array<Type | DynamicModule>;
    /** A second app on this app's database (which the first app's close() drops). */
    sharing?: TestApp;
  } = {},
): Promise<TestApp> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (!options.sharing) await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const databaseUrl = options.sharing?.databaseUrl ?? withDatabase(adminUrl(), name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-data-'));
  const config = await AppConfig.load({
    LOG_LEVEL: 'silent',
    SEED: 'none',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests write and read back at once; the search cache has a test of its own.
    SEARCH_CACHE_TTL_SECONDS: '0',
    // The orphaned-upload sweep is called directly by its test.
    UPLOAD_SWEEP_MINUTES: '0',
    // The job queue starts only in the tests that use it (it costs each app a schema).
    JOB_QUEUE: 'off',
    ...options.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
  });
  const app = await createApp(config, databaseUrl, { imports: options.imports });
  // A pool, not one client: tests run their queries concurrently (Promise.all), which one
  // pg client only queues (deprecated in pg 8, removed in pg 9).
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  // close() drops the database WITH (FORCE), which terminates (57P01) a connection of this
  // pool whose close is still under way: pool.end() resolves before its sockets are shut,
  // and pg reports the termination as an error of the pool (seen once on a busy machine:
  // 'Unhandled error … terminating connection due to administrator command').
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  return {
    app,
    http: app.getHttpServer(),
    databaseUrl,
    dataDir,
    query: async <T>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params)).rows as T[],
    close: async () => {
      await pool.end();
      await app.close();
      if (!options.sharing)
        await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
