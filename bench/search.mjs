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
  clientAddress,
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
    // `each`: a fresh API per query (isolated); `once`: one API per database and mode (on a
    // busy machine a start can take a minute).
    restart: { type: 'string', default: 'each' },
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

// Every shape of issue 15's performance list, one repeated URL each, then a varied mix of
// them: two words that rarely co-occur, typos, 3-letter prefixes, zero-result words,
// places with radius, text and filters, open now, deep pages, every sort, suggest.
const SHAPES = [
  ['text q=smith', '/api/providers?q=smith'],
  ['two words q=kaplan towing', '/api/providers?q=kaplan%20towing'],
  ['two words q=sunrise law', '/api/providers?q=sunrise%20law'],
  ['typo q=smiht', '/api/providers?q=smiht'],
  ['typo q=chiropracter', '/api/providers?q=chiropracter'],
  ['3-letter prefix q=gar', '/api/providers?q=gar'],
  ['zero-result word q=xqzvw', '/api/providers?q=xqzvw'],
  ['place + radius near=33101', '/api/providers?near=33101&radius=25'],
  [
    'place + text + filters',
    '/api/providers?q=smith&near=33101&category=Law%20Firms&languages=es&freeConsultation=true',
  ],
  ['open now near=33101', '/api/providers?near=33101&openNow=true'],
  ['open now, towing', '/api/providers?category=Towing%20Services&openNow=true'],
  ['deep page offset=1000', '/api/providers?category=Law%20Firms&offset=1000'],
  ['deep text page', '/api/providers?q=garcia&offset=1000'],
  ['sort rating_asc', '/api/providers?q=harbor&sort=rating_asc'],
  ['sort reviews_desc', '/api/providers?q=harbor&sort=reviews_desc'],
  ['sort newest', '/api/providers?q=harbor&sort=newest'],
  ['sort relevance', '/api/providers?q=harbor&sort=relevance'],
  ['sort distance', '/api/providers?near=Tampa,%20FL&sort=distance'],
  ['filter Law Firms + FL', '/api/providers?category=Law%20Firms&state=FL'],
  ['suggest q=sun', '/api/providers/suggest?q=sun'],
];
const enc = encodeURIComponent;
const MIX = [
  ...['smith', 'garcia', 'kaplan', 'harbor', 'summit', 'riverside', 'spine', 'whiplash'].flatMap(
    (w) => [`/api/providers?q=${w}`, `/api/providers?q=${w}&sort=rating_asc&offset=20`],
  ),
  ...[
    'kaplan towing',
    'weiss chiropractic',
    'sunrise law',
    'novak imaging',
    'cohen funding',
    'injury law',
  ].map((w) => `/api/providers?q=${enc(w)}`),
  ...['smiht', 'garsia', 'rodriguex', 'chiropracter', 'colision'].map(
    (w) => `/api/providers?q=${w}`,
  ),
  ...['gar', 'sun', 'har', 'mil', 'pat'].map((w) => `/api/providers?q=${w}`),
  ...['xqzvw', 'zzyzx', 'qwfp'].map((w) => `/api/providers?q=${w}`),
  ...['33101', '10001', '90012', 'Chicago, IL', 'Houston, TX', 'Tampa, FL'].flatMap((n) => [
    `/api/providers?near=${enc(n)}&radius=25`,
    `/api/providers?near=${enc(n)}&openNow=true`,
    `/api/providers?q=smith&near=${enc(n)}&category=Law%20Firms&languages=es`,
  ]),
  '/api/providers?q=tow%20truck%2033101',
  '/api/providers?q=chiropractor%20near%20Miami',
  '/api/providers?category=Law%20Firms&offset=1000',
  '/api/providers?category=Chiropractors&state=CA&offset=500',
  '/api/providers?q=garcia&offset=980',
  '/api/providers?q=harbor&sort=newest',
  '/api/providers?q=harbor&sort=reviews_desc',
  '/api/providers?q=riverside&sort=relevance',
  '/api/providers/suggest?q=sun',
  '/api/providers/suggest?q=gar',
  '/api/providers/suggest?q=smith',
];
const QUERIES = [
  ['health (baseline)', '/api/health'],
  [`varied mix, ${MIX.length} searches`, MIX],
  ['text, 200 rotating searches', ROTATING],
  ...SHAPES,
];

