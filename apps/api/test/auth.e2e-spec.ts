import {
  MESSAGES,
  ZAuthResponseSchema,
  ZSessionResponseSchema,
  AUTH_MESSAGES,
} from '@app/contracts';
import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { OAuthStateService, SIGN_IN_COOKIE } from '../src/auth/oauth-state.service';
import { TokenService } from '../src/auth/token.service';
import { CounterStore } from '../src/common/rate-limit/counter-store.service';
import { AppConfig } from '../src/config/app-config';
import { codeIn, SmtpReceiver, subjectOf } from './smtp-receiver';
import { createTestApp, TestApp } from './test-app';

const PASSWORD = 'Sunset#Over$Biscayne7';
const WEB_ORIGIN = 'https://directory.example.com';

let t: TestApp;
let smtp: SmtpReceiver;
/** Each test speaks from its own client address (trusted X-Forwarded-For from loopback). */
let ip = '';

const email = () => `person-${randomBytes(5).toString('hex')}@example.com`;
const post = (url: string) => request(t.http).post(url).set('x-forwarded-for', ip);
const get = (url: string) => request(t.http).get(url).set('x-forwarded-for', ip);
const patch = (url: string) => request(t.http).patch(url).set('x-forwarded-for', ip);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function register(address = email(), password = PASSWORD) {
  const res = await post('/api/auth/register').send({ email: address, password }).expect(201);
  return { email: address, ...ZAuthResponseSchema.parse(res.body).data };
}

/** A registered and confirmed account, signed in. */
async function verifiedUser() {
  const account = await register();
  const code = codeIn(await smtp.waitFor(account.email));
  const res = await post('/api/auth/email-verify')
    .set(bearer(account.token))
    .send({ code })
    .expect(200);
  return { email: account.email, ...ZAuthResponseSchema.parse(res.body).data };
}

beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, WEB_ORIGIN } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
});

describe('POST /api/auth/register', () => {
  it('creates an unconfirmed account, answers { data: { token, user } } and mails a 5-digit code', async () => {
    const address = email();
    const res = await post('/api/auth/register')
      .send({ email: `  ${address.toUpperCase()} `, password: PASSWORD })
      .expect(201);
    const { token, user } = ZAuthResponseSchema.parse(res.body).data;
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({
      email: address,
      firstName: null,
      lastName: null,
      isEmailConfirmed: false,
      roles: ['user'],
      providerIds: [],
      reviewCount: 0,
      badges: [],
    });
    const mail = await smtp.waitFor(address);
    const code = codeIn(mail);
    expect(mail.subject).toContain(code);
    const [stored] = await t.query<{ code_hash: string; password_hash: string }>(
      'SELECT c.code_hash, u.password_hash FROM email_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [address],
    );
    expect(stored!.code_hash).not.toContain(code);
    expect(stored!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an email that exists, whatever its case, with the spec message', async () => {
    const { email: address } = await register();
    const res = await post('/api/auth/register')
      .send({ email: address.toUpperCase(), password: PASSWORD })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'An account with this email already exists',
      error: 'Bad Request',
    });
  });

  it('an existing email takes as long to refuse as a fresh registration takes, and is limited per client', async () => {
    const existing = (await register()).email;
    const timed = async (address: string, status: number) => {
      const started = process.hrtime.bigint();
      await post('/api/auth/register').send({ email: address, password: PASSWORD }).expect(status);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const fresh: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 6; i++) {
      fresh.push(await timed(email(), 201));
      known.push(await timed(existing, 400));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    // The password is hashed either way (argon2id, tens of milliseconds).
    expect(median(known)).toBeGreaterThan(median(fresh) * 0.5);

    // Ten 'exists' answers an hour per client; then every registration from it waits.
    ip = '10.250.1.1';
    for (let i = 0; i < 10; i++) await timed(existing.toUpperCase(), 400);
    for (const address of [existing, email()]) {
      const res = await post('/api/auth/register')
        .send({ email: address, password: PASSWORD })
        .expect(429);
      expect(res.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    ip = '10.250.2.1';
    const other = await post('/api/auth/register')
      .send({ email: existing, password: PASSWORD })
      .expect(400);
    expect(other.body.message).toBe('An account with this email already exists');
  });

  it.each([
    [{ email: 'nope', password: PASSWORD }, 'email', MESSAGES.emailFormat],
    [{ email: '', password: PASSWORD }, 'email', MESSAGES.emailRequired],
    [{ password: PASSWORD }, 'email', MESSAGES.emailRequired],
    [{ email: 'a@b.co', password: 'Abcdefgh1' }, 'password', MESSAGES.passwordRequirementsUnmet],
    [{ email: 'a@b.co', password: 'Password1!' }, 'password', MESSAGES.passwordTooCommon],
  ])('refuses %j with 400 and the contract message', async (body, field, message) => {
    const res = await post('/api/auth/register').send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ path: field, message });
  });

  it('accepts a passphrase of 64 characters and more', async () => {
    await register(email(), `Aa1!${'correct horse battery staple '.repeat(3)}`);
  });
});

