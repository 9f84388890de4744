import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  ZAccountExportSchema,
  ZAccountSettingsResponseSchema,
  ZAuthResponseSchema,
} from '@app/contracts';
import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { TokenService } from '../src/auth/token.service';
import { createProvider, createUser, insertReview, REVIEW_TEXT } from './factories/directory';
import { codeIn, SmtpReceiver } from './smtp-receiver';
import { createTestApp, TestApp } from './test-app';

const PASSWORD = 'Harbor#Lights$42';
const NEW_PASSWORD = 'Gulf!Breeze%2026';

let t: TestApp;
let smtp: SmtpReceiver;
/** Each test speaks from its own client address (trusted X-Forwarded-For from loopback). */
let ip = '';

const email = () => `acct-${randomBytes(5).toString('hex')}@example.com`;
const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, token?: string) => {
  const req = request(t.http)[method](url).set('x-forwarded-for', ip);
  return token ? req.set('authorization', `Bearer ${token}`) : req;
};

/** A registered, confirmed account with a password and names, signed in. */
async function signedUp(address = email(), password = PASSWORD) {
  const mailsBefore = smtp.mailsTo(address).length;
  const reg = await call('post', '/api/auth/register').send({ email: address, password });
  expect(reg.status).toBe(201);
  const { token } = ZAuthResponseSchema.parse(reg.body).data;
  const code = codeIn(await smtp.waitFor(address, mailsBefore + 1));
  const verified = await call('post', '/api/auth/email-verify', token).send({ code }).expect(200);
  const session = ZAuthResponseSchema.parse(verified.body).data;
  await call('patch', '/api/auth/profile-update', session.token)
    .send({ firstName: 'Dana', lastName: 'Reyes' })
    .expect(200);
  return { email: address, token: session.token, id: session.user.id };
}

/** A Google-only account; `viaGoogle` makes the token look like a fresh Google sign-in. */
async function googleOnly({ viaGoogle }: { viaGoogle: boolean }) {
  const user = await createUser(t);
  await t.query('UPDATE users SET google_id = $2 WHERE id = $1', [user.id, `g-${user.id}`]);
  const token = t.app
    .get(TokenService)
    .signSession({ id: user.id, tokenVersion: 0, roles: ['user'] }, { viaGoogle });
  return { ...user, token };
}

const settingsOf = async (token: string) =>
  ZAccountSettingsResponseSchema.parse(
    (await call('get', '/api/users/me/account', token).expect(200)).body,
  ).data;

beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, WEB_ORIGIN: 'https://ip.example.com' } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
});

describe('every /users/me route', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['get', '/api/users/me/account'],
      ['patch', '/api/users/me/profile'],
      ['post', '/api/users/me/email'],
      ['put', '/api/users/me/password'],
      ['post', '/api/users/me/sign-out-everywhere'],
      ['get', '/api/users/me/export'],
      ['post', '/api/users/me/delete'],
    ] as const) {
      const res = await call(method, url).send({});
      expect([url, res.status, res.body.message]).toEqual([url, 401, MESSAGES.unauthorized]);
    }
  });
});

