import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { CounterStore } from '../src/common/rate-limit/counter-store.service';
import { RATE_LIMIT_REDIS } from '../src/common/rate-limit/rate-limit.module';
import { RATE_LIMIT_POLICIES } from '../src/common/rate-limit/rate-limit.policies';
import { createTestApp, TestApp } from './test-app';

/**
 * With REDIS_URL, every API process counts in the same place: hits on one replica use up
 * the allowance on the other. Uses the Redis server on this machine (CI starts it).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Set by test/global-setup.ts when no Redis server answers: skipped, with the reason shown. */
const missing = process.env.TEST_REDIS_MISSING;

(missing ? describe.skip : describe)(
  `rate limits shared through Redis${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    let one: TestApp;
    let two: TestApp;
    beforeAll(async () => {
      one = await createTestApp({ env: { REDIS_URL } });
      two = await createTestApp({ env: { REDIS_URL } });
    });
    afterAll(async () => {
      await one.close();
      await two.close();
    });

    it('closes its Redis connection when the app closes (no process is kept alive by it)', async () => {
      const extra = await createTestApp({ env: { REDIS_URL } });
      const storage = extra.app.get<{ redis: { status: string } } | null>(RATE_LIMIT_REDIS);
      expect(storage?.redis.status).toMatch(/^(connecting|connect|ready)$/);
      await extra.close();
      await new Promise<void>((resolve) => {
        const check = () => (storage!.redis.status === 'end' ? resolve() : setImmediate(check));
        check();
      });
      expect(storage!.redis.status).toBe('end');
    });

    it('counts failed sign-ins of an account across both processes', async () => {
      const email = `nobody-${randomBytes(5).toString('hex')}@example.com`;
      const login = (app: TestApp, ip: string) =>
        request(app.http)
          .post('/api/auth/login')
          .set('x-forwarded-for', ip)
          .send({ email, password: 'Wrong#Pass9' });
      for (let i = 0; i < 10; i++) await login(i % 2 === 0 ? one : two, `10.78.${i}.1`).expect(401);
      // A client that failed on one process is refused on the other; a fresh client is checked.
      await login(two, '10.78.0.1').expect(429);
      await login(one, '10.78.1.1').expect(429);
      await login(one, '10.78.50.1').expect(401);
    });

    it('counts code mails to an address across both processes', async () => {
      const email = `stranger-${randomBytes(5).toString('hex')}@example.com`;
      // The same address registered on each process (each test app has its own database).
      for (const app of [one, two])
        await request(app.http)
          .post('/api/auth/register')
          .set('x-forwarded-for', `10.79.${randomBytes(1)[0]}.1`)
          .send({ email, password: 'Harbor$Lights#2031' })
          .expect(201);
      const key = `code-mail:hour:${email}`;
      const deadline = Date.now() + 10_000;
      while ((await one.app.get(CounterStore).read(key)).count < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect((await one.app.get(CounterStore).read(key)).count).toBe(2);
      expect((await two.app.get(CounterStore).read(key)).count).toBe(2);
    });

    it('counts reset-link requests from one client across both processes', async () => {
      const ip = `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const { limit } = RATE_LIMIT_POLICIES.reset;
      for (let i = 0; i < limit; i++) {
        const app = i % 2 === 0 ? one : two;
        await request(app.http)
          .get(`/api/auth/send-reset-password-link/nobody-${i}@example.com`)
          .set('x-forwarded-for', ip)
          .expect(200);
      }
      await request(one.http)
        .get('/api/auth/send-reset-password-link/x@example.com')
        .set('x-forwarded-for', ip)
        .expect(429);
      await request(two.http)
        .get('/api/auth/send-reset-password-link/x@example.com')
        .set('x-forwarded-for', ip)
        .expect(429);
    });
  },
);
