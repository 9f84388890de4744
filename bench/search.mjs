#!/usr/bin/env node
// Search throughput and latency of the built API against databases filled by
//   pnpm seed:generate --providers N --database-url …
// For each database: starts `node apps/api/dist/main.js` (SEED=none, LOG_LEVEL=warn, a free
// port), then runs autocannon (50 connections, --duration seconds, default 10) against the
// health baseline and the search shapes (one repeated query each, plus 200 rotating text
// searches), one after the other. Twice: with the search cache as deployed (`on`) and with
// it off (`off`, every request reaches PostgreSQL). Prints a table per database and mode,
// each search's requests/s as a ratio of the health baseline, and p95(largest)/p95(smallest)
// per query. Results go to bench/results/search.json.
//
//   pnpm bench:search [--db 10k=postgres://…/bench_10k] [--db 1m=postgres://…/bench_1m]
//                     [--duration 10] [--connections 50] [--cache on,off]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'apps', 'api', 'dist', 'main.js');
if (!existsSync(main)) {
  console.error('Build first: pnpm --filter @app/api build');
  process.exit(1);
}
const { values } = parseArgs({
  options: {
    db: { type: 'string', multiple: true },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    cache: { type: 'string', default: 'on,off' },
  },
});
const databases = (
  values.db ?? [
    '10k=postgres://postgres@127.0.0.1:5432/bench_10k',
    '1m=postgres://postgres@127.0.0.1:5432/bench_1m',
  ]
).map((spec) => {
  const i = spec.indexOf('=');
  return { label: spec.slice(0, i), url: spec.slice(i + 1) };
});
const duration = Number(values.duration);
const connections = Number(values.connections);

// Words of the generator's names, categories and specialties, crossed into 200 distinct
// searches that the rotating row walks through (a cache serves few of them twice in a row).
const WORDS = [
  'smith',
  'garcia',
  'lee',
  'miller',
  'davis',
  'harbor',
  'summit',
  'capital',
  'riverside',
  'empire',
  'injury',
  'spine',
  'imaging',
  'towing',
  'collision',
  'insurance',
  'funding',
  'therapy',
  'accident',
  'wellness',
];
const CATEGORY_PARAMS = [
  '',
  '&category=Law%20Firms',
  '&category=Chiropractors',
  '&state=FL',
  '&state=NY',
  '&state=CA',
  '&category=Towing%20Services&state=TX',
  '&sort=rating_asc',
  '&offset=20',
  '&category=Medical%20Facilities',
];
const ROTATING = WORDS.flatMap((w) => CATEGORY_PARAMS.map((c) => `/api/providers?q=${w}${c}`));

const QUERIES = [
  ['health (baseline)', '/api/health'],
  ['text, 200 rotating searches', ROTATING],
  ['text q=smith', '/api/providers?q=smith'],
  ['typo q=chiropracter', '/api/providers?q=chiropracter'],
  ['filter Law Firms + FL', '/api/providers?category=Law%20Firms&state=FL'],
  ['suggest q=sun', '/api/providers/suggest?q=sun'],
];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const { Client } = createRequire(path.join(root, 'apps', 'api', 'package.json'))('pg');
async function providerCount(url) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('SELECT count(*)::int AS n FROM providers')).rows[0].n;
  } finally {
    await c.end();
  }
}

/** Waits (up to 120 s) until no other session runs a query on the database. */
async function waitForIdleDatabase(url) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const { rows } = await c.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await c.end();
  }
}

