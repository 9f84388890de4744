import { MESSAGES } from '@app/contracts';
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { safeReturnTo } from '../src/auth/google.controller';
import { SmtpReceiver } from './smtp-receiver';
import { createTestApp, TestApp } from './test-app';

const WEB_ORIGIN = 'https://directory.example.com';

let oauth: ChildProcess;
let issuer = '';
let dir = '';
let t: TestApp;
let smtp: SmtpReceiver;
/** Each test speaks from its own client address, so rate limits do not carry over. */
let ip = '';
beforeEach(() => {
  ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
});
function client() {
  const http = request(t.http);
  return {
    get: (url: string) => http.get(url).set('x-forwarded-for', ip),
    post: (url: string) => http.post(url).set('x-forwarded-for', ip),
  };
}

async function startOAuthServer(userinfoFile: string): Promise<string> {
  oauth = spawn(process.execPath, [path.join(__dirname, 'oauth-server.mjs')], {
    env: { ...process.env, USERINFO_FILE: userinfoFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    oauth.stdout!.once('data', (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString()) as { url: string }).url),
    );
    oauth.once('exit', (code) => reject(new Error(`OAuth server exited with ${code}`)));
  });
}

/** Who Google says is signing in, for the next flow. */
async function googleUser(claims: Record<string, unknown>): Promise<void> {
  await writeFile(path.join(dir, 'userinfo.json'), JSON.stringify(claims));
}

interface GoogleTrip {
  /** Where our callback sent the browser (the web page, with its parameters). */
  back: URL;
  /** The browser's sign-in cookie, as its Cookie header sends it. */
  cookie: string;
  /** Our callback as the browser opened it (code and state from Google). */
  callback: string;
  /** Google's authorize URL of this sign-in. */
  authorize: URL;
}

/** The sign-in cookie set by a response, as a Cookie header. */
function signInCookie(res: request.Response): string {
  const header = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('google_sign_in='));
  if (!header) throw new Error('no google_sign_in cookie');
  return header.split(';')[0]!;
}

/** Walks the browser's redirects: our start route, the OAuth server, our callback. */
async function signInWithGoogle(
  returnTo = '/search?q=law',
  mode?: 'ticket',
  acceptLanguage = '',
): Promise<GoogleTrip> {
  const query = new URLSearchParams({ returnTo, ...(mode ? { mode } : {}) });
  const start = await client().get(`/api/auth/google?${query}`).expect(302);
  const cookie = signInCookie(start);
  const authorize = new URL(start.headers.location!);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/authorize`);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${WEB_ORIGIN}/api/auth/google/callback`);
  const atGoogle = await fetch(authorize, { redirect: 'manual' });
  const fromGoogle = new URL(atGoogle.headers.get('location')!);
  expect(fromGoogle.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
  const callback = `/api/auth/google/callback${fromGoogle.search}`;
  const res = await client()
    .get(callback)
    .set('cookie', cookie)
    .set(acceptLanguage ? { 'accept-language': acceptLanguage } : {})
    .expect(302);
  return { back: new URL(res.headers.location!), cookie, callback, authorize };
}

/** What the web page does with the one-time code: redeems it from the same browser. */
function exchange(code: string | null, cookie?: string) {
  const req = client().post('/api/auth/google/exchange');
  return (cookie ? req.set('cookie', cookie) : req).send({ code });
}

