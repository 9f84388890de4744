import { MESSAGES, ZAuthResponseSchema, AUTH_MESSAGES } from '@app/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AuthService } from '../../src/auth/auth.service';
import { TokenService } from '../../src/auth/token.service';
import { createUser } from '../factories/directory';
import { createTestApp, TestApp } from '../test-app';

/**
 * Authentication (docs/decisions/0011), what auth.e2e-spec.ts does not prove already: there,
 * login limits per account and per address, reset-link request limits, the 5-guess cap of a
 * code, alg none / other key / expired tokens, blocked and deleted accounts, reset tokens
 * used as sessions, sessions ended by a password reset, and the same answer for an unknown
 * email at login, reset and resend. Here: the throttles of code and reset-link guessing and
 * of registration, a verification code that cannot sign anyone in, no enumeration through
 * blocked accounts or login timing, and tokens whose claims were tampered with.
 *
 * The app keeps its counters in memory (no REDIS_URL), so they are this file's own.
 */
const PASSWORD = 'Harbor#Lights2031';

let t: TestApp;
let ipCount = 0;
/** A fresh client address per test, so limits hit in one test do not leak into another. */
const freshIp = () => `10.66.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;
const email = () => `sec-${randomBytes(5).toString('hex')}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function accountWithPassword(fields: { verified?: boolean } = {}) {
  const user = await createUser(t, fields);
  const hash = await t.app.get(AuthService).hashPassword(PASSWORD);
  await t.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
  return user;
}