describe('email verification', () => {
  it('confirms with { code } and the registration token, answering a fresh token', async () => {
    const account = await register();
    const code = codeIn(await smtp.waitFor(account.email));
    const res = await post('/api/auth/email-verify')
      .set(bearer(account.token))
      .send({ code })
      .expect(200);
    const { user, token } = ZAuthResponseSchema.parse(res.body).data;
    expect(user.isEmailConfirmed).toBe(true);
    await get('/api/auth/session').set(bearer(token)).expect(200);
    expect(
      await t.query(
        'SELECT 1 FROM email_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
        [account.email],
      ),
    ).toHaveLength(0);
  });

  it('confirms with { email, code } and no token', async () => {
    const account = await register();
    const code = codeIn(await smtp.waitFor(account.email));
    const res = await post('/api/auth/email-verify')
      .send({ email: account.email, code })
      .expect(200);
    expect(res.body.data.user.isEmailConfirmed).toBe(true);
  });

  it('says a wrong code is incorrect, and burns the code after 5 wrong tries', async () => {
    const account = await register();
    const code = codeIn(await smtp.waitFor(account.email));
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 1; i <= 4; i++) {
      const res = await post('/api/auth/email-verify')
        .set(bearer(account.token))
        .send({ code: wrong })
        .expect(400);
      expect(res.body.message).toBe(AUTH_MESSAGES.codeInvalid);
    }
    const fifth = await post('/api/auth/email-verify')
      .set(bearer(account.token))
      .send({ code: wrong })
      .expect(400);
    expect(fifth.body.message).toBe(AUTH_MESSAGES.codeBurned);
    const right = await post('/api/auth/email-verify')
      .set(bearer(account.token))
      .send({ code })
      .expect(400);
    expect(right.body.message).toBe(AUTH_MESSAGES.codeBurned);
  });

  it('lets no more than 5 guesses through even when they arrive together', async () => {
    const account = await register();
    const code = codeIn(await smtp.waitFor(account.email));
    const wrong = code === '00000' ? '11111' : '00000';
    await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/api/auth/email-verify').set(bearer(account.token)).send({ code: wrong }),
      ),
    );
    const [row] = await t.query<{ attempts: number }>(
      'SELECT attempts FROM email_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [account.email],
    );
    expect(row!.attempts).toBe(5);
  });

  it('refuses an expired code', async () => {
    const account = await register();
    const code = codeIn(await smtp.waitFor(account.email));
    await t.query(
      "UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [account.email],
    );
    const res = await post('/api/auth/email-verify')
      .set(bearer(account.token))
      .send({ code })
      .expect(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.codeExpired);
  });

  it('accepts only five digits', async () => {
    const res = await post('/api/auth/email-verify')
      .send({ email: 'a@b.co', code: '12a45' })
      .expect(400);
    expect(res.body.errors).toEqual([{ path: 'code', message: MESSAGES.codeDigits }]);
  });

  it('needs the token or an email', async () => {
    const res = await post('/api/auth/email-verify').send({ code: '12345' }).expect(401);
    expect(res.body.message).toBe(MESSAGES.unauthorized);
  });
});

