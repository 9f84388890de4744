import {
  LISTING_LIMITS,
  LISTING_MESSAGES,
  ZCreateListingResponseSchema,
  ZLikelyDuplicatesErrorSchema,
  ZProviderProfileResponseSchema,
  ZProvidersListResponseSchema,
  type TCreateListingInput,
} from '@app/contracts';
import { LISTING_MESSAGES_ES } from '@app/contracts/i18n-es';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createProvider, createUser, insertReview, type TestUser } from './factories/directory';
import { createTestApp, type TestApp } from './test-app';

/** 'Add your business', the admin's New, merge, close and reopen (issue 47). */

let t: TestApp;
let sql: TestApp;
let webDir: string;
let admin: TestUser;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'listings-web-'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>InjuryPros</title></head><body></body></html>',
  );
  // One secret for both apps: passport's strategies are global, the last app's wins.
  const JWT_SECRET = randomBytes(32).toString('hex');
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir, JWT_SECRET } });
  // The same database searched by SQL alone: both engines must leave closed listings out.
  sql = await createTestApp({ sharing: t, env: { SEARCH_INDEX: 'sql', JWT_SECRET } });
  admin = await createUser(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await sql.close();
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const hex = () => randomBytes(3).toString('hex');
/** A phone no other test uses: 305 555 and 4 digits of its own. */
let phoneSeq = 1000;
const newPhone = () => `(305) 555-${String((phoneSeq += 7) % 10000).padStart(4, '0')}`;

function body(extra: Partial<TCreateListingInput> = {}): TCreateListingInput {
  return {
    category: 'Towing Services',
    profileName: `Quick Tow ${hex()} ${hex()}`,
    phoneNumber: newPhone(),
    websiteLink: 'https://quick-tow.example.com',
    location: {
      addressLine1: `${Math.floor(Math.random() * 9000) + 100} NW 1st St`,
      city: 'Miami',
      state: 'FL',
      zipCode: '33101',
    },
    ...extra,
  };
}

const add = (who: TestUser, b: unknown) =>
  request(t.http)
    .post('/api/providers')
    .set(who.auth)
    .send(b as object);

const search = (app: TestApp, query: Record<string, string>) =>
  request(app.http).get('/api/providers').query(query);

async function idsFound(app: TestApp, query: Record<string, string>): Promise<string[]> {
  const res = await search(app, query).expect(200);
  return ZProvidersListResponseSchema.parse(res.body).data.map((p) => p.id);
}

describe('POST /api/providers (Add your business)', () => {
  it('adds a listing: public at once, not yet verified, with its provenance row', async () => {
    const person = await createUser(t);
    const b = body({
      workingHours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          { enabled: true, startTime: '8:00am', endTime: '6:00pm' },
        ]),
      ) as TCreateListingInput['workingHours'],
      facts: { open24Hours: true, mobileService: true },
      languages: ['en', 'es'],
    });
    const res = await add(person, b).expect(201);
    const { data, ownership } = ZCreateListingResponseSchema.parse(res.body);
    expect(ownership).toBe('claim');
    expect(data).toMatchObject({
      profileName: b.profileName,
      category: 'Towing Services',
      phoneNumber: b.phoneNumber,
      websiteLink: 'https://quick-tow.example.com',
      plan: 'unclaimed',
      status: 'open',
      closedReason: null,
      verified: false,
      npi: null,
      location: {
        addressLine1: b.location.addressLine1,
        city: 'Miami',
        state: 'FL',
        zipCode: '33101',
      },
    });
    expect(data.facts).toMatchObject({
      open24Hours: true,
      mobileService: true,
      languages: ['en', 'es'],
    });
    expect(data.latitude).not.toBeNull();
    expect(data.sources).toEqual([
      expect.objectContaining({ source: 'owner', name: 'The business', release: null }),
    ]);
    // Public at once: its page's API and the search (the index learns it like any write).
    const page = await request(t.http).get(`/api/providers/${data.id}`).expect(200);
    expect(ZProviderProfileResponseSchema.parse(page.body).data.verified).toBe(false);
    expect(await idsFound(t, { q: b.profileName })).toContain(data.id);
    expect(await idsFound(sql, { q: b.profileName })).toContain(data.id);
    const [source] = await t.query<{ source: string; record_id: string; licence: string }>(
      'SELECT source, record_id, licence FROM provider_sources WHERE provider_id = $1',
      [data.id],
    );
    expect(source).toEqual({
      source: 'owner',
      record_id: data.id,
      licence: 'Submitted by its owner',
    });
    const [row] = await t.query<{ added_by: string; owner_id: string | null }>(
      'SELECT added_by, owner_id FROM providers WHERE id = $1',
      [data.id],
    );
    expect(row).toEqual({ added_by: person.id, owner_id: null });
  });

  it('answers 409 with the candidates for the same phone, and adds it with notADuplicate', async () => {
    const person = await createUser(t);
    const first = body({
      location: { addressLine1: '1 Main St', city: 'Tampa', state: 'FL', zipCode: '33602' },
    });
    const firstId = ZCreateListingResponseSchema.parse((await add(person, first).expect(201)).body)
      .data.id;
    // Another name and city, the same number written another way.
    const digits = first.phoneNumber.replace(/\D/g, '');
    const again = body({ profileName: `Other Name ${hex()}`, phoneNumber: `+1 ${digits}` });
    const before = await t.query('SELECT count(*)::int AS n FROM providers');
    const res = await add(person, again).expect(409);
    const conflict = ZLikelyDuplicatesErrorSchema.parse(res.body);
    expect(conflict).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: LISTING_MESSAGES.likelyDuplicates,
    });
    expect(conflict.candidates).toEqual([
      {
        id: firstId,
        name: first.profileName,
        address: `1 Main St, Tampa, FL 33602`,
        phone: first.phoneNumber,
        distanceMeters: expect.any(Number),
        match: 'phone',
      },
    ]);
    expect(conflict.candidates[0]!.distanceMeters).toBeGreaterThan(300_000);
    expect(await t.query('SELECT count(*)::int AS n FROM providers')).toEqual(before);
    // In Spanish for a Spanish reader, the candidates the same.
    const es = await add(person, again).set('Accept-Language', 'es').expect(409);
    expect(es.body.message).toBe(LISTING_MESSAGES_ES.likelyDuplicates);
    expect(es.body.candidates).toEqual(conflict.candidates);
    // The person says it is another business.
    const created = await add(person, { ...again, notADuplicate: true }).expect(201);
    expect(created.body.data.id).not.toBe(firstId);
  });

  it('finds a similar name within 500 m, not one across the state', async () => {
    const person = await createUser(t);
    const base = `Sunshine Collision ${hex()}`;
    const near = body({ profileName: `${base} Center` });
    const nearId = (await add(person, near).expect(201)).body.data.id;
    // The same ZIP: the same point (places data).
    const res = await add(person, body({ profileName: `${base} Centre` })).expect(409);
    const { candidates } = ZLikelyDuplicatesErrorSchema.parse(res.body);
    expect(candidates.map((c) => [c.id, c.match, c.distanceMeters])).toEqual([[nearId, 'name', 0]]);
    // The check the form makes before saving says the same.
    const check = await request(t.http)
      .post('/api/providers/duplicates')
      .set(person.auth)
      .send({
        profileName: `${base} Centre`,
        phoneNumber: newPhone(),
        location: { zipCode: '33101' },
      })
      .expect(200);
    expect(check.body.data.map((c: { id: string }) => c.id)).toEqual([nearId]);
    // Orlando is far: no candidate.
    await add(
      person,
      body({
        profileName: `${base} Centre`,
        location: { addressLine1: '9 Orange Ave', city: 'Orlando', state: 'FL', zipCode: '32801' },
      }),
    ).expect(201);
  });

  it('makes the person the owner at once when their confirmed email is at the website domain', async () => {
    const person = await createUser(t);
    const domain = `harbor-tow-${hex()}.example.com`;
    await t.query('UPDATE users SET email = $2 WHERE id = $1', [person.id, `owner@${domain}`]);
    const res = await add(person, body({ websiteLink: `https://www.${domain}/contact` })).expect(
      201,
    );
    const { data, ownership } = ZCreateListingResponseSchema.parse(res.body);
    expect(ownership).toBe('owner');
    expect(data).toMatchObject({ verified: true, plan: 'basic' });
    const [row] = await t.query<{ owner_id: string }>(
      'SELECT owner_id FROM providers WHERE id = $1',
      [data.id],
    );
    expect(row!.owner_id).toBe(person.id);
    const session = await request(t.http).get('/api/auth/session').set(person.auth).expect(200);
    expect(session.body.data.user.roles).toContain('provider');
    expect(session.body.data.user.providerIds).toContain(data.id);
    // Another domain: a claim through the review, no owner.
    const other = await add(
      person,
      body({ websiteLink: 'https://someone-else.example.org' }),
    ).expect(201);
    expect(other.body).toMatchObject({
      ownership: 'claim',
      data: { verified: false, plan: 'unclaimed' },
    });
  });

  it(`takes at most ${LISTING_LIMITS.perPersonPerDay} listings a person a day`, async () => {
    const person = await createUser(t);
    for (let i = 0; i < LISTING_LIMITS.perPersonPerDay; i += 1)
      await add(person, body({ notADuplicate: true })).expect(201);
    const res = await add(person, body({ notADuplicate: true })).expect(429);
    expect(res.body.message).toBe(LISTING_MESSAGES.perPersonPerDay);
    const [row] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM providers WHERE added_by = $1',
      [person.id],
    );
    expect(row!.n).toBe(LISTING_LIMITS.perPersonPerDay);
  });

  it(`takes at most ${LISTING_LIMITS.perAddressPerDay} listings at one address a day`, async () => {
    const address = {
      addressLine1: `${hex()} Biscayne Blvd`,
      city: 'Miami',
      state: 'FL',
      zipCode: '33132',
    };
    for (let i = 0; i < LISTING_LIMITS.perAddressPerDay; i += 1)
      await add(await createUser(t), body({ location: address, notADuplicate: true })).expect(201);
    const res = await add(
      await createUser(t),
      body({
        location: { ...address, addressLine1: address.addressLine1.toUpperCase() },
        notADuplicate: true,
      }),
    ).expect(429);
    expect(res.body.message).toBe(LISTING_MESSAGES.perAddressPerDay);
  });

  it('refuses a blocked account, an unconfirmed one, a visitor, and bad input', async () => {
    const blocked = await createUser(t);
    await t.query('UPDATE users SET is_blocked = true WHERE id = $1', [blocked.id]);
    await add(blocked, body()).expect(401);
    await add(await createUser(t, { verified: false }), body()).expect(403);
    await request(t.http).post('/api/providers').send(body()).expect(401);
    const person = await createUser(t);
    const bad = async (b: unknown, message: string) => {
      const res = await add(person, b).expect(400);
      expect(res.body.message).toBe(message);
    };
    await bad(body({ phoneNumber: 'call me' }), 'Please enter a valid phone number');
    await bad(body({ websiteLink: 'quick-tow' }), 'Please enter a valid website URL');
    await bad(
      body({ location: { addressLine1: '1 A St', city: 'Miami', state: 'FL', zipCode: '331' } }),
      'Invalid ZIP Code format',
    );
    await bad(body({ category: 'Bakeries' as never }), LISTING_MESSAGES.categoryInvalid);
    await add(person, body({ profileName: 'Tow\u0000Co' })).expect(400);
  });
});

