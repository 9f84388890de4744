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
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  latencySummary,
  providerCount,
  requireBuiltApi,
  root,
  startApi as startBuiltApi,
  waitForIdleDatabase,
} from './lib/api.mjs';

requireBuiltApi();
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

const startApi = (databaseUrl, cacheTtl) =>
  startBuiltApi(databaseUrl, cacheTtl === undefined ? {} : { SEARCH_CACHE_TTL_SECONDS: cacheTtl });

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
      resolve({ result, ...latencySummary(times) });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });

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
          p50,
          p95,
          p99,
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