const startApi = (databaseUrl, cacheTtl) =>
  startBuiltApi(databaseUrl, cacheTtl === undefined ? {} : { SEARCH_CACHE_TTL_SECONDS: cacheTtl });

// autocannon's summary has no p95, so every response time is kept and ranked here.
// `target` is one path or a list walked round-robin by every connection.
// The largest response time is reported twice: `max` over the requests on connections the
// API had already accepted, and `maxFirst` over each connection's first request. All 50
// connections open at once, and libuv (since 1.45, libuv/libuv#3696) accepts one connection
// per listening handle per event-loop turn while each turn serves every connection already
// accepted: with its own handle alone a busy API kept the last of the 50 waiting seconds;
// it accepts on `HTTP_ACCEPTORS` handles of its socket (docs/performance.md, "Search relevance and search
// at a million providers"; decisions 0042 and 0049).
const run = (base, target, seconds) =>
  new Promise((resolve, reject) => {
    const times = [];
    const seen = new WeakSet();
    let max = 0;
    let maxFirst = 0;
    let next = 0;
    const paths = Array.isArray(target) ? target : [target];
    // Each request from another client address (bench/lib/api.mjs: clientAddress).
    const options = {
      url: base + paths[0],
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: paths[next++ % paths.length],
            headers: { ...req.headers, 'x-forwarded-for': clientAddress() },
          }),
        },
      ],
    };
    const instance = autocannon({ ...options, connections, duration: seconds }, (err, result) => {
      if (err) return reject(err);
      resolve({ result, ...latencySummary(times), max, maxFirst });
    });
    instance.on('response', (client, _status, _bytes, responseTime) => {
      times.push(responseTime);
      if (seen.has(client)) max = Math.max(max, responseTime);
      else {
        seen.add(client);
        maxFirst = Math.max(maxFirst, responseTime);
      }
    });
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
    const shared = values.restart === 'once' ? await startApi(db.url, cacheTtl) : null;
    for (const [name, p] of QUERIES) {
      // A fresh API per query and an idle database first: requests still queued in the API
      // or queries still running in PostgreSQL after the previous run must not count here.
      await waitForIdleDatabase(db.url);
      const api = shared ?? (await startApi(db.url, cacheTtl));
      try {
        await run(api.base, p, 1); // warm-up (connection pool, plans, caches)
        const { result: r, p50, p95, p99, max, maxFirst } = await run(api.base, p, duration);
        rows.push({
          name,
          path: Array.isArray(p) ? `${p.length} paths, e.g. ${p[11]}` : p,
          requestsPerSecond: Math.round(r.requests.average),
          p50,
          p95,
          p99,
          non2xx: r.non2xx + r.errors + r.timeouts,
          max: Math.round(max),
          maxFirst: Math.round(maxFirst),
          requests: r.requests.total,
        });
      } finally {
        if (!shared) await api.stop();
      }
    }
    await shared?.stop();
    const baseline = rows[0].requestsPerSecond || 1;
    for (const row of rows)
      row.ratioToHealth = Math.round((row.requestsPerSecond / baseline) * 1000) / 1000;
    const entry = { label: db.label, cache: mode, providers, rows };
    results.databases.push(entry);
    measured.push(entry);

    console.log(
      `\n${db.label}, search cache ${mode}: ${providers.toLocaleString('en-US')} providers, ${connections} connections, ${duration} s each\n`,
    );
    console.log(
      '| query | req/s | × health | p50 ms | p95 ms | p99 ms | max ms | max ms, 1st on a connection | non-2xx |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.requestsPerSecond} | ${r.ratioToHealth.toFixed(3)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.maxFirst} | ${r.non2xx} |`,
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