async function startApi(databaseUrl, cacheTtl) {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(tmpdir(), `bench-search-${port}`),
    WEB_DIST_DIR: path.join(tmpdir(), 'bench-search-no-web'),
    SEED: 'none',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    NODE_ENV: 'production',
    ...(cacheTtl === undefined ? {} : { SEARCH_CACHE_TTL_SECONDS: cacheTtl }),
  };
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error('API exited during start-up');
    if (Date.now() > deadline) throw new Error('API not healthy after 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// autocannon's summary has no p95, so every response time is kept and ranked here.
// `target` is one path or a list walked round-robin by every connection.
const run = (base, target, seconds) =>
  new Promise((resolve, reject) => {
    const times = [];
    let next = 0;
    const options = Array.isArray(target)
      ? {
          url: base + target[0],
          requests: [{ setupRequest: (req) => ({ ...req, path: target[next++ % target.length] }) }],
        }
      : { url: base + target };
    const instance = autocannon({ ...options, connections, duration: seconds }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const pct = (p) =>
        times.length
          ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]
          : NaN;
      resolve({ result, p50: pct(50), p95: pct(95), p99: pct(99) });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });

const ms = (v) => Math.round(v * 10) / 10;
const results = {
  date: new Date().toISOString(),
  connections,
  durationSeconds: duration,
  databases: [],
};

// `on`: as deployed (the search cache with its default time to live); `off`: every request
// reaches PostgreSQL (SEARCH_CACHE_TTL_SECONDS=0).
const modes = values.cache.split(',').map((m) => m.trim());
for (const mode of modes) {
  const cacheTtl = mode === 'off' ? '0' : undefined;
  const measured = [];
  for (const db of databases) {
    const providers = await providerCount(db.url);
    const rows = [];
    for (const [name, p] of QUERIES) {
      // A fresh API per query and an idle database first: requests still queued in the API
      // or queries still running in PostgreSQL after the previous run must not count here.
      await waitForIdleDatabase(db.url);
      const api = await startApi(db.url, cacheTtl);
      try {
        await run(api.base, p, 1); // warm-up (connection pool, plans, caches)
        const { result: r, p50, p95, p99 } = await run(api.base, p, duration);
        rows.push({
          name,
          path: Array.isArray(p) ? `${p.length} paths, e.g. ${p[11]}` : p,
          requestsPerSecond: Math.round(r.requests.average),
          p50: ms(p50),
          p95: ms(p95),
          p99: ms(p99),
          non2xx: r.non2xx + r.errors + r.timeouts,
          requests: r.requests.total,
        });
      } finally {
        await api.stop();
      }
    }
    const baseline = rows[0].requestsPerSecond || 1;
    for (const row of rows)
      row.ratioToHealth = Math.round((row.requestsPerSecond / baseline) * 1000) / 1000;
    const entry = { label: db.label, cache: mode, providers, rows };
    results.databases.push(entry);
    measured.push(entry);

    console.log(
      `\n${db.label}, search cache ${mode}: ${providers.toLocaleString('en-US')} providers, ${connections} connections, ${duration} s each\n`,
    );
    console.log('| query | req/s | × health | p50 ms | p95 ms | p99 ms | non-2xx |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.requestsPerSecond} | ${r.ratioToHealth.toFixed(3)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} |`,
      );
    }
  }

  if (measured.length >= 2) {
    const small = measured[0];
    const large = measured[measured.length - 1];
    results.p95Ratio ??= {};
    results.p95Ratio[mode] = {};
    console.log(
      `\nsearch cache ${mode}\n| query | p95 ${large.label} / p95 ${small.label} | req/s ${large.label} / req/s ${small.label} |`,
    );
    console.log('| --- | ---: | ---: |');
    for (const [i, [name]] of QUERIES.entries()) {
      const p95 = Math.round((large.rows[i].p95 / Math.max(small.rows[i].p95, 0.1)) * 10) / 10;
      const rps =
        Math.round(
          (large.rows[i].requestsPerSecond / Math.max(small.rows[i].requestsPerSecond, 1)) * 1000,
        ) / 1000;
      results.p95Ratio[mode][name] = { p95: p95, requestsPerSecond: rps };
      console.log(`| ${name} | ${p95} | ${rps} |`);
    }
  }
}

await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
await writeFile(
  path.join(root, 'bench', 'results', 'search.json'),
  JSON.stringify(results, null, 2) + '\n',
);
console.log('\nSaved bench/results/search.json');
