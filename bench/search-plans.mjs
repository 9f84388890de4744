#!/usr/bin/env node
// EXPLAIN (ANALYZE, BUFFERS) of the search shapes (text: narrow, broad, two words, typo,
// prefix only, a category's name; filters; suggest), with the statements the built
// service makes for them (apps/api/dist/providers/search-sql.js: searchSql for the
// vocabulary lookup, which runs for real, and search-statement.js: runSearch, which picks
// and runs the statements as the service does). Every statement a search runs is shown:
// narrow, then broad if narrow overflows; a walk, then broad if its page was not there.
// These SQL statements answer while the search index is not loaded (decision 0040); then,
// the index loaded in its own thread as the service loads it (search-index-thread.js,
// search-index-sql.js), each shape's answer time in the thread and the statement that reads
// its page by id (the only SQL of a search the index answers).
//
//   pnpm bench:search-plans [--database-url postgres://…/bench_1m] [--out bench/results/search-plans-1m.txt]
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { Client } = createRequire(path.join(root, 'apps', 'api', 'package.json'))('pg');
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_1m' },
    out: { type: 'string', default: path.join(root, 'bench', 'results', 'search-plans-1m.txt') },
  },
});

// The statements come from the built service itself (searchSql + runSearch of
// apps/api/dist/providers/search-sql.js and search-statement.js), so what is explained is
// what runs.
const apiRequire = createRequire(path.join(root, 'apps', 'api', 'package.json'));
const { searchSql } = apiRequire(
  path.join(root, 'apps', 'api', 'dist', 'providers', 'search-sql.js'),
);
const { runSearch } = apiRequire(
  path.join(root, 'apps', 'api', 'dist', 'providers', 'search-statement.js'),
);
const { WORD_SIMILARITY_THRESHOLD } = apiRequire(
  path.join(root, 'apps', 'api', 'dist', 'providers', 'search-text.js'),
);
const { LOAD_BATCH, LOAD_STATEMENT, PAGE_STATEMENT } = apiRequire(
  path.join(root, 'apps', 'api', 'dist', 'providers', 'search-index-sql.js'),
);
const { SearchIndexThread } = apiRequire(
  path.join(root, 'apps', 'api', 'dist', 'providers', 'search-index-thread.js'),
);
const page = (extra = {}) => ({ sort: 'rating_desc', offset: 0, limit: 20, ...extra });
// Every shape of issue 15's performance list; `center` is filled from the places table.
const MIAMI = { center: '33101', radiusMeters: 25 * 1609.344 };
const NOW = new Date('2026-03-04T15:30:00Z');
const SHAPES = [
  ['GET /api/providers?q=smith', { q: 'smith' }, page(), 1001],
  ['GET /api/providers?q=smiht (typo)', { q: 'smiht' }, page(), 1001],
  ['GET /api/providers?q=injury (broad)', { q: 'injury' }, page(), 1001],
  [
    'GET /api/providers?q=injury&offset=20&state=FL',
    { q: 'injury', state: 'FL' },
    page({ offset: 20 }),
    1001,
  ],
  ['GET /api/providers?q=wellness (no match)', { q: 'wellness' }, page(), 1001],
  ['GET /api/providers?q=xqzvw (zero-result word)', { q: 'xqzvw' }, page(), 1001],
  ['GET /api/providers?q=sunrise law (two words)', { q: 'sunrise law' }, page(), 1001],
  [
    'GET /api/providers?q=kaplan towing (two words that rarely co-occur)',
    { q: 'kaplan towing' },
    page(),
    1001,
  ],
  [
    'GET /api/providers?q=smith attorney (a synonym in the text)',
    { q: 'smith attorney' },
    page(),
    1001,
  ],
  ['GET /api/providers?q=gar (3-letter prefix)', { q: 'gar' }, page(), 1001],
  [
    'GET /api/providers?q=harbor&sort=rating_asc',
    { q: 'harbor' },
    page({ sort: 'rating_asc' }),
    1001,
  ],
  [
    'GET /api/providers?q=harbor&sort=reviews_desc',
    { q: 'harbor' },
    page({ sort: 'reviews_desc' }),
    1001,
  ],
  ['GET /api/providers?q=harbor&sort=newest', { q: 'harbor' }, page({ sort: 'newest' }), 1001],
  [
    'GET /api/providers?q=harbor&sort=relevance',
    { q: 'harbor' },
    page({ sort: 'relevance' }),
    1001,
  ],
  ['GET /api/providers?q=chiropracter (names a category)', { q: 'chiropracter' }, page(), 1001],
  ['GET /api/providers?q=sm (prefix only)', { q: 'sm' }, page(), 1001],
  [
    'GET /api/providers?category=Law Firms&state=FL',
    { category: 'Law Firms', state: 'FL' },
    page(),
    1001,
  ],
  [
    'GET /api/providers?category=Law Firms&offset=1000 (deepest page)',
    { category: 'Law Firms' },
    page({ offset: 1000 }),
    1021,
  ],
  [
    'GET /api/providers?q=garcia&offset=1000 (deepest text page)',
    { q: 'garcia' },
    page({ offset: 1000 }),
    1021,
  ],
  [
    'GET /api/providers?near=33101 (place + radius, nearest first)',
    { ...MIAMI },
    page({ sort: 'distance' }),
    1001,
  ],
  ['GET /api/providers?near=33101&sort=rating_desc', { ...MIAMI }, page(), 1001],
  [
    'GET /api/providers?q=smith&near=33101&category=Law Firms&languages=es (place + text + filters)',
    { ...MIAMI, q: 'smith', category: 'Law Firms', languages: ['es'] },
    page(),
    1001,
  ],
  [
    'GET /api/providers?near=33101&openNow=true (open now)',
    { ...MIAMI, now: NOW, openNow: true },
    page({ sort: 'distance' }),
    1001,
  ],
  [
    'GET /api/providers?category=Towing Services&openNow=true (open now, no place)',
    { category: 'Towing Services', now: NOW, openNow: true },
    page(),
    1001,
  ],
  ['GET /api/providers/suggest?q=sun', { q: 'sun' }, page({ limit: 6 }), 0],
];

