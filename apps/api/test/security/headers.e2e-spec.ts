import { mkdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { HSTS_VALUE } from '../../src/common/middleware/security-headers';
import { createProvider, createUser } from '../factories/directory';
import { createTestApp, TestApp } from '../test-app';

/**
 * Security headers (docs/decisions/0011) on the web app, the API and error answers: a
 * strict CSP, HSTS on HTTPS only, nosniff, frame denial, no x-powered-by. foundation.e2e
 * checks the basic four on /api/health; here every kind of answer and the CSP in detail.
 */
let t: TestApp;
const dist = path.join(__dirname, '..', '.test-web-dist', `security-${process.pid}`);

beforeAll(async () => {
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><meta name="description" content="x" /></head><body><div id="root"></div><script type="module" src="/assets/main-abc.js"></script></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
  // The page waits for its profile as long as a loaded machine needs (in production 300 ms).
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, SEO_LOOKUP_TIMEOUT_MS: '60000' } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const ANSWERS: Array<[string, () => request.Test]> = [
  ['the SPA shell', () => request(t.http).get('/')],
  ['a deep link', () => request(t.http).get('/search?q=law')],
  ['a hashed asset', () => request(t.http).get('/assets/main-abc.js')],
  ['an API answer', () => request(t.http).get('/api/providers')],
  ['an API 404', () => request(t.http).get('/api/nothing-here')],
  ['an API 400', () => request(t.http).post('/api/auth/login').send({ email: 1 })],
  ['an API 401', () => request(t.http).get('/api/users/me')],
  ['the API docs', () => request(t.http).get('/api/docs/openapi.json')],
];

describe('security headers', () => {
  it.each(ANSWERS)(
    '%s: nosniff, frame denial, CSP, no x-powered-by, no HSTS over HTTP',
    async (_n, go) => {
      const res = await go();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('the CSP allows scripts from this origin only, no inline or eval, no plugins, no framing', async () => {
    const res = await request(t.http).get('/').expect(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // The Google map embed on provider pages is the one frame.
    expect(csp.get('frame-src')).toEqual(['https://www.google.com', 'https://maps.google.com']);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toContain('*');
    for (const name of ['script-src', 'default-src', 'object-src'])
      expect(csp.get(name)).not.toContain("'unsafe-inline'");
  });

  it('the shell carries no inline script; a provider page adds only JSON data blocks (JSON-LD, the embedded profile)', async () => {
    const shell = await request(t.http).get('/').expect(200);
    const id = await createProvider(t, { name: 'Sunrise </script><script>alert(1)</script> Law' });
    const page = await request(t.http).get(`/provider/${id}`).expect(200);
    for (const html of [shell.text, page.text]) {
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      for (const [, attrs, body] of scripts) {
        const external = /\bsrc=/.test(attrs!);
        // Data blocks: the browser never runs a script whose type is not JavaScript.
        const data = /type="application\/(ld\+)?json"/.test(attrs!);
        expect({ attrs, inline: !external && !data && body!.trim() !== '' }).toEqual({
          attrs,
          inline: false,
        });
      }
    }
    expect(page.text).toContain('application/ld+json');
    expect(page.text).toContain('id="provider-data"');
    expect(page.text).not.toContain('<script>alert(1)</script>');
  });

  it('sends HSTS when the request came over HTTPS through the trusted proxy', async () => {
    const res = await request(t.http).get('/').set('x-forwarded-proto', 'https').expect(200);
    expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const api = await request(t.http).get('/api/health').set('x-forwarded-proto', 'https');
    expect(api.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('answers a request line or headers that are too large in JSON, not an empty page', async () => {
    const server = t.http;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, resolve));
    const port = (server.address() as { port: number }).port;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      statusCode: 431,
      message: 'Request headers are too large',
      error: 'Request Header Fields Too Large',
    });
  });
});

describe('answers that depend on the caller are never cached (issue 16 item 15)', () => {
  it('sends Cache-Control: no-store on signed-in answers, token answers and their errors', async () => {
    const user = await createUser(t);
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const provider = await createProvider(t, { ownerId: owner.id });
    const answers: Array<[string, request.Test]> = [
      ['session', request(t.http).get('/api/auth/session').set(user.auth)],
      ['users/me', request(t.http).get('/api/users/me').set(user.auth)],
      ['account settings', request(t.http).get('/api/users/me/account').set(user.auth)],
      ['bookmarks', request(t.http).get('/api/bookmarks').set(user.auth)],
      [
        "the owner's view of a profile",
        request(t.http).get(`/api/providers/${provider}`).set(owner.auth),
      ],
      [
        "the owner's leads",
        request(t.http).get(`/api/providers/${provider}/leads`).set(owner.auth),
      ],
      [
        'a login answer',
        request(t.http).post('/api/auth/login').send({ email: user.email, password: 'x' }),
      ],
      ['a 401', request(t.http).get('/api/users/me')],
      ['a 403', request(t.http).get('/api/admin/users').set(user.auth)],
    ];
    for (const [name, answer] of answers) {
      const res = await answer;
      expect([name, res.headers['cache-control']]).toEqual([name, 'no-store']);
    }
  });
});