describe('profile', () => {
  it('updates names, city and state; the reviewer page shows the location', async () => {
    const me = await signedUp();
    const res = await call('patch', '/api/users/me/profile', me.token)
      .send({ firstName: ' Maria ', lastName: 'Lopez', city: 'Miami', state: 'fl' })
      .expect(200);
    expect(res.body.data.user).toMatchObject({ firstName: 'Maria', lastName: 'Lopez' });
    expect(res.body.data.settings).toMatchObject({ city: 'Miami', state: 'FL' });
    const page = await call('get', `/api/users/${me.id}`).expect(200);
    expect(page.body.data).toMatchObject({ name: 'Maria Lopez', location: 'Miami, FL' });

    // Blank city and state clear them.
    await call('patch', '/api/users/me/profile', me.token)
      .send({ firstName: 'Maria', lastName: 'Lopez', city: '', state: '' })
      .expect(200);
    expect((await call('get', `/api/users/${me.id}`).expect(200)).body.data.location).toBeNull();
  });

  it('answers 400 with the spec messages', async () => {
    const me = await signedUp();
    const res = await call('patch', '/api/users/me/profile', me.token)
      .send({ firstName: ' ', lastName: '', state: 'Florida' })
      .expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: MESSAGES.firstNameRequired },
        { path: 'lastName', message: MESSAGES.lastNameRequired },
        { path: 'state', message: ACCOUNT_MESSAGES.stateCode },
      ]),
    );
    const photo = await call('patch', '/api/users/me/profile', me.token)
      .send({
        firstName: 'A',
        lastName: 'B',
        profilePicture: 'https://elsewhere.example.com/a.png',
      })
      .expect(400);
    expect(photo.body.errors[0].path).toBe('profilePicture');
  });

  it('applies a request whole or not at all: a bad picture leaves names and place unchanged', async () => {
    const me = await signedUp();
    await call('patch', '/api/users/me/profile', me.token)
      .send({ firstName: 'Dana', lastName: 'Reyes', city: 'Miami', state: 'FL' })
      .expect(200);
    const refused = await call('patch', '/api/users/me/profile', me.token)
      .send({
        firstName: 'Changed',
        lastName: 'Name',
        city: 'Tampa',
        state: 'GA',
        profilePicture: '/api/files/public/AAAAAAAAAAAAAAAAAAAAAA.png',
      })
      .expect(400);
    expect(refused.body.errors[0].path).toBe('profilePicture');
    expect(await settingsOf(me.token)).toMatchObject({
      firstName: 'Dana',
      lastName: 'Reyes',
      city: 'Miami',
      state: 'FL',
      profilePicUrl: null,
    });
  });
});

describe('email change', () => {
  it('caps code mails to a new address nobody confirmed, across accounts (3 an hour)', async () => {
    const stranger = email();
    const asker = async () => {
      const me = await signedUp();
      return call('post', '/api/users/me/email', me.token).send({
        newEmail: stranger,
        currentPassword: PASSWORD,
      });
    };
    for (let i = 0; i < 3; i++) expect((await asker()).status).toBe(200);
    await smtp.waitFor(stranger, 3);
    const capped = await asker();
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    expect(smtp.mailsTo(stranger)).toHaveLength(3);
  });

  it('needs the current password, mails a code to the new address, then tells the old one', async () => {
    const me = await signedUp();
    const next = email();
    const missing = await call('post', '/api/users/me/email', me.token)
      .send({ newEmail: next })
      .expect(400);
    expect(missing.body.errors).toEqual([
      { path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired },
    ]);
    const wrong = await call('post', '/api/users/me/email', me.token)
      .send({ newEmail: next, currentPassword: 'Nope#12345' })
      .expect(401);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    const bad = await call('post', '/api/users/me/email', me.token)
      .send({ newEmail: 'not an email', currentPassword: PASSWORD })
      .expect(400);
    expect(bad.body.message).toBe(MESSAGES.emailFormat);
    const same = await call('post', '/api/users/me/email', me.token)
      .send({ newEmail: me.email.toUpperCase(), currentPassword: PASSWORD })
      .expect(400);
    expect(same.body.message).toBe(ACCOUNT_MESSAGES.sameEmail);
    const taken = await signedUp();
    const exists = await call('post', '/api/users/me/email', me.token)
      .send({ newEmail: taken.email, currentPassword: PASSWORD })
      .expect(400);
    expect(exists.body.message).toBe(MESSAGES.emailExists);

    await call('post', '/api/users/me/email', me.token)
      .send({ newEmail: next, currentPassword: PASSWORD })
      .expect(200, { data: { pendingEmail: next } });
    expect((await settingsOf(me.token)).pendingEmail).toBe(next);
    expect((await settingsOf(me.token)).email).toBe(me.email);
    const code = codeIn(await smtp.waitFor(next));
    const wrongCode = code === '00000' ? '11111' : '00000';
    await call('post', '/api/users/me/email/confirm', me.token)
      .send({ code: wrongCode })
      .expect(400);
    const ok = await call('post', '/api/users/me/email/confirm', me.token)
      .send({ code })
      .expect(200);
    expect(ok.body.data.user.email).toBe(next);
    const told = await smtp.waitFor(me.email, 2);
    expect(told.subject).toBe('Your InjuryPros email address was changed');
    expect(told.body).toContain(next);
    // Sign-in now works with the new address only.
    await call('post', '/api/auth/login').send({ email: next, password: PASSWORD }).expect(200);
    await call('post', '/api/auth/login').send({ email: me.email, password: PASSWORD }).expect(401);
    // The code is spent.
    const again = await call('post', '/api/users/me/email/confirm', me.token)
      .send({ code })
      .expect(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.noPendingEmail);
  });

  it('accepts a recent Google sign-in instead of a password on a Google-only account', async () => {
    const stale = await googleOnly({ viaGoogle: false });
    const refused = await call('post', '/api/users/me/email', stale.token)
      .send({ newEmail: email() })
      .expect(403);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.googleReauthRequired);
    const fresh = await googleOnly({ viaGoogle: true });
    const next = email();
    await call('post', '/api/users/me/email', fresh.token).send({ newEmail: next }).expect(200);
    await smtp.waitFor(next);
  });
});