const client = new Client({ connectionString: values['database-url'] });
await client.connect();
// As the app's connections have it (data-source-options.ts).
await client.query(
  `SET jit = off; SET pg_trgm.similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`,
);
const [{ n }] = (await client.query('SELECT count(*)::int AS n FROM providers')).rows;
let out = `EXPLAIN (ANALYZE, BUFFERS) of the search shapes, ${n.toLocaleString('en-US')} providers, ${new Date().toISOString()}\n`;
const summary = [];
const explain = async (title, sql, params) => {
  await client.query('BEGIN');
  await client.query(sql.replace(/^/, 'EXPLAIN (ANALYZE, BUFFERS) '), params); // warm the cache once
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  await client.query('COMMIT');
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const seq = /Seq Scan on providers/.test(plan) ? '  [SEQUENTIAL SCAN of providers]' : '';
  // The most rows any node of the plan handed up or removed by a filter, as a check of
  // "no plan reads more than a few thousand rows for a page".
  const rowsRead = Math.max(
    0,
    ...[...plan.matchAll(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/g)].map(
      (m) => Number(m[1]) * Number(m[2]),
    ),
    ...[...plan.matchAll(/Rows Removed by (?:Filter|Index Recheck): (\d+)/g)].map((m) =>
      Number(m[1]),
    ),
  );
  summary.push({ title, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]), rowsRead });
  out += `\n===== ${title}${seq} (most rows at one node: ${rowsRead})\n${sql.replace(/\s+/g, ' ')}\nparams: ${JSON.stringify(params)}\n\n${plan}\n`;
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  console.log(`${title}: ${time} ms, most rows at one node ${rowsRead}${seq}`);
};
const [miami] = (
  await client.query(`SELECT latitude, longitude FROM places WHERE kind = 'zip' AND key = '33101'`)
).rows;
const filtersOf = (shapeFilters) =>
  shapeFilters.center
    ? { ...shapeFilters, center: { latitude: miami.latitude, longitude: miami.longitude } }
    : shapeFilters;
for (const [title, shapeFilters, paging, countLimit] of SHAPES) {
  const filters = filtersOf(shapeFilters);
  // The vocabulary lookup runs for real (outside the explained transaction).
  const plan = await searchSql(
    { query: async (sql, params) => (await client.query(sql, params)).rows },
    filters,
  );
  // Each statement the service would run, explained, then run for the rows that tell
  // runSearch what comes next.
  await runSearch(
    plan,
    { ...filters, ...paging },
    countLimit,
    async (statement, step, counting) => {
      const { shape, sql, params } = statement;
      const counted = counting ? '' : ', no count';
      await explain(`${title} [${plan.density}: ${step} → ${shape}${counted}]`, sql, params);
      return (await client.query(sql, params)).rows;
    },
  );
}

// The search index, loaded as the service loads it, in its thread.
summary.push({
  title: '--- the search index (decision 0040), as the API searches once it is loaded:',
});
const thread = new SearchIndexThread((error) => {
  if (!closing) throw error;
});
let closing = false;
const loadStarted = Date.now();
await thread.call({ op: 'begin' });
for (let after = ''; ;) {
  const { rows } = await client.query(LOAD_STATEMENT, [after, LOAD_BATCH]);
  await thread.call({ op: 'load', rows });
  if (rows.length < LOAD_BATCH) break;
  after = rows[rows.length - 1].id;
}
const indexed = await thread.call({ op: 'commit' });
console.log(`Search index: ${indexed} providers in ${Date.now() - loadStarted} ms`);
// The horizon the page statement checks: every change before it is in the index.
const [{ xmin }] = (
  await client.query('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin')
).rows;
out += `\n\n#### The search index (decision 0040): ${indexed} providers loaded in ${Date.now() - loadStarted} ms\n`;
for (const [title, shapeFilters, paging, countLimit] of SHAPES) {
  // Suggest reads names by prefix in SQL (above), not the index.
  if (countLimit === 0) continue;
  const query = { ...filtersOf(shapeFilters), ...paging };
  const times = [];
  let answer;
  // 10 to warm up, then 51 timed.
  for (let i = 0; i < 61; i += 1) {
    const started = process.hrtime.bigint();
    answer = await thread.call({ op: 'search', query, countLimit });
    if (i >= 10) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const median = times[25].toFixed(2);
  await explain(
    `${title} [index: answered in ${median} ms (median of 51, in its thread), ${answer.ids.length} ids of ${answer.total}; the page statement]`,
    PAGE_STATEMENT,
    [xmin, answer.ids],
  );
}
closing = true;
await thread.close();
await client.end();
out = out.replace(
  /\n/,
  '\n\nSummary (execution ms, most rows at one plan node):\n' +
    '--- the SQL search, which answers only when the search index is not loaded (while it loads,\n' +
    '--- the API is not ready for traffic: GET /api/health/ready answers 503, decision 0048):\n' +
    summary
      .map((r) =>
        r.ms === undefined
          ? r.title
          : `${String(r.ms).padStart(9)} ms ${String(r.rowsRead).padStart(8)}  ${r.title}`,
      )
      .join('\n') +
    '\n',
);
await writeFile(values.out, out);
console.log(`Saved ${path.relative(root, values.out)}`);
