#!/usr/bin/env node
// EXPLAIN (ANALYZE, BUFFERS) of the search shapes (text: narrow, broad, two words, typo,
// prefix only, a category's name; filters; suggest), with the statements the built
// service makes for them (apps/api/dist/providers/providers.service.js: searchSql for the
// vocabulary lookup, which runs for real, and searchStatement). A search of unknown density
// shows both statements the service may run: narrow, then broad if narrow overflows.
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

// The statements come from the built service itself (searchSql + searchStatement of
// apps/api/dist/providers/providers.service.js), so what is explained is what runs.
const apiRequire = createRequire(path.join(root, 'apps', 'api', 'package.json'));
const { searchSql, searchStatement } = apiRequire(
  path.join(root, 'apps', 'api', 'dist', 'providers', 'providers.service.js'),
);
const { WORD_SIMILARITY_THRESHOLD } = apiRequire(
  path.join(root, 'apps', 'api', 'dist', 'providers', 'search-text.js'),
);
const page = (extra = {}) => ({ sort: 'rating_desc', offset: 0, limit: 20, ...extra });
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
  ['GET /api/providers?q=sunrise law (two words)', { q: 'sunrise law' }, page(), 1001],
  [
    'GET /api/providers?q=harbor&sort=rating_asc',
    { q: 'harbor' },
    page({ sort: 'rating_asc' }),
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
const explain = async (title, sql, params) => {
  await client.query('BEGIN');
  await client.query(sql.replace(/^/, 'EXPLAIN (ANALYZE, BUFFERS) '), params); // warm the cache once
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  await client.query('COMMIT');
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const seq = /Seq Scan on providers/.test(plan) ? '  [SEQUENTIAL SCAN of providers]' : '';
  out += `\n===== ${title}${seq}\n${sql.replace(/\s+/g, ' ')}\nparams: ${JSON.stringify(params)}\n\n${plan}\n`;
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  console.log(`${title}: ${time} ms${seq}`);
};
for (const [title, filters, paging, countLimit] of SHAPES) {
  // The vocabulary lookup runs for real (outside the explained transaction).
  const plan = await searchSql(
    { query: async (sql, params) => (await client.query(sql, params)).rows },
    filters,
  );
  // As the service: narrow first unless surely broad; broad when narrow overflows.
  const tries =
    plan.density === 'broad'
      ? ['broad']
      : plan.density === 'narrow'
        ? ['narrow']
        : ['narrow', 'broad'];
  for (const as of tries) {
    const { shape, sql, params } = searchStatement(plan, paging, countLimit, as);
    await explain(`${title} [${plan.density}: ${shape}]`, sql, params);
  }
}
await client.end();
await writeFile(values.out, out);
console.log(`Saved ${path.relative(root, values.out)}`);
