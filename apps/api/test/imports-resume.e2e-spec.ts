import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { writeOvertureGeoJsonSeq, type FixturePlace } from '../src/imports/sources/fixtures';
import { createUser } from './factories/directory';
import { createTestApp, type TestApp } from './test-app';

/**
 * An import survives a SIGKILL (issue 47): the built CLI (`pnpm data:import` runs it) is
 * killed with kill -9 after some batches committed, then run again with the same command;
 * it resumes at the first row not committed. The listings at the end are those of the file,
 * once each: none lost, none twice.
 */

const CLI = path.join(__dirname, '..', 'dist', 'imports', 'import-cli.js');
const MAIN = path.join(__dirname, '..', 'dist', 'main.js');
const ROWS = 12_000;
const BATCH = 1000;

/** Places 1 km apart (no two the same business), each a new listing. */
function* places(prefix = 'resume', lat0 = 27.2): Generator<FixturePlace> {
  for (let i = 0; i < ROWS; i += 1) {
    const row = Math.floor(i / 150);
    const col = i % 150;
    yield {
      id: `${prefix}-${i.toString(16).padStart(8, '0')}`,
      lng: -81.9 + col * 0.01,
      lat: lat0 + row * 0.01,
      name: `Fictional ${prefix} ${i.toString(36)} Chiropractic`,
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
      sources: [{ dataset: 'meta', record_id: `${prefix}${i}`, license: 'CDLA-Permissive-2.0' }],
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

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** The built server (`node dist/main.js`) on the test's database and DATA_DIR. */
async function server(
  port: number,
): Promise<{ child: ChildProcess; exit: Promise<number | null> }> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.dataDir,
      PORT: String(port),
      SEED: 'none',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(t.dataDir, 'no-web'),
      JOB_QUEUE: 'on',
      JOB_POLL_SECONDS: '0.5',
      IMPORT_BATCH_ROWS: String(BATCH),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await until('the server to answer', async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    return fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
  });
  return { child, exit };
}

it('resumes a queued import after kill -9 of the server, once the server is back', async () => {
  await writeOvertureGeoJsonSeq(
    path.join(t.dataDir, 'imports', 'server.geojsonl'),
    places('server', 29.2),
  );
  const [{ n: before }] = (await t.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM providers',
  )) as [{ n: number }];
  const admin = await createUser(t, { roles: ['user', 'admin'] });
  const port = await freePort();
  const first = await server(port);
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/imports`, {
    method: 'POST',
    headers: { ...admin.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'overture', file: 'server.geojsonl' }),
  });
  expect(res.status).toBe(202);
  const { data } = (await res.json()) as { data: { id: string } };
  await until('two committed batches', async () => {
    const [row] = await t.query<{ next_index: string }>(
      'SELECT next_index FROM import_jobs WHERE id = $1',
      [data.id],
    );
    return Number(row!.next_index) >= 2 * BATCH;
  });
  first.child.kill('SIGKILL');
  await first.exit;
  const [left] = await t.query<{ state: string; next_index: string }>(
    'SELECT state, next_index FROM import_jobs WHERE id = $1',
    [data.id],
  );
  expect(left!.state).toBe('running');
  expect(Number(left!.next_index)).toBeLessThan(ROWS);

  // Back up: the job, whose runner is gone, is queued again and resumes where it stood.
  const second = await server(port);
  try {
    const done = await until('the import to finish', async () => {
      const [row] = await t.query<{ state: string; read: string; created: string }>(
        'SELECT state, read, created FROM import_jobs WHERE id = $1',
        [data.id],
      );
      return row!.state === 'done' || row!.state === 'failed' ? row : undefined;
    });
    expect(done).toEqual({ state: 'done', read: String(ROWS), created: String(ROWS) });
    const [counts] = await t.query<{ listings: number; records: number }>(
      `SELECT (SELECT count(*)::int FROM providers) AS listings,
              (SELECT count(DISTINCT record_id)::int FROM provider_sources WHERE record_id LIKE 'server-%') AS records`,
    );
    expect(counts).toEqual({ listings: before + ROWS, records: ROWS });
  } finally {
    second.child.kill('SIGTERM');
    await second.exit;
  }
});
