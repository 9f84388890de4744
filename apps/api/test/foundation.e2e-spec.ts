import { Controller, Module } from '@nestjs/common';
import { MESSAGES, routeMeta, ZErrorBodySchema, zEmail, zNewPassword } from '@app/contracts';
import { initContract } from '@ts-rest/core';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { ENTITIES } from '../src/entities';
import { createTestApp, TestApp } from './test-app';

/** Routes that exist only in this test: one validates a body, one fails unexpectedly. */
const c = initContract();
const probeContract = c.router({
  echo: {
    method: 'POST',
    path: '/api/test/echo',
    body: z.object({ email: zEmail, password: zNewPassword }),
    responses: { 200: z.object({ data: z.object({ email: z.string() }) }) },
    metadata: routeMeta({ access: 'public' }),
  },
  boom: {
    method: 'GET',
    path: '/api/test/boom',
    responses: { 200: z.object({}) },
    metadata: routeMeta({ access: 'public' }),
  },
  undeclared: { method: 'GET', path: '/api/test/undeclared', responses: { 200: z.object({}) } },
});

@Controller()
class ProbeController {
  @TsRestHandler(probeContract)
  handler() {
    return tsRestHandler(probeContract, {
      echo: async ({ body }) => ({ status: 200 as const, body: { data: { email: body.email } } }),
      boom: async () => {
        throw new Error('secret internal detail at /srv/app/db.ts:42');
      },
      undeclared: async () => ({ status: 200 as const, body: {} }),
    });
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('foundation: health, errors, headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ imports: [ProbeModule] });
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 with the database up', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toEqual({
      data: { status: 'ok', database: 'up', uptimeSeconds: expect.any(Number) },
    });
  });

  it('ran the migrations at start-up: pg_trgm is enabled and recorded', async () => {
    const ext = await t.query<{ extname: string }>(
      "SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'",
    );
    expect(ext).toHaveLength(1);
    const ran = await t.query<{ name: string }>('SELECT name FROM migrations');
    expect(ran.map((m) => m.name)).toContain('EnablePgTrgm1763800000000');
    const [row] = await t.query<{ similarity: number }>(
      "SELECT similarity('chiropractor', 'chiropracter') AS similarity",
    );
    expect(row?.similarity).toBeGreaterThan(0.5);
  });

  it('has migrations that match the entities (no schema change pending)', async () => {
    const dataSource = t.app.get(DataSource);
    // TypeORM's schema reader (getTables) sends its queries with Promise.all on one
    // connection, which pg deprecates ("client.query() when the client is already executing
    // a query"): here each query of its runner waits for the one before.
    const createQueryRunner = dataSource.createQueryRunner.bind(dataSource);
    const spy = jest.spyOn(dataSource, 'createQueryRunner').mockImplementation((mode) => {
      const runner = createQueryRunner(mode);
      const query = runner.query.bind(runner);
      let last: Promise<unknown> = Promise.resolve();
      runner.query = ((...args: Parameters<typeof query>) => {
        const next = last.then(() => query(...args));
        last = next.catch(() => undefined);
        return next;
      }) as typeof runner.query;
      return runner;
    });
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('loads the entities the modules register, the same set the migration CLI lists', () => {
    const loaded = t.app.get(DataSource).entityMetadatas.map((m) => m.target);
    expect(new Set(loaded)).toEqual(new Set(ENTITIES));
  });

  it('answers an unknown /api route with a JSON 404 in the error shape', async () => {
    const res = await request(t.http).get('/api/does-not-exist').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(ZErrorBodySchema.parse(res.body)).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await request(t.http)
      .post('/api/test/echo')
      .set('content-type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Malformed JSON in request body',
      error: 'Bad Request',
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024) });
    const res = await request(t.http)
      .post('/api/test/echo')
      .set('content-type', 'application/json')
      .send(big)
      .expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      error: 'Payload Too Large',
    });
  });

  it('accepts a body just under the limit', async () => {
    const body = { email: 'a@b.c', password: 'Aa1!' + 'x'.repeat(1000 * 1000) };
    await request(t.http).post('/api/test/echo').send(body).expect(400); // reaches validation: too long for the rule
  });

  it('answers validation failures 400 with errors[] and the first message, using contract messages', async () => {
    const res = await request(t.http)
      .post('/api/test/echo')
      .send({ email: 'not an email', password: 'short' })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: MESSAGES.emailFormat,
      errors: [
        { path: 'email', message: MESSAGES.emailFormat },
        { path: 'password', message: MESSAGES.passwordRequirementsUnmet },
      ],
    });
  });

  it('passes a valid body through to the handler', async () => {
    const res = await request(t.http)
      .post('/api/test/echo')
      .send({ email: ' Person@Example.com ', password: 'Secret1!x' })
      .expect(200);
    expect(res.body).toEqual({ data: { email: 'Person@Example.com' } });
  });

  it('answers an unexpected exception with a generic 500, a request id and no detail', async () => {
    const res = await request(t.http)
      .get('/api/test/boom')
      .set('x-request-id', 'req-abc-123')
      .expect(500);
    expect(res.body).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
      requestId: 'req-abc-123',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|\.ts|stack/);
    expect(res.headers['x-request-id']).toBe('req-abc-123');
  });

  it('requires a signed-in user on a route that declares no access (secure by default)', async () => {
    const res = await request(t.http).get('/api/test/undeclared').expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      message: 'Unauthorized. Please sign in again.',
      error: 'Unauthorized',
    });
  });

  it('makes a request id when the caller gives none or an unsafe one', async () => {
    const res = await request(t.http)
      .get('/api/health')
      .set('x-request-id', 'bad id with spaces <script>');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers: nosniff, frame denial, CSP, and no x-powered-by', async () => {
    const res = await request(t.http).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves OpenAPI generated from the contract at /api/docs', async () => {
    const json = await request(t.http).get('/api/docs/openapi.json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toContain('/api/health');
    const ui = await request(t.http).get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });
});