describe('POST /api/admin/providers', () => {
  it('creates a verified listing with the same duplicate check, audited', async () => {
    const b = body({ category: 'Law Firms', profileName: `Admin Made Law ${hex()}` });
    await request(t.http)
      .post('/api/admin/providers')
      .set((await createUser(t)).auth)
      .send(b)
      .expect(403);
    const res = await request(t.http)
      .post('/api/admin/providers')
      .set(admin.auth)
      .send(b)
      .expect(201);
    const { data, ownership } = ZCreateListingResponseSchema.parse(res.body);
    expect(ownership).toBe('none');
    expect(data).toMatchObject({ verified: true, plan: 'unclaimed', category: 'Law Firms' });
    expect(data.sources.map((s) => s.source)).toEqual(['admin']);
    const again = await request(t.http)
      .post('/api/admin/providers')
      .set(admin.auth)
      .send(b)
      .expect(409);
    expect(again.body.candidates[0].id).toBe(data.id);
    const [audit] = await t.query<{ action: string; actor_id: string }>(
      `SELECT action, actor_id FROM audit_log WHERE target_id = $1`,
      [data.id],
    );
    expect(audit).toEqual({ action: 'provider.create', actor_id: admin.id });
  });
});

describe('merge', () => {
  it('moves every kind of row, answers 301 on the page and the API, recomputes ratings, audits', async () => {
    const [a, b] = await Promise.all([
      createProvider(t, { name: `Merge From ${hex()}`, city: 'Miami', state: 'FL' }),
      createProvider(t, { name: `Merge Into ${hex()}`, city: 'Miami', state: 'FL' }),
    ]);
    const [u1, u2, u3] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await insertReview(t, a, u1.id, 2);
    await insertReview(t, b, u2.id, 4);
    // u2 reviewed both: that review of `a` stays with it (one review a person per listing).
    await insertReview(t, a, u2.id, 1);
    await t.query(`UPDATE providers p SET rating = 1.5, review_count = 2 WHERE id = $1`, [a]);
    await t.query(`UPDATE providers p SET rating = 4, review_count = 1 WHERE id = $1`, [b]);
    await t.query(
      'INSERT INTO bookmarks (user_id, provider_id) VALUES ($1, $2), ($3, $2), ($3, $4)',
      [u1.id, a, u3.id, b],
    );
    await t.query(
      `INSERT INTO leads (provider_id, name, email, options) VALUES ($1, 'Ana', 'ana@example.com', '{}')`,
      [a],
    );
    await t.query(
      `INSERT INTO profile_claims (provider_id, claimant_id, registration_key, address_proof_key,
         website_url, work_email, full_name, job_title, phone_number)
       VALUES ($1, $2, 'k1', 'k2', 'https://a.example.com', 'x@a.example.com', 'X', 'Owner', '1')`,
      [a, u3.id],
    );
    await t.query(
      `INSERT INTO posts (provider_id, text, image_urls) VALUES ($1, 'Open late', '{}')`,
      [a],
    );
    await t.query(
      `INSERT INTO provider_sources (source, record_id, provider_id, licence) VALUES ('overture', $1, $2, 'CDLA')`,
      [`ov-${hex()}`, a],
    );

    await request(t.http)
      .post(`/api/admin/providers/${a}/merge`)
      .set((await createUser(t)).auth)
      .send({ into: b })
      .expect(403);
    await request(t.http)
      .post(`/api/admin/providers/${a}/merge`)
      .set(admin.auth)
      .send({ into: a })
      .expect(409);
    const res = await request(t.http)
      .post(`/api/admin/providers/${a}/merge`)
      .set(admin.auth)
      .send({ into: b })
      .expect(200);
    expect(res.body.data.id).toBe(b);
    // u1's review moved, u2's of `a` stayed: 2 and 4 → 3.0 over 2.
    expect(res.body.data).toMatchObject({ rating: 3, reviewCount: 2 });

    const count = async (table: string, id: string) =>
      (
        await t.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE provider_id = $1`,
          [id],
        )
      )[0]!.n;
    expect(await count('reviews', b)).toBe(2);
    expect(await count('reviews', a)).toBe(1);
    for (const table of ['bookmarks', 'leads', 'profile_claims', 'posts', 'provider_sources'])
      expect([table, await count(table, a)]).toEqual([table, 0]);
    expect(await count('bookmarks', b)).toBe(2);
    expect(await count('leads', b)).toBe(1);
    expect(await count('profile_claims', b)).toBe(1);
    expect(await count('posts', b)).toBe(1);
    expect(await count('provider_sources', b)).toBe(1);
    const [merged] = await t.query<{ merged_into: string; rating: string; review_count: number }>(
      'SELECT merged_into, rating, review_count FROM providers WHERE id = $1',
      [a],
    );
    expect(merged).toEqual({ merged_into: b, rating: '1.0', review_count: 1 });

    // 301 on the API (the query kept) and on the page.
    const api = await request(t.http).get(`/api/providers/${a}?near=33101`).expect(301);
    expect(api.headers.location).toBe(`/api/providers/${b}?near=33101`);
    const pageRes = await request(t.http).get(`/provider/${a}`).expect(301);
    expect(pageRes.headers.location).toBe(`/provider/${b}`);
    await request(t.http).get(`/provider/${b}`).expect(200);
    // Out of search always, even with closed=include.
    const name = (
      await t.query<{ name: string }>('SELECT name FROM providers WHERE id = $1', [a])
    )[0]!.name;
    for (const app of [t, sql]) {
      expect(await idsFound(app, { q: name })).not.toContain(a);
      expect(await idsFound(app, { q: name, closed: 'include' })).not.toContain(a);
    }
    // Audited with both ids; merging it again is refused.
    const [audit] = await t.query<{ details: { from: string; into: string } }>(
      `SELECT details FROM audit_log WHERE action = 'provider.merge' AND target_id = $1`,
      [a],
    );
    expect(audit!.details).toMatchObject({ from: a, into: b });
    await request(t.http)
      .post(`/api/admin/providers/${a}/merge`)
      .set(admin.auth)
      .send({ into: b })
      .expect(409);
    // A listing merged into the merged one's kept listing: one step, still 301 to the kept one.
    const c = await createProvider(t, { name: `Merge Third ${hex()}` });
    await request(t.http)
      .post(`/api/admin/providers/${b}/merge`)
      .set(admin.auth)
      .send({ into: c })
      .expect(200);
    const chained = await request(t.http).get(`/api/providers/${a}`).expect(301);
    expect(chained.headers.location).toBe(`/api/providers/${c}`);
  });
});

describe('close and reopen', () => {
  it('takes a closed listing out of search (unless closed=include), refuses leads, keeps reviews', async () => {
    const name = `Closing Clinic ${hex()}`;
    const id = await createProvider(t, { name, category: 'Medical Facilities', plan: 'premium' });
    await t.query(`UPDATE providers SET lead_form = $2 WHERE id = $1`, [
      id,
      JSON.stringify({
        formName: 'Book',
        formDescription: 'Ask',
        options: [{ id: 'o1', text: 'X-ray', checked: false }],
        emailAddress: 'desk@example.com',
      }),
    ]);
    const reviewer = await createUser(t);
    await insertReview(t, id, reviewer.id, 5);
    for (const app of [t, sql]) expect(await idsFound(app, { q: name })).toContain(id);

    await request(t.http)
      .post(`/api/admin/providers/${id}/close`)
      .set(admin.auth)
      .send({ status: 'closed', reason: 'x' })
      .expect(400);
    await request(t.http).post(`/api/admin/providers/${id}/reopen`).set(admin.auth).expect(409);
    const closed = await request(t.http)
      .post(`/api/admin/providers/${id}/close`)
      .set(admin.auth)
      .send({ status: 'permanently_closed', reason: 'Retired' })
      .expect(200);
    expect(closed.body.data).toMatchObject({
      status: 'permanently_closed',
      closedReason: 'Retired',
    });

    for (const app of [t, sql]) {
      expect(await idsFound(app, { q: name })).not.toContain(id);
      expect(await idsFound(app, { category: 'Medical Facilities', limit: '50' })).not.toContain(
        id,
      );
      expect(await idsFound(app, { q: name, closed: 'include' })).toContain(id);
    }
    const suggest = await request(t.http)
      .get('/api/providers/suggest')
      .query({ q: name })
      .expect(200);
    expect(suggest.body.data.map((s: { id: string }) => s.id)).not.toContain(id);
    await search(t, { q: name, closed: 'yes' }).expect(400);

    const page = await request(t.http).get(`/api/providers/${id}`).expect(200);
    expect(page.body.data).toMatchObject({ status: 'permanently_closed', closedReason: 'Retired' });
    const reviews = await request(t.http).get(`/api/providers/${id}/reviews`).expect(200);
    expect(reviews.body.data).toHaveLength(1);

    const lead = { name: 'Ana', email: 'ana@example.com', options: ['o1'] };
    const refused = await request(t.http).post(`/api/providers/${id}/leads`).send(lead).expect(409);
    expect(refused.body.message).toBe(LISTING_MESSAGES.closedNoLeads);
    const refusedEs = await request(t.http)
      .post(`/api/providers/${id}/leads`)
      .set('Accept-Language', 'es')
      .send(lead)
      .expect(409);
    expect(refusedEs.body.message).toBe(LISTING_MESSAGES_ES.closedNoLeads);

    const [audit] = await t.query<{ details: unknown }>(
      `SELECT details FROM audit_log WHERE action = 'provider.close' AND target_id = $1`,
      [id],
    );
    expect(audit!.details).toMatchObject({ status: 'permanently_closed', reason: 'Retired' });

    const reopened = await request(t.http)
      .post(`/api/admin/providers/${id}/reopen`)
      .set(admin.auth)
      .expect(200);
    expect(reopened.body.data).toMatchObject({ status: 'open', closedReason: null });
    for (const app of [t, sql]) expect(await idsFound(app, { q: name })).toContain(id);
    await request(t.http).post(`/api/providers/${id}/leads`).send(lead).expect(201);

    // Temporarily closed: the same, with its own status.
    await request(t.http)
      .post(`/api/admin/providers/${id}/close`)
      .set(admin.auth)
      .send({ status: 'temporarily_closed' })
      .expect(200);
    const temp = await request(t.http).get(`/api/providers/${id}`).expect(200);
    expect(temp.body.data).toMatchObject({ status: 'temporarily_closed', closedReason: null });
    for (const app of [t, sql]) expect(await idsFound(app, { q: name })).not.toContain(id);
    await request(t.http).post(`/api/providers/${id}/leads`).send(lead).expect(409);
    await request(t.http)
      .post(`/api/admin/providers/${randomUUID()}/close`)
      .set(admin.auth)
      .send({ status: 'temporarily_closed' })
      .expect(404);
  });
});
