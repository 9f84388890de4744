import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedPostgres } from '../src/database/embedded-postgres';

declare global {
  var __EMBEDDED_PG__: { server: EmbeddedPostgres; dir: string } | undefined;
}

/** Stops the embedded server and removes its folder (about 80 MB of cluster files). */
export async function stopEmbeddedServer(): Promise<void> {
  const embedded = globalThis.__EMBEDDED_PG__;
  if (!embedded) return;
  globalThis.__EMBEDDED_PG__ = undefined;
  await embedded.server.stop();
  await rm(embedded.dir, { recursive: true, force: true });
}

/**
 * Tests run against a real PostgreSQL: TEST_DATABASE_URL or DATABASE_URL when set (CI uses
 * the machine's server), otherwise an embedded server started here. Each test file then
 * creates its own fresh database on it (test/test-app.ts).
 *
 * The embedded server's folder goes on every way out of the run: global-teardown.ts after the
 * tests, the handlers below when Jest is interrupted (Ctrl-C, a kill) or exits without
 * tearing down.
 */
export default async function globalSetup(): Promise<void> {
  await checkRedis();
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) {
    process.env.TEST_ADMIN_DATABASE_URL = given;
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'api-test-pg-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.once(signal, () => {
      // A start still under way (initdb, then the server) ends first: a process still
      // writing in the folder would leave it behind ('directory not empty').
      void starting
        .then((started) => {
          globalThis.__EMBEDDED_PG__ ??= started ? { server: started, dir } : undefined;
          return stopEmbeddedServer();
        })
        .finally(() => process.exit(code));
    });
  }
  const start = EmbeddedPostgres.start(dir, {
    info: () => undefined,
    debug: () => undefined,
  });
  const starting: Promise<EmbeddedPostgres | null> = start.catch(() => null);
  const server = await start;
  globalThis.__EMBEDDED_PG__ = { server, dir };
  process.env.TEST_ADMIN_DATABASE_URL = server.url;
}

/**
 * The Redis tests need a Redis server (TEST_REDIS_URL, default redis://127.0.0.1:6379). Without
 * one they are skipped, and the reason is printed here and in the skipped suite's name.
 */
async function checkRedis(): Promise<void> {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const port = Number(url.port || 6379);
  const up = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: url.hostname, port, timeout: 2000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
  if (up) return;
  process.env.TEST_REDIS_MISSING = `no Redis server at ${url.hostname}:${port} (TEST_REDIS_URL)`;
  process.stderr.write(
    `\nSkipping the Redis tests (test/rate-limit-redis.e2e-spec.ts): ${process.env.TEST_REDIS_MISSING}\n`,
  );
}