describe('brute force is throttled', () => {
  it('verification-code guesses from one address stop at 20 a minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await request(t.http)
        .post('/api/auth/email-verify')
        .set('x-forwarded-for', ip)
        .send({ email: email(), code: String(10000 + i) });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('reset-token guesses from one address stop at 10 a minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await request(t.http)
        .post('/api/auth/reset-password')
        .set('x-forwarded-for', ip)
        .send({ token: `guess.${i}.${randomBytes(8).toString('hex')}`, password: PASSWORD });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const res = await request(t.http)
      .post('/api/auth/reset-password')
      .set('x-forwarded-for', ip)
      .send({ token: 'another.guess.x', password: PASSWORD });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('registrations from one address stop at 30 in 10 minutes, and existing-email answers at 10 an hour', async () => {
    const ip = freshIp();
    const existing = await accountWithPassword();
    const register = (address: string) =>
      request(t.http)
        .post('/api/auth/register')
        .set('x-forwarded-for', ip)
        .send({ email: address, password: PASSWORD });
    // The spec says when an email exists; ten such answers, then the client waits.
    for (let i = 0; i < 10; i++) expect((await register(existing.email)).status).toBe(400);
    expect((await register(existing.email)).status).toBe(429);
    const other = freshIp();
    let status = 0;
    for (let i = 0; i < 31; i++) {
      const res = await request(t.http)
        .post('/api/auth/register')
        .set('x-forwarded-for', other)
        .send({ email: email(), password: PASSWORD });
      status = res.status;
      if (i < 30) expect(res.status).toBe(201);
    }
    expect(status).toBe(429);
  });
});

describe('a verification code signs nobody in', () => {
  it('{ email, code } of a confirmed account gives no session, whatever the code', async () => {
    const victim = await accountWithPassword();
    for (const code of ['00000', '12345']) {
      const res = await request(t.http)
        .post('/api/auth/email-verify')
        .set('x-forwarded-for', freshIp())
        .send({ email: victim.email, code });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AUTH_MESSAGES.codeInvalid);
      expect(JSON.stringify(res.body)).not.toContain('token');
    }
    const unknown = await request(t.http)
      .post('/api/auth/email-verify')
      .set('x-forwarded-for', freshIp())
      .send({ email: email(), code: '00000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(AUTH_MESSAGES.codeInvalid);
  });

  it('the registration token of a confirmed account still gets its session back', async () => {
    const user = await accountWithPassword();
    const res = await request(t.http)
      .post('/api/auth/email-verify')
      .set(user.auth)
      .set('x-forwarded-for', freshIp())
      .send({ code: '00000' })
      .expect(200);
    expect(ZAuthResponseSchema.parse(res.body).data.user.id).toBe(user.id);
  });
});

/**
 * How long the second kind of request takes against the first, as the fastest of 9
 * interleaved tries each: load from elsewhere on the machine only ever adds time, so the
 * fastest try is the request's own cost (a median moved with a busy second core: 2.9 seen
 * under two test runs at once). A burst of load can still fall on one kind's 9 tries, so a
 * ratio outside [0.4, 2.5] is measured again, up to 3 rounds: the leak this guards against
 * (no hash for an unknown email: ~1 ms against tens) is outside in every round.
 */
async function timingRatio(
  first: () => Promise<number>,
  second: () => Promise<number>,
): Promise<number> {
  let ratio = NaN;
  for (let round = 0; round < 3; round++) {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 9; i++) {
      a.push(await first());
      b.push(await second());
    }
    ratio = Math.min(...b) / Math.min(...a);
    if (ratio > 0.4 && ratio < 2.5) break;
  }
  return ratio;
}

describe('no account enumeration', () => {
  it('login with a wrong password says the same for a blocked, an unconfirmed and no account', async () => {
    const blocked = await accountWithPassword();
    await t.query('UPDATE users SET is_blocked = true WHERE id = $1', [blocked.id]);
    const unconfirmed = await accountWithPassword({ verified: false });
    const bodies = [];
    for (const address of [blocked.email, unconfirmed.email, email()]) {
      const res = await request(t.http)
        .post('/api/auth/login')
        .set('x-forwarded-for', freshIp())
        .send({ email: address, password: 'Wrong#Guess99' });
      bodies.push({ status: res.status, body: res.body });
    }
    expect(bodies[0]).toEqual({
      status: 401,
      body: { statusCode: 401, message: MESSAGES.wrongEmailOrPassword, error: 'Unauthorized' },
    });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('login takes as long for an unknown email as for a wrong password (a hash is checked either way)', async () => {
    const known = await accountWithPassword();
    const time = async (address: string) => {
      const started = process.hrtime.bigint();
      await request(t.http)
        .post('/api/auth/login')
        .set('x-forwarded-for', freshIp())
        .send({ email: address, password: 'Wrong#Guess99' })
        .expect(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const ratio = await timingRatio(
      () => time(known.email),
      () => time(email()),
    );
    // Without the dummy hash an unknown email answers in ~1 ms against tens of ms.
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('a reset-link request answers alike, without waiting for the mail, for any email', async () => {
    const known = await accountWithPassword();
    const answers = [];
    for (const address of [known.email, email()]) {
      const res = await request(t.http)
        .get(`/api/auth/send-reset-password-link/${encodeURIComponent(address)}`)
        .set('x-forwarded-for', freshIp());
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[0]).toEqual({ status: 200, body: { data: { success: true } } });
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe('no account enumeration by verification code', () => {
  const ANSWER_OK = { status: 200, body: { data: { success: true } } };
  const answerOf = (res: request.Response) => ({ status: res.status, body: res.body as unknown });

  /** An unconfirmed account as registration leaves it: a code mailed just now. */
  async function registered(): Promise<string> {
    const address = email();
    await request(t.http)
      .post('/api/auth/register')
      .set('x-forwarded-for', freshIp())
      .send({ email: address, password: PASSWORD })
      .expect(201);
    return address;
  }

  it('a resend by email answers alike for an unknown, a fresh, a confirmed and a blocked account', async () => {
    const blocked = await accountWithPassword();
    await t.query('UPDATE users SET is_blocked = true WHERE id = $1', [blocked.id]);
    const confirmed = await accountWithPassword();
    const fresh = await registered(); // its code is seconds old: the 20 s countdown runs
    for (const address of [email(), fresh, confirmed.email, blocked.email]) {
      const res = await request(t.http)
        .post('/api/auth/resend-verification-code')
        .set('x-forwarded-for', freshIp())
        .send({ email: address });
      expect({ address, ...answerOf(res) }).toEqual({ address, ...ANSWER_OK });
    }
  });

  it('a code guess by email answers alike for an unknown account and a burned, expired or missing code', async () => {
    const guess = (address: string) =>
      request(t.http)
        .post('/api/auth/email-verify')
        .set('x-forwarded-for', freshIp())
        .send({ email: address, code: '00000' });
    const burned = await registered();
    await t.query(
      'UPDATE email_codes SET attempts = 5 WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [burned],
    );
    const expired = await registered();
    await t.query(
      "UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [expired],
    );
    const noCode = (await accountWithPassword({ verified: false })).email;
    const unknown = answerOf(await guess(email()));
    expect(unknown).toEqual({
      status: 400,
      body: { statusCode: 400, message: AUTH_MESSAGES.codeInvalid, error: 'Bad Request' },
    });
    for (const address of [burned, expired, noCode]) {
      expect({ address, ...answerOf(await guess(address)) }).toEqual({ address, ...unknown });
    }
  });

  it('a resend by email takes as long for an unknown email as for an account that gets a code', async () => {
    const known = await registered();
    const time = async (address: string) => {
      // The account's countdown is over each time, so a new code is due.
      await t.query(
        "UPDATE email_codes SET created_at = now() - interval '21 seconds' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
        [address],
      );
      const started = process.hrtime.bigint();
      await request(t.http)
        .post('/api/auth/resend-verification-code')
        .set('x-forwarded-for', freshIp())
        .send({ email: address })
        .expect(200);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const ratio = await timingRatio(
      () => time(known),
      () => time(email()),
    );
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });
});

describe('tampered tokens', () => {
  const parts = (token: string) => token.split('.') as [string, string, string];
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

  it('refuses claims changed under a valid signature: roles, subject, token version', async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { roles: ['user', 'admin'] });
    const [header, payload, signature] = parts(user.token);
    const claims = decode(payload);
    for (const changed of [
      { ...claims, roles: ['user', 'admin'] },
      { ...claims, sub: admin.id },
      { ...claims, ver: 99 },
    ]) {
      const forged = `${header}.${encode(changed)}.${signature}`;
      await request(t.http)
        .get('/api/users/me')
        .set('authorization', `Bearer ${forged}`)
        .expect(401);
    }
    await request(t.http).get('/api/admin/users').set(user.auth).expect(403);
  });

  it('refuses an HS256 token whose header claims another algorithm', async () => {
    const user = await createUser(t);
    const [, payload, signature] = parts(user.token);
    for (const alg of ['HS512', 'RS256', 'none', 'NONE']) {
      const forged = `${encode({ alg, typ: 'JWT' })}.${payload}.${alg.startsWith('H') || alg.startsWith('R') ? signature : ''}`;
      await request(t.http)
        .get('/api/users/me')
        .set('authorization', `Bearer ${forged}`)
        .expect(401);
    }
  });

  it('a token minted before the token version changes stops working (sign-out everywhere)', async () => {
    const user = await createUser(t);
    await request(t.http).get('/api/users/me').set(user.auth).expect(200);
    await t.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);
    await request(t.http).get('/api/users/me').set(user.auth).expect(401);
    const fresh = t.app
      .get(TokenService)
      .signSession({ id: user.id, tokenVersion: 1, roles: ['user'] });
    await request(t.http).get('/api/users/me').set('authorization', `Bearer ${fresh}`).expect(200);
  });
});
