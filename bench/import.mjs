#!/usr/bin/env node
// bench:import (issue 47): imports N Overture-shaped rows (default 1,000,000, GeoParquet as
// published, fictional, spread over every US ZIP code) into a fresh database with the
// importer's command line (`apps/api/dist/imports/import-cli.js`, as `pnpm data:import`), and
// prints in the same run:
//   - the import's rows/s against PostgreSQL's own COPY of the same rows (the same fields,
//     as CSV) into a plain table of another fresh database (the physical limit here);
//     target ≥ 0.1×;
//   - the importer's RSS, sampled every second from /proc (flat: the last third's peak
//     against the first third's);
//   - search p95 (GET /api/providers, rotating text and ZIP searches, 2 at a time, from the
//     built API on the same database) during the import against the same searches on the
//     finished database with nothing else running; target ≤ 1.5×.
// Results go to bench/results/import.json. Needs the API built and PostgreSQL on
// --admin-url (a superuser; default postgres://postgres@127.0.0.1:5432/postgres).
//
//   pnpm bench:import [--rows 1000000] [--admin-url postgres://…/postgres] [--idle-seconds 30] [--keep]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  clientAddress,
  latencySummary,
  requireBuiltApi,
  root,
  startApi,
  waitForIdleDatabase,
  withClient,
} from './lib/api.mjs';

requireBuiltApi();
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'idle-seconds': { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const adminUrl = values['admin-url'];
const say = (line) => process.stdout.write(`${line}\n`);
const n = (v) => Math.round(v).toLocaleString('en-US');

const dist = path.join(root, 'apps', 'api', 'dist');
const require = createRequire(path.join(root, 'apps', 'api', 'package.json'));
const fixtures = require(path.join(dist, 'imports', 'sources', 'fixtures.js'));
const { usZipCodes } = require(path.join(dist, 'places', 'places-data.js'));
const cli = path.join(dist, 'imports', 'import-cli.js');

const tmp = path.join(root, 'bench', 'results', 'tmp');
await mkdir(tmp, { recursive: true });

// ---------------------------------------------------------------- the rows

const ZIPS = usZipCodes().sort((a, b) => a.zip.localeCompare(b.zip));
const WORDS = [
  'Harbor',
  'Sunrise',
  'Bayview',
  'Pinecrest',
  'Lakeside',
  'Summit',
  'Riverside',
  'Cypress',
  'Magnolia',
  'Redwood',
  'Meadow',
  'Granite',
  'Falcon',
  'Juniper',
  'Beacon',
  'Prairie',
  'Willow',
  'Canyon',
  'Orchard',
  'Keystone',
  'Liberty',
  'Aspen',
  'Coastal',
  'Heritage',
  'Northstar',
  'Evergreen',
  'Ironwood',
  'Bluebird',
  'Sterling',
  'Horizon',
  'Maple',
  'Cedar',
  'Silverline',
  'Oakmont',
  'Tidewater',
  'Hillcrest',
  'Brookside',
  'Clearwater',
  'Foxglove',
  'Westgate',
];
const KINDS = [
  ['personal_injury_law', 'Injury Law', ['lawyer']],
  ['lawyer', 'Law Offices', ['workers_compensation_law']],
  ['chiropractor', 'Chiropractic', ['physical_therapy']],
  ['towing_service', 'Towing', ['emergency_roadside_service']],
  ['auto_body_shop', 'Collision', ['auto_glass_service']],
  ['insurance_agency', 'Insurance', ['auto_insurance']],
  ['diagnostic_imaging', 'Imaging', ['radiologist']],
  ['urgent_care_clinic', 'Urgent Care', []],
  ['physical_therapy', 'Physical Therapy', []],
  ['coffee_shop', 'Coffee', []],
];
// 100 area codes × 555 × 10,000 numbers: every row its own phone (no false phone matches).
const AREAS = Array.from({ length: 100 }, (_, k) => String(201 + k * 7));

/** Row i of the benchmark, always the same. */
function benchPlace(i) {
  const z = ZIPS[(i * 7919) % ZIPS.length];
  const [category, word, alternates] = KINDS[i % KINDS.length];
  const a = WORDS[(i * 13) % WORDS.length];
  const b = WORDS[Math.floor(i / WORDS.length) % WORDS.length];
  const jitter = (k) => (((i * k) % 1000) / 1000 - 0.5) * 0.01;
  return {
    id: `bench-${i.toString(16).padStart(8, '0')}`,
    lng: z.longitude + jitter(31),
    lat: z.latitude + jitter(17),
    name: `Fictional ${a} ${b} ${word} ${i}`,
    category,
    alternates,
    confidence: 0.5 + ((i * 37) % 50) / 100,
    status: i % 211 === 0 ? 'permanently_closed' : 'open',
    websites: [`https://${a.toLowerCase()}-${i}.example.com`],
    phones: [`+1${AREAS[i % 100]}555${String(Math.floor(i / 100) % 10000).padStart(4, '0')}`],
    emails: i % 4 === 0 ? [`office${i}@example.com`] : null,
    address: {
      freeform: `${100 + (i % 9000)} Example Ave`,
      locality: z.city,
      postcode: z.zip,
      region: `US-${z.state}`,
      country: i % 101 === 0 ? 'CA' : 'US',
    },
    sources: [{ dataset: 'meta', record_id: String(1e12 + i), license: 'CDLA-Permissive-2.0' }],
  };
}

function* places() {
  for (let i = 0; i < ROWS; i++) yield benchPlace(i);
}

const parquet = path.join(tmp, `bench-import-${ROWS}.parquet`);
const csv = path.join(tmp, `bench-import-${ROWS}.csv`);
if (!existsSync(parquet)) {
  const t = Date.now();
  await fixtures.writeOvertureParquet(parquet, places(), { rowGroupSize: 100_000 });
  say(
    `Wrote ${ROWS.toLocaleString('en-US')} rows as GeoParquet in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
}
if (!existsSync(csv)) {
  const out = createWriteStream(csv);
  const q = (v) => (v === null || v === undefined ? '' : `"${String(v).replace(/"/g, '""')}"`);
  for (const p of places()) {
    const line = [
      p.id,
      p.name,
      p.category,
      `{${p.alternates.join(',')}}`,
      p.confidence,
      p.status,
      p.websites[0],
      p.phones[0],
      p.emails?.[0],
      p.address.freeform,
      p.address.locality,
      p.address.postcode,
      p.address.region,
      p.address.country,
      p.lng,
      p.lat,
      `meta (CDLA-Permissive-2.0)`,
    ]
      .map(q)
      .join(',');
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}

// ---------------------------------------------------------------- databases

const stamp = Date.now();
const dbUrl = (name) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};
const copyDb = `bench_import_copy_${stamp}`;
const importDb = `bench_import_${stamp}`;
await withClient(adminUrl, async (c) => {
  await c.query(`CREATE DATABASE ${copyDb}`);
  await c.query(`CREATE DATABASE ${importDb}`);
});
const dropAll = async () => {
  if (values.keep) return;
  await withClient(adminUrl, async (c) => {
    for (const db of [copyDb, importDb])
      await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  });
};

