import {
  accessOf,
  contract,
  MESSAGES,
  ZAdminAppealsResponseSchema,
  ZAdminProvidersResponseSchema,
  ZAdminsResponseSchema,
  ZAdminUserResponseSchema,
  ZAdminUsersResponseSchema,
  ZAuditLogResponseSchema,
  ZAuthResponseSchema,
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
} from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { AuthService } from '../src/auth/auth.service';
import { ImagesService } from '../src/images/images.service';
import { StorageService } from '../src/storage/storage.service';
import { createProvider, createUser, insertReview, TestUser } from './factories/directory';
import { SmtpReceiver } from './smtp-receiver';
import { createTestApp, TestApp } from './test-app';

const WEB_ORIGIN = 'http://web.test';
const PASSWORD = 'Quartz#River42';

let t: TestApp;
let smtp: SmtpReceiver;
let admin: TestUser;

beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, WEB_ORIGIN } });
  admin = await createUser(t, { roles: ['user', 'admin'], firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const call = (method: Method, url: string, user?: TestUser) => {
  const req = request(t.http)[method](url);
  return user ? req.set(user.auth) : req;
};
const get = (url: string, user?: TestUser) => call('get', url, user);
const post = (url: string, user?: TestUser) => call('post', url, user);
const del = (url: string, user?: TestUser) => call('delete', url, user);

async function withPassword(user: TestUser, password = PASSWORD): Promise<void> {
  const hash = await t.app.get(AuthService).hashPassword(password);
  await t.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
}

async function auditRows(targetId: string) {
  return t.query<{ action: string; actor_id: string; target_type: string; details: unknown }>(
    'SELECT action, actor_id, target_type, details FROM audit_log WHERE target_id = $1 ORDER BY created_at',
    [targetId],
  );
}

async function providerRow(id: string) {
  const [row] = await t.query<{ rating: string; review_count: number }>(
    'SELECT rating, review_count FROM providers WHERE id = $1',
    [id],
  );
  return row ? { rating: Number(row.rating), reviewCount: row.review_count } : null;
}

describe('the admin guard on every admin route', () => {
  const routes = Object.entries(contract.admin as Record<string, AppRoute>);
  const adminRoutes = routes.filter(([, route]) => accessOf(route.metadata) === 'admin');

  it('covers every route of the admin contract except finish-setup, which is public', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(
      routes.filter(([, r]) => accessOf(r.metadata) !== 'admin').map(([name]) => name),
    ).toEqual(['finishSetup']);
    expect(accessOf(contract.admin.finishSetup.metadata)).toBe('public');
  });

  it.each(adminRoutes)(
    '%s: 401 without or with a bad token, 403 for a signed-in non-admin',
    async (_name, route) => {
      const url = route.path.replace(/:(\w+)/g, () => randomUUID());
      const method = route.method.toLowerCase() as Method;
      const plain = await createUser(t);

      for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
        const res = await call(method, url).set(headers).send({});
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({
          statusCode: 401,
          message: MESSAGES.unauthorized,
          error: 'Unauthorized',
        });
      }
      const res = await call(method, url, plain).send({});
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        statusCode: 403,
        message: MESSAGES.adminOnly,
        error: 'Forbidden',
      });
    },
  );

  it('reads the role from the database: a token minted while admin stops working when the role goes', async () => {
    const former = await createUser(t, { roles: ['user', 'admin'] });
    await get('/api/admin/users', former).expect(200);
    await t.query(`UPDATE users SET roles = '{user}' WHERE id = $1`, [former.id]);
    const res = await get('/api/admin/users', former).expect(403);
    expect(res.body.message).toBe(MESSAGES.adminOnly);

    const promoted = await createUser(t);
    await t.query(`UPDATE users SET roles = '{user,admin}' WHERE id = $1`, [promoted.id]);
    await get('/api/admin/users', promoted).expect(200);
  });
});

