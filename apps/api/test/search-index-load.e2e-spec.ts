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
  app = await createTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: '1' } });
});

afterAll(async () => {
  await app?.close();
});

it('loads a batch that takes longer than the statement timeout', async () => {
  const id = await createProvider(app, { name: 'Template Law', state: 'FL' });
  // 5,000 copies of one provider: one batch of the load reads them all (tens of ms).
  const columns = (
    await app.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = 'providers' AND is_generated = 'NEVER' AND column_name <> 'id'`,
    )
  ).map((c) => `"${c.name}"`);
  await app.query(
    `INSERT INTO providers (id, ${columns.join(', ')})
     SELECT 'bulk-' || g, ${columns.map((c) => `p.${c}`).join(', ')}
     FROM providers p, generate_series(1, 5000) g WHERE p.id = $1`,
    [id],
  );
  const index = app.app.get(SearchIndexService);
  await index.reload();
  expect(index.ready).toBe(true);
});
