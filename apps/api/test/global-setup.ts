import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedPostgres } from '../src/database/embedded-postgres';

declare global {
  var __EMBEDDED_PG__: EmbeddedPostgres | undefined;
}

/**
 * Tests run against a real PostgreSQL: TEST_DATABASE_URL or DATABASE_URL when set (CI uses
 * the machine's server), otherwise an embedded server started here. Each test file then
 * creates its own fresh database on it (test/test-app.ts).
 */
export default async function globalSetup(): Promise<void> {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) {
    process.env.TEST_ADMIN_DATABASE_URL = given;
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'api-test-pg-'));
  const server = await EmbeddedPostgres.start(dir, {
    info: () => undefined,
    debug: () => undefined,
  });
  globalThis.__EMBEDDED_PG__ = server;
  process.env.TEST_ADMIN_DATABASE_URL = server.url;
}
