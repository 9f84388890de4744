#!/usr/bin/env node
// Mixed-workload load test of the built API against a generated directory:
//   pnpm bench:load [--providers 1000000] [--database-url postgres://…/bench_1m]
//                   [--duration 20] [--concurrency 10,50,100] [--warm-up 120] [--soak 300]
//                   [--soak-concurrency 50] [--users 5000] [--max-growth 10]
//                   [--max-heap-growth 5] [--search zipf|uniform] [--heap-snapshots DIR]
//
// 1. The database (default bench_10k / bench_1m / bench_<n> by --providers) is filled by
//    bench/generate.mjs when it has no providers yet.
// 2. `--users` verified accounts (bench-load-<i>@example.test) are upserted in SQL, and
//    their earlier reviews and bookmarks removed (ratings recomputed), so every run starts
//    from the generated data. Their session tokens are signed here with a random
//    JWT_SECRET that the API process is started with: signing in through POST /auth/login
//    is limited per IP (and argon2 would dominate the run), so a load generator on one
//    address cannot sign in thousands of people; the token is the same one login issues
//    (HS256, typ session, sub, ver = token_version, roles).
// 3. One API process (apps/api/dist/main.js, SEED=none, LOG_LEVEL=warn) serves the whole
//    run. For each --concurrency: GET /api/health alone (the baseline), then the mix:
//      60 % search        GET /api/providers?…: 40 % filter-only (category and/or state,
//                         sort, page; uniform), 60 % text: names, places, cities,
//                         specialties, category words and misspellings × filters × sorts ×
//                         pages (~40,000 URLs), drawn Zipf-like (the k-th of a fixed
//                         shuffle with weight 1/k: a few popular searches, a long tail), or
//                         uniformly with --search uniform (the worst case: almost every
//                         search misses the cache). The search cache keeps an answer 5 s;
//                         the share of searches repeating a URL sent in the previous 5 s
//                         is reported.
//      25 % provider page GET /api/providers/{id} of a random generated provider
//      10 % reviews page  GET /api/providers/{id}/reviews (random sort)
//     2.5 % review        POST /api/providers/{id}/reviews (valid body; users round-robin,
//                         so none meets the 10 reviews an hour limit; one per user and
//                         provider)
//     2.5 % bookmark      PUT /api/bookmarks/{id}, then DELETE of an earlier one, by random users
//    and prints per endpoint: requests/s, p50/p95/p99 and 2xx/4xx/5xx counts.
// 4. Warm-up: --warm-up seconds of the mix at --soak-concurrency, not measured, so that the
//    search cache (1,000 answers) and the database pool fill and V8 settles the size of its
//    heap for this load before the soak starts (docs/performance.md, "Load").
// 5. Soak: --soak seconds of the mix at --soak-concurrency. The API process is started with
//    bench/lib/memory-probe.cjs preloaded (node --expose-gc --require, answering over an IPC
//    channel: no port, no change to the app), which reports process.memoryUsage() every
//    10 s (RSS, V8 heap used and total, external) and every 30 s the heap used right after a
//    full garbage collection: the live heap, which a leak grows and garbage does not.
//    Growth = mean of the last minute's samples over the first minute's, of RSS and of the
//    live heap. --heap-snapshots DIR also writes V8 heap snapshots of the API at the soak's
//    start and end, to compare in DevTools (Memory → Comparison); writing one costs seconds
//    and ~200 MB of RSS that the allocator keeps, so the RSS check means little then.
// Exit code 1 on any 5xx or socket error, RSS growth of --max-growth percent or more, or
// live-heap growth of --max-heap-growth percent or more.
// Requests unanswered after 10 s (autocannon timeouts) are counted and listed as warnings:
// they measure how far the offered concurrency exceeds what the machine serves (requests
// queue), not a wrong answer.
// Results go to bench/results/load.json.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  clientAddress,
  latencySummary,
  providerCount,
  requireBuiltApi,
  root,
  startApi,
  waitForIdleDatabase,
  withClient,
} from './lib/api.mjs';
import { CATEGORY_ROWS, CITIES, PLACES, STATES, SURNAMES, providerIdOf } from './lib/dataset.mjs';

