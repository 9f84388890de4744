import { MESSAGES } from '@app/contracts';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { createProvider, createUser, TestUser } from '../factories/directory';
import { createTestApp, TestApp } from '../test-app';

/**
 * Overload protection that needs an app with tiny limits (docs/decisions/0016): a statement
 * timeout of 1 s (short, yet far above what start-up and a profile's queries take on a busy
 * machine), and one image slot with a queue of one. (Apps of their own, in a file
 * of their own: Passport's strategies are process-wide, the last app started wins.)
 */
describe('statement timeout', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: '1000' } });
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

/** A real photo-like JPEG (noise does not compress): about a second of decoding here. */
const photo = () =>
  sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: { r: 120, g: 80, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

const upload = (app: TestApp, user: TestUser, bytes: Buffer) =>
  request(app.http)
    .post('/api/images/upload')
    .set(user.auth)
    .attach('file', bytes, { filename: 'photo.jpg' });
const small = () =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

describe('beyond the image slots', () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({
      env: { UPLOAD_CONCURRENCY: '1', UPLOAD_QUEUE_MAX: '1', UPLOAD_QUEUE_WAIT_MS: '60000' },
    });
  });
  afterAll(() => busy.close());

  it('answers 503 with Retry-After at once, serves the rest, and health answers meanwhile', async () => {
    const bytes = await photo();
    const users = await Promise.all([1, 2, 3].map(() => createUser(busy)));
    const uploads = Array.from({ length: 8 }, (_, i) => upload(busy, users[i % 3]!, bytes));
    const all = Promise.all(uploads.map((u) => u.then((res) => res)));
    // While images are decoded, the rest of the service answers.
    const health = await request(busy.http).get('/api/health');
    expect(health.status).toBe(200);
    const answers = await all;
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    const refused = answers.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    for (const res of refused) {
      expect(res.body).toMatchObject({ statusCode: 503, message: MESSAGES.uploadsBusy });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Once the slots are free again, an upload goes through.
    await upload(busy, users[0]!, await small()).expect(201);
  }, 120_000);
});