describe('users', () => {
  it('lists users with id, username, email, names and isBlocked; offset 0 and limit 10 by default', async () => {
    for (let i = 0; i < 11; i++) await createUser(t);
    const res = await get('/api/admin/users', admin).expect(200);
    const { data } = ZAdminUsersResponseSchema.parse(res.body);
    expect(data.offset).toBe(0);
    expect(data.limit).toBe(10);
    expect(data.users).toHaveLength(10);
    expect(data.total).toBeGreaterThanOrEqual(12);
    expect(Object.keys(data.users[0]!)).toEqual(
      expect.arrayContaining(['id', 'username', 'email', 'firstName', 'lastName', 'isBlocked']),
    );

    const next = ZAdminUsersResponseSchema.parse(
      (await get(`/api/admin/users?offset=10&limit=10`, admin).expect(200)).body,
    ).data;
    expect(next.users.map((u) => u.id)).not.toContain(data.users[0]!.id);
    expect(next.total).toBe(data.total);
    const beyond = ZAdminUsersResponseSchema.parse(
      (await get(`/api/admin/users?offset=1000`, admin).expect(200)).body,
    ).data;
    expect(beyond).toMatchObject({ users: [], total: data.total });
  });

  it('searches over email, first and last name and full name; username is the display name or the email local part', async () => {
    const tag = randomBytes(3).toString('hex');
    const named = await createUser(t, { firstName: `Zelda${tag}`, lastName: 'Quill' });
    const unnamed = await createUser(t);
    await t.query('UPDATE users SET first_name = NULL, last_name = NULL WHERE id = $1', [
      unnamed.id,
    ]);

    const byName = ZAdminUsersResponseSchema.parse(
      (await get(`/api/admin/users?query=zelda${tag}`, admin).expect(200)).body,
    ).data;
    expect(byName.users).toEqual([
      expect.objectContaining({ id: named.id, username: `Zelda${tag} Quill`, isBlocked: false }),
    ]);
    expect(byName.total).toBe(1);
    const byFull = ZAdminUsersResponseSchema.parse(
      (await get(`/api/admin/users?query=${encodeURIComponent(`zelda${tag} quill`)}`, admin)).body,
    ).data;
    expect(byFull.users.map((u) => u.id)).toEqual([named.id]);

    const byEmail = ZAdminUsersResponseSchema.parse(
      (await get(`/api/admin/users?query=${unnamed.email.toUpperCase()}`, admin).expect(200)).body,
    ).data;
    expect(byEmail.users).toEqual([
      expect.objectContaining({
        id: unnamed.id,
        username: unnamed.email.split('@')[0],
        firstName: null,
        lastName: null,
      }),
    ]);
    // LIKE wildcards are matched literally.
    const wild = ZAdminUsersResponseSchema.parse(
      (await get('/api/admin/users?query=%25', admin).expect(200)).body,
    ).data;
    expect(wild.total).toBe(0);
  });

  it('block toggles: a blocked person cannot sign in and their token stops working; unblock restores sign-in', async () => {
    const person = await createUser(t);
    await withPassword(person);
    await get('/api/users/me', person).expect(200);

    const blocked = ZAdminUserResponseSchema.parse(
      (await post(`/api/admin/users/${person.id}/block`, admin).expect(200)).body,
    ).data;
    expect(blocked).toMatchObject({ id: person.id, isBlocked: true });
    const [row] = await t.query<{ is_blocked: boolean }>(
      'SELECT is_blocked FROM users WHERE id = $1',
      [person.id],
    );
    expect(row!.is_blocked).toBe(true);

    const me = await get('/api/users/me', person).expect(401);
    expect(me.body.message).toBe(MESSAGES.unauthorized);
    const login = await post('/api/auth/login')
      .send({ email: person.email, password: PASSWORD })
      .expect(403);
    expect(login.body.message).toBe(AUTH_MESSAGES.blocked);

    const unblocked = ZAdminUserResponseSchema.parse(
      (await post(`/api/admin/users/${person.id}/block`, admin).expect(200)).body,
    ).data;
    expect(unblocked.isBlocked).toBe(false);
    // The old token stays dead (blocking signed the person out everywhere); a new sign-in works.
    await get('/api/users/me', person).expect(401);
    const again = await post('/api/auth/login')
      .send({ email: person.email, password: PASSWORD })
      .expect(200);
    const { token } = ZAuthResponseSchema.parse(again.body).data;
    await get('/api/users/me')
      .set({ authorization: `Bearer ${token}` })
      .expect(200);

    expect((await auditRows(person.id)).map((r) => [r.action, r.actor_id])).toEqual([
      ['user.block', admin.id],
      ['user.unblock', admin.id],
    ]);
  });

  it('refuses to block or delete oneself (409) and answers 404 for an unknown user', async () => {
    const block = await post(`/api/admin/users/${admin.id}/block`, admin).expect(409);
    expect(block.body.message).toBe(ADMIN_MESSAGES.cannotBlockSelf);
    const remove = await del(`/api/admin/users/${admin.id}`, admin).expect(409);
    expect(remove.body.message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
    await post(`/api/admin/users/${randomUUID()}/block`, admin).expect(404);
    await del(`/api/admin/users/${randomUUID()}`, admin).expect(404);
    await get('/api/admin/users/not-a-uuid/block', admin).expect(404);
    await post('/api/admin/users/not-a-uuid/block', admin).expect(400);
  });

  it("deletes an account with its reviews and recomputes the providers' ratings (decision 0006)", async () => {
    const provider = await createProvider(t);
    const keeper = await createUser(t);
    const leaver = await createUser(t);
    await insertReview(t, provider, keeper.id, 5);
    await insertReview(t, provider, leaver.id, 1);
    await t.query(`UPDATE providers SET rating = 3, review_count = 2 WHERE id = $1`, [provider]);

    await del(`/api/admin/users/${leaver.id}`, admin).expect(204);
    expect(await t.query('SELECT 1 FROM users WHERE id = $1', [leaver.id])).toHaveLength(0);
    expect(await t.query('SELECT 1 FROM reviews WHERE author_id = $1', [leaver.id])).toHaveLength(
      0,
    );
    expect(await providerRow(provider)).toEqual({ rating: 5, reviewCount: 1 });
    const [audit] = await auditRows(leaver.id);
    expect(audit).toMatchObject({
      action: 'user.delete',
      actor_id: admin.id,
      target_type: 'user',
      details: { email: leaver.email },
    });
  });
});

describe('providers', () => {
  it('lists providers with the directory list shape plus the owner, searchable by name', async () => {
    const owner = await createUser(t);
    const tag = randomBytes(3).toString('hex');
    const owned = await createProvider(t, { name: `Harbor Law ${tag}`, ownerId: owner.id });
    await createProvider(t, { name: `Harbor Clinic ${tag}` });
    const res = await get(`/api/admin/providers?query=harbor%20law%20${tag}`, admin).expect(200);
    const body = ZAdminProvidersResponseSchema.parse(res.body);
    expect(body).toMatchObject({ total: 1, offset: 0, limit: 10 });
    expect(body.data[0]).toMatchObject({
      id: owned,
      name: `Harbor Law ${tag}`,
      ownerId: owner.id,
      ownerEmail: owner.email,
    });
    const all = ZAdminProvidersResponseSchema.parse(
      (await get(`/api/admin/providers?query=${tag}`, admin).expect(200)).body,
    );
    expect(all.total).toBe(2);
  });

  it('DELETE /providers/{id}: 204, reviews, bookmarks and claims go with it, an owner of nothing loses the provider role', async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const reviewer = await createUser(t);
    const provider = await createProvider(t, { ownerId: owner.id });
    await insertReview(t, provider, reviewer.id, 4);
    await t.query('INSERT INTO bookmarks (user_id, provider_id) VALUES ($1, $2)', [
      reviewer.id,
      provider,
    ]);
    await t.query(
      `INSERT INTO profile_claims (provider_id, claimant_id, registration_key, address_proof_key,
         website_url, work_email, full_name, job_title, phone_number)
       VALUES ($1, $2, 'private/a.pdf', 'private/b.pdf', 'https://x.example', 'w@x.example',
         'W', 'T', '5550100')`,
      [provider, reviewer.id],
    );

    const res = await del(`/api/providers/${provider}`, admin).expect(204);
    expect(res.text).toBe('');
    expect(await providerRow(provider)).toBeNull();
    expect(await t.query('SELECT 1 FROM reviews WHERE provider_id = $1', [provider])).toHaveLength(
      0,
    );
    expect(
      await t.query('SELECT 1 FROM bookmarks WHERE provider_id = $1', [provider]),
    ).toHaveLength(0);
    expect(
      await t.query('SELECT 1 FROM profile_claims WHERE provider_id = $1', [provider]),
    ).toHaveLength(0);
    const [ownerRow] = await t.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [
      owner.id,
    ]);
    expect(ownerRow!.roles).toEqual(['user']);
    expect((await auditRows(provider))[0]).toMatchObject({
      action: 'provider.delete',
      target_type: 'provider',
    });

    await del(`/api/providers/${provider}`, admin).expect(404);
    const stranger = await createUser(t);
    const other = await createProvider(t);
    await del(`/api/providers/${other}`, stranger).expect(403);
    await del(`/api/providers/${other}`).expect(401);
  });

  it("records an admin's edit of a provider in the audit log (fields changed), not the owner's", async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const provider = await createProvider(t, { ownerId: owner.id });
    await call('patch', `/api/providers/${provider}`, admin)
      .send({ profileName: 'Renamed By Admin', phoneNumber: '+1 305 555 0100' })
      .expect(200);
    const rows = await auditRows(provider);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'provider.update',
      actor_id: admin.id,
      target_type: 'provider',
      details: { fields: ['phoneNumber', 'profileName'] },
    });
    const log = ZAuditLogResponseSchema.parse(
      (await get('/api/admin/audit-log?limit=1', admin).expect(200)).body,
    );
    expect(log.data[0]).toMatchObject({ action: 'provider.update', targetId: provider });
    await call('patch', `/api/providers/${provider}`, owner)
      .send({ profileName: 'Renamed By Owner' })
      .expect(200);
    expect(await auditRows(provider)).toHaveLength(1);
    // A refused edit leaves no row.
    await call('patch', `/api/providers/${provider}`, admin).send({ profileName: '' }).expect(400);
    expect(await auditRows(provider)).toHaveLength(1);
  });

  it('send-password-link mails the owner a reset link; 409 when the provider has no owner', async () => {
    const unowned = await createProvider(t);
    const res = await post(`/api/admin/providers/${unowned}/send-password-link`, admin).expect(409);
    expect(res.body.message).toBe(ADMIN_MESSAGES.noOwner);
    await post(`/api/admin/providers/no-such-provider/send-password-link`, admin).expect(404);

    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const provider = await createProvider(t, { ownerId: owner.id });
    const ok = await post(`/api/admin/providers/${provider}/send-password-link`, admin).expect(200);
    expect(ok.body).toEqual({ data: { success: true } });
    const mail = await smtp.waitFor(owner.email);
    expect(mail.body).toMatch(new RegExp(`${WEB_ORIGIN}/forgot-password/\\S+___DOT___`));
    expect((await auditRows(provider))[0]).toMatchObject({
      action: 'provider.send_password_link',
      actor_id: admin.id,
    });
  });
});

