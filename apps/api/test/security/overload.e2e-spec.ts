import { MAX_LIST_OFFSET, MESSAGES } from '@app/contracts';
import { addressLimitKey } from '../../src/common/rate-limit/rate-limit.guard';
import { RATE_LIMIT_POLICIES } from '../../src/common/rate-limit/rate-limit.policies';
import { RateLimiter } from '../../src/common/rate-limit/rate-limiter.service';
import sharp from 'sharp';
import request from 'supertest';
import { createProvider, createUser, TestUser } from '../factories/directory';
import { createTestApp, TestApp } from '../test-app';

/**
 * Denial of service by one client (issue 16 items 2, 3, 11; docs/decisions/0016): deep pages,
 * anonymous search floods, IPv6 address rotation, upload quotas, and the rate-limit headers
 * every per-client limit answers with. overload-config.e2e covers what needs an app with
 * tiny limits (statement timeout, image slots).
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

describe('per-client rate limits', () => {
  const resetLink = (ip: string, i: number) =>
    request(t.http)
      .get(`/api/auth/send-reset-password-link/nobody-${i}@example.com`)
      .set('x-forwarded-for', ip);

  function expectLimited(res: request.Response, limit: number) {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(res.headers['ratelimit-limit']).toBe(String(limit));
    expect(res.headers['ratelimit-remaining']).toBe('0');
    expect(Number(res.headers['ratelimit-reset'])).toBe(retryAfter);
  }

  it('anonymous search is limited per client, with RateLimit-* headers on every answer', async () => {
    const { limit, windowSeconds } = RATE_LIMIT_POLICIES.search;
    const ip = '198.51.100.23';
    const search = (path: string) => request(t.http).get(path).set('x-forwarded-for', ip);
    const first = await search('/api/providers?q=law').expect(200);
    expect(first.headers['ratelimit-limit']).toBe(String(limit));
    expect(first.headers['ratelimit-remaining']).toBe(String(limit - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(windowSeconds);
    // Most of the allowance is spent through the guard's own counter (hundreds of real
    // searches outlast the one-minute window on a loaded machine); the last ones are real
    // requests. Suggestions share the allowance with the list.
    const limiter = t.app.get(RateLimiter);
    const real = 10;
    for (let hits = 1; hits < limit - real; hits++) {
      await limiter.hit(addressLimitKey('search', ip), limit, windowSeconds);
    }
    for (let i = 0; i < real; i++) {
      const res = await search(
        i % 2 ? '/api/providers/suggest?q=la' : `/api/providers?q=law&offset=${i}`,
      ).expect(200);
      expect(res.headers['ratelimit-remaining']).toBe(String(real - 1 - i));
    }
    expectLimited(await search('/api/providers?q=law'), limit);
    expectLimited(await search('/api/providers/suggest?q=law'), limit);
    // Another client, and a signed-in person on the same address, are not held back.
    await request(t.http).get('/api/providers').set('x-forwarded-for', '198.51.100.24').expect(200);
    await search('/api/providers').set(admin.auth).expect(200);
  });

  it('IPv6 clients are keyed by /64, however the address is written', async () => {
    const { limit } = RATE_LIMIT_POLICIES.reset;
    const spellings = (i: number) =>
      [
        `2001:db8:77:1::${(i + 1).toString(16)}`,
        `2001:0DB8:0077:0001:0000:0000:${(i + 1).toString(16)}:abcd`,
        `2001:db8:77:1:ffff:${i}::`,
      ][i % 3]!;
    for (let i = 0; i < limit; i++) await resetLink(spellings(i), i).expect(200);
    expectLimited(await resetLink('2001:db8:77:1:dead:beef:1:2', 99), limit);
    await resetLink('2001:db8:77:2::1', 100).expect(200);
  });

  it('an IPv4 client written as an IPv4-mapped IPv6 address is the same client', async () => {
    const { limit } = RATE_LIMIT_POLICIES.reset;
    for (let i = 0; i < limit; i++)
      await resetLink(i % 2 ? '192.0.2.55' : '::ffff:192.0.2.55', i).expect(200);
    expectLimited(await resetLink('::FFFF:c000:237', 99), limit);
  });
});

describe('image uploads', () => {
  const small = () =>
    sharp({ create: { width: 320, height: 320, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
  const upload = (app: TestApp, user: TestUser, bytes: Buffer) =>
    request(app.http)
      .post('/api/images/upload')
      .set(user.auth)
      .attach('file', bytes, { filename: 'photo.jpg' });

  it('an unverified account has a much lower upload quota than a verified one', async () => {
    const { unverified } = RATE_LIMIT_POLICIES.upload;
    expect(unverified!.limit).toBeLessThan(RATE_LIMIT_POLICIES.upload.limit);
    const bytes = await small();
    const fresh = await createUser(t, { verified: false });
    const verified = await createUser(t);
    for (let i = 0; i < unverified!.limit; i++) {
      const res = await upload(t, fresh, bytes).expect(201);
      expect(res.headers['ratelimit-limit']).toBe(String(unverified!.limit));
    }
    const refused = await upload(t, fresh, bytes);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.uploadQuotaUnverified);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    for (let i = 0; i <= unverified!.limit; i++) await upload(t, verified, bytes).expect(201);
  }, 60_000);
});
