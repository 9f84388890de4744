import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeOvertureGeoJsonSeq, type FixturePlace } from '../src/imports/sources/fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * An import survives a SIGKILL (issue 47): the built CLI (`pnpm data:import` runs it) is
 * killed with kill -9 after some batches committed, then run again with the same command;
 * it resumes at the first row not committed. The listings at the end are those of the file,
 * once each: none lost, none twice.
 */

const CLI = path.join(__dirname, '..', 'dist', 'imports', 'import-cli.js');
const ROWS = 12_000;
const BATCH = 1000;

/** Places 1 km apart (no two the same business), each a new listing. */
function* places(): Generator<FixturePlace> {
  for (let i = 0; i < ROWS; i += 1) {
    const row = Math.floor(i / 150);
    const col = i % 150;
    yield {
      id: `resume-${i.toString(16).padStart(8, '0')}`,
      lng: -81.9 + col * 0.01,
      lat: 27.2 + row * 0.01,
      name: `Fictional ${i.toString(36)} Chiropractic`,
      category: 'chiropractor',
      alternates: [],
      confidence: 0.9,
      status: 'open',
      address: {
        freeform: `${i} Example Ave`,
        locality: 'Miami',
        postcode: '33131',
        region: 'FL',
        country: 'US',
      },
      sources: [{ dataset: 'meta', record_id: String(i), license: 'CDLA-Permissive-2.0' }],
    };
  }
}

let t: TestApp;
let file: string;

function cli(): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [CLI, '--source', 'overture', '--file', file], {
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.dataDir,
      IMPORT_BATCH_ROWS: String(BATCH),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  if (!existsSync(CLI))
    throw new Error(`${CLI} is missing: build the API first (pnpm --filter @app/api build)`);
  t = await createTestApp();
  file = path.join(t.dataDir, 'imports', 'resume.geojsonl');
  await writeOvertureGeoJsonSeq(file, places());
});

afterAll(async () => {
  await t?.close();
});

it('resumes after kill -9 mid-file from the last committed batch: no listing lost or duplicated', async () => {
  const first = cli();
  // Three batches committed, the job still running: kill -9.
  const atKill = await until('three committed batches', async () => {
    const [row] = await t.query<{ next_index: string; state: string }>(
      'SELECT next_index, state FROM import_jobs',
    );
    return row && Number(row.next_index) >= 3 * BATCH ? row : undefined;
  });
  first.child.kill('SIGKILL');
  expect(await first.exit).toBeNull();
  expect(atKill.state).toBe('running');

  // What the killed run left: whole batches only, the job still running at its last one.
  const [left] = await t.query<{
    next_index: string;
    read: string;
    created: string;
    state: string;
  }>('SELECT next_index, read, created, state FROM import_jobs');
  expect(left!.state).toBe('running');
  const committed = Number(left!.next_index);
  expect(committed % BATCH).toBe(0);
  expect(committed).toBeLessThan(ROWS);
  expect(Number(left!.created)).toBe(committed);
  const [{ n: listingsAtKill }] = (await t.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM providers',
  )) as [{ n: number }];
  expect(listingsAtKill).toBe(committed);

  // The same command again: it takes the same job up where it stood.
  const second = cli();
  expect(await second.exit).toBe(0);
  expect(second.output()).toContain(`at row ${committed.toLocaleString('en-US')}`);
  expect(second.output()).toMatch(/: done/);

  const jobs = await t.query<{ read: string; created: string; state: string; next_index: string }>(
    'SELECT read, created, state, next_index FROM import_jobs',
  );
  expect(jobs).toEqual([
    { read: String(ROWS), created: String(ROWS), state: 'done', next_index: String(ROWS) },
  ]);
  const [counts] = await t.query<{ listings: number; sources: number; records: number }>(
    `SELECT (SELECT count(*)::int FROM providers) AS listings,
            (SELECT count(*)::int FROM provider_sources) AS sources,
            (SELECT count(DISTINCT record_id)::int FROM provider_sources WHERE source = 'overture') AS records`,
  );
  expect(counts).toEqual({ listings: ROWS, sources: ROWS, records: ROWS });
});