describe('password change', () => {
  it('checks the current password and the register rule, then signs every other session out', async () => {
    const me = await signedUp();
    const other = ZAuthResponseSchema.parse(
      (
        await call('post', '/api/auth/login')
          .send({ email: me.email, password: PASSWORD })
          .expect(200)
      ).body,
    ).data.token;
    const weak = await call('put', '/api/users/me/password', me.token)
      .send({ currentPassword: PASSWORD, newPassword: 'short' })
      .expect(400);
    expect(weak.body.errors).toEqual([
      { path: 'newPassword', message: MESSAGES.passwordRequirementsUnmet },
    ]);
    const wrong = await call('put', '/api/users/me/password', me.token)
      .send({ currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD })
      .expect(401);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);

    const res = await call('put', '/api/users/me/password', me.token)
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(200);
    const fresh = ZAuthResponseSchema.parse(res.body).data.token;
    for (const old of [me.token, other]) {
      const dead = await call('get', '/api/users/me', old).expect(401);
      expect(dead.body.message).toBe(MESSAGES.unauthorized);
    }
    await call('get', '/api/users/me', fresh).expect(200);
    await call('post', '/api/auth/login').send({ email: me.email, password: PASSWORD }).expect(401);
    await call('post', '/api/auth/login')
      .send({ email: me.email, password: NEW_PASSWORD })
      .expect(200);
  });

  it('lets a Google-only account set a first password after a fresh Google sign-in', async () => {
    const stale = await googleOnly({ viaGoogle: false });
    await call('put', '/api/users/me/password', stale.token)
      .send({ newPassword: NEW_PASSWORD })
      .expect(403);
    const me = await googleOnly({ viaGoogle: true });
    expect(await settingsOf(me.token)).toMatchObject({ hasPassword: false, googleLinked: true });
    const res = await call('put', '/api/users/me/password', me.token)
      .send({ newPassword: NEW_PASSWORD })
      .expect(200);
    const token = ZAuthResponseSchema.parse(res.body).data.token;
    expect(await settingsOf(token)).toMatchObject({ hasPassword: true });
    await call('post', '/api/auth/login')
      .send({ email: me.email, password: NEW_PASSWORD })
      .expect(200);
  });

  it('counts current-password checks per account and answers 429 past the limit', async () => {
    const me = await signedUp();
    for (let i = 0; i < 10; i++) {
      ip = `10.77.${i}.1`;
      await call('put', '/api/users/me/password', me.token)
        .send({ currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD })
        .expect(401);
    }
    ip = '10.77.99.1';
    await call('put', '/api/users/me/password', me.token)
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(429);
  });
});

