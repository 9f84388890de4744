import { MAX_LIST_OFFSET, MESSAGES } from '@app/contracts';
import { Client } from 'pg';
import request from 'supertest';
import { createProvider, createUser, TestUser } from '../factories/directory';
import { createTestApp, TestApp } from '../test-app';

/**
 * Denial of service by one client (issue 16 items 2, 3, 11; docs/decisions/0016): deep pages,
 * slow queries, anonymous search floods, upload floods, IPv6 address rotation, and the
 * rate-limit headers every per-client limit answers with.
 */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['user', 'admin'] });
  await createProvider(t, { name: 'Deep Page Law', category: 'Law Firms' });
});
afterAll(() => t.close());

describe('deep pages', () => {
  const deepLists: Array<[string, string, boolean]> = [
    ['the directory search', '/api/providers?q=law', false],
    ['the directory without a query', '/api/providers', false],
    ['the admin provider list', '/api/admin/providers?query=law', true],
    ['the admin user list', '/api/admin/users', true],
    ['the admin audit log', '/api/admin/audit-log', true],
  ];

  it.each(deepLists)(
    '%s refuses an offset past the bound with 400 naming the limit',
    async (_n, path, asAdmin) => {
      const get = (offset: number) => {
        const r = request(t.http).get(`${path}${path.includes('?') ? '&' : '?'}offset=${offset}`);
        return asAdmin ? r.set(admin.auth) : r;
      };
      const res = await get(1_000_000).expect(400);
      expect(res.body.message).toBe(MESSAGES.offsetTooDeep);
      expect(res.body.message).toContain(String(MAX_LIST_OFFSET));
      await get(MAX_LIST_OFFSET + 1).expect(400);
      // The bound itself is served (an empty page here).
      await get(MAX_LIST_OFFSET).expect(200);
    },
  );

  it('the admin provider search still matches name, city and owner email', async () => {
    const owner = await createUser(t);
    const id = await createProvider(t, {
      name: 'Quillon Towing',
      city: 'Brightwater',
      ownerId: owner.id,
    });
    for (const query of ['quillon', 'brightwat', owner.email.slice(2, 12)]) {
      const res = await request(t.http)
        .get(`/api/admin/providers?query=${encodeURIComponent(query)}`)
        .set(admin.auth)
        .expect(200);
      expect(res.body).toMatchObject({ total: 1, data: [{ id, ownerEmail: owner.email }] });
    }
  });
});

describe('statement timeout', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: '300' } });
  });
  afterAll(() => slow.close());

  it('a request query that runs past the timeout answers 503 with Retry-After, and health still answers', async () => {
    const id = await createProvider(slow, { name: 'Locked Out Law' });
    await request(slow.http).get(`/api/providers/${id}`).expect(200);
    // Another session holds the providers table: the request's query waits on the lock
    // until statement_timeout cancels it.
    const holder = new Client({ connectionString: slow.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE providers IN ACCESS EXCLUSIVE MODE');
      const res = await request(slow.http).get(`/api/providers/${id}`).expect(503);
      expect(res.body).toMatchObject({ statusCode: 503, message: MESSAGES.serviceBusy });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await request(slow.http).get('/api/health').expect(200);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    await request(slow.http).get(`/api/providers/${id}`).expect(200);
  });
});