describe('foundation: API client keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { API_CLIENT_KEYS: 'web:web-key-1,partner:partner-key-2' },
      imports: [ProbeModule],
    });
  });
  afterAll(() => t.close());

  const body = { email: 'a@b.c', password: 'Secret1!x' };

  it('refuses a request without the key pair with 401 Invalid API key', async () => {
    const res = await request(t.http).post('/api/test/echo').send(body).expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      message: 'Invalid API key',
      error: 'Unauthorized',
    });
  });

  it('refuses a key of another client', async () => {
    await request(t.http)
      .post('/api/test/echo')
      .set('x-api-client', 'web')
      .set('x-api-key', 'partner-key-2')
      .send(body)
      .expect(401);
  });

  it('accepts a matching pair', async () => {
    await request(t.http)
      .post('/api/test/echo')
      .set('x-api-client', 'partner')
      .set('x-api-key', 'partner-key-2')
      .send(body)
      .expect(200);
  });

  it('leaves the health probes open', async () => {
    await request(t.http).get('/api/health').expect(200);
    const ready = await request(t.http).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ data: { status: 'ready', searchIndex: 'loaded' } });
    // Query junk (NUL, control characters, a huge value) is ignored; the answer is the same.
    const junk = await request(t.http)
      .get(`/api/health/ready?x=%00%07&y=${'9'.repeat(5000)}&searchIndex=off`)
      .expect(200);
    expect(junk.body).toEqual(ready.body);
    // Only GET is a route: another method finds nothing behind the open path.
    await request(t.http).post('/api/health/ready').send({}).expect(404);
  });
});

describe('foundation: serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = path.join(__dirname, '..', '.test-web-dist', String(process.pid));
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><body><div id="root">spa-shell</div></body></html>',
    );
    await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("hi")');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/search?q=law',
    '/Search/',
    '/provider/123',
    '/user/abc',
    '/m/harbor-law',
    '/forgot-password/a.b.c',
    '/lead-address/confirm?token=x',
    '/admin',
    '/admin/users',
    '/admin/claims/42',
  ])('answers %s with the SPA shell', async (url) => {
    const res = await request(t.http).get(url).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('spa-shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/some/unknown/page', '/provider', '/provider/1/extra', '/admin/nope', '/search/x'])(
    'answers %s, which is no page of the app, with the same shell and status 404',
    async (url) => {
      const res = await request(t.http).get(url).expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('spa-shell');
    },
  );

  it('serves hashed assets with a long immutable cache and the right type', async () => {
    const res = await request(t.http).get('/assets/main-abc123.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const res = await request(t.http).get('/assets/missing.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('spa-shell');
  });

  it('never answers /api paths with HTML', async () => {
    for (const url of ['/api', '/api/', '/api/nope', '/api/providers/1/whatever']) {
      const res = await request(t.http).get(url);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});