describe('linked Google account', () => {
  it('unlinks only when the account has a password', async () => {
    const googleOnlyUser = await googleOnly({ viaGoogle: true });
    const refused = await call('delete', '/api/users/me/google', googleOnlyUser.token).expect(409);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.unlinkNeedsPassword);

    const me = await signedUp();
    const notLinked = await call('delete', '/api/users/me/google', me.token).expect(409);
    expect(notLinked.body.message).toBe(ACCOUNT_MESSAGES.googleNotLinked);
    await t.query('UPDATE users SET google_id = $2 WHERE id = $1', [me.id, `g-${me.id}`]);
    expect((await settingsOf(me.token)).googleLinked).toBe(true);
    const res = await call('delete', '/api/users/me/google', me.token).expect(200);
    expect(res.body.data).toMatchObject({ googleLinked: false, hasPassword: true });
  });
});

describe('sign out of all devices', () => {
  it('makes every existing token invalid at once', async () => {
    const me = await signedUp();
    const second = (
      await call('post', '/api/auth/login').send({ email: me.email, password: PASSWORD })
    ).body.data.token as string;
    await call('post', '/api/users/me/sign-out-everywhere', me.token).expect(200, {
      data: { success: true },
    });
    for (const token of [me.token, second])
      await call('get', '/api/auth/session', token).expect(401);
    await call('post', '/api/auth/login').send({ email: me.email, password: PASSWORD }).expect(200);
  });
});

describe('notification preferences', () => {
  it('are stored, and a reviewer who opted out gets no response mail', async () => {
    const reviewer = await signedUp();
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const providerId = await createProvider(t, { ownerId: owner.id, name: 'Bayside Chiropractic' });
    const first = await insertReview(t, providerId, reviewer.id, 4);
    const respond = (reviewId: string) =>
      call('put', `/api/reviews/${reviewId}/response`, owner.token)
        .send({ text: `Thank you for the kind words. ${REVIEW_TEXT}` })
        .expect(200);

    expect((await settingsOf(reviewer.token)).notifications).toEqual({
      reviewResponse: true,
      decisions: true,
      leads: true,
    });
    const bad = await call('put', '/api/users/me/notifications', reviewer.token)
      .send({ reviewResponse: 'no' })
      .expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['reviewResponse', 'decisions', 'leads']),
    );
    await call('put', '/api/users/me/notifications', reviewer.token)
      .send({ reviewResponse: false, decisions: true, leads: false })
      .expect(200, { data: { reviewResponse: false, decisions: true, leads: false } });
    await respond(first);

    // Turned back on, the next response is mailed; only that one arrived.
    await call('put', '/api/users/me/notifications', reviewer.token)
      .send({ reviewResponse: true, decisions: true, leads: false })
      .expect(200);
    const other = await createProvider(t, { ownerId: owner.id, name: 'Bayside Imaging' });
    await respond(await insertReview(t, other, reviewer.id, 5));
    await smtp.waitFor(reviewer.email, 2);
    await new Promise((r) => setTimeout(r, 200));
    const responseMails = smtp
      .mailsTo(reviewer.email)
      .filter((m) => m.subject.includes('responded to your review'));
    expect(responseMails.map((m) => m.subject)).toEqual([
      'Bayside Imaging responded to your review',
    ]);
  });

  it('skip the lead mail when the owner opted out, and record a signed-in sender', async () => {
    const owner = await signedUp();
    const providerId = await createProvider(t, { ownerId: owner.id, plan: 'premium' });
    await t.query(`UPDATE providers SET lead_form = $2 WHERE id = $1`, [
      providerId,
      JSON.stringify({
        formName: 'Appointment',
        formDescription: 'Ask us',
        emailAddress: '',
        options: [{ id: 'o1', text: 'Consultation', checked: false }],
      }),
    ]);
    const sender = await signedUp();
    const lead = (token?: string) =>
      call('post', `/api/providers/${providerId}/leads`, token)
        .send({ name: 'Sam Sender', email: sender.email, options: ['o1'] })
        .expect(201);
    await call('put', '/api/users/me/notifications', owner.token)
      .send({ reviewResponse: true, decisions: true, leads: false })
      .expect(200);
    await lead(sender.token);
    ip = '10.200.0.1';
    await call('put', '/api/users/me/notifications', owner.token)
      .send({ reviewResponse: true, decisions: true, leads: true })
      .expect(200);
    await lead();
    // Mail 1 was the sign-up code; mail 2 is the second lead only.
    const mail = await smtp.waitFor(owner.email, 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mailsTo(owner.email)).toHaveLength(2);
    expect(mail.body).toContain('Sam Sender');
    const rows = await t.query<{ user_id: string | null }>(
      'SELECT user_id FROM leads WHERE provider_id = $1 ORDER BY created_at',
      [providerId],
    );
    expect(rows.map((r) => r.user_id)).toEqual([sender.id, null]);
  });
});

