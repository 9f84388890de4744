import { MESSAGES } from '@app/contracts';
import { Client } from 'pg';
import request from 'supertest';
import { createProvider } from './factories/directory';
import { SearchIndexService } from '../src/providers/search-index.service';
import { createTestApp, type TestApp } from './test-app';

/**
 * What the API holds in memory loads outside the web requests' statement timeout: the
 * search index's batches read 20,000 providers each and may take longer than
 * DB_STATEMENT_TIMEOUT_MS on a busy machine (a batch cut by the timeout left every search on
 * SQL until the next start). The places table is read so too (places.service.ts).
 */
let app: TestApp;

beforeAll(async () => {
  // A timeout the app's own start-up stays far below, however busy the machine (1 ms, once
  // used here, cut start-up's first query on a loaded machine); the read below is held past
  // it by a lock, as long as the database itself says.
  app = await createTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: '1000' } });
});

afterAll(async () => {
  await app?.close();
});

/**
 * Loads the index again while another connection holds `providers` locked (the load's read
 * waits on the lock), runs `during` meanwhile, then lets it go and waits for the load.
 */
async function reloadWhileLocked(during: (load: { ended: boolean }) => Promise<void>) {
  const index = app.app.get(SearchIndexService);
  const holder = new Client({ connectionString: app.databaseUrl });
  await holder.connect();
  let reload: Promise<void> = Promise.resolve();
  try {
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE providers IN ACCESS EXCLUSIVE MODE');
    const load = { ended: false };
    reload = index.reload().finally(() => (load.ended = true));
    await during(load);
  } finally {
    await holder.query('COMMIT');
    await holder.end();
  }
  await reload;
  return index;
}

it('loads while its read waits longer than the statement timeout', async () => {
  await createProvider(app, { name: 'Template Law', state: 'FL' });
  const index = await reloadWhileLocked(async (load) => {
    // The lock is held until the load's read (the one statement waiting on a lock) has
    // waited twice the timeout, or the load ended (cut by the timeout, it fails).
    for (;;) {
      const [row] = await app.query<{ waited: boolean }>(
        `SELECT EXISTS (
           SELECT 1 FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND now() - query_start > interval '2 seconds'
         ) AS waited`,
      );
      if (row?.waited || load.ended) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  expect(index.ready).toBe(true);
});

it('is not ready for traffic while its search index loads (GET /api/health/ready)', async () => {
  expect((await request(app.http).get('/api/health/ready')).body).toEqual({
    data: { status: 'ready', searchIndex: 'loaded' },
  });
  await reloadWhileLocked(async () => {
    // The load waits on the lock: not ready, while the liveness probe still answers.
    const loading = await request(app.http).get('/api/health/ready');
    expect(loading.status).toBe(503);
    expect(loading.body.message).toBe(MESSAGES.searchIndexLoading);
    await request(app.http).get('/api/health').expect(200);
  });
  await request(app.http).get('/api/health/ready').expect(200);
});

it('with the SQL search alone there is no index to wait for', async () => {
  const sqlOnly = await createTestApp({ sharing: app, env: { SEARCH_INDEX: 'sql' } });
  try {
    const res = await request(sqlOnly.http).get('/api/health/ready').expect(200);
    expect(res.body).toEqual({ data: { status: 'ready', searchIndex: 'off' } });
  } finally {
    await sqlOnly.close();
  }
});