describe('review appeals', () => {
  async function appealed(rating: number) {
    const provider = await createProvider(t);
    const author = await createUser(t, { firstName: 'Rita', lastName: 'Reviewer' });
    const review = await insertReview(t, provider, author.id, rating);
    await t.query(
      `UPDATE reviews SET appeal_under_review = true, appeal_text = 'This review describes another firm entirely and we have never served this person at all.' WHERE id = $1`,
      [review],
    );
    return { provider, author, review };
  }

  it('lists only reviews under appeal, with provider, reviewer, appeal text and the original review', async () => {
    const a = await appealed(2);
    const plainProvider = await createProvider(t);
    const plainAuthor = await createUser(t);
    const plainReview = await insertReview(t, plainProvider, plainAuthor.id, 3);

    const body = ZAdminAppealsResponseSchema.parse(
      (await get('/api/admin/appeals?limit=50', admin).expect(200)).body,
    );
    const ids = body.data.map((item) => item.id);
    expect(ids).toContain(a.review);
    expect(ids).not.toContain(plainReview);
    expect(body.data.find((item) => item.id === a.review)).toMatchObject({
      providerId: a.provider,
      reviewerName: 'Rita Reviewer',
      reviewerEmail: a.author.email,
      appealText: expect.stringContaining('another firm'),
      appealFiles: [],
      originalReview: { rating: 2, text: expect.any(String) },
    });
    const defaults = ZAdminAppealsResponseSchema.parse(
      (await get('/api/admin/appeals', admin).expect(200)).body,
    );
    expect(defaults).toMatchObject({ offset: 0, limit: 10 });
  });

  it("gives an appeal's private files as signed links that serve the stored bytes", async () => {
    const a = await appealed(2);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const { key } = await t.app.get(ImagesService).storePrivateDocument(pdf);
    const storage = t.app.get(StorageService);
    await t.query('UPDATE reviews SET appeal_files = $2 WHERE id = $1', [
      a.review,
      [storage.privateUrl(key), '/api/files/private/not-ours/../x.pdf'],
    ]);
    const body = ZAdminAppealsResponseSchema.parse(
      (await get('/api/admin/appeals?limit=50', admin).expect(200)).body,
    );
    const item = body.data.find((entry) => entry.id === a.review)!;
    expect(item.appealFiles).toHaveLength(1);
    expect(item.appealFiles[0]).toMatch(/^\/api\/files\/private\/.+\?expires=\d+&sig=/);
    const served = await request(t.http).get(item.appealFiles[0]!).expect(200);
    expect(
      Buffer.from(served.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('confirm keeps the review and closes the appeal; a second decision answers 409', async () => {
    const a = await appealed(1);
    await post(`/api/admin/appeals/${a.review}/confirm`, admin)
      .send({ reason: 'disputed_facts' })
      .expect(200)
      .expect({ data: { success: true } });
    const [row] = await t.query<{ appeal_under_review: boolean }>(
      'SELECT appeal_under_review FROM reviews WHERE id = $1',
      [a.review],
    );
    expect(row!.appeal_under_review).toBe(false);
    const again = await post(`/api/admin/appeals/${a.review}/confirm`, admin)
      .send({ reason: 'disputed_facts' })
      .expect(409);
    expect(again.body.message).toBe(ADMIN_MESSAGES.notUnderAppeal);
    await post(`/api/admin/appeals/${a.review}/delete-review`, admin)
      .send({ reason: 'offensive' })
      .expect(409);
    await post(`/api/admin/appeals/${randomUUID()}/confirm`, admin)
      .send({ reason: 'disputed_facts' })
      .expect(404);
    expect((await auditRows(a.review)).map((r) => r.action)).toEqual(['appeal.confirm']);
  });

  it("delete-review removes the review and recomputes the provider's rating", async () => {
    const a = await appealed(1);
    const other = await createUser(t);
    await insertReview(t, a.provider, other.id, 5);
    await t.query('UPDATE providers SET rating = 3, review_count = 2 WHERE id = $1', [a.provider]);

    await post(`/api/admin/appeals/${a.review}/delete-review`, admin)
      .send({ reason: 'wrong_provider' })
      .expect(200);
    expect(await t.query('SELECT 1 FROM reviews WHERE id = $1', [a.review])).toHaveLength(0);
    expect(await providerRow(a.provider)).toEqual({ rating: 5, reviewCount: 1 });
    await post(`/api/admin/appeals/${a.review}/delete-review`, admin)
      .send({ reason: 'wrong_provider' })
      .expect(404);
    expect((await auditRows(a.review))[0]).toMatchObject({
      action: 'appeal.delete_review',
      details: { providerId: a.provider, authorId: a.author.id, reason: 'wrong_provider' },
    });
  });
});

describe('admins', () => {
  async function inviteLink(address: string, nth = 1) {
    const mail = await smtp.waitFor(address, nth);
    const match = new RegExp(`${WEB_ORIGIN}/admin/help\\?invite=([\\w-]+)&email=(\\S+)`).exec(
      mail.body,
    );
    if (!match) throw new Error('no invitation link in the mail');
    return { token: match[1]!, email: decodeURIComponent(match[2]!) };
  }

  it('lists active admins with id, name, email', async () => {
    const body = ZAdminsResponseSchema.parse(
      (await get('/api/admin/admins', admin).expect(200)).body,
    );
    expect(body.data).toContainEqual({
      id: admin.id,
      name: 'Ada Admin',
      email: admin.email,
      status: 'active',
    });
  });

  it('invite -> finish-setup with the mailed token -> the new admin can call /admin/users', async () => {
    const address = `new-admin-${randomBytes(4).toString('hex')}@example.com`;
    const res = await post('/api/admin/admins/invite', admin)
      .send({ email: address.toUpperCase() })
      .expect(201);
    expect(res.body.data.email).toBe(address);
    const invite = await inviteLink(address);
    expect(invite.email).toBe(address);

    const listed = ZAdminsResponseSchema.parse(
      (await get('/api/admin/admins', admin).expect(200)).body,
    );
    expect(listed.data).toContainEqual(
      expect.objectContaining({ email: address, status: 'invited' }),
    );
    const [stored] = await t.query<{ token_hash: string }>(
      'SELECT token_hash FROM admin_invites WHERE email = $1',
      [address],
    );
    expect(stored!.token_hash).not.toContain(invite.token);

    // email + password alone, or a wrong token, are not enough.
    const noToken = await post('/api/admin/admins/finish-setup')
      .send({ email: address, password: PASSWORD })
      .expect(400);
    expect(noToken.body.errors).toEqual([{ path: 'token', message: expect.any(String) }]);
    const wrong = await post('/api/admin/admins/finish-setup')
      .send({ email: address, password: PASSWORD, token: 'x'.repeat(43) })
      .expect(400);
    expect(wrong.body.message).toBe(ADMIN_MESSAGES.inviteInvalid);
    const otherEmail = await post('/api/admin/admins/finish-setup')
      .send({ email: 'someone@example.com', password: PASSWORD, token: invite.token })
      .expect(400);
    expect(otherEmail.body.message).toBe(ADMIN_MESSAGES.inviteInvalid);
    const weak = await post('/api/admin/admins/finish-setup')
      .send({ email: address, password: 'weakpass', token: invite.token })
      .expect(400);
    expect(weak.body.message).toBe(MESSAGES.passwordRequirementsUnmet);

    const done = await post('/api/admin/admins/finish-setup')
      .send({ email: address, password: PASSWORD, token: invite.token })
      .expect(200);
    const session = ZAuthResponseSchema.parse(done.body).data;
    expect(session.user).toMatchObject({
      email: address,
      isEmailConfirmed: true,
      roles: ['user', 'admin'],
    });
    await get('/api/admin/users')
      .set({ authorization: `Bearer ${session.token}` })
      .expect(200);
    const login = await post('/api/auth/login')
      .send({ email: address, password: PASSWORD })
      .expect(200);
    expect(ZAuthResponseSchema.parse(login.body).data.user.roles).toContain('admin');

    // Single use.
    await post('/api/admin/admins/finish-setup')
      .send({ email: address, password: 'Other#Pass99', token: invite.token })
      .expect(400);
    const after = ZAdminsResponseSchema.parse(
      (await get('/api/admin/admins', admin).expect(200)).body,
    );
    expect(after.data.filter((a) => a.email === address)).toEqual([
      expect.objectContaining({ status: 'active', id: session.user.id }),
    ]);
    const audit = await t.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE details->>'email' = $1 OR target_id = $2 ORDER BY created_at`,
      [address, session.user.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['admin.invite', 'admin.finish_setup']);
  });

  it('an invitation to an existing account makes it admin; inviting an admin answers 409; an expired invitation is refused', async () => {
    const member = await createUser(t);
    await post('/api/admin/admins/invite', admin).send({ email: member.email }).expect(201);
    const invite = await inviteLink(member.email);
    const done = await post('/api/admin/admins/finish-setup')
      .send({ email: member.email, password: PASSWORD, token: invite.token })
      .expect(200);
    expect(ZAuthResponseSchema.parse(done.body).data.user).toMatchObject({
      id: member.id,
      roles: ['user', 'admin'],
    });
    // Its older tokens were signed out by the password change.
    await get('/api/users/me', member).expect(401);

    const again = await post('/api/admin/admins/invite', admin)
      .send({ email: member.email })
      .expect(409);
    expect(again.body.message).toBe(ADMIN_MESSAGES.alreadyAdmin);

    const late = `late-${randomBytes(4).toString('hex')}@example.com`;
    await post('/api/admin/admins/invite', admin).send({ email: late }).expect(201);
    const lateInvite = await inviteLink(late);
    await t.query(
      `UPDATE admin_invites SET expires_at = now() - interval '1 minute' WHERE email = $1`,
      [late],
    );
    const res = await post('/api/admin/admins/finish-setup')
      .send({ email: late, password: PASSWORD, token: lateInvite.token })
      .expect(400);
    expect(res.body.message).toBe(ADMIN_MESSAGES.inviteInvalid);
  });

  it('deleting an admin removes the role (they get 403 at once); never oneself; an invitation can be withdrawn', async () => {
    const other = await createUser(t, { roles: ['user', 'admin'] });
    const self = await del(`/api/admin/admins/${admin.id}`, admin).expect(409);
    expect(self.body.message).toBe(ADMIN_MESSAGES.cannotRemoveSelf);

    await del(`/api/admin/admins/${other.id}`, admin).expect(204);
    const [row] = await t.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [
      other.id,
    ]);
    expect(row!.roles).toEqual(['user']);
    await get('/api/admin/users', other).expect(403);
    await get('/api/users/me', other).expect(200);
    await del(`/api/admin/admins/${other.id}`, admin).expect(404);
    expect((await auditRows(other.id))[0]).toMatchObject({ action: 'admin.delete' });

    const address = `withdrawn-${randomBytes(4).toString('hex')}@example.com`;
    await post('/api/admin/admins/invite', admin).send({ email: address }).expect(201);
    const { token } = await inviteLink(address);
    const [invite] = await t.query<{ id: string }>(
      'SELECT id FROM admin_invites WHERE email = $1',
      [address],
    );
    await del(`/api/admin/admins/${invite!.id}`, admin).expect(204);
    await post('/api/admin/admins/finish-setup')
      .send({ email: address, password: PASSWORD, token })
      .expect(400);
  });

  it('the last admin cannot be deleted: two admins removing each other at once leaves one', async () => {
    // Exactly two admins for this test (passport's strategy is process-wide, so a second
    // app cannot be booted in this file); the others get their role back afterwards.
    const a = await createUser(t, { roles: ['user', 'admin'] });
    const b = await createUser(t, { roles: ['user', 'admin'] });
    const others = await t.query<{ id: string }>(
      `UPDATE users SET roles = array_remove(roles, 'admin')
       WHERE 'admin' = ANY(roles) AND id NOT IN ($1, $2) RETURNING id`,
      [a.id, b.id],
    );
    try {
      const [ra, rb] = await Promise.all([
        del(`/api/admin/admins/${b.id}`, a),
        del(`/api/admin/admins/${a.id}`, b),
      ]);
      const statuses = [ra.status, rb.status];
      expect(statuses.filter((s) => s === 204)).toHaveLength(1);
      const loser = ra.status === 204 ? rb : ra;
      expect([409, 403]).toContain(loser.status);
      expect([ADMIN_MESSAGES.lastAdmin, MESSAGES.adminOnly]).toContain(loser.body.message);
      const admins = await t.query(`SELECT id FROM users WHERE 'admin' = ANY(roles)`);
      expect(admins).toHaveLength(1);

      const last = ra.status === 204 ? a : b;
      const res = await del(`/api/admin/admins/${last.id}`, last).expect(409);
      expect(res.body.message).toBe(ADMIN_MESSAGES.cannotRemoveSelf);
    } finally {
      await t.query(
        `UPDATE users SET roles = array_append(roles, 'admin') WHERE id = ANY($1::uuid[])`,
        [others.map((o) => o.id)],
      );
    }
  });

  it('restore-password mails the admin a reset link; 404 for a non-admin id', async () => {
    const other = await createUser(t, { roles: ['user', 'admin'] });
    await post(`/api/admin/admins/${other.id}/restore-password`, admin)
      .expect(200)
      .expect({ data: { success: true } });
    const mail = await smtp.waitFor(other.email);
    expect(mail.body).toContain(`${WEB_ORIGIN}/forgot-password/`);
    const plain = await createUser(t);
    await post(`/api/admin/admins/${plain.id}/restore-password`, admin).expect(404);
    expect((await auditRows(other.id))[0]).toMatchObject({ action: 'admin.restore_password' });
  });
});

describe('audit log', () => {
  it('lists admin actions newest first with actor, action, target and details', async () => {
    const person = await createUser(t);
    await post(`/api/admin/users/${person.id}/block`, admin).expect(200);
    const body = ZAuditLogResponseSchema.parse(
      (await get('/api/admin/audit-log?limit=5', admin).expect(200)).body,
    );
    expect(body.limit).toBe(5);
    expect(body.total).toBeGreaterThan(1);
    expect(body.data[0]).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      actorEmail: admin.email,
      action: 'user.block',
      targetType: 'user',
      targetId: person.id,
      details: { email: person.email },
    });
    const times = body.data.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });
});
