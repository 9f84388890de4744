// Two API processes (the built apps/api/dist/main.js) on different ports share one
// PostgreSQL database, one Redis and one S3-compatible store, as replicas behind a load
// balancer do: what one writes or counts, the other sees at once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  api,
  apiRequire,
  createDatabase,
  createProviders,
  createUsers,
  login,
  missingServices,
  randomIp,
  REDIS_URL,
  reviewBody,
  root,
  startApi,
  startS3,
} from '../lib/api-stack.mjs';

// Skipped (with the reason printed by the runner) only where PostgreSQL or Redis is missing.
const skip = await missingServices();

describe('two API replicas on one PostgreSQL, Redis and S3', { skip: skip ?? false }, () => {
  const prefix = `infra-test:${randomBytes(4).toString('hex')}:`;
  let db;
  let s3;
  let one;
  let two;
  let users;
  let providerId;

  before(async () => {
    db = await createDatabase();
    s3 = await startS3();
    const env = { DATABASE_URL: db.url, REDIS_URL, REDIS_KEY_PREFIX: prefix, ...s3.env };
    // Started together on an empty database: both try to apply every migration at once.
    [one, two] = await Promise.all([startApi(env), startApi(env)]);
    users = await createUsers(db, 2);
    [providerId] = await createProviders(db, 1);
  });

  after(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await s3?.close();
    await db?.drop();
    const Redis = apiRequire('ioredis').default;
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('start together on an empty database and apply each migration once', async () => {
    const { MIGRATIONS } = createRequire(import.meta.url)(
      path.join(root, 'apps/api/dist/database/migrations/index.js'),
    );
    const rows = await db.query('SELECT name FROM migrations ORDER BY id');
    assert.equal(rows.length, MIGRATIONS.length);
    assert.equal(new Set(rows.map((r) => r.name)).size, MIGRATIONS.length);
  });

  it('accept a token issued by the other replica', async () => {
    const [user] = users;
    const fromOne = await login(one.url, user.email, randomIp());
    const fromTwo = await login(two.url, user.email, randomIp());
    for (const [base, token] of [
      [two.url, fromOne],
      [one.url, fromTwo],
    ]) {
      const me = await api(base, 'GET', '/api/users/me', { token });
      assert.equal(me.status, 200, JSON.stringify(me.body));
      assert.equal(me.body.data.user.email, user.email);
    }
    const forged = `${fromOne.slice(0, -4)}AAAA`;
    assert.equal((await api(two.url, 'GET', '/api/users/me', { token: forged })).status, 401);
  });

  it('count sign-in attempts from one client together (Redis)', async () => {
    const { RATE_LIMIT_POLICIES } = createRequire(import.meta.url)(
      path.join(root, 'apps/api/dist/common/rate-limit/rate-limit.policies.js'),
    );
    const { limit } = RATE_LIMIT_POLICIES.login;
    const ip = randomIp();
    const attempt = (base, i) =>
      api(base, 'POST', '/api/auth/login', {
        body: { email: `nobody-${i}-${ip}@example.com`, password: 'Wrong-password-1' },
        headers: { 'x-forwarded-for': ip },
      });
    // The allowance is used up half on each replica...
    for (let i = 0; i < limit; i++) {
      const res = await attempt(i % 2 === 0 ? one.url : two.url, i);
      assert.equal(res.status, 401, `attempt ${i + 1} of ${limit}: ${JSON.stringify(res.body)}`);
    }
    // ...so both now refuse this client, while another client is still served.
    for (const base of [one.url, two.url]) {
      const res = await attempt(base, 'over');
      assert.equal(res.status, 429);
      assert.match(res.body.message, /^Too many requests\. Please try again in \d+ seconds\.$/);
    }
    const other = await api(two.url, 'POST', '/api/auth/login', {
      body: { email: 'someone@example.com', password: 'Wrong-password-1' },
      headers: { 'x-forwarded-for': randomIp() },
    });
    assert.equal(other.status, 401);
    // The counters live under this run's REDIS_KEY_PREFIX.
    const Redis = apiRequire('ioredis').default;
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*route:login:ip:${ip}*`);
      assert.ok(keys.length > 0, 'login counter under the prefix');
    } finally {
      redis.disconnect();
    }
  });

  it('serve an upload stored through the other replica (S3)', async () => {
    const token = await login(one.url, users[1].email, randomIp());
    const sharp = apiRequire('sharp');
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${one.url}/api/images/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(res.status, 201, await res.clone().text());
    const { data } = await res.json();
    for (const url of [data.url, data.webpUrl, data.thumbnailUrl]) {
      const [a, b] = await Promise.all(
        [one.url, two.url].map((base) => fetch(`${base}${new URL(url, base).pathname}`)),
      );
      assert.equal(b.status, 200, `${url} from the other replica`);
      assert.match(b.headers.get('content-type'), /^image\//);
      assert.deepEqual(Buffer.from(await b.arrayBuffer()), Buffer.from(await a.arrayBuffer()));
    }
    // The bytes are in the bucket, not on either replica's disk.
    const { S3Client, ListObjectsV2Command } = apiRequire('@aws-sdk/client-s3');
    const client = new S3Client({
      region: s3.env.S3_REGION,
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: {
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    client.destroy();
    const keys = (listed.Contents ?? []).map((o) => o.Key);
    const name = path.posix.basename(new URL(data.url, one.url).pathname);
    assert.ok(
      keys.some((k) => k.endsWith(name)),
      `${name} in the bucket (${keys.join(', ')})`,
    );
  });

  it('read a review through one replica right after it was written through the other', async () => {
    const token = await login(two.url, users[0].email, randomIp());
    const written = await api(two.url, 'POST', `/api/providers/${providerId}/reviews`, {
      token,
      body: reviewBody(7),
    });
    assert.equal(written.status, 201, JSON.stringify(written.body));
    const review = written.body.data;
    const list = await api(one.url, 'GET', `/api/providers/${providerId}/reviews?sort=newest`);
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.data.map((r) => r.id),
      [review.id],
    );
    const provider = await api(one.url, 'GET', `/api/providers/${providerId}`);
    assert.equal(provider.status, 200);
    assert.equal(provider.body.data.reviewCount, 1);
    assert.equal(provider.body.data.rating, review.rating);
  });
});