describe('download my data', () => {
  it('is a JSON attachment with profile, reviews, responses, bookmarks, claims and leads', async () => {
    const me = await signedUp();
    await t.query(`UPDATE users SET roles = '{user,provider}', city = 'Tampa' WHERE id = $1`, [
      me.id,
    ]);
    const reviewed = await createProvider(t, { name: 'Export Law Group', plan: 'premium' });
    const mine = await createProvider(t, { name: 'My Own Clinic', ownerId: me.id });
    const stranger = await createUser(t);
    const reviewId = await insertReview(t, reviewed, me.id, 4);
    await t.query(
      `UPDATE reviews SET response_text = 'Thanks!', response_at = now() WHERE id = $1`,
      [reviewId],
    );
    const onMine = await insertReview(t, mine, stranger.id, 3);
    await t.query(`UPDATE reviews SET response_text = 'We hear you.' WHERE id = $1`, [onMine]);
    await call('put', `/api/bookmarks/${reviewed}`, me.token).expect(204);
    await t.query(
      `INSERT INTO profile_claims (provider_id, claimant_id, registration_key, address_proof_key,
         website_url, work_email, full_name, job_title, phone_number)
       VALUES ($1, $2, 'k1', 'k2', 'https://x.example.com', 'w@x.example.com', 'Dana Reyes', 'Owner', '555-0100')`,
      [reviewed, me.id],
    );
    await t.query(
      `INSERT INTO leads (provider_id, name, email, options, user_id) VALUES ($1, 'Dana', $2, '{Consultation}', $3)`,
      [reviewed, me.email, me.id],
    );
    // Someone else's data never appears.
    await insertReview(t, mine, (await createUser(t)).id, 5);

    const res = await call('get', '/api/users/me/export', me.token).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="injurypros-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = ZAccountExportSchema.parse(res.body);
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, city: 'Tampa' });
    expect(JSON.stringify(res.body)).not.toMatch(
      /argon2|password_?hash|token_?version|google_?id/i,
    );
    expect(data.reviews).toEqual([
      expect.objectContaining({
        id: reviewId,
        providerName: 'Export Law Group',
        rating: 4,
        response: expect.objectContaining({ text: 'Thanks!' }),
      }),
    ]);
    expect(data.responses).toEqual([
      expect.objectContaining({
        reviewId: onMine,
        providerName: 'My Own Clinic',
        text: 'We hear you.',
      }),
    ]);
    expect(data.bookmarks.map((b) => b.providerId)).toEqual([reviewed]);
    expect(data.claims).toEqual([
      expect.objectContaining({ providerId: reviewed, status: 'pending', fullName: 'Dana Reyes' }),
    ]);
    expect(data.leads).toEqual([
      expect.objectContaining({ providerId: reviewed, options: ['Consultation'] }),
    ]);
  });
});