describe('POST /api/auth/resend-verification-code', () => {
  it('resending codes to an address nobody confirmed: at most 3 code mails an hour and 6 a day per address, whatever the client', async () => {
    // Someone registers a stranger's address and keeps asking for codes, from a new client
    // address each time, waiting out the 20-second countdown between them.
    const stranger = await register();
    await smtp.waitFor(stranger.email, 1);
    const id = stranger.user.id;
    const countdownOver = () =>
      t.query(
        "UPDATE email_codes SET created_at = now() - interval '21 seconds' WHERE user_id = $1",
        [id],
      );
    const resend = async (n: number) => {
      await countdownOver();
      return request(t.http)
        .post('/api/auth/resend-verification-code')
        .set('x-forwarded-for', `10.200.${n}.${Math.floor(Math.random() * 250) + 1}`)
        .set(bearer(stranger.token));
    };
    expect((await resend(1)).status).toBe(200);
    expect((await resend(2)).status).toBe(200);
    await smtp.waitFor(stranger.email, 3);
    for (let n = 3; n < 6; n++) {
      const capped = await resend(n);
      expect(capped.status).toBe(429);
      expect(capped.body.message).toMatch(
        /^Please wait \d+ seconds before requesting a new code\.$/,
      );
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3000);
    }
    expect(smtp.mailsTo(stranger.email)).toHaveLength(3);

    // The hour is over (its window ended): three more, then the day's cap holds.
    const counters = t.app.get(CounterStore);
    await counters.clear(`code-mail:hour:${stranger.email}`);
    for (let n = 6; n < 9; n++) expect((await resend(n)).status).toBe(200);
    await smtp.waitFor(stranger.email, 6);
    await counters.clear(`code-mail:hour:${stranger.email}`);
    const day = await resend(9);
    expect(day.status).toBe(429);
    expect(Number(day.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    expect(smtp.mailsTo(stranger.email)).toHaveLength(6);
  });

  it('allows one code per 20 seconds, then mails a new one that replaces the old', async () => {
    const account = await register();
    const first = codeIn(await smtp.waitFor(account.email, 1));
    const early = await post('/api/auth/resend-verification-code')
      .set(bearer(account.token))
      .expect(429);
    expect(early.body.message).toMatch(
      /^Please wait (1\d|20|[1-9]) seconds before requesting a new code\.$/,
    );
    expect(early.headers['retry-after']).toBe(early.body.message.match(/(\d+) seconds/)[1]);
    expect(early.headers['ratelimit-limit']).toBe('1');
    expect(early.headers['ratelimit-remaining']).toBe('0');

    await t.query(
      "UPDATE email_codes SET created_at = now() - interval '21 seconds' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [account.email],
    );
    const ok = await post('/api/auth/resend-verification-code')
      .set(bearer(account.token))
      .expect(200);
    expect(ok.body).toEqual({ data: { success: true } });
    const second = codeIn(await smtp.waitFor(account.email, 2));
    if (second !== first) {
      await post('/api/auth/email-verify')
        .set(bearer(account.token))
        .send({ code: first })
        .expect(400);
    }
    await post('/api/auth/email-verify')
      .set(bearer(account.token))
      .send({ code: second })
      .expect(200);
  });

  it('answers success for an unknown email and sends nothing', async () => {
    const unknown = email();
    const res = await post('/api/auth/resend-verification-code')
      .send({ email: unknown })
      .expect(200);
    expect(res.body).toEqual({ data: { success: true } });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mailsTo(unknown)).toHaveLength(0);
  });
});