requireBuiltApi();
const { values } = parseArgs({
  options: {
    providers: { type: 'string', default: '1000000' },
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '10,50,100' },
    'warm-up': { type: 'string', default: '120' },
    soak: { type: 'string', default: '300' },
    'soak-concurrency': { type: 'string', default: '50' },
    users: { type: 'string', default: '5000' },
    'max-growth': { type: 'string', default: '10' },
    'max-heap-growth': { type: 'string', default: '5' },
    search: { type: 'string', default: 'zipf' },
    'heap-snapshots': { type: 'string' },
  },
});
const wanted = Number(values.providers);
const label =
  wanted >= 1e6 && wanted % 1e6 === 0
    ? `${wanted / 1e6}m`
    : wanted >= 1e3 && wanted % 1e3 === 0
      ? `${wanted / 1e3}k`
      : String(wanted);
const databaseUrl = values['database-url'] ?? `postgres://postgres@127.0.0.1:5432/bench_${label}`;
const duration = Number(values.duration);
const levels = values.concurrency.split(',').map(Number);
const warmUpSeconds = Number(values['warm-up']);
const soakSeconds = Number(values.soak);
const soakConnections = Number(values['soak-concurrency']);
const userCount = Number(values.users);
const maxGrowth = Number(values['max-growth']);
const maxHeapGrowth = Number(values['max-heap-growth']);
const searchMode = values.search;
const snapshotDir = values['heap-snapshots'] && path.resolve(values['heap-snapshots']);
const SEARCH_CACHE_TTL_MS = 5000; // the API's default SEARCH_CACHE_TTL_SECONDS
const REVIEWS_PER_USER_PER_HOUR = 10; // rate-limit.policies.ts, `review`
if (
  !Number.isInteger(wanted) ||
  wanted < 1 ||
  !(duration > 0) ||
  levels.some((n) => !Number.isInteger(n) || n < 1) ||
  !(soakSeconds >= 0) ||
  !(warmUpSeconds >= 0) ||
  !(userCount >= 1) ||
  !['zipf', 'uniform'].includes(searchMode)
) {
  console.error('usage: pnpm bench:load [--providers N] [--duration S] [--concurrency 10,50,100]');
  process.exit(2);
}

const log = (msg) => console.log(msg);

// ---- the database ----
let providers = await providerCount(databaseUrl);
if (!providers) {
  log(`${databaseUrl} has no providers: generating ${wanted.toLocaleString('en-US')}`);
  await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'bench', 'generate.mjs'),
        '--providers',
        String(wanted),
        '--database-url',
        databaseUrl,
      ],
      { stdio: 'inherit' },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`generate.mjs exited ${code}`)),
    );
  });
  providers = await providerCount(databaseUrl);
} else if (providers !== wanted) {
  log(`note: ${databaseUrl} holds ${providers} providers (--providers ${wanted}); using them`);
}

// ---- the signed-in people ----
const LOAD_EMAIL = (i) => `bench-load-${i}@example.test`;
const LOAD_EMAIL_LIKE = 'bench-load-%@example.test';

/** Removes the load users' reviews and bookmarks and recomputes the touched ratings. */
async function cleanUp(c) {
  const { rows } = await c.query(
    `DELETE FROM reviews r USING users u
     WHERE u.id = r.author_id AND u.email LIKE $1
     RETURNING r.provider_id`,
    [LOAD_EMAIL_LIKE],
  );
  const touched = [...new Set(rows.map((r) => r.provider_id))];
  // The app's recomputeProviderRating, for every touched provider at once.
  await c.query(
    `UPDATE providers p SET rating = COALESCE(s.avg, 0), review_count = s.n
     FROM unnest($1::text[]) AS t(id)
     CROSS JOIN LATERAL (SELECT round(avg(rating), 1) AS avg, count(*)::int AS n
                         FROM reviews WHERE provider_id = t.id) s
     WHERE p.id = t.id`,
    [touched],
  );
  const b = await c.query(
    `DELETE FROM bookmarks b USING users u WHERE u.id = b.user_id AND u.email LIKE $1`,
    [LOAD_EMAIL_LIKE],
  );
  return { reviews: rows.length, bookmarks: b.rowCount };
}