function run(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} exited ${code}`)),
    );
  });
}

try {
  // ---------------------------------------------------------------- COPY, the physical limit
  await withClient(dbUrl(copyDb), (c) =>
    c.query(`CREATE TABLE places_copy (id text, name text, category text, alternates text[],
      confidence double precision, status text, website text, phone text, email text,
      address text, city text, zip text, region text, country text, lng double precision,
      lat double precision, attribution text)`),
  );
  const copyStart = Date.now();
  await run('psql', [
    dbUrl(copyDb),
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    `\\copy places_copy FROM '${csv}' CSV`,
  ]);
  const copySeconds = (Date.now() - copyStart) / 1000;
  const copyRate = ROWS / copySeconds;
  say(
    `COPY of ${n(ROWS)} rows into a plain table: ${copySeconds.toFixed(1)} s, ${n(copyRate)} rows/s`,
  );

  // ---------------------------------------------------------------- the API, for searches
  const api = await startApi(dbUrl(importDb));
  const queries = [];
  for (const w of WORDS.slice(0, 20))
    for (const k of ['towing', 'injury lawyer', 'chiropractor', 'mri'])
      queries.push({ q: `${w} ${k}` });
  for (const z of ZIPS.filter((_, k) => k % 997 === 0).slice(0, 40))
    queries.push({ q: 'towing', near: z.zip });
  let qi = 0;
  async function searchLoop(shouldStop, times) {
    const worker = async () => {
      while (!shouldStop()) {
        const params = new URLSearchParams(queries[qi++ % queries.length]);
        const t0 = performance.now();
        const res = await fetch(`${api.base}/api/providers?${params}`, {
          headers: { 'x-forwarded-for': clientAddress() },
        });
        await res.arrayBuffer();
        if (res.status === 200) times.push(performance.now() - t0);
      }
    };
    await Promise.all([worker(), worker()]);
  }

  // ---------------------------------------------------------------- the import
  const dataDir = path.join(tmp, `bench-import-data-${stamp}`);
  const child = spawn(process.execPath, [cli, '--source', 'overture', '--file', parquet], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: dbUrl(importDb),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let cliOut = '';
  child.stdout.on('data', (d) => (cliOut += d));
  const exited = once(child, 'exit');
  let done = false;
  exited.then(() => (done = true));
  const rss = [];
  const sampler = setInterval(async () => {
    try {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
      if (kb) rss.push({ t: Date.now(), mb: Math.round(kb / 1024) });
    } catch {
      /* gone */
    }
  }, 1000);
  const during = [];
  const importStart = Date.now();
  await searchLoop(() => done, during);
  const [code] = await exited;
  clearInterval(sampler);
  if (code !== 0) throw new Error(`the import exited ${code}:\n${cliOut.slice(-2000)}`);
  const importWall = (Date.now() - importStart) / 1000;
  const [job] = await withClient(
    dbUrl(importDb),
    async (c) =>
      (
        await c.query(`SELECT read, created, updated, merged, skipped, rejected, skipped_by_reason,
        extract(epoch FROM finished_at - started_at) AS seconds FROM import_jobs ORDER BY created_at DESC LIMIT 1`)
      ).rows,
  );
  const importSeconds = Number(job.seconds);
  const importRate = Number(job.read) / importSeconds;
  say(
    `Import of ${n(Number(job.read))} rows: ${importSeconds.toFixed(1)} s (${importWall.toFixed(1)} s with start-up and migrations), ${n(importRate)} rows/s`,
  );

  // ---------------------------------------------------------------- searches, nothing else running
  // The API's search index takes the last batches' changes first (decision 0040).
  await waitForIdleDatabase(dbUrl(importDb));
  await new Promise((r) => setTimeout(r, 5000));
  const idle = [];
  const idleUntil = Date.now() + Number(values['idle-seconds']) * 1000;
  await searchLoop(() => Date.now() > idleUntil, idle);
  const [{ providers }] = await withClient(
    dbUrl(importDb),
    async (c) => (await c.query('SELECT count(*)::int AS providers FROM providers')).rows,
  );
  await api.stop();

  const third = Math.max(1, Math.floor(rss.length / 3));
  const firstPeak = Math.max(...rss.slice(0, third).map((s) => s.mb));
  const lastPeak = Math.max(...rss.slice(-third).map((s) => s.mb));
  const duringSummary = latencySummary(during);
  const idleSummary = latencySummary(idle);
  const result = {
    date: new Date().toISOString(),
    rows: ROWS,
    copy: { seconds: copySeconds, rowsPerSecond: Math.round(copyRate) },
    import: {
      seconds: importSeconds,
      rowsPerSecond: Math.round(importRate),
      counts: {
        read: Number(job.read),
        created: Number(job.created),
        updated: Number(job.updated),
        merged: Number(job.merged),
        skipped: Number(job.skipped),
        rejected: Number(job.rejected),
      },
      skippedByReason: job.skipped_by_reason,
      providersAfter: providers,
    },
    ratioToCopy: Math.round((importRate / copyRate) * 1000) / 1000,
    rssMb: {
      samples: rss.length,
      min: Math.min(...rss.map((s) => s.mb)),
      max: Math.max(...rss.map((s) => s.mb)),
      firstThirdPeak: firstPeak,
      lastThirdPeak: lastPeak,
      series: rss
        .filter((_, k) => k % Math.max(1, Math.floor(rss.length / 60)) === 0)
        .map((s) => s.mb),
    },
    search: {
      during: { requests: during.length, ...duringSummary },
      idle: { requests: idle.length, ...idleSummary },
      p95Ratio: Math.round((duringSummary.p95 / idleSummary.p95) * 100) / 100,
    },
    targets: {
      ratioToCopy: '>= 0.1',
      rss: 'flat (last third peak <= 1.25 x first third peak)',
      p95Ratio: '<= 1.5',
    },
  };
  result.pass = {
    ratioToCopy: result.ratioToCopy >= 0.1,
    rss: lastPeak <= firstPeak * 1.25,
    p95Ratio: result.search.p95Ratio <= 1.5,
  };
  await writeFile(
    path.join(root, 'bench', 'results', 'import.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  say('');
  say(
    `rows/s: import ${n(importRate)} vs COPY ${n(copyRate)} = ${result.ratioToCopy}× (target ≥ 0.1×) ${result.pass.ratioToCopy ? 'ok' : 'BELOW'}`,
  );
  say(
    `RSS of the importer: ${result.rssMb.min}–${result.rssMb.max} MB over ${rss.length} samples; peak ${firstPeak} MB in the first third, ${lastPeak} MB in the last ${result.pass.rss ? '(flat)' : '(GROWING)'}`,
  );
  say(
    `search p95: ${duringSummary.p95} ms during the import (${during.length} requests) vs ${idleSummary.p95} ms without (${idle.length}) = ${result.search.p95Ratio}× (target ≤ 1.5×) ${result.pass.p95Ratio ? 'ok' : 'ABOVE'}`,
  );
  say(`Counts: ${JSON.stringify(result.import.counts)}; ${n(providers)} providers after`);
  say('Results: bench/results/import.json');
  await rm(dataDir, { recursive: true, force: true });
} finally {
  await dropAll();
}