describe('POST /api/auth/login', () => {
  it('signs a confirmed account in; session and users/me describe the user', async () => {
    const account = await verifiedUser();
    const res = await post('/api/auth/login')
      .send({ email: account.email.toUpperCase(), password: PASSWORD })
      .expect(200);
    const { token, user } = ZAuthResponseSchema.parse(res.body).data;
    expect(user.email).toBe(account.email);
    for (const url of ['/api/auth/session', '/api/users/me']) {
      const me = await get(url).set(bearer(token)).expect(200);
      expect(ZSessionResponseSchema.parse(me.body).data.user).toEqual(user);
    }
  });

  it("gives a session 7 days with 'Remember me' (or without the field) and 12 hours without it", async () => {
    const account = await verifiedUser();
    const life = (token: string) => {
      const { iat, exp } = new JwtService().decode<{ iat: number; exp: number }>(token);
      return exp - iat;
    };
    const login = async (extra: object) =>
      ZAuthResponseSchema.parse(
        (
          await post('/api/auth/login')
            .send({ email: account.email, password: PASSWORD, ...extra })
            .expect(200)
        ).body,
      ).data.token;
    expect(life(await login({}))).toBe(7 * 24 * 3600);
    expect(life(await login({ rememberMe: true }))).toBe(7 * 24 * 3600);
    const short = await login({ rememberMe: false });
    expect(life(short)).toBe(12 * 3600);
    await get('/api/auth/session').set(bearer(short)).expect(200);

    // A password change re-issues the session with the same choice.
    const changed = await request(t.http)
      .put('/api/users/me/password')
      .set('x-forwarded-for', ip)
      .set(bearer(short))
      .send({ currentPassword: PASSWORD, newPassword: 'Harbor#Lights$Tampa8' })
      .expect(200);
    expect(life(ZAuthResponseSchema.parse(changed.body).data.token)).toBe(12 * 3600);
    await post('/api/auth/login')
      .send({ email: account.email, password: PASSWORD, rememberMe: 'no' })
      .expect(400);
  });

  it('answers 401 Wrong email or password for a wrong password or an unknown email', async () => {
    const account = await verifiedUser();
    for (const body of [
      { email: account.email, password: 'Wrong#Pass9' },
      { email: email(), password: PASSWORD },
    ]) {
      const res = await post('/api/auth/login').send(body).expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        message: 'Wrong email or password',
        error: 'Unauthorized',
      });
    }
  });

  it('answers 403 for an unconfirmed account and mails a fresh code once the 20 s have passed', async () => {
    const account = await register();
    await smtp.waitFor(account.email, 1);
    const res = await post('/api/auth/login')
      .send({ email: account.email, password: PASSWORD })
      .expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      message: 'Please verify your email before logging in!',
      error: 'Forbidden',
    });
    expect(smtp.mailsTo(account.email)).toHaveLength(1);

    await t.query(
      "UPDATE email_codes SET created_at = now() - interval '21 seconds' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [account.email],
    );
    await post('/api/auth/login').send({ email: account.email, password: PASSWORD }).expect(403);
    const fresh = codeIn(await smtp.waitFor(account.email, 2));
    await post('/api/auth/email-verify').send({ email: account.email, code: fresh }).expect(200);
    await post('/api/auth/login').send({ email: account.email, password: PASSWORD }).expect(200);
  });

  it('requires the password field', async () => {
    const res = await post('/api/auth/login').send({ email: 'a@b.co', password: '' }).expect(400);
    expect(res.body.message).toBe(MESSAGES.passwordRequired);
  });
});

