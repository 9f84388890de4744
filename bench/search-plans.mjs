#!/usr/bin/env node
// EXPLAIN (ANALYZE, BUFFERS) of each search shape of bench/search.mjs, with the SQL that
// apps/api/src/providers/providers.service.ts (searchSql, list, suggest) builds for it:
// the page query and the count of GET /api/providers, and the suggest query. Run inside one
// transaction with the service's SET LOCAL of pg_trgm.similarity_threshold.
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

// Kept in step with providers.service.ts by hand (LIST_COLUMNS, SORT_ORDER, searchSql).
const LIST_COLUMNS =
  'p.id, p.name, p.category, p.city, p.state, p.rating, p.review_count, p.logo_url, p.description, p.plan, p.specialties, p.quote';
const RATING_DESC = 'p.rating DESC, p.review_count DESC, p.id ASC';
const textWhere = `(p.tsv @@ websearch_to_tsquery('simple', $2)
        OR p.name_normalized % $2
        OR $2 <% p.search_text
        OR p.name_normalized LIKE $1)`;
const relevance = `(p.name_normalized LIKE $1) DESC,
        GREATEST(similarity(p.name_normalized, $2), word_similarity($2, p.search_text)) DESC`;

const text = (q) => ({
  where: `WHERE ${textWhere}`,
  params: [`${q}%`, q],
  order: `${relevance}, ${RATING_DESC}`,
});
const SHAPES = [
  ['GET /api/providers?q=smith', text('smith'), 'list'],
  ['GET /api/providers?q=chiropracter', text('chiropracter'), 'list'],
  [
    'GET /api/providers?category=Law Firms&state=FL',
    {
      where: 'WHERE p.category = $1 AND p.state = $2',
      params: ['Law Firms', 'FL'],
      order: RATING_DESC,
    },
    'list',
  ],
  ['GET /api/providers/suggest?q=sun', text('sun'), 'suggest'],
];

const client = new Client({ connectionString: values['database-url'] });
await client.connect();
const [{ n }] = (await client.query('SELECT count(*)::int AS n FROM providers')).rows;
let out = `EXPLAIN (ANALYZE, BUFFERS) of the search shapes, ${n.toLocaleString('en-US')} providers, ${new Date().toISOString()}\n`;
const explain = async (title, sql, params) => {
  await client.query('BEGIN');
  await client.query(`SELECT set_config('pg_trgm.similarity_threshold', '0.2', true)`);
  await client.query(sql.replace(/^/, 'EXPLAIN (ANALYZE, BUFFERS) '), params); // warm the cache once
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  await client.query('COMMIT');
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const seq = /Seq Scan on providers/.test(plan) ? '  [SEQUENTIAL SCAN of providers]' : '';
  out += `\n===== ${title}${seq}\n${sql.replace(/\s+/g, ' ')}\nparams: ${JSON.stringify(params)}\n\n${plan}\n`;
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  console.log(`${title}: ${time} ms${seq}`);
};
for (const [title, s, kind] of SHAPES) {
  const n = s.params.length;
  if (kind === 'list') {
    await explain(
      `${title} (page)`,
      `SELECT ${LIST_COLUMNS} FROM providers p ${s.where} ORDER BY ${s.order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...s.params, 20, 0],
    );
    await explain(
      `${title} (count)`,
      `SELECT count(*)::int AS total FROM providers p ${s.where}`,
      s.params,
    );
  } else {
    await explain(
      title,
      `SELECT p.id, p.name, p.category FROM providers p ${s.where} ORDER BY ${s.order} LIMIT 6`,
      s.params,
    );
  }
}
await client.end();
await writeFile(values.out, out);
console.log(`Saved ${path.relative(root, values.out)}`);
