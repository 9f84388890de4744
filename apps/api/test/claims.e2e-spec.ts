import {
  MESSAGES,
  ZAdminClaimDetailResponseSchema,
  ZAdminClaimsResponseSchema,
  ZClaimCreatedResponseSchema,
  ZMyClaimResponseSchema,
  ZReviewResponseSchema,
  ZSessionResponseSchema,
  CLAIM_MESSAGES,
} from '@app/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { createProvider, createUser, reviewBody, TestUser } from './factories/directory';
import { SmtpReceiver, subjectOf, textOf } from './smtp-receiver';
import { createTestApp, TestApp } from './test-app';

const WEB_ORIGIN = 'http://web.test';

let t: TestApp;
let smtp: SmtpReceiver;
let admin: TestUser;
let png: Buffer;

/** A small but real PDF document. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

const FIELDS = {
  websiteUrl: 'https://harbor-law.example.com',
  workEmail: 'Owner@Harbor-Law.example.com',
  fullName: 'Jane Owner',
  jobTitle: 'Managing Partner',
  phoneNumber: '+1 (305) 555-0100',
};

beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, WEB_ORIGIN } });
  admin = await createUser(t, { roles: ['user', 'admin'] });
  png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

interface SubmitOptions {
  fields?: Record<string, string>;
  registration?: { bytes: Buffer; name: string } | null;
  addressProof?: { bytes: Buffer; name: string } | null;
}

function submit(providerId: string, user: TestUser | undefined, options: SubmitOptions = {}) {
  let req = request(t.http).post(`/api/providers/${providerId}/claims`);
  if (user) req = req.set(user.auth);
  for (const [name, value] of Object.entries(options.fields ?? FIELDS))
    req = req.field(name, value);
  const registration =
    options.registration === undefined
      ? { bytes: PDF, name: 'registration.pdf' }
      : options.registration;
  const addressProof =
    options.addressProof === undefined
      ? { bytes: png, name: 'utility-bill.png' }
      : options.addressProof;
  if (registration) req = req.attach('registration', registration.bytes, registration.name);
  if (addressProof) req = req.attach('addressProof', addressProof.bytes, addressProof.name);
  return req;
}

async function claimRow(id: string) {
  const [row] = await t.query<{
    status: string;
    registration_key: string;
    address_proof_key: string;
    work_email: string;
    claimant_id: string;
  }>('SELECT * FROM profile_claims WHERE id = $1', [id]);
  return row;
}

async function submitted(providerId: string, user: TestUser, fields = FIELDS): Promise<string> {
  const res = await submit(providerId, user, { fields }).expect(201);
  return ZClaimCreatedResponseSchema.parse(res.body).data.id;
}

describe('POST /api/providers/:id/claims', () => {
  it('stores a claim with a real PDF and PNG privately and answers 201 { data: { id, status: pending } }', async () => {
    const provider = await createProvider(t, { plan: 'unclaimed' });
    const user = await createUser(t);
    const res = await submit(provider, user).expect(201);
    const { data } = ZClaimCreatedResponseSchema.parse(res.body);
    expect(data.status).toBe('pending');

    const row = await claimRow(data.id);
    expect(row).toMatchObject({
      status: 'pending',
      claimant_id: user.id,
      work_email: 'owner@harbor-law.example.com',
    });
    expect(row!.registration_key).toMatch(/^private\/[\w-]+\.pdf$/);
    expect(row!.address_proof_key).toMatch(/^private\/[\w-]+\.png$/);
    // Private: not served without a signature.
    await request(t.http).get(`/api/files/${row!.registration_key}`).expect(403);

    const mine = ZMyClaimResponseSchema.parse(
      (
        await request(t.http)
          .get(`/api/providers/${provider}/claims/mine`)
          .set(user.auth)
          .expect(200)
      ).body,
    );
    expect(mine.data).toMatchObject({ id: data.id, status: 'pending' });
    const none = await createUser(t);
    expect(
      (
        await request(t.http)
          .get(`/api/providers/${provider}/claims/mine`)
          .set(none.auth)
          .expect(200)
      ).body,
    ).toEqual({ data: null });
    await request(t.http).get(`/api/providers/${provider}/claims/mine`).expect(401);
    expect((await smtp.waitFor(user.email)).subject).toContain('We received your claim');
  });

  it('decides the type by content: a text file named .pdf is refused', async () => {
    const provider = await createProvider(t, { plan: 'unclaimed' });
    const user = await createUser(t);
    const res = await submit(provider, user, {
      registration: { bytes: Buffer.from('just some text, not a PDF at all'), name: 'fake.pdf' },
    }).expect(400);
    expect(res.body.message).toBe(MESSAGES.claimFileType);
    expect(await t.query('SELECT 1 FROM profile_claims WHERE claimant_id = $1', [user.id])).toEqual(
      [],
    );
  });

  it('requires both documents and every field, with the spec messages', async () => {
    const provider = await createProvider(t, { plan: 'unclaimed' });
    const user = await createUser(t);
    const missing = await submit(provider, user, { addressProof: null }).expect(400);
    expect(missing.body.message).toBe(MESSAGES.claimFileRequired);
    expect(missing.body.errors).toEqual([
      { path: 'addressProof', message: MESSAGES.claimFileRequired },
    ]);

    const bad = await submit(provider, user, {
      fields: { websiteUrl: 'harbor-law.example.com', workEmail: 'nope', fullName: ' ' },
    }).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'websiteUrl', message: MESSAGES.claimUrl },
        { path: 'workEmail', message: MESSAGES.claimEmail },
        { path: 'fullName', message: MESSAGES.claimInfoRequired },
        { path: 'jobTitle', message: MESSAGES.claimInfoRequired },
        { path: 'phoneNumber', message: MESSAGES.claimInfoRequired },
      ]),
    );
    expect(bad.body.message).toBe(MESSAGES.claimUrl);
  });

  it('refuses a file over 10 MB with 413 and the spec message', async () => {
    const provider = await createProvider(t, { plan: 'unclaimed' });
    const user = await createUser(t);
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await submit(provider, user, {
      registration: { bytes: big, name: 'huge.pdf' },
    }).expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, message: MESSAGES.claimFileTooLarge });
  });

  it('one pending claim per person per provider (409); a provider with an owner answers 409', async () => {
    const provider = await createProvider(t, { plan: 'unclaimed' });
    const user = await createUser(t);
    await submitted(provider, user);
    const again = await submit(provider, user).expect(409);
    expect(again.body.message).toBe(CLAIM_MESSAGES.alreadyPending);
    // Someone else may still claim it.
    await submitted(provider, await createUser(t));

    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const owned = await createProvider(t, { ownerId: owner.id });
    const res = await submit(owned, user).expect(409);
    expect(res.body.message).toBe(CLAIM_MESSAGES.alreadyOwned);
  });

  it("a provider's reviewer cannot become its owner while the review exists (decision 0017)", async () => {
    const provider = await createProvider(t, { name: 'Pine Street Physio', plan: 'unclaimed' });
    const user = await createUser(t);
    const review = async () =>
      ZReviewResponseSchema.parse(
        (
          await request(t.http)
            .post(`/api/providers/${provider}/reviews`)
            .set(user.auth)
            .set('x-forwarded-for', `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`)
            .send(reviewBody([5, 5, 5, 5, 5]))
            .expect(201)
        ).body,
      ).data.id;
    const deleteReview = (id: string) =>
      request(t.http).delete(`/api/reviews/${id}`).set(user.auth).expect(204);

    const first = await review();
    const refused = await submit(provider, user).expect(409);
    expect(refused.body.message).toBe(MESSAGES.claimOwnReview);
    expect(
      await t.query('SELECT 1 FROM profile_claims WHERE provider_id = $1', [provider]),
    ).toEqual([]);
    await deleteReview(first);
    const claimId = await submitted(provider, user);

    // A review written while the claim waits blocks the approval, which changes nothing.
    const second = await review();
    const blocked = await request(t.http)
      .post(`/api/admin/profile-claims/${claimId}/approve`)
      .set(admin.auth)
      .expect(409);
    expect(blocked.body.message).toBe(MESSAGES.claimApproveOwnReview);
    expect((await claimRow(claimId))!.status).toBe('pending');
    const [unowned] = await t.query<{ owner_id: string | null; review_count: number }>(
      'SELECT owner_id, review_count FROM providers WHERE id = $1',
      [provider],
    );
    expect(unowned).toEqual({ owner_id: null, review_count: 1 });

    await deleteReview(second);
    await request(t.http)
      .post(`/api/admin/profile-claims/${claimId}/approve`)
      .set(admin.auth)
      .expect(200);
    const [owned] = await t.query<{ owner_id: string; review_count: number; rating: string }>(
      'SELECT owner_id, review_count, rating FROM providers WHERE id = $1',
      [provider],
    );
    expect(owned).toEqual({ owner_id: user.id, review_count: 0, rating: '0.0' });
  });

  it('needs a verified account; 404 for an unknown provider', async () => {
    const provider = await createProvider(t, { plan: 'unclaimed' });
    await submit(provider, undefined).expect(401);
    const unverified = await createUser(t, { verified: false });
    await submit(provider, unverified).expect(403);
    await submit('no-such-provider', await createUser(t)).expect(404);
  });
});

describe('admin profile claims', () => {
  it('lists pending claims { data: [{ id, profileName, userName, email }], nextPage }, page 1 size 10 by default, searchable', async () => {
    const tag = randomBytes(3).toString('hex');
    const provider = await createProvider(t, { name: `Pelican Towing ${tag}`, plan: 'unclaimed' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        await submitted(provider, await createUser(t), { ...FIELDS, fullName: `Claimant ${i}` }),
      );

    const first = ZAdminClaimsResponseSchema.parse(
      (
        await request(t.http)
          .get(`/api/admin/profile-claims?q=pelican%20towing%20${tag}&pageSize=2`)
          .set(admin.auth)
          .expect(200)
      ).body,
    );
    expect(first.data).toHaveLength(2);
    expect(first.nextPage).toBe(2);
    expect(first.data[0]).toMatchObject({
      id: ids[0],
      profileName: `Pelican Towing ${tag}`,
      userName: 'Claimant 0',
      email: 'owner@harbor-law.example.com',
    });
    const second = ZAdminClaimsResponseSchema.parse(
      (
        await request(t.http)
          .get(`/api/admin/profile-claims?q=pelican%20towing%20${tag}&pageSize=2&page=2`)
          .set(admin.auth)
          .expect(200)
      ).body,
    );
    expect(second.data.map((c) => c.id)).toEqual([ids[2]]);
    expect(second.nextPage).toBeNull();

    const defaults = ZAdminClaimsResponseSchema.parse(
      (await request(t.http).get('/api/admin/profile-claims').set(admin.auth).expect(200)).body,
    );
    expect(defaults.data.length).toBeLessThanOrEqual(10);
  });

  it('shows a claim with 5-minute signed document links that serve the stored files', async () => {
    const provider = await createProvider(t, { plan: 'unclaimed' });
    const user = await createUser(t, { firstName: 'Jane', lastName: 'Owner' });
    const id = await submitted(provider, user);
    const { data } = ZAdminClaimDetailResponseSchema.parse(
      (await request(t.http).get(`/api/admin/profile-claims/${id}`).set(admin.auth).expect(200))
        .body,
    );
    expect(data).toMatchObject({
      id,
      status: 'pending',
      provider: { id: provider },
      claimant: { id: user.id, name: 'Jane Owner', email: user.email },
      onlinePresence: { website: FIELDS.websiteUrl, workEmail: 'owner@harbor-law.example.com' },
      contactPerson: {
        fullName: FIELDS.fullName,
        jobTitle: FIELDS.jobTitle,
        phoneNumber: FIELDS.phoneNumber,
        workEmail: 'owner@harbor-law.example.com',
      },
    });
    const url = new URL(data.documents.registration, 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(4 * 60 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const pdf = await request(t.http).get(data.documents.registration).buffer(true).expect(200);
    expect(
      Buffer.from(pdf.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const image = await request(t.http).get(data.documents.addressProof).expect(200);
    expect((await sharp(image.body as Buffer).metadata()).format).toBe('png');

    await request(t.http)
      .get(`/api/admin/profile-claims/${randomUUID()}`)
      .set(admin.auth)
      .expect(404);
  });

  it('approve, in one transaction: claim approved, provider owned on plan basic, role provider, other pending claims cancelled; mails sent', async () => {
    const provider = await createProvider(t, {
      name: 'Gulf Coast Chiropractic',
      plan: 'unclaimed',
    });
    const winner = await createUser(t);
    const loser = await createUser(t);
    const id = await submitted(provider, winner);
    const otherId = await submitted(provider, loser);
    const elsewhere = await createProvider(t, { plan: 'unclaimed' });
    const unrelated = await submitted(elsewhere, loser);

    const res = await request(t.http)
      .post(`/api/admin/profile-claims/${id}/approve`)
      .set(admin.auth)
      .expect(200);
    expect(res.body).toEqual({ data: { id, status: 'approved' } });

    expect((await claimRow(id))!.status).toBe('approved');
    expect((await claimRow(otherId))!.status).toBe('cancelled');
    expect((await claimRow(unrelated))!.status).toBe('pending');
    const [p] = await t.query<{ owner_id: string; plan: string }>(
      'SELECT owner_id, plan FROM providers WHERE id = $1',
      [provider],
    );
    expect(p).toEqual({ owner_id: winner.id, plan: 'basic' });
    const session = ZSessionResponseSchema.parse(
      (await request(t.http).get('/api/users/me').set(winner.auth).expect(200)).body,
    ).data.user;
    expect(session.roles).toEqual(['user', 'provider']);
    expect(session.providerIds).toEqual([provider]);

    const approved = await smtp.waitFor(winner.email, 2);
    expect(approved.subject).toBe('Your claim of Gulf Coast Chiropractic was approved');
    expect(approved.body).toContain(`${WEB_ORIGIN}/my-profile`);
    // The other claimant: two 'received' mails, then the decision.
    await smtp.waitFor(loser.email, 3);
    expect(smtp.mailsTo(loser.email).map((m) => m.subject)).toContain(
      'Your claim of Gulf Coast Chiropractic was not approved',
    );

    const [audit] = await t.query<{
      action: string;
      actor_id: string;
      details: { cancelledClaimIds: string[] };
    }>('SELECT action, actor_id, details FROM audit_log WHERE target_id = $1', [id]);
    expect(audit).toMatchObject({ action: 'claim.approve', actor_id: admin.id });
    expect(audit!.details.cancelledClaimIds).toEqual([otherId]);

    const twice = await request(t.http)
      .post(`/api/admin/profile-claims/${id}/approve`)
      .set(admin.auth)
      .expect(409);
    expect(twice.body.message).toBe(CLAIM_MESSAGES.notPending);
    await request(t.http)
      .post(`/api/admin/profile-claims/${otherId}/cancel`)
      .set(admin.auth)
      .expect(409);
    // The now-owned provider refuses new claims.
    await submit(provider, await createUser(t)).expect(409);
  });

  it('a failed approval changes nothing (the transaction rolls back)', async () => {
    const provider = await createProvider(t, { plan: 'unclaimed' });
    const claimant = await createUser(t);
    const id = await submitted(provider, claimant);
    // Someone else came to own the provider meanwhile.
    const owner = await createUser(t);
    await t.query(`UPDATE providers SET owner_id = $2, plan = 'premium' WHERE id = $1`, [
      provider,
      owner.id,
    ]);
    const res = await request(t.http)
      .post(`/api/admin/profile-claims/${id}/approve`)
      .set(admin.auth)
      .expect(409);
    expect(res.body.message).toBe(CLAIM_MESSAGES.alreadyOwned);
    expect((await claimRow(id))!.status).toBe('pending');
    const [user] = await t.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [
      claimant.id,
    ]);
    expect(user!.roles).toEqual(['user']);
    expect(await t.query('SELECT 1 FROM audit_log WHERE target_id = $1', [id])).toEqual([]);
  });

  it('cancel marks the claim cancelled and mails the claimant; send-email mails the work email', async () => {
    const provider = await createProvider(t, { name: 'Bayside Imaging', plan: 'unclaimed' });
    const claimant = await createUser(t);
    const workEmail = `work-${randomBytes(4).toString('hex')}@example.com`;
    const id = await submitted(provider, claimant, { ...FIELDS, workEmail });

    await request(t.http)
      .post(`/api/admin/profile-claims/${id}/send-email`)
      .set(admin.auth)
      .send({ message: 'Please send a utility bill from the last 3 months.' })
      .expect(200)
      .expect({ data: { success: true } });
    const mail = await smtp.waitFor(workEmail);
    expect(mail.subject).toBe('About your claim of Bayside Imaging');
    expect(mail.body).toContain('Please send a utility bill from the last 3 months.');
    await request(t.http)
      .post(`/api/admin/profile-claims/${id}/send-email`)
      .set(admin.auth)
      .expect(200);
    await smtp.waitFor(workEmail, 2);

    await request(t.http)
      .post(`/api/admin/profile-claims/${id}/cancel`)
      .set(admin.auth)
      .expect(200)
      .expect({ data: { id, status: 'cancelled' } });
    expect((await claimRow(id))!.status).toBe('cancelled');
    const cancelled = await smtp.waitFor(claimant.email, 2);
    expect(cancelled.subject).toBe('Your claim of Bayside Imaging was not approved');
    await request(t.http)
      .post(`/api/admin/profile-claims/${id}/cancel`)
      .set(admin.auth)
      .expect(409);
    await request(t.http)
      .post(`/api/admin/profile-claims/${id}/approve`)
      .set(admin.auth)
      .expect(409);

    const mine = ZMyClaimResponseSchema.parse(
      (await request(t.http).get(`/api/providers/${provider}/claims/mine`).set(claimant.auth)).body,
    );
    expect(mine.data?.status).toBe('cancelled');
    // After a cancellation the person may claim again.
    await submitted(provider, claimant);

    const actions = await t.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target_id = $1 ORDER BY created_at',
      [id],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'claim.send_email',
      'claim.send_email',
      'claim.cancel',
    ]);
  });

  it('send-email whose mail the server refuses answers 502, and its audit row says it failed', async () => {
    const provider = await createProvider(t, { name: 'Harbor Dental', plan: 'unclaimed' });
    const claimant = await createUser(t);
    const workEmail = `bounce-${randomBytes(4).toString('hex')}@example.com`;
    const id = await submitted(provider, claimant, { ...FIELDS, workEmail });
    smtp.refused.add(workEmail);
    try {
      const res = await request(t.http)
        .post(`/api/admin/profile-claims/${id}/send-email`)
        .set(admin.auth)
        .send({ message: 'Please send a recent utility bill.' })
        .expect(502);
      expect(res.body).toMatchObject({ statusCode: 502, message: MESSAGES.mailNotSent });
    } finally {
      smtp.refused.delete(workEmail);
    }
    expect(smtp.mailsTo(workEmail)).toEqual([]);
    const audit = await t.query<{ action: string; details: Record<string, unknown> }>(
      'SELECT action, details FROM audit_log WHERE target_id = $1',
      [id],
    );
    expect(audit).toEqual([
      {
        action: 'claim.send_email',
        details: {
          to: workEmail,
          message: 'Please send a recent utility bill.',
          sent: false,
          failed: true,
        },
      },
    ]);

    // A mail that goes out answers 200 and is recorded as sent.
    await request(t.http)
      .post(`/api/admin/profile-claims/${id}/send-email`)
      .set(admin.auth)
      .expect(200);
    await smtp.waitFor(workEmail);
    const [last] = await t.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE target_id = $1 AND details->>'sent' = 'true'`,
      [id],
    );
    expect(last!.details).toMatchObject({ to: workEmail, sent: true });
  });
});

describe("claim mails in the claimant's language (issue 19)", () => {
  it('a Spanish account: the received mail by its request, the decision by its account', async () => {
    const provider = await createProvider(t, { name: 'Quiropráctica Sol', plan: 'unclaimed' });
    const claimant = await createUser(t);
    const res = await submit(provider, claimant).set('accept-language', 'es').expect(201);
    const id = ZClaimCreatedResponseSchema.parse(res.body).data.id;
    const received = await smtp.waitFor(claimant.email);
    expect(subjectOf(received)).toBe('Recibimos su solicitud del perfil Quiropráctica Sol');
    // An admin decides: the claimant's account language, never the admin's request.
    await t.query(`UPDATE users SET language = 'es' WHERE id = $1`, [claimant.id]);
    await request(t.http)
      .post(`/api/admin/profile-claims/${id}/approve`)
      .set(admin.auth)
      .set('accept-language', 'en')
      .expect(200);
    const approved = await smtp.waitFor(claimant.email, 2);
    expect(subjectOf(approved)).toBe('Su solicitud del perfil Quiropráctica Sol fue aprobada');
    expect(textOf(approved)).toContain('Ya puede administrarlo:');
    expect(textOf(approved)).toContain(`${WEB_ORIGIN}/my-profile`);
  });
});