describe('tokens', () => {
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;

  it('lasts 7 days', async () => {
    const { token } = await verifiedUser();
    const claims = claimsOf(token) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60);
  });

  it.each([
    ['no token', undefined],
    ['garbage', 'Bearer not.a.token'],
    ['a bare word', 'Bearer abc'],
  ])('refuses %s with 401 Unauthorized. Please sign in again.', async (_name, header) => {
    const req = get('/api/auth/session');
    if (header) req.set('authorization', header);
    const res = await req.expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      message: 'Unauthorized. Please sign in again.',
      error: 'Unauthorized',
    });
  });

  it('refuses alg none, another signing key, and an expired token', async () => {
    const { token } = await verifiedUser();
    const claims = claimsOf(token);
    const header = (alg: string) =>
      Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    const unsigned = `${header('none')}.${token.split('.')[1]}.`;
    const jwt = new JwtService();
    const { iat: _iat, exp: _exp, ...rest } = claims;
    const forged = jwt.sign(rest, { secret: 'x'.repeat(48), expiresIn: 3600 });
    const secret = t.app.get(AppConfig).jwtSecret;
    const expired = jwt.sign(
      {
        ...claims,
        iat: Math.floor(Date.now() / 1000) - 100,
        exp: Math.floor(Date.now() / 1000) - 10,
      },
      { secret },
    );
    for (const bad of [unsigned, forged, expired]) {
      await get('/api/auth/session').set(bearer(bad)).expect(401);
    }
    await get('/api/auth/session').set(bearer(token)).expect(200);
  });

  it('refuses a reset token or a social ticket used as a session token', async () => {
    const { user } = await verifiedUser();
    const tokens = t.app.get(TokenService);
    await get('/api/auth/session')
      .set(bearer(tokens.signReset(user.id, '00000000-0000-4000-8000-000000000000')))
      .expect(401);
    const ticket = tokens.signSocialTicket(
      { googleId: 'g-1', email: 'x@y.z', emailVerified: true },
      'browser-hash',
    );
    await get('/api/auth/session').set(bearer(ticket)).expect(401);
  });

  it('stops working at once for a blocked or a deleted account', async () => {
    const blocked = await verifiedUser();
    await get('/api/users/me').set(bearer(blocked.token)).expect(200);
    await t.query('UPDATE users SET is_blocked = true WHERE id = $1', [blocked.user.id]);
    await get('/api/users/me').set(bearer(blocked.token)).expect(401);
    const res = await post('/api/auth/login')
      .send({ email: blocked.email, password: PASSWORD })
      .expect(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.blocked);

    const deleted = await verifiedUser();
    await t.query('DELETE FROM users WHERE id = $1', [deleted.user.id]);
    await get('/api/users/me').set(bearer(deleted.token)).expect(401);
  });
});