const users = await withClient(databaseUrl, async (c) => {
  await c.query(
    `INSERT INTO users (id, email, first_name, last_name, is_email_confirmed)
     SELECT md5('bench-load-user-' || i)::uuid, 'bench-load-' || i || '@example.test',
            'Load', 'Tester ' || i, true
     FROM generate_series(0, $1 - 1) AS i
     ON CONFLICT DO NOTHING`,
    [userCount],
  );
  const removed = await cleanUp(c);
  if (removed.reviews || removed.bookmarks)
    log(`removed ${removed.reviews} reviews, ${removed.bookmarks} bookmarks of an earlier run`);
  const { rows } = await c.query(
    `SELECT id, token_version, roles FROM users
     WHERE email = ANY($1) AND is_email_confirmed AND NOT is_blocked`,
    [Array.from({ length: userCount }, (_, i) => LOAD_EMAIL(i))],
  );
  return rows;
});
if (users.length < userCount) throw new Error(`only ${users.length} usable load users`);

const jwtSecret = randomBytes(32).toString('base64url');
const b64url = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
function sessionToken(user) {
  const iat = Math.floor(Date.now() / 1000);
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({
    typ: 'session',
    sub: user.id,
    ver: user.token_version,
    roles: user.roles,
    iat,
    exp: iat + 24 * 3600,
  })}`;
  return `${head}.${createHmac('sha256', jwtSecret).update(head).digest('base64url')}`;
}
const tokens = users.map(sessionToken);

// ---- the request mix ----
const randomInt = (n) => Math.floor(Math.random() * n);
const randomOf = (arr) => arr[randomInt(arr.length)];
const randomProvider = () => randomInt(providers);

const CATEGORIES = CATEGORY_ROWS.map((c) => c[0]);
const specialties = [...new Set(CATEGORY_ROWS.flatMap((c) => c[3]))];
/** A deterministic misspelling: two neighbouring letters swapped, or one dropped. */
const typo = (word, i) => {
  const w = word.toLowerCase();
  const at = 1 + (i % Math.max(1, w.length - 2));
  return i % 2
    ? w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2)
    : w.slice(0, at) + w.slice(at + 1);
};
const TERMS = [
  ...SURNAMES,
  ...PLACES,
  ...CITIES.slice(0, 20),
  ...specialties,
  'injury law',
  'chiropractic',
  'towing',
  'imaging',
  'auto body',
  'case funding',
  'medical center',
  'insurance agency',
  ...SURNAMES.slice(0, 30).map(typo),
  ...PLACES.slice(0, 20).map(typo),
  'chiropracter',
  'imagin',
  'colision',
];
const FILTERS = [
  '',
  ...CATEGORIES.map((c) => `&category=${encodeURIComponent(c)}`),
  ...['FL', 'NY', 'CA', 'TX', 'OH', 'GA'].map((s) => `&state=${s}`),
  ...CATEGORIES.slice(0, 4).flatMap((c) =>
    ['FL', 'NY', 'CA'].map((s) => `&category=${encodeURIComponent(c)}&state=${s}`),
  ),
];
const PAGES = ['', '&sort=rating_asc', '&sort=reviews_desc', '&sort=newest', '&offset=20'];
const TEXT_SEARCHES = [
  ...new Set(
    TERMS.flatMap((t) =>
      FILTERS.flatMap((f) => PAGES.map((p) => `/api/providers?q=${encodeURIComponent(t)}${f}${p}`)),
    ),
  ),
];
// Filter-only searches (no text), as the directory's category and state pages send them.
const BROWSE_SEARCHES = CATEGORIES.flatMap((c) =>
  ['', ...new Set(STATES)].flatMap((s) =>
    ['', '&sort=rating_asc', '&offset=20'].map(
      (p) => `/api/providers?category=${encodeURIComponent(c)}${s && `&state=${s}`}${p}`,
    ),
  ),
);
const BROWSE_SHARE = 0.4; // of the searches

/** A seeded shuffle (mulberry32), so every run ranks the text searches the same way. */
function shuffled(items, seed) {
  const out = [...items];
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
/** Picks items[k] with probability ∝ 1/(k+1) (Zipf, s = 1), or uniformly. */
function sampler(items, mode) {
  if (mode === 'uniform') return () => items[randomInt(items.length)];
  const cumulative = [];
  let sum = 0;
  for (let k = 0; k < items.length; k++) cumulative.push((sum += 1 / (k + 1)));
  return () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}
const nextTextSearch = sampler(shuffled(TEXT_SEARCHES, 8), searchMode);
const nextSearch = () =>
  Math.random() < BROWSE_SHARE ? randomOf(BROWSE_SEARCHES) : nextTextSearch();

const REVIEW_SORTS = ['rating_desc', 'rating_asc', 'newest', 'oldest'];
const REVIEW_TEXTS = [
  'They answered the phone on the first ring, explained what would happen next and kept every promise they made.',
  'Clear about the costs from the start, on time for every appointment and respectful with my family throughout.',
  'The wait was longer than I hoped, but the staff kept me informed and the final result was worth the patience.',
  'Honest advice, no pressure and a fair bill. I would send a friend here after an accident without a second thought.',
];

const MIX = [
  ['search', 60],
  ['provider page', 25],
  ['reviews page', 10],
  ['review (POST)', 2.5],
  ['bookmark (PUT/DELETE)', 2.5],
];

/** Per run state of the writers and the search-cache estimate. */
function workload() {
  let reviews = 0;
  let bookmarkOps = 0;
  const reviewed = new Set(); // `${user}:${provider}` written in this process's life
  const bookmarked = []; // [user, provider] added and not yet removed
  const lastSent = new Map(); // search URL -> time sent
  const cache = { searches: 0, repeats: 0 };
  const json = (u) => ({
    authorization: `Bearer ${tokens[u]}`,
    'content-type': 'application/json',
  });
  return {
    cache,
    get reviewsSent() {
      return reviews;
    },
    next() {
      const r = Math.random() * 100;
      if (r < 60) {
        const url = nextSearch();
        const now = Date.now();
        const last = lastSent.get(url);
        cache.searches++;
        if (last !== undefined && now - last < SEARCH_CACHE_TTL_MS) cache.repeats++;
        else lastSent.set(url, now);
        return { endpoint: 'search', path: url };
      }
      if (r < 85)
        return {
          endpoint: 'provider page',
          path: `/api/providers/${providerIdOf(randomProvider())}`,
        };
      if (r < 95)
        return {
          endpoint: 'reviews page',
          path: `/api/providers/${providerIdOf(randomProvider())}/reviews?sort=${randomOf(REVIEW_SORTS)}`,
        };
      if (r < 97.5) {
        const u = reviews++ % users.length;
        let g;
        do g = randomProvider();
        while (reviewed.has(`${u}:${g}`));
        reviewed.add(`${u}:${g}`);
        const score = () => 1 + randomInt(5);
        return {
          endpoint: 'review (POST)',
          method: 'POST',
          path: `/api/providers/${providerIdOf(g)}/reviews`,
          headers: json(u),
          body: JSON.stringify({
            ratings: {
              respectful: score(),
              explained: score(),
              onTime: score(),
              costs: score(),
              overall: score(),
            },
            text: randomOf(REVIEW_TEXTS),
          }),
        };
      }
      if (bookmarkOps++ % 2 === 1 && bookmarked.length > 0) {
        const [u, g] = bookmarked.shift();
        return {
          endpoint: 'bookmark (PUT/DELETE)',
          method: 'DELETE',
          path: `/api/bookmarks/${providerIdOf(g)}`,
          headers: { authorization: `Bearer ${tokens[u]}` },
        };
      }
      const u = randomInt(users.length);
      const g = randomProvider();
      bookmarked.push([u, g]);
      return {
        endpoint: 'bookmark (PUT/DELETE)',
        method: 'PUT',
        path: `/api/bookmarks/${providerIdOf(g)}`,
        headers: { authorization: `Bearer ${tokens[u]}` },
      };
    },
  };
}

// ---- running autocannon ----
/**
 * `connections` connections for `seconds`, each request from `pick()` ({ endpoint, method,
 * path, headers, body }). autocannon keeps one request in flight per connection, and its
 * per-connection context lives from setupRequest to that request's response, so each
 * response is counted under the endpoint its request was picked for.
 */
function run(base, connections, seconds, pick) {
  return new Promise((resolve, reject) => {
    const perEndpoint = new Map();
    const started = performance.now();
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (req, context) => {
              const r = pick();
              context.endpoint = r.endpoint;
              return {
                ...req,
                method: r.method ?? 'GET',
                path: r.path,
                // Anonymous requests from many client addresses, as the public sends them.
                headers: { 'x-forwarded-for': clientAddress(), ...r.headers },
                body: r.body,
              };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const seconds = (performance.now() - started) / 1000;
        const endpoints = {};
        let total = 0;
        for (const [name, s] of perEndpoint) {
          total += s.times.length;
          endpoints[name] = {
            requests: s.times.length,
            requestsPerSecond: Math.round(s.times.length / seconds),
            ...latencySummary(s.times),
            '2xx': s['2xx'],
            '4xx': s['4xx'],
            '5xx': s['5xx'],
            statusCodes: s.codes,
          };
        }
        resolve({
          seconds: Math.round(seconds * 10) / 10,
          requestsPerSecond: Math.round(total / seconds),
          errors: result.errors - result.timeouts,
          timeouts: result.timeouts,
          endpoints,
        });
      },
    );
    instance.on('response', (client, status, _bytes, time) => {
      const name = client.requestIterator.context.endpoint ?? 'unknown';
      let s = perEndpoint.get(name);
      if (!s) perEndpoint.set(name, (s = { times: [], '2xx': 0, '4xx': 0, '5xx': 0, codes: {} }));
      s.times.push(time);
      const cls = `${Math.floor(status / 100)}xx`;
      if (cls in s) s[cls]++;
      s.codes[status] = (s.codes[status] ?? 0) + 1;
    });
  });
}

const inMixOrder = (endpoints) =>
  MIX.filter(([name]) => endpoints[name]).map(([name]) => [name, endpoints[name]]);

const health = () => ({ endpoint: 'health', path: '/api/health' });

const SAMPLE_S = 10;
const GC_SAMPLE_S = 30;
const mb = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** Markdown table; `baseline` (health alone) adds each p50 as a multiple of its p50. */
function printTable(title, rows, baseline) {
  log(`\n${title}\n`);
  const ratio = baseline ? ' p50 × health |' : '';
  log(`| endpoint | req/s | p50 ms | p95 ms | p99 ms |${ratio} 2xx | 4xx | 5xx |`);
  log(`| --- | ---: | ---: | ---: | ---: |${baseline ? ' ---: |' : ''} ---: | ---: | ---: |`);
  for (const [name, e] of rows) {
    const x = baseline ? ` ${(e.p50 / Math.max(baseline.p50, 0.1)).toFixed(1)} |` : '';
    log(
      `| ${name} | ${e.requestsPerSecond} | ${e.p50} | ${e.p95} | ${e.p99} |${x} ${e['2xx']} | ${e['4xx']} | ${e['5xx']} |`,
    );
  }
}

// ---- the run ----
const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    note: 'API, PostgreSQL and the load generator share these cores (and other jobs on the machine)',
  },
  providers,
  users: users.length,
  durationSeconds: duration,
  mix: Object.fromEntries(MIX),
  searches: {
    text: TEXT_SEARCHES.length,
    browse: BROWSE_SEARCHES.length,
    browseShare: BROWSE_SHARE,
    textDistribution: searchMode,
  },
  stages: [],
  soak: null,
  failures: [],
  warnings: [],
};
log(
  `${providers.toLocaleString('en-US')} providers, ${users.length} signed-in users, ${TEXT_SEARCHES.length} text searches (${searchMode}) + ${BROWSE_SEARCHES.length} filter-only ones; ${os.cpus().length} cores shared by API, PostgreSQL and autocannon`,
);

await waitForIdleDatabase(databaseUrl);
// What the API logs at level error (500s and their causes), counted by message.
const apiErrors = {};
const api = await startApi(
  databaseUrl,
  { JWT_SECRET: jwtSecret },
  {
    probe: true,
    onLogLine: (line) => {
      try {
        const entry = JSON.parse(line);
        if (entry.level >= 50) {
          const msg = String(entry.msg ?? entry.err?.message ?? 'error').slice(0, 200);
          apiErrors[msg] = (apiErrors[msg] ?? 0) + 1;
        }
      } catch {
        /* not JSON */
      }
    },
  },
);
const mix = workload();
/** A heap snapshot of the API (--heap-snapshots), e.g. to compare the soak's start and end. */
async function snapshot(name) {
  await mkdir(snapshotDir, { recursive: true });
  log(`  heap snapshot ${await api.heapSnapshot(path.join(snapshotDir, `${name}.heapsnapshot`))}`);
}
const failuresOf = (stage, r) => {
  for (const [name, e] of Object.entries(r.endpoints))
    if (e['5xx']) results.failures.push(`${stage}: ${e['5xx']} × 5xx from ${name}`);
  if (r.errors) results.failures.push(`${stage}: ${r.errors} socket errors`);
  if (r.timeouts)
    results.warnings.push(`${stage}: ${r.timeouts} requests unanswered after 10 s (timeouts)`);
};
try {
  // Warm-up: connection pool, query plans, JIT of the API's code.
  await run(api.base, levels[0], 5, () => mix.next());
  for (const connections of levels) {
    const alone = await run(api.base, connections, duration, health);
    const before = { ...mix.cache };
    const mixed = await run(api.base, connections, duration, () => mix.next());
    const searches = mix.cache.searches - before.searches;
    const repeats = mix.cache.repeats - before.repeats;
    const h = alone.endpoints.health;
    const stage = {
      connections,
      health: { requestsPerSecond: alone.requestsPerSecond, p50: h.p50, p95: h.p95, p99: h.p99 },
      mixed: {
        ...mixed,
        ratioToHealth:
          Math.round((mixed.requestsPerSecond / alone.requestsPerSecond) * 1000) / 1000,
      },
      searchRepeatsWithin5s: Math.round((repeats / Math.max(1, searches)) * 1000) / 1000,
    };
    results.stages.push(stage);
    failuresOf(`${connections} connections`, mixed);
    failuresOf(`${connections} connections health`, alone);
    printTable(
      `${connections} connections, ${duration} s each: mixed ${mixed.requestsPerSecond} req/s = ${stage.mixed.ratioToHealth} × health alone; socket errors ${mixed.errors}, timeouts ${mixed.timeouts}; searches repeating a URL of the last 5 s (search cache): ${(stage.searchRepeatsWithin5s * 100).toFixed(1)} %`,
      [['health alone (baseline)', alone.endpoints.health], ...inMixOrder(mixed.endpoints)],
      alone.endpoints.health,
    );
  }

  if (soakSeconds > 0) {
    // Warm-up (see the top of this file): the same mix, unmeasured.
    if (warmUpSeconds > 0) {
      log(`\nwarm-up: ${warmUpSeconds} s of the mix at ${soakConnections} connections`);
      const w = await run(api.base, soakConnections, warmUpSeconds, () => mix.next());
      failuresOf('warm-up', w);
      results.warmUp = { connections: soakConnections, ...w };
    }
    log(
      `\nsoak: ${soakSeconds} s of the mix at ${soakConnections} connections; memory every ${SAMPLE_S} s, heap used after a full GC every ${GC_SAMPLE_S} s`,
    );
    if (snapshotDir) await snapshot('soak-start');
    const started = performance.now();
    const series = [];
    let ticks = 0;
    let running = true;
    // Samples only while the mix runs (t = 10, 20, … s), so none catches the API idle.
    const sample = async () => {
      if (!running) return;
      const t = Math.round((performance.now() - started) / 1000);
      const m = await api.memory();
      const s = {
        t,
        rssMb: mb(m.rss),
        heapTotalMb: mb(m.heapTotal),
        heapUsedMb: mb(m.heapUsed),
        externalMb: mb(m.external),
        arrayBuffersMb: mb(m.arrayBuffers),
      };
      // A full collection pauses the API (tens of ms): only every GC_SAMPLE_S seconds,
      // after the RSS of that tick is read.
      if (++ticks % (GC_SAMPLE_S / SAMPLE_S) === 0)
        s.heapUsedAfterGcMb = mb((await api.memory({ gc: true })).heapUsed);
      series.push(s);
      log(
        `  ${String(t).padStart(4)} s  RSS ${s.rssMb} MB  heap used ${s.heapUsedMb} of ${s.heapTotalMb} MB  external ${s.externalMb} MB${s.heapUsedAfterGcMb === undefined ? '' : `  heap used after a full GC ${s.heapUsedAfterGcMb} MB`}`,
      );
    };
    let sampling = Promise.resolve();
    const sampler = setInterval(() => (sampling = sampling.then(sample)), SAMPLE_S * 1000);
    const soak = await run(api.base, soakConnections, soakSeconds, () => mix.next());
    running = false;
    clearInterval(sampler);
    await sampling;
    if (snapshotDir) await snapshot('soak-end');
    const growth = (key) => {
      const values = (from, to) =>
        series.filter((s) => s.t >= from && s.t <= to && s[key] !== undefined).map((s) => s[key]);
      const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const first = mean(values(0, 60));
      const last = mean(values(soakSeconds - 60, soakSeconds));
      return {
        firstMinuteMeanMb: Math.round(first * 10) / 10,
        lastMinuteMeanMb: Math.round(last * 10) / 10,
        growthPercent: Math.round(((last - first) / first) * 1000) / 10,
      };
    };
    const rss = growth('rssMb');
    const heapAfterGc = growth('heapUsedAfterGcMb');
    results.soak = {
      connections: soakConnections,
      seconds: soakSeconds,
      warmUpSeconds,
      ...soak,
      memory: series,
      rss,
      heapUsedAfterGc: heapAfterGc,
      maxGrowthPercent: { rss: maxGrowth, heapUsedAfterGc: maxHeapGrowth },
    };
    failuresOf('soak', soak);
    for (const [name, g, limit] of [
      ['RSS', rss, maxGrowth],
      ['heap used after GC', heapAfterGc, maxHeapGrowth],
    ])
      if (!(g.growthPercent < limit))
        results.failures.push(`soak: ${name} grew ${g.growthPercent} % (limit ${limit} %)`);
    const pct = (g) => `${g.growthPercent >= 0 ? '+' : ''}${g.growthPercent} %`;
    printTable(
      `soak, ${soakConnections} connections, ${soak.seconds} s after a ${warmUpSeconds} s warm-up: ${soak.requestsPerSecond} req/s; socket errors ${soak.errors}, timeouts ${soak.timeouts}; first → last minute: RSS ${rss.firstMinuteMeanMb} → ${rss.lastMinuteMeanMb} MB (${pct(rss)}), heap used after GC ${heapAfterGc.firstMinuteMeanMb} → ${heapAfterGc.lastMinuteMeanMb} MB (${pct(heapAfterGc)})`,
      inMixOrder(soak.endpoints),
    );
  }
  if (api.exited()) results.failures.push('the API process exited during the run');
} finally {
  await api.stop();
  await withClient(databaseUrl, cleanUp);
}

results.apiErrors = apiErrors;
if (Object.keys(apiErrors).length) {
  log('\nerrors the API logged:');
  for (const [msg, n] of Object.entries(apiErrors)) log(`  ${n} × ${msg}`);
}
results.reviewsWritten = mix.reviewsSent;
results.reviewsPerUserMax = Math.ceil(mix.reviewsSent / users.length);
if (results.reviewsPerUserMax > REVIEWS_PER_USER_PER_HOUR)
  log(
    `note: some users wrote more than ${REVIEWS_PER_USER_PER_HOUR} reviews: pass a larger --users`,
  );
results.pass = results.failures.length === 0;
await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
await writeFile(
  path.join(root, 'bench', 'results', 'load.json'),
  JSON.stringify(results, null, 2) + '\n',
);
log('\nSaved bench/results/load.json');
if (results.warnings.length)
  log(`\nWarnings:\n${results.warnings.map((w) => `  - ${w}`).join('\n')}`);
if (!results.pass) {
  log(`\nFAILED:\n${results.failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
log('\nPASS: no 5xx, no socket errors, memory flat');
