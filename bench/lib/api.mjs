// What the bench scripts share: the built API started against a benchmark database, the
// database helpers around it, and percentiles of recorded response times.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const apiMain = path.join(root, 'apps', 'api', 'dist', 'main.js');
const memoryProbe = path.join(root, 'bench', 'lib', 'memory-probe.cjs');

/** Exits with a hint when the API has not been built. */
export function requireBuiltApi() {
  if (!existsSync(apiMain)) {
    console.error('Build first: pnpm --filter @app/api build');
    process.exit(1);
  }
}

/** node-postgres, from the API's dependencies. */
export const { Client } = createRequire(path.join(root, 'apps', 'api', 'package.json'))('pg');

/** Runs `fn(client)` on a fresh connection to `url` and closes it. */
export async function withClient(url, fn) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** How many providers the database holds; null when the database does not exist. */
export async function providerCount(url) {
  try {
    return await withClient(
      url,
      async (c) => (await c.query('SELECT count(*)::int AS n FROM providers')).rows[0].n,
    );
  } catch (err) {
    if (err.code === '3D000' || err.code === '42P01') return null; // no database / no table
    throw err;
  }
}

/** Waits (up to 120 s) until no other session runs a query on the database. */
export async function waitForIdleDatabase(url) {
  await withClient(url, async (c) => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const { rows } = await c.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  });
}

/**
 * Starts `node apps/api/dist/main.js` on a free port against `databaseUrl` (SEED=none,
 * LOG_LEVEL=warn, production mode, no web build, the search index loaded first; the API
 * runs its migrations at start-up)
 * and waits for GET /api/health. `env` adds or overrides variables; `onLogLine` receives
 * each line the API logs (JSON, pino) when given. With `probe`, the process also loads
 * bench/lib/memory-probe.cjs (and --expose-gc) and answers over an IPC channel: the result
 * then has `memory({ gc })` (process.memoryUsage(), after a full collection when `gc`) and
 * `heapSnapshot(file)`. BENCH_API_NODE_ARGS adds Node options to the API process, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a benchmark's time goes (the profile is
 * written when the API stops). Returns the base URL, the process id and `stop()` (SIGTERM,
 * resolves on exit).
 */
export async function startApi(databaseUrl, env = {}, { onLogLine, probe = false } = {}) {
  const port = await freePort();
  const nodeArgs = [
    ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ...(probe ? ['--expose-gc', '--require', memoryProbe] : []),
  ];
  const child = spawn(process.execPath, [...nodeArgs, apiMain], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(tmpdir(), `bench-api-${port}`),
      WEB_DIST_DIR: path.join(tmpdir(), 'bench-api-no-web'),
      SEED: 'none',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      NODE_ENV: 'production',
      // The search index (decision 0040) loads before the API answers, at any size: a
      // benchmark measures it, not the SQL search that stands in while it loads.
      SEARCH_INDEX_AWAIT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', onLogLine ? 'pipe' : 'ignore', 'inherit', ...(probe ? ['ipc'] : [])],
  });
  if (onLogLine) createInterface({ input: child.stdout }).on('line', onLogLine);
  const base = `http://127.0.0.1:${port}`;
  // Generous: on a shared 2-core machine under heavy load, Nest's start-up alone has taken
  // over a minute.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) break;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error('API exited during start-up');
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('API not healthy after 300 s');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    pid: child.pid,
    ...(probe && probeClient(child)),
    exited: () => child.exitCode !== null,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Requests to bench/lib/memory-probe.cjs in `child`, answered by id. */
function probeClient(child) {
  let nextId = 0;
  const pending = new Map();
  child.on('message', (msg) => {
    const done = pending.get(msg?.id);
    if (!done) return;
    pending.delete(msg.id);
    if (msg.error) done.reject(new Error(`memory probe: ${msg.error}`));
    else done.resolve(msg);
  });
  const ask = (request) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      child.send({ id, ...request });
    });
  return {
    memory: async ({ gc = false } = {}) => (await ask({ type: 'memory', gc })).memory,
    heapSnapshot: async (file) => (await ask({ type: 'snapshot', file })).file,
  };
}

/** The p-th percentile (nearest rank) of `sorted` (ascending); NaN when empty. */
export const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

/** p50/p95/p99 of response times in ms (sorts `times` in place), one decimal. */
export function latencySummary(times) {
  times.sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 10) / 10;
  return {
    p50: ms(percentile(times, 50)),
    p95: ms(percentile(times, 95)),
    p99: ms(percentile(times, 99)),
  };
}

/**
 * Client addresses for a benchmark's requests, as `X-Forwarded-For` from loopback (which the
 * API trusts by default, TRUST_PROXY=loopback): the search limit is 300 requests a minute
 * per client address, so one address sending thousands a second measures the 429 path.
 * `clientAddress()` walks 4,096 addresses (10.0.0.0/20), each well under the limit at the
 * rates this machine serves; the limiter still counts every request.
 */
let nextClient = 0;
export const clientAddress = () => {
  const i = nextClient++ % 4096;
  return `10.0.${i >> 8}.${i & 255}`;
};