/** The session token a completed Google sign-in gives its browser. */
async function sessionOf(trip: GoogleTrip): Promise<string> {
  const res = await exchange(trip.back.searchParams.get('signInCode'), trip.cookie).expect(200);
  return res.body.data.token as string;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'oauth-'));
  await googleUser({});
  issuer = await startOAuthServer(path.join(dir, 'userinfo.json'));
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({
    env: {
      WEB_ORIGIN,
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_AUTH_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  oauth.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
});

describe('Google sign-in round trip', () => {
  it('creates a confirmed account and sends the browser back with a token and returnTo', async () => {
    await googleUser({
      sub: 'google-111',
      email: 'maria@example.com',
      email_verified: true,
      name: 'Maria Lopez',
      given_name: 'Maria',
      family_name: 'Lopez',
      picture: 'https://example.com/maria.png',
    });
    const trip = await signInWithGoogle('/provider/42?tab=reviews');
    const { back } = trip;
    expect(`${back.origin}${back.pathname}`).toBe(`${WEB_ORIGIN}/auth/google/callback`);
    expect(back.searchParams.get('returnTo')).toBe('/provider/42?tab=reviews');
    expect(back.searchParams.get('token')).toBeNull();
    const token = await sessionOf(trip);
    const me = await client()
      .get('/api/users/me')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(me.body.data.user).toMatchObject({
      email: 'maria@example.com',
      firstName: 'Maria',
      lastName: 'Lopez',
      isEmailConfirmed: true,
      profilePicUrl: 'https://example.com/maria.png',
    });
    const again = await signInWithGoogle();
    const second = await client()
      .get('/api/users/me')
      .set('authorization', `Bearer ${await sessionOf(again)}`)
      .expect(200);
    expect(second.body.data.user.id).toBe(me.body.data.user.id);
  });

  it("a new account keeps the language of the callback's request (issue 19)", async () => {
    await googleUser({
      sub: 'google-es-1',
      email: 'lucia@example.com',
      email_verified: true,
      name: 'Lucía Gómez',
    });
    await sessionOf(await signInWithGoogle('/', undefined, 'es-US,es;q=0.9'));
    const [row] = await t.query<{ language: string | null }>(
      'SELECT language FROM users WHERE email = $1',
      ['lucia@example.com'],
    );
    expect(row?.language).toBe('es');
  });

  it('links Google to an existing account with the same verified email', async () => {
    const res = await client()
      .post('/api/auth/register')
      .send({ email: 'ben@example.com', password: 'Harbor$Lights#2031' })
      .expect(201);
    await googleUser({
      sub: 'google-222',
      email: 'ben@example.com',
      email_verified: true,
      name: 'Ben',
    });
    const trip = await signInWithGoogle();
    const me = await client()
      .get('/api/users/me')
      .set('authorization', `Bearer ${await sessionOf(trip)}`)
      .expect(200);
    expect(me.body.data.user).toMatchObject({ id: res.body.data.user.id, isEmailConfirmed: true });
    const [row] = await t.query<{ google_id: string }>(
      "SELECT google_id FROM users WHERE email = 'ben@example.com'",
    );
    expect(row!.google_id).toBe('google-222');
  });

  it('drops a password set before the email was confirmed, with its sessions, and tells the owner', async () => {
    // Someone registers the owner's address with a password of their choosing, never confirms.
    const victim = 'erin@example.com';
    const squatter = await client()
      .post('/api/auth/register')
      .send({ email: victim, password: 'Squatter#Pass2031' })
      .expect(201);
    await client()
      .get('/api/users/me')
      .set('authorization', `Bearer ${squatter.body.data.token}`)
      .expect(200);
    await client().get(`/api/auth/send-reset-password-link/${victim}`).expect(200);
    await smtp.waitFor(victim, 2); // the code, then the reset link
    // The owner signs in with Google, which vouches for the address.
    await googleUser({ sub: 'google-555', email: victim, email_verified: true, name: 'Erin Moss' });
    const trip = await signInWithGoogle();
    const me = await client()
      .get('/api/users/me')
      .set('authorization', `Bearer ${await sessionOf(trip)}`)
      .expect(200);
    expect(me.body.data.user).toMatchObject({ email: victim, isEmailConfirmed: true });
    // The squatter's password, session and reset link are gone.
    await client()
      .post('/api/auth/login')
      .send({ email: victim, password: 'Squatter#Pass2031' })
      .expect(401);
    await client()
      .get('/api/users/me')
      .set('authorization', `Bearer ${squatter.body.data.token}`)
      .expect(401);
    const [row] = await t.query<{ password_hash: string | null; live: number }>(
      `SELECT password_hash, (SELECT count(*)::int FROM password_resets r
          WHERE r.user_id = u.id AND r.used_at IS NULL) AS live
         FROM users u WHERE email = $1`,
      [victim],
    );
    expect(row).toEqual({ password_hash: null, live: 0 });
    const notice = await smtp.waitFor(victim, 3);
    expect(notice.subject).toBe('Your InjuryPros account is now linked to Google');
    expect(notice.body).toContain('password');
  });

  it('does not take over an account when Google has not verified the email', async () => {
    await client()
      .post('/api/auth/register')
      .send({ email: 'carol@example.com', password: 'Harbor$Lights#2031' })
      .expect(201);
    await googleUser({ sub: 'google-333', email: 'carol@example.com', email_verified: false });
    const { back } = await signInWithGoogle();
    expect(back.searchParams.get('signInCode')).toBeNull();
    expect(back.searchParams.get('error')).toBe(MESSAGES.emailExists);
  });

  it('can answer a short-lived ticket for social-login instead of a token', async () => {
    await googleUser({
      sub: 'google-444',
      email: 'dan@example.com',
      email_verified: true,
      name: 'Dan Smith',
    });
    const { back, cookie } = await signInWithGoogle('/', 'ticket');
    const ticket = back.searchParams.get('ticket')!;
    expect(back.searchParams.get('email')).toBe('dan@example.com');
    expect(back.searchParams.get('providerAccountId')).toBe('google-444');
    await client()
      .post('/api/auth/social-login')
      .set('cookie', cookie)
      .send({ ticket })
      .expect(404);
    const created = await client()
      .post('/api/auth/social-register')
      .set('cookie', cookie)
      .send({ ticket })
      .expect(201);
    expect(created.body.data.user).toMatchObject({
      email: 'dan@example.com',
      firstName: 'Dan',
      lastName: 'Smith',
    });
    // One session per ticket: the second and third redemptions are refused.
    for (const route of ['social-login', 'social-register']) {
      const res = await client()
        .post(`/api/auth/${route}`)
        .set('cookie', cookie)
        .send({ ticket })
        .expect(401);
      expect(res.body.message).toBe('Google sign-in could not be confirmed. Please try again.');
    }
  });

  it('refuses a callback whose state we did not sign, or with no code', async () => {
    for (const query of ['?code=abc&state=forged.state', '?state=x', '']) {
      const res = await client().get(`/api/auth/google/callback${query}`).expect(302);
      const back = new URL(res.headers.location!);
      expect(back.searchParams.get('error')).toBe(MESSAGES.oauthMissingParams);
      expect(back.searchParams.get('token')).toBeNull();
    }
  });

  it('reports a refusal at Google as an error for the web app', async () => {
    const start = await client().get('/api/auth/google').expect(302);
    const state = new URL(start.headers.location!).searchParams.get('state')!;
    const res = await client()
      .get(`/api/auth/google/callback?error=access_denied&state=${encodeURIComponent(state)}`)
      .set('cookie', signInCookie(start))
      .expect(302);
    expect(new URL(res.headers.location!).searchParams.get('error')).toBe(
      'Google sign-in was cancelled',
    );
  });
});

describe('Google sign-in is bound to the browser that started it', () => {
  beforeEach(() =>
    googleUser({ sub: 'google-666', email: 'fay@example.com', email_verified: true, name: 'Fay' }),
  );

  it('keeps the binding secret in a short-lived HttpOnly SameSite cookie of our auth routes', async () => {
    const start = await client().get('/api/auth/google').expect(302);
    const header = ([] as string[])
      .concat(start.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('google_sign_in='))!;
    const attributes = header.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining([
        'max-age=600',
        'path=/api/auth',
        'httponly',
        'secure',
        'samesite=lax',
      ]),
    );
    // The state carries no secret the cookie holds.
    const state = new URL(start.headers.location!).searchParams.get('state')!;
    expect(state).not.toContain(signInCookie(start).split('=')[1]);
  });

  it('refuses the callback URL replayed by another client, or twice, or the state with a new code', async () => {
    const trip = await signInWithGoogle();
    expect(trip.back.searchParams.get('signInCode')).toBeTruthy();
    // Another client replays the same callback URL: no cookie, or its own sign-in's cookie.
    const otherBrowser = signInCookie(await client().get('/api/auth/google').expect(302));
    for (const cookie of [undefined, otherBrowser, trip.cookie]) {
      const req = client().get(trip.callback);
      const res = await (cookie ? req.set('cookie', cookie) : req).expect(302);
      const back = new URL(res.headers.location!);
      expect(back.searchParams.get('signInCode')).toBeNull();
      expect(back.searchParams.get('token')).toBeNull();
      expect(back.searchParams.get('error')).toBe(MESSAGES.googleSignInNotThisBrowser);
    }
    // The same state with a fresh code from Google, even from the right browser.
    const atGoogle = await fetch(trip.authorize, { redirect: 'manual' });
    const fresh = new URL(atGoogle.headers.get('location')!);
    expect(fresh.searchParams.get('code')).not.toBe(
      new URL(trip.callback, WEB_ORIGIN).searchParams.get('code'),
    );
    const res = await client()
      .get(`/api/auth/google/callback${fresh.search}`)
      .set('cookie', trip.cookie)
      .expect(302);
    expect(new URL(res.headers.location!).searchParams.get('error')).toBe(
      MESSAGES.googleSignInNotThisBrowser,
    );
  });

  it('never puts a session token in the URL: a one-time code only the starting browser redeems, once', async () => {
    const trip = await signInWithGoogle();
    expect([...trip.back.searchParams.keys()].sort()).toEqual(['returnTo', 'signInCode']);
    const code = trip.back.searchParams.get('signInCode');
    // Opened in a fresh browser (no cookie) or another browser's sign-in: refused.
    const otherBrowser = signInCookie(await client().get('/api/auth/google').expect(302));
    for (const cookie of [undefined, otherBrowser]) {
      const res = await exchange(code, cookie).expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        message: MESSAGES.googleSignInNotThisBrowser,
        error: 'Unauthorized',
      });
    }
    // The browser that started the sign-in gets the session, and the cookie is cleared.
    const res = await exchange(code, trip.cookie).expect(200);
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n');
    expect(cleared).toMatch(/google_sign_in=;/);
    const me = await client()
      .get('/api/users/me')
      .set('authorization', `Bearer ${res.body.data.token}`)
      .expect(200);
    expect(me.body.data.user.email).toBe('fay@example.com');
    // Once.
    await exchange(code, trip.cookie).expect(401);
  });

  it('login CSRF through the SPA callback with a Google ticket: only the browser that started the sign-in redeems it, once', async () => {
    // The attacker signs in with their own Google account in ticket mode and keeps the
    // callback address (the web page's /auth/google/callback?ticket=…) instead of opening it.
    await googleUser({ sub: 'google-777', email: 'mallory@example.com', email_verified: true });
    const attacker = await signInWithGoogle('/', 'ticket');
    const ticket = attacker.back.searchParams.get('ticket')!;
    expect(ticket).toBeTruthy();
    // The victim's fresh browser opens it: the page posts the ticket with the victim's cookies
    // (none of ours, or the cookie of a sign-in the victim started): no session, no account.
    const victimBrowser = signInCookie(
      await client().get('/api/auth/google?mode=ticket').expect(302),
    );
    for (const cookie of [undefined, victimBrowser]) {
      for (const route of ['social-login', 'social-register']) {
        const req = client().post(`/api/auth/${route}`);
        const res = await (cookie ? req.set('cookie', cookie) : req).send({ ticket }).expect(401);
        expect(res.body).toEqual({
          statusCode: 401,
          message: MESSAGES.googleSignInNotThisBrowser,
          error: 'Unauthorized',
        });
        expect(res.body.data).toBeUndefined();
      }
    }
    const made = await t.query("SELECT id FROM users WHERE email = 'mallory@example.com'");
    expect(made).toHaveLength(0);
    // The attacker's own browser still can, once; the sign-in cookie is cleared then.
    const own = await client()
      .post('/api/auth/social-register')
      .set('cookie', attacker.cookie)
      .send({ ticket })
      .expect(201);
    expect(own.body.data.user.email).toBe('mallory@example.com');
    expect(([] as string[]).concat(own.headers['set-cookie'] ?? []).join('\n')).toMatch(
      /google_sign_in=;/,
    );
    await client()
      .post('/api/auth/social-login')
      .set('cookie', attacker.cookie)
      .send({ ticket })
      .expect(401);
  });

  it('refuses a code that is not ours, or a session token offered as a code', async () => {
    const trip = await signInWithGoogle();
    const token = await sessionOf(trip);
    await exchange(token, trip.cookie).expect(401);
    await exchange('not-a-code', trip.cookie).expect(401);
    await exchange('', trip.cookie).expect(400);
  });
});

describe('Google sign-in without configuration', () => {
  it('answers 503 with a clear message', async () => {
    const bare = await createTestApp();
    try {
      const res = await request(bare.http).get('/api/auth/google').expect(503);
      expect(res.body).toEqual({
        statusCode: 503,
        message: 'Google sign-in is not configured on this server',
        error: 'Service Unavailable',
      });
    } finally {
      await bare.close();
    }
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/search?q=law', '/search?q=law'],
    ['/provider/1#reviews', '/provider/1#reviews'],
    ['https://evil.example.com/x', '/x'],
    ['//evil.example.com/x', '/x'],
    ['javascript:alert(1)', '/'],
    [undefined, '/'],
  ])('keeps %j as %j', (input, expected) => expect(safeReturnTo(input)).toBe(expected));
});
