#!/usr/bin/env node
// Fills a database with generated providers, reviewer users and reviews for benchmarks:
//   pnpm seed:generate --providers 1000000 [--reviews-per-provider 3] [--database-url postgres://…]
// Runs the app's migrations first (apps/api/dist/database/apply-migrations.js; build the API
// first), then INSERT … SELECT … FROM generate_series in batches, recomputes
// providers.rating/review_count with one UPDATE … FROM (… GROUP BY) and ANALYZEs.
//
// The search columns are written in SQL with the app's searchKey (contracts rules/search.ts)
// reduced to what these ASCII word lists need: trim, collapse whitespace, lower-case. The
// Unicode steps of searchKey (NFKD, strip marks, NFKC) are the identity on ASCII text, so
// the result is the same as the app would write.
//
// When the providers table is empty, the search indexes and the reviews' unique index and
// foreign keys are dropped during the bulk insert and rebuilt afterwards (one pass each
// instead of per-row maintenance); the names and definitions are the migration's.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CATEGORY_ROWS,
  PLACES,
  PROVIDER_ID_PREFIX,
  SURNAMES,
  USER_ID_PREFIX,
} from './lib/dataset.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiRequire = createRequire(path.join(root, 'apps', 'api', 'package.json'));
const { Client } = apiRequire('pg');

const { values } = parseArgs({
  options: {
    providers: { type: 'string' },
    'reviews-per-provider': { type: 'string', default: '3' },
    'database-url': { type: 'string' },
    'batch-size': { type: 'string', default: '50000' },
  },
});
const total = Number(values.providers);
const perProvider = Number(values['reviews-per-provider']);
const batchSize = Number(values['batch-size']);
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(perProvider) || perProvider < 0) {
  console.error(
    'usage: pnpm seed:generate --providers N [--reviews-per-provider 3] [--database-url URL]',
  );
  process.exit(2);
}
if (!databaseUrl) {
  console.error('Pass --database-url or set DATABASE_URL');
  process.exit(2);
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (msg) => console.log(`[${elapsed().padStart(8)}] ${msg}`);

// ---- migrations (the app's CLI data source) ----
const migrationsFile = path.join(root, 'apps', 'api', 'dist', 'database', 'apply-migrations.js');
if (!existsSync(migrationsFile)) {
  console.error('Build the API first: pnpm --filter @app/api build');
  process.exit(1);
}
// Create the database when it does not exist yet (through the server's `postgres` database).
{
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    log(`created database ${name}`);
  }
  await admin.end();
}
{
  const { applyMigrations } = apiRequire(migrationsFile);
  const ran = await applyMigrations(databaseUrl);
  log(`migrations: ${ran.length ? ran.map((m) => m.name).join(', ') : 'up to date'}`);
}