describe('password reset', () => {
  async function resetLink(address: string, nth = 1): Promise<{ link: string; token: string }> {
    const mail = await smtp.waitFor(address, nth);
    const link = new RegExp(`${WEB_ORIGIN}/forgot-password/(\\S+)`).exec(mail.body);
    if (!link) throw new Error('no reset link in the mail');
    return { link: link[0], token: link[1]!.split('___DOT___').join('.') };
  }

  it('always answers { data: { success: true } } and mails a link only to an existing account', async () => {
    const account = await verifiedUser();
    const unknown = email();
    for (const address of [account.email, unknown]) {
      const res = await get(
        `/api/auth/send-reset-password-link/${encodeURIComponent(address)}`,
      ).expect(200);
      expect(res.body).toEqual({ data: { success: true } });
    }
    const { link } = await resetLink(account.email, 2);
    expect(link).toMatch(
      new RegExp(`^${WEB_ORIGIN}/forgot-password/[\\w-]+___DOT___[\\w-]+___DOT___[\\w-]+$`),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mailsTo(unknown)).toHaveLength(0);
  });

  it('sets a new password once, signs out every session, and the new password signs in', async () => {
    const account = await verifiedUser();
    await get(`/api/auth/send-reset-password-link/${account.email}`).expect(200);
    const { token } = await resetLink(account.email, 2);
    const next = 'Harbor$Lights#2031';
    await post('/api/auth/reset-password')
      .send({ token, password: next })
      .expect(200, { data: { success: true } });

    await get('/api/users/me').set(bearer(account.token)).expect(401);
    await post('/api/auth/login').send({ email: account.email, password: PASSWORD }).expect(401);
    await post('/api/auth/login').send({ email: account.email, password: next }).expect(200);

    const again = await post('/api/auth/reset-password')
      .send({ token, password: 'Another#Pass55' })
      .expect(400);
    expect(again.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('keeps one live link per account: a newer link, or a reset completed with it, kills the older', async () => {
    const account = await verifiedUser();
    await get(`/api/auth/send-reset-password-link/${account.email}`).expect(200);
    const older = (await resetLink(account.email, 2)).token;
    await get(`/api/auth/send-reset-password-link/${account.email}`).expect(200);
    const newer = (await resetLink(account.email, 3)).token;
    const res = await post('/api/auth/reset-password')
      .send({ token: older, password: 'Harbor$Lights#2031' })
      .expect(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    await post('/api/auth/reset-password')
      .send({ token: newer, password: 'Harbor$Lights#2031' })
      .expect(200);
    await post('/api/auth/reset-password')
      .send({ token: older, password: 'Another#Pass55' })
      .expect(400);
    await post('/api/auth/login')
      .send({ email: account.email, password: 'Harbor$Lights#2031' })
      .expect(200);
  });

  it('kills every outstanding link when the password or the email changes', async () => {
    const account = await verifiedUser();
    await get(`/api/auth/send-reset-password-link/${account.email}`).expect(200);
    const beforePasswordChange = (await resetLink(account.email, 2)).token;
    const changed = await request(t.http)
      .put('/api/users/me/password')
      .set('x-forwarded-for', ip)
      .set(bearer(account.token))
      .send({ currentPassword: PASSWORD, newPassword: 'Harbor$Lights#2031' })
      .expect(200);
    await post('/api/auth/reset-password')
      .send({ token: beforePasswordChange, password: 'Another#Pass55' })
      .expect(400);

    await get(`/api/auth/send-reset-password-link/${account.email}`).expect(200);
    const toOldAddress = (await resetLink(account.email, 3)).token;
    const session = bearer(changed.body.data.token);
    const newEmail = email();
    await post('/api/users/me/email')
      .set(session)
      .send({ newEmail, currentPassword: 'Harbor$Lights#2031' })
      .expect(200);
    const code = codeIn(await smtp.waitFor(newEmail));
    await post('/api/users/me/email/confirm').set(session).send({ code }).expect(200);
    const res = await post('/api/auth/reset-password')
      .send({ token: toOldAddress, password: 'Another#Pass55' })
      .expect(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    await post('/api/auth/login')
      .send({ email: newEmail, password: 'Harbor$Lights#2031' })
      .expect(200);
  });

  it('refuses a tampered or expired token, and checks the password rule', async () => {
    const account = await verifiedUser();
    await get(`/api/auth/send-reset-password-link/${account.email}`).expect(200);
    const { token } = await resetLink(account.email, 2);
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -2)}xx`;
    expect(
      (
        await post('/api/auth/reset-password')
          .send({ token: tampered, password: 'Harbor$Lights#2031' })
          .expect(400)
      ).body.message,
    ).toBe(AUTH_MESSAGES.resetLinkInvalid);
    const weak = await post('/api/auth/reset-password')
      .send({ token, password: 'weak' })
      .expect(400);
    expect(weak.body.message).toBe('Password does not meet requirements');
    const shape = await post('/api/auth/reset-password')
      .send({ token: 'only.two', password: 'Harbor$Lights#2031' })
      .expect(400);
    expect(shape.body.message).toBe('Invalid token');

    await t.query(
      "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [account.user.id],
    );
    await post('/api/auth/reset-password')
      .send({ token, password: 'Harbor$Lights#2031' })
      .expect(400);
  });
});

describe('PATCH /api/auth/profile-update', () => {
  it('updates only the fields sent and answers the session user', async () => {
    const account = await verifiedUser();
    const res = await patch('/api/auth/profile-update')
      .set(bearer(account.token))
      .send({ firstName: ' Ana ', lastName: 'Lopez' })
      .expect(200);
    expect(res.body.data.user).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: account.email,
    });
    const after = await patch('/api/auth/profile-update')
      .set(bearer(account.token))
      .send({ lastName: 'Diaz' })
      .expect(200);
    expect(after.body.data.user).toMatchObject({ firstName: 'Ana', lastName: 'Diaz' });
  });

  it('gives the name messages, refuses unknown fields and outside picture URLs', async () => {
    const account = await verifiedUser();
    const empty = await patch('/api/auth/profile-update')
      .set(bearer(account.token))
      .send({ firstName: '' })
      .expect(400);
    expect(empty.body.message).toBe('First Name is required');
    await patch('/api/auth/profile-update')
      .set(bearer(account.token))
      .send({ roles: ['admin'] })
      .expect(400);
    const pic = await patch('/api/auth/profile-update')
      .set(bearer(account.token))
      .send({ profilePicture: 'https://evil.example.com/x.png' })
      .expect(400);
    expect(pic.body.message).toBe(AUTH_MESSAGES.pictureNotIssued);
    await patch('/api/auth/profile-update')
      .set(bearer(account.token))
      .send({ profilePicture: null })
      .expect(200);
  });

  it('needs a signed-in user', async () => {
    await patch('/api/auth/profile-update').send({ firstName: 'X' }).expect(401);
  });
});

describe('social sign-in', () => {
  /** A browser's sign-in cookie and a ticket of its sign-in (as our Google callback mints it). */
  function browserTicket(identity: Parameters<TokenService['signSocialTicket']>[0]) {
    const cookie = `${SIGN_IN_COOKIE}=${randomBytes(32).toString('base64url')}`;
    const hash = t.app.get(OAuthStateService).browserHashOf({ headers: { cookie } } as never)!;
    return { cookie, ticket: t.app.get(TokenService).signSocialTicket(identity, hash) };
  }

  it('refuses a client that names an email without a ticket from our Google callback', async () => {
    await post('/api/auth/social-login')
      .send({ email: 'victim@example.com', provider: 'google' })
      .expect(400);
    const forged = new JwtService().sign(
      { typ: 'social', googleId: 'g', email: 'victim@example.com', emailVerified: true },
      { secret: 'y'.repeat(48) },
    );
    const res = await post('/api/auth/social-login').send({ ticket: forged }).expect(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.socialTicketInvalid);
  });

  it('registers from a ticket, then signs in; the identity comes from the ticket, not the body', async () => {
    const googleEmail = email();
    const identity = {
      googleId: `g-${googleEmail}`,
      email: googleEmail,
      emailVerified: true,
      name: 'Maria Garcia Lopez',
    };
    const { ticket, cookie } = browserTicket(identity);
    await post('/api/auth/social-login').set('cookie', cookie).send({ ticket }).expect(404);
    const created = await post('/api/auth/social-register')
      .set('cookie', cookie)
      .send({ ticket, email: 'someone-else@example.com' })
      .expect(201);
    expect(created.body.data.user).toMatchObject({
      email: googleEmail,
      firstName: 'Maria',
      lastName: 'Garcia Lopez',
      isEmailConfirmed: true,
    });
    // A ticket makes one session; a new sign-in brings a new ticket.
    await post('/api/auth/social-login').set('cookie', cookie).send({ ticket }).expect(401);
    const next = browserTicket(identity);
    const again = await post('/api/auth/social-login')
      .set('cookie', next.cookie)
      .send({ ticket: next.ticket })
      .expect(200);
    expect(again.body.data.user.id).toBe(created.body.data.user.id);
  });

  it('links a Google identity to the account with the same verified email', async () => {
    const account = await verifiedUser();
    const { ticket, cookie } = browserTicket({
      googleId: `g-${account.user.id}`,
      email: account.email,
      emailVerified: true,
    });
    const res = await post('/api/auth/social-login')
      .set('cookie', cookie)
      .send({ ticket })
      .expect(200);
    expect(res.body.data.user.id).toBe(account.user.id);
  });
});

describe('rate limits', () => {
  it('the per-account login limit also refuses the right password: ten wrong tries from anywhere no longer lock the owner out', async () => {
    const account = await verifiedUser();
    const from = (address: string) =>
      request(t.http).post('/api/auth/login').set('x-forwarded-for', address);
    for (let i = 0; i < 10; i++) {
      await from(`10.9.${i}.1`).send({ email: account.email, password: 'Wrong#Pass9' }).expect(401);
    }
    // A client that has been failing gets no more checks, the right password included.
    for (const password of ['Wrong#Pass9', PASSWORD]) {
      const res = await from('10.9.3.1').send({ email: account.email, password }).expect(429);
      expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(res.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The owner, from a client that has not been failing, signs in with the right password.
    const owner = await from('10.9.99.1')
      .send({ email: account.email, password: PASSWORD })
      .expect(200);
    expect(owner.body.data.user.email).toBe(account.email);
    // A new client with a wrong password gets one answer, then it is failing too.
    await from('10.9.98.1').send({ email: account.email, password: 'Wrong#Pass9' }).expect(401);
    await from('10.9.98.1').send({ email: account.email, password: PASSWORD }).expect(429);
    // The owner was told, once, in the account's language.
    const notice = await smtp.waitFor(account.email, 2);
    expect(notice.subject).toBe('Failed sign-in attempts on your InjuryPros account');
    expect(notice.body).toContain('10 attempts to sign in');
    expect(notice.body).toContain(`${WEB_ORIGIN}/forgot-password`);
    expect(smtp.mailsTo(account.email)).toHaveLength(2);
  });

  it('tells an owner who reads Spanish in Spanish, and answers an unknown email the same way', async () => {
    const { email: address, user } = await verifiedUser();
    await t.query("UPDATE users SET language = 'es' WHERE id = $1", [user.id]);
    const unknown = email();
    for (const target of [address, unknown]) {
      for (let i = 0; i < 10; i++) {
        await request(t.http)
          .post('/api/auth/login')
          .set('x-forwarded-for', `10.8.${i}.7`)
          .send({ email: target, password: 'Wrong#Pass9' })
          .expect(401);
      }
      await request(t.http)
        .post('/api/auth/login')
        .set('x-forwarded-for', '10.8.0.7')
        .send({ email: target, password: PASSWORD })
        .expect(429);
    }
    const notice = await smtp.waitFor(address, 2);
    expect(subjectOf(notice)).toBe(
      'Intentos fallidos de iniciar sesión en su cuenta de InjuryPros',
    );
    expect(notice.body).toContain('hubo 10 intentos de iniciar sesi');
    expect(smtp.mailsTo(unknown)).toHaveLength(0);
  });

  it('limits login calls per client address to 20 a minute', async () => {
    for (let i = 0; i < 20; i++) {
      await post('/api/auth/login').send({ email: email(), password: 'Wrong#Pass9' }).expect(401);
    }
    await post('/api/auth/login').send({ email: email(), password: 'Wrong#Pass9' }).expect(429);
    ip = '10.250.250.250';
    await post('/api/auth/login').send({ email: email(), password: 'Wrong#Pass9' }).expect(401);
  });

  it('limits reset-link requests per client address', async () => {
    for (let i = 0; i < 10; i++)
      await get(`/api/auth/send-reset-password-link/${email()}`).expect(200);
    await get(`/api/auth/send-reset-password-link/${email()}`).expect(429);
  });
});

describe('first admin and the outbox', () => {
  it('creates the admin of ADMIN_EMAIL, verified, and writes mails to DATA_DIR/outbox without SMTP_URL', async () => {
    const other = await createTestApp({
      env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'Admin#Secret99' },
    });
    try {
      const login = await request(other.http)
        .post('/api/auth/login')
        .send({ email: 'boss@example.com', password: 'Admin#Secret99' })
        .expect(200);
      expect(login.body.data.user).toMatchObject({
        email: 'boss@example.com',
        isEmailConfirmed: true,
        roles: ['user', 'admin'],
      });

      const address = email();
      await request(other.http)
        .post('/api/auth/register')
        .send({ email: address, password: PASSWORD })
        .expect(201);
      const outbox = path.join(other.dataDir, 'outbox');
      // The code is mailed after the answer (a registration's timing says nothing).
      const deadline = Date.now() + 5000;
      let files: string[] = [];
      while (files.length === 0 && Date.now() < deadline) {
        files = await readdir(outbox).catch(() => []);
        if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toContain(`To: ${address}`);
      expect(eml).toMatch(/confirmation code is \d{5}/);
      // Codes and reset links are readable by this server's user only (issue 16 item 16).
      expect((await stat(outbox)).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(outbox, files[0]!))).mode & 0o777).toBe(0o600);
    } finally {
      await other.close();
    }
  });
});