describe('delete my account', () => {
  it('needs the password, deletes reviews with ratings recomputed, and frees the email', async () => {
    const me = await signedUp();
    const other = await createUser(t);
    const providerId = await createProvider(t);
    await insertReview(t, providerId, other.id, 5);
    // Ratings as the app keeps them: write my review through the API.
    await call('post', `/api/providers/${providerId}/reviews`, me.token)
      .send({
        ratings: { respectful: 1, explained: 1, onTime: 1, costs: 1, overall: 1 },
        text: REVIEW_TEXT,
      })
      .expect(201);
    const [before] = await t.query<{ rating: string; review_count: number }>(
      'SELECT rating, review_count FROM providers WHERE id = $1',
      [providerId],
    );
    expect(before).toEqual({ rating: '3.0', review_count: 2 });

    const missing = await call('post', '/api/users/me/delete', me.token).send({}).expect(400);
    expect(missing.body.errors).toEqual([
      { path: 'password', message: ACCOUNT_MESSAGES.currentPasswordRequired },
    ]);
    await call('post', '/api/users/me/delete', me.token)
      .send({ password: 'Wrong#Pass1' })
      .expect(401);
    await call('post', '/api/users/me/delete', me.token).send({ password: PASSWORD }).expect(204);

    await call('get', '/api/users/me', me.token).expect(401);
    const [after] = await t.query<{ rating: string; review_count: number }>(
      'SELECT rating, review_count FROM providers WHERE id = $1',
      [providerId],
    );
    expect(after).toEqual({ rating: '5.0', review_count: 1 });
    expect(await t.query('SELECT 1 FROM users WHERE id = $1', [me.id])).toEqual([]);
    // The same email can register again.
    const again = await signedUp(me.email);
    expect(again.id).not.toBe(me.id);
  });

  it('a Google-only account is deleted only after a recent Google sign-in (step-up), not with a session signed in three days ago', async () => {
    const me = await googleOnly({ viaGoogle: false });
    const threeDaysAgo = Math.floor(Date.now() / 1000) - 3 * 24 * 3600;
    const old = t.app.get(JwtService).sign(
      { typ: 'session', sub: me.id, ver: 0, roles: ['user'], gat: threeDaysAgo },
      {
        privateKey: t.app.get(TokenService).sessionKey as unknown as Buffer,
        algorithm: 'HS256',
        expiresIn: 4 * 24 * 3600,
      },
    );
    await call('get', '/api/users/me', old).expect(200);
    for (const token of [old, me.token]) {
      const refused = await call('post', '/api/users/me/delete', token)
        .send({ email: me.email })
        .expect(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        message: ACCOUNT_MESSAGES.googleReauthRequired,
        error: 'Forbidden',
      });
    }
    expect(await t.query('SELECT 1 FROM users WHERE id = $1', [me.id])).toHaveLength(1);
    // Signed in with Google again: the same request deletes it.
    const fresh = await googleOnly({ viaGoogle: true });
    await call('post', '/api/users/me/delete', fresh.token)
      .send({ email: fresh.email })
      .expect(204);
    expect(await t.query('SELECT 1 FROM users WHERE id = $1', [fresh.id])).toEqual([]);
  });

  it('asks a Google-only account to type its email', async () => {
    const me = await googleOnly({ viaGoogle: true });
    const wrong = await call('post', '/api/users/me/delete', me.token)
      .send({ email: 'someone@else.example.com' })
      .expect(400);
    expect(wrong.body.errors).toEqual([
      { path: 'email', message: ACCOUNT_MESSAGES.deleteEmailMismatch },
    ]);
    await call('post', '/api/users/me/delete', me.token)
      .send({ email: ` ${me.email.toUpperCase()} ` })
      .expect(204);
    expect(await t.query('SELECT 1 FROM users WHERE id = $1', [me.id])).toEqual([]);
  });
});