// ---- word lists (names, places, states, categories: lib/dataset.mjs) ----
const sqlArray = (items) =>
  `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const SENTENCES = [
  'We have served injured clients in our community for over fifteen years.',
  'Our team offers free consultations and answers every call the same day.',
  'Patients and clients rate us highly for clear explanations and honest costs.',
  'We work with insurers, attorneys and doctors so you can focus on recovery.',
  'Evening and weekend appointments are available, and we speak Spanish.',
  'Family owned and operated, we treat every case as if it were our own.',
];

// SQL expressions of the generated row g (a bigint from generate_series).
const pick = (arr, expr) => `(${arr})[1 + ((${expr}) % cardinality(${arr}))]`;
const SUR = sqlArray(SURNAMES);
const PLC = sqlArray(PLACES);
const CATS = sqlArray(CATEGORY_ROWS.map((c) => c[0]));
const TYPES = sqlArray(CATEGORY_ROWS.map((c) => c[1]));
const nameCase = `CASE c.i ${CATEGORY_ROWS.map(([, , pattern], i) => {
  const parts = pattern.split(/(\bS\b|\bP\b)/).filter(Boolean);
  let s = 0;
  const sql = parts.map((part) => {
    if (part === 'S') return pick(SUR, `g * ${7 + 6 * s++} + g / 97`);
    if (part === 'P') return pick(PLC, `g * 13 + g / 89`);
    return `'${part.replace(/'/g, "''")}'`;
  });
  return `WHEN ${i} THEN ${sql.join(' || ')}`;
}).join(' ')} END`;
const specialtiesCase = `CASE c.i ${CATEGORY_ROWS.map(([, , , specs], i) => {
  const arr = sqlArray(specs);
  return `WHEN ${i} THEN ARRAY[${pick(arr, 'g')}, ${pick(arr, 'g + 1 + g / 8 % ' + (specs.length - 1))}]`;
}).join(' ')} END`;
const searchKeySql = (expr) => `lower(regexp_replace(btrim(${expr}), '\\s+', ' ', 'g'))`;
const providerId = (expr) => `md5('${PROVIDER_ID_PREFIX}' || (${expr}))::uuid::text`;
const userId = (expr) => `md5('${USER_ID_PREFIX}' || (${expr}))::uuid`;

const client = new Client({ connectionString: databaseUrl });
await client.connect();
const q = (sql, params) => client.query(sql, params);
await q(`SET maintenance_work_mem = '512MB'`);
await q(`SET synchronous_commit = off`);

const [{ n: existing }] = (await q('SELECT count(*)::int AS n FROM providers')).rows;
const bulk = existing === 0;

// The indexes dropped for the bulk insert and built once after it, as the migrations
// defined them (read back from the catalogue before they are dropped).
const BULK_INDEXES = [
  'IDX_providers_category_rating',
  'IDX_providers_state_rating',
  'IDX_providers_category_state_rating',
  'IDX_providers_tsv',
  'IDX_providers_name_trgm',
  'IDX_providers_name_words',
  'IDX_providers_search_text_trgm',
  'IDX_providers_name_prefix',
  'IDX_providers_rating_order',
  'IDX_providers_earth',
  'IDX_providers_reviews_walk',
  'IDX_reviews_author',
];
const INDEX_DEFINITIONS = (
  await q(
    `SELECT indexname AS name, indexdef AS sql FROM pg_indexes
     WHERE schemaname = current_schema() AND indexname = ANY($1::text[])`,
    [BULK_INDEXES],
  )
).rows;
if (bulk && INDEX_DEFINITIONS.length !== BULK_INDEXES.length) {
  const missing = BULK_INDEXES.filter((n) => !INDEX_DEFINITIONS.some((d) => d.name === n));
  throw new Error(
    `indexes missing (an interrupted bulk insert?): ${missing.join(', ')}; start from an empty database`,
  );
}
const REVIEW_CONSTRAINTS = [
  ['UQ_reviews_provider_author', 'UNIQUE ("provider_id", "author_id")'],
  [
    'FK_ba7ceb19946b8b23bf5939c930f',
    'FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  ],
  [
    'FK_7efc8ac1a6389e4e9317435ad2b',
    'FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  ],
];

if (bulk) {
  for (const { name } of INDEX_DEFINITIONS) await q(`DROP INDEX "${name}"`);
  for (const [name] of REVIEW_CONSTRAINTS)
    await q(`ALTER TABLE reviews DROP CONSTRAINT IF EXISTS "${name}"`);
  // No API reads an empty directory's changes (one loads the whole index when it starts):
  // the per-row change log (decision 0040) is off for the bulk insert.
  await q('ALTER TABLE providers DISABLE TRIGGER providers_changed');
  log('empty directory: dropped search indexes and review constraints for the bulk insert');
} else {
  log(`${existing} providers exist: appending with indexes in place`);
}

// ---- reviewer users ----
const pool = Math.max(
  perProvider * 1009 + 1,
  Math.min(20000, Math.ceil((total * perProvider) / 10)),
);
await q(
  `INSERT INTO users (id, email, first_name, last_name, is_email_confirmed, created_at)
   SELECT ${userId('i')}, 'bench-reviewer-' || i || '@example.test',
          ${pick(sqlArray(['Alex', 'Maria', 'James', 'Priya', 'Chen', 'Fatima', 'Noah', 'Olivia', 'Liam', 'Sofia']), 'i')},
          ${pick(SUR, 'i * 7')}, true, now() - (i % 1000) * interval '1 day'
   FROM generate_series(0, $1 - 1) AS i
   ON CONFLICT DO NOTHING`,
  [pool],
);
log(`reviewer users: ${pool}`);

// ---- where providers are: real ZIP codes, denser where cities have many ZIP codes ----
// A ZIP code of a city with n ZIP codes is drawn min(n, 25) times as often as a lone
// rural one, so big metros hold most providers (like people) and every state has some.
// The providers_place trigger gives each row its point and time zone from the ZIP.
await q(`DROP TABLE IF EXISTS bench_zips`);
await q(
  `CREATE UNLOGGED TABLE bench_zips AS
   SELECT (row_number() OVER (ORDER BY z.key, r) - 1)::int AS n, z.key AS zip, z.city, z.state
   FROM places z
   JOIN places c ON c.kind = 'city' AND c.key = place_key(z.city) || ' ' || lower(z.state)
   CROSS JOIN LATERAL generate_series(1, LEAST(c.weight, 25)) r
   WHERE z.kind = 'zip'`,
);
await q(`CREATE UNIQUE INDEX ON bench_zips (n)`);
const [{ zips }] = (await q('SELECT count(*)::int AS zips FROM bench_zips')).rows;
log(`ZIP codes to place providers at (weighted): ${zips}`);
// Opening hours: weekdays 9-5, 8-6 with Saturday, late evenings, and a few 24-hour ones.
const HOURS = [
  ['9:00am', '5:00pm', false],
  ['8:00am', '6:00pm', true],
  ['10:00am', '9:00pm', true],
].map(([start, end, saturday]) =>
  JSON.stringify(
    Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        {
          enabled: d === 'sunday' ? false : d === 'saturday' ? saturday : true,
          startTime: start,
          endTime: end,
        },
      ]),
    ),
  ).replace(/'/g, "''"),
);
const HOURS_SQL = `(ARRAY[${HOURS.map((h) => `'${h}'`).join(',')}]::jsonb[])`;

// ---- providers and reviews, in batches ----
const DESC = sqlArray(SENTENCES);
let done = 0;
let reviews = 0;
while (done < total) {
  const from = existing + done;
  const to = from + Math.min(batchSize, total - done) - 1;
  await q('BEGIN');
  await q(
    `INSERT INTO providers (id, name, name_normalized, search_text, category, provider_type, specialties,
       description, plan, logo_url, address_line1, city, state, zip, phone, website, created_at,
       working_hours, open_24_hours, languages, free_consultation, no_fee_unless_win,
       accepts_letters_of_protection, pip_accepted, mobile_service)
     SELECT id, name, ${searchKeySql('name')},
            ${searchKeySql(`name || ' ' || category || ' ' || array_to_string(specialties, ' ')`)},
            category, provider_type, specialties, description, plan, logo_url, address_line1, city, state, zip,
            phone, website, created_at,
            ${HOURS_SQL}[1 + (g % 3)],
            category = 'Towing Services' AND g % 3 <> 0,
            CASE WHEN g % 3 = 0 THEN ARRAY['es', 'en'] WHEN g % 11 = 0 THEN ARRAY['en', 'pt'] ELSE ARRAY['en'] END,
            category IN ('Law Firms', 'Chiropractors', 'Medical Facilities') AND g % 2 = 0,
            category = 'Law Firms' AND g % 4 <> 0,
            category IN ('Medical Facilities', 'MRI/Imaging Centers', 'Chiropractors') AND g % 3 <> 1,
            category IN ('Medical Facilities', 'MRI/Imaging Centers', 'Chiropractors') AND g % 5 <> 2,
            category IN ('Towing Services', 'Auto Body Shops') AND g % 4 = 0
     FROM (
       SELECT ${providerId('g')} AS id, ${nameCase} AS name, (${CATS})[c.i + 1] AS category,
              (${TYPES})[c.i + 1] AS provider_type, ${specialtiesCase} AS specialties,
              ${nameCase} || ' serves ' || bz.city || ' and nearby areas. ' ||
                ${pick(DESC, 'g')} || ' ' || ${pick(DESC, 'g / 5 + 1')} || ' ' || ${pick(DESC, 'g / 7 + 2')} AS description,
              CASE WHEN g % 20 = 0 THEN 'premium' WHEN g % 5 = 0 THEN 'basic' ELSE 'unclaimed' END AS plan,
              CASE WHEN g % 3 = 0 THEN 'https://picsum.photos/seed/bench-' || g || '/300/300' END AS logo_url,
              (100 + g % 9900) || ' ' || ${pick(PLC, 'g / 3')} || ' Ave' AS address_line1,
              bz.city, bz.state, bz.zip, g,
              '(' || (200 + g % 800) || ') 555-' || lpad((g % 10000)::text, 4, '0') AS phone,
              'https://provider-' || g || '.example.com' AS website,
              now() - (g % 1500) * interval '1 day' AS created_at
       FROM generate_series($1::bigint, $2::bigint) AS g
            CROSS JOIN LATERAL (SELECT ((g * 5 + g / 8) % 8)::int AS i) c
            JOIN bench_zips bz ON bz.n = ((g * 7919) % ${zips})::int
     ) s`,
    [from, to],
  );
  if (perProvider > 0) {
    const res = await q(
      `INSERT INTO reviews (provider_id, author_id, respectful, explained, on_time, costs, overall, rating, text, created_at)
       SELECT ${providerId('g')}, ${userId(`(g * 7 + k * 1009) % ${pool}`)},
              s.a, s.b, s.c, s.d, s.e, round((s.a + s.b + s.c + s.d + s.e) / 5.0, 1),
              ${pick(
                sqlArray([
                  'Very helpful from the first call, they explained every step and kept me updated until the end.',
                  'Friendly staff and fair prices. The wait was longer than promised but the result was worth it.',
                  'They were on time, respectful and clear about the costs. I would recommend them to a friend.',
                  'Not a great experience: hard to reach by phone and the final bill was higher than the estimate.',
                ]),
                'g + k',
              )},
              now() - ((g + k * 37) % 700) * interval '1 day'
       FROM generate_series($1::bigint, $2::bigint) AS g
       CROSS JOIN generate_series(0, $3 - 1) AS k,
       LATERAL (SELECT
         -- skewed towards good scores: most providers land between 3 and 5
         1 + least(4, (g * 3 + k * 5) % 7)::int AS a, 1 + least(4, (g + k * 3) % 6)::int AS b,
         1 + least(4, (g * 5 + k) % 7)::int AS c, 1 + least(4, (g * 11 + k * 2) % 6)::int AS d,
         1 + least(4, (g * 13 + k * 7) % 7)::int AS e) s`,
      [from, to, perProvider],
    );
    reviews += res.rowCount;
  }
  await q('COMMIT');
  done += to - from + 1;
  log(
    `providers ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}, reviews ${reviews.toLocaleString('en-US')}`,
  );
}

// One UPDATE … FROM (… GROUP BY); in bulk mode before the indexes exist (no index upkeep).
// The rating and count are no words: the vocabulary's update trigger (search_words_count),
// which would collect every updated row twice into its transition tables (gigabytes spilled
// to disk at a million rows), is off for this one statement.
async function recomputeRatings() {
  await q('BEGIN');
  await q('ALTER TABLE providers DISABLE TRIGGER providers_search_words_update');
  await q(
    `UPDATE providers p
     SET rating = COALESCE(s.avg, 0), review_count = s.n
     FROM (SELECT provider_id, round(avg(rating), 1) AS avg, count(*)::int AS n
           FROM reviews GROUP BY provider_id) s
     WHERE p.id = s.provider_id AND (p.rating, p.review_count) IS DISTINCT FROM (COALESCE(s.avg, 0), s.n)`,
  );
  await q('ALTER TABLE providers ENABLE TRIGGER providers_search_words_update');
  await q('COMMIT');
  log('ratings recomputed');
}

if (bulk) {
  await recomputeRatings();
  for (const { name, sql } of INDEX_DEFINITIONS) {
    await q(sql);
    log(`index ${name}`);
  }
  for (const [name, def] of REVIEW_CONSTRAINTS) {
    await q(`ALTER TABLE reviews ADD CONSTRAINT "${name}" ${def}`);
    log(`constraint ${name}`);
  }
  await q('ALTER TABLE providers ENABLE TRIGGER providers_changed');
}

if (!bulk) await recomputeRatings();

await q('DROP TABLE bench_zips');
await q('VACUUM ANALYZE providers');
await q('VACUUM ANALYZE reviews');
await q('ANALYZE users');
log('analyzed');
await client.end();
log(`done: ${total.toLocaleString('en-US')} providers, ${reviews.toLocaleString('en-US')} reviews`);
