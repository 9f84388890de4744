import { ZProvidersListResponseSchema, ZSuggestResponseSchema } from '@app/contracts';
import request from 'supertest';
import { createProvider } from './factories/directory';
import { createTestApp, TestApp } from './test-app';

/** Search, filters, sorts and pages of GET /api/providers over a fixed set of providers. */

let t: TestApp;
const ids: Record<string, string> = {};

const list = async (query: Record<string, string | number>) =>
  ZProvidersListResponseSchema.parse(
    (await request(t.http).get('/api/providers').query(query).expect(200)).body,
  );
const names = (body: { data: Array<{ name: string }> }) => body.data.map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp();
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  ids.smith = await createProvider(t, {
    name: 'Smith & Partners',
    category: 'Law Firms',
    state: 'FL',
    rating: 4.5,
    reviewCount: 10,
    createdAt: day(1),
  });
  ids.smithfield = await createProvider(t, {
    name: 'Smithfield Towing',
    category: 'Towing Services',
    state: 'CA',
    rating: 3.9,
    reviewCount: 4,
    createdAt: day(2),
  });
  ids.bayfront = await createProvider(t, {
    name: 'Bayfront Spine Center',
    category: 'Chiropractors',
    state: 'CA',
    specialties: ['Whiplash'],
    rating: 4.8,
    reviewCount: 3,
    createdAt: day(3),
  });
  ids.cafe = await createProvider(t, {
    name: 'Café Médico Clinic',
    category: 'Medical Facilities',
    state: 'NY',
    rating: 4.1,
    reviewCount: 7,
    createdAt: day(4),
  });
  ids.hudson = await createProvider(t, {
    name: 'Hudson Imaging',
    category: 'MRI/Imaging Centers',
    state: 'NY',
    description: 'Open MRI scans for accident patients, reports in one day.',
    rating: 4.1,
    reviewCount: 7,
    createdAt: day(5),
  });
  // Many ties (same rating and count) so that pages depend on the id tie-break.
  for (let i = 0; i < 20; i++) {
    await createProvider(t, {
      id: `tie-${String(i).padStart(2, '0')}`,
      name: `Generic Provider ${i}`,
      category: i % 2 ? 'Insurance Agents' : 'Law Firms',
      state: ['FL', 'NY', 'CA'][i % 3],
      rating: [4.1, 3.0, 2.5][i % 3],
      reviewCount: i % 4,
      createdAt: day(10 + (i % 5)),
    });
  }
});
afterAll(() => t.close());

describe('GET /api/providers: text search', () => {
  it("finds 'Smith & Partners' from the prefix 'smi', whatever the case", async () => {
    for (const q of ['smi', 'SMI', ' Smi ']) {
      const body = await list({ q });
      expect(names(body)).toContain('Smith & Partners');
      expect(names(body)).toContain('Smithfield Towing');
      expect(body.total).toBe(body.data.length);
    }
  });

  it('ranks an exact name prefix first when the sort is the default', async () => {
    const body = await list({ q: 'smith partners' });
    expect(body.data[0]?.name).toBe('Smith & Partners');
  });

  it('answers one- and two-character queries with name prefixes only', async () => {
    expect(names(await list({ q: 'sm' })).sort()).toEqual([
      'Smith & Partners',
      'Smithfield Towing',
    ]);
    expect(names(await list({ q: 'h' }))).toEqual(['Hudson Imaging']);
    // 'ge' is inside no name's start but Generic: 20 of them.
    expect((await list({ q: 'ge' })).total).toBe(20);
    // With filters the matches are collected first (decision 0039): the same answers,
    // in the sort asked for, and none where the filters leave none.
    const ge = (await list({ q: 'ge', sort: 'rating_asc', limit: 50 })).data;
    const state = ge[0]!.state!;
    const geFiltered = await list({ q: 'ge', state, sort: 'rating_asc', limit: 50 });
    expect(geFiltered.data.map((p) => p.id)).toEqual(
      ge.filter((p) => p.state === state).map((p) => p.id),
    );
    expect(geFiltered.total).toBe(geFiltered.data.length);
    expect(names(await list({ q: 'sm', category: 'Towing Services' }))).toEqual([
      'Smithfield Towing',
    ]);
    expect(await list({ q: 'sm', category: 'Chiropractors' })).toMatchObject({
      total: 0,
      data: [],
    });
  });

  it("finds a chiropractor from the misspelt 'chiropracter' (category text, trigrams)", async () => {
    expect(names(await list({ q: 'chiropracter' }))).toContain('Bayfront Spine Center');
  });

  it('finds a typo in a name, a word inside a name, accents and the description', async () => {
    expect(names(await list({ q: 'smiht & partners' }))).toContain('Smith & Partners');
    expect(names(await list({ q: 'partners' }))).toContain('Smith & Partners');
    expect(names(await list({ q: 'cafe medico' }))).toEqual(['Café Médico Clinic']);
    expect(names(await list({ q: 'MÉDICO' }))).toEqual(['Café Médico Clinic']);
    expect(names(await list({ q: 'open mri' }))).toContain('Hudson Imaging');
  });

  it('treats LIKE wildcards as text and finds nothing for nonsense', async () => {
    expect((await list({ q: '%%' })).total).toBe(0);
    expect((await list({ q: '_' })).total).toBe(0);
    expect((await list({ q: 'xqzvw' })).total).toBe(0);
  });
});

describe('GET /api/providers: filters', () => {
  it('filters by category and state, and reads All / All States as no filter', async () => {
    const chiro = await list({ category: 'Chiropractors' });
    expect(names(chiro)).toEqual(['Bayfront Spine Center']);
    const ny = await list({ state: 'ny', limit: 50 });
    expect(ny.data.every((p) => p.state === 'NY')).toBe(true);
    expect(ny.total).toBe(2 + 7);
    const all = await list({ category: 'All', state: 'All States', limit: 50 });
    expect(all.total).toBe(25);
    const both = await list({ category: 'Law Firms', state: 'FL', q: 'smith' });
    expect(names(both)).toEqual(['Smith & Partners']);
  });

  it('refuses an unknown category with 400 in the error shape', async () => {
    const res = await request(t.http).get('/api/providers').query({ category: 'Bakeries' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.errors[0].path).toBe('category');
  });
});

describe('GET /api/providers: sorts and pages', () => {
  async function allPages(query: Record<string, string | number>, limit: number) {
    const seen: string[] = [];
    let total = -1;
    for (let offset = 0; offset < 100; offset += limit) {
      const body = await list({ ...query, offset, limit });
      total = body.total;
      seen.push(...body.data.map((p) => p.id));
      if (body.data.length < limit) break;
    }
    return { seen, total };
  }

  it('sorts by rating (desc default, ties by review count then id) and pages without gaps', async () => {
    const full = await list({ limit: 50 });
    expect(full.total).toBe(25);
    for (let i = 1; i < full.data.length; i++) {
      const a = full.data[i - 1]!;
      const b = full.data[i]!;
      expect(
        a.rating > b.rating ||
          (a.rating === b.rating && a.reviewCount > b.reviewCount) ||
          (a.rating === b.rating && a.reviewCount === b.reviewCount && a.id < b.id),
      ).toBe(true);
    }
    expect(full.data[0]?.name).toBe('Bayfront Spine Center');
    const { seen, total } = await allPages({}, 7);
    expect(seen).toEqual(full.data.map((p) => p.id));
    expect(new Set(seen).size).toBe(total);
  });

  it.each(['rating_asc', 'reviews_desc', 'newest'])(
    'pages %s with no duplicates or gaps',
    async (sort) => {
      const full = await list({ sort, limit: 50 });
      const { seen } = await allPages({ sort }, 4);
      expect(seen).toEqual(full.data.map((p) => p.id));
      expect(new Set(seen).size).toBe(25);
    },
  );

  it('orders rating_asc, reviews_desc and newest as named', async () => {
    const asc = await list({ sort: 'rating_asc', limit: 50 });
    expect(asc.data[0]?.rating).toBe(2.5);
    // Lowest to Highest is Highest to Lowest read backwards, ties included (decision 0039).
    const desc = await list({ sort: 'rating_desc', limit: 50 });
    expect(asc.total).toBeLessThanOrEqual(50);
    expect(asc.data.map((p) => p.id)).toEqual(desc.data.map((p) => p.id).reverse());
    const reviews = await list({ sort: 'reviews_desc', limit: 50 });
    expect(reviews.data[0]?.name).toBe('Smith & Partners');
    const newest = await list({ sort: 'newest', limit: 50 });
    expect(newest.data.at(-1)?.name).toBe('Smith & Partners');
  });

  it('pages a text search the same way', async () => {
    const full = await list({ q: 'generic provider', limit: 50 });
    expect(full.total).toBe(20);
    const { seen } = await allPages({ q: 'generic provider' }, 6);
    expect(seen).toEqual(full.data.map((p) => p.id));
  });
});

describe('GET /api/providers/suggest', () => {
  it('suggests the first 6 by rating for an empty q', async () => {
    for (const query of [{}, { q: '' }, { q: '   ' }]) {
      const body = ZSuggestResponseSchema.parse(
        (await request(t.http).get('/api/providers/suggest').query(query).expect(200)).body,
      );
      expect(body.data).toHaveLength(6);
      expect(body.data[0]).toEqual({
        id: ids.bayfront,
        name: 'Bayfront Spine Center',
        category: 'Chiropractors',
      });
    }
  });

  it('suggests at most 6 matches, best first', async () => {
    const generic = await request(t.http).get('/api/providers/suggest?q=generic').expect(200);
    expect(generic.body.data).toHaveLength(6);
    const smi = await request(t.http).get('/api/providers/suggest?q=smi').expect(200);
    expect(smi.body.data.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Smith & Partners', 'Smithfield Towing']),
    );
  });
});

describe('capped counts and the search cache', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp({ env: { SEARCH_CACHE_TTL_SECONDS: '60' } });
    // 1,005 towing companies in TX, inserted in one statement.
    await big.query(
      `INSERT INTO providers (id, name, name_normalized, search_text, category, description, plan, state, rating, review_count)
       SELECT 'tow-' || i, 'Tow ' || i, 'tow ' || i, 'tow ' || i || ' towing services', 'Towing Services', '', 'basic', 'TX', (i % 50) / 10.0, i % 7
       FROM generate_series(1, 1005) i`,
    );
  });
  afterAll(() => big.close());
  const listBig = async (query: Record<string, string | number>) =>
    ZProvidersListResponseSchema.parse(
      (await request(big.http).get('/api/providers').query(query).expect(200)).body,
    );

  it('counts exactly up to 1,000 matches, then answers 1,000 with totalExact false', async () => {
    const capped = await listBig({ state: 'TX', limit: 10 });
    expect(capped).toMatchObject({ total: 1000, totalExact: false, offset: 0, limit: 10 });
    expect(capped.data).toHaveLength(10);
    // Past the cap the count reaches the end of the page asked for, so Load More goes on.
    const deep = await listBig({ state: 'TX', offset: 995, limit: 10 });
    expect(deep).toMatchObject({ total: 1005, totalExact: true });
    expect(deep.data).toHaveLength(10);
    expect(await listBig({ state: 'CA' })).toMatchObject({ total: 0, totalExact: true, data: [] });
  });

  it('serves a repeated search from the cache for its time to live', async () => {
    const before = await listBig({ q: 'zephyr' });
    expect(before.total).toBe(0);
    await createProvider(big, { name: 'Zephyr Towing', category: 'Towing Services', state: 'TX' });
    expect((await listBig({ q: 'zephyr' })).total).toBe(0);
    // Another query (another key) reads the database.
    expect(names(await listBig({ q: 'zephyr', limit: 5 }))).toEqual(['Zephyr Towing']);
  });
});

describe('the search vocabulary and broad text searches', () => {
  let v: TestApp;
  beforeAll(async () => {
    v = await createTestApp();
    // 2,300 providers with the word 'harbor' (more than a narrow search collects): 40 of
    // them named 'Harbor …' (exact name prefixes), the rest only say it in a specialty.
    await v.query(
      `INSERT INTO providers (id, name, name_normalized, search_text, category, description, plan, state, rating, review_count)
       SELECT 'h-' || i, n, lower(n), lower(n) || ' towing services ' || CASE WHEN i <= 40 THEN '' ELSE 'harbor' END,
              'Towing Services', '', 'basic', 'TX', (i * 7 % 50) / 10.0, i % 5
       FROM generate_series(1, 2300) i,
            LATERAL (SELECT CASE WHEN i <= 40 THEN 'Harbor Towing ' || i ELSE 'Bay Towing ' || i END AS n) x`,
    );
  });
  afterAll(() => v.close());
  const listV = async (query: Record<string, string | number>) =>
    ZProvidersListResponseSchema.parse(
      (await request(v.http).get('/api/providers').query(query).expect(200)).body,
    );
  const words = async (word: string) =>
    (
      await v.query<{ providers: number; names: number; xmin: string }>(
        `SELECT providers, names, xmin::text FROM search_words WHERE word = $1`,
        [word],
      )
    )[0];

  it('counts every word of the providers, and keeps the counts through edits and deletes', async () => {
    expect((await words('harbor'))?.providers).toBe(2300);
    expect((await words('bay'))?.providers).toBe(2260);
    await v.query(`UPDATE providers SET search_text = 'cove towing services' WHERE id = 'h-41'`);
    expect((await words('harbor'))?.providers).toBe(2299);
    expect((await words('cove'))?.providers).toBe(1);
    await v.query(`DELETE FROM providers WHERE id IN ('h-41', 'h-42')`);
    expect((await words('harbor'))?.providers).toBe(2298);
    expect((await words('cove'))?.providers).toBe(0);
    // Names: 40 'Harbor Towing …', 2,260 'Bay Towing …' (of which two are deleted now).
    expect(await words('harbor')).toMatchObject({ providers: 2298, names: 40 });
    expect(await words('bay')).toMatchObject({ names: 2258 });
    expect(await words('services')).toMatchObject({ names: 0 });
    await v.query(
      `UPDATE providers SET name = 'Cove Bay Towing', name_normalized = 'cove bay towing' WHERE id = 'h-1'`,
    );
    expect(await words('harbor')).toMatchObject({ providers: 2298, names: 39 });
    expect(await words('cove')).toMatchObject({ providers: 0, names: 1 });
    expect(await words('bay')).toMatchObject({ names: 2259 });
    await v.query(
      `UPDATE providers SET name = 'Harbor Towing 1', name_normalized = 'harbor towing 1' WHERE id = 'h-1'`,
    );
    expect(await words('harbor')).toMatchObject({ names: 40 });
    expect(await words('cove')).toMatchObject({ names: 0 });
    // A rating update (every review write does one) leaves the vocabulary untouched.
    const before = await words('harbor');
    await v.query(`UPDATE providers SET rating = 1.5, review_count = 9 WHERE id = 'h-43'`);
    expect(await words('harbor')).toEqual(before);
  });

  it('pages a broad search in relevance order: name prefixes first, then by rating', async () => {
    const expected = (
      await v.query<{ id: string }>(
        `SELECT id FROM providers WHERE search_text LIKE '%harbor%'
         ORDER BY (name_normalized LIKE 'harbor%') DESC, rating DESC, review_count DESC, id
         LIMIT 80`,
      )
    ).map((r) => r.id);
    const seen: string[] = [];
    for (const offset of [0, 20, 40, 60]) {
      const page = await listV({ q: 'Harbor', offset, limit: 20 });
      expect(page).toMatchObject({ total: 1000, totalExact: false });
      seen.push(...page.data.map((p) => p.id));
    }
    expect(seen).toEqual(expected);
    // Misspelt (no name begins with 'harbr', but the names holding 'harbor' rank first:
    // relevance, decision 0024), and as a last word's start.
    expect((await listV({ q: 'harbr', limit: 5 })).data.map((p) => p.id)).toEqual(
      expected.slice(0, 5),
    );
    expect((await listV({ q: 'harbor tow', limit: 5 })).data.map((p) => p.id)).toEqual(
      expected.slice(0, 5),
    );
    const suggest = await request(v.http).get('/api/providers/suggest?q=harb').expect(200);
    expect(suggest.body.data.map((s: { id: string }) => s.id)).toEqual(expected.slice(0, 6));
  });

  it('answers two common words whose matches overlap little, or much', async () => {
    // 2,100 'cedar' clinics, two of them also by the harbor.
    await v.query(
      `INSERT INTO providers (id, name, name_normalized, search_text, category, description, plan, state, rating, review_count)
       SELECT 'c-' || i, 'Cedar Clinic ' || i, 'cedar clinic ' || i,
              'cedar clinic ' || i || ' medical facilities' || CASE WHEN i <= 2 THEN ' harbor' ELSE '' END,
              'Medical Facilities', '', 'basic', 'FL', (i % 50) / 10.0, 0
       FROM generate_series(1, 2100) i`,
    );
    const few = await listV({ q: 'cedar harbor' });
    expect(few).toMatchObject({ total: 2, totalExact: true });
    expect(few.data.map((p) => p.id).sort()).toEqual(['c-1', 'c-2']);
    const expected = (
      await v.query<{ id: string }>(
        `SELECT id FROM providers WHERE search_text LIKE '%harbor%' AND search_text LIKE '%bay%'
         ORDER BY rating DESC, review_count DESC, id LIMIT 30`,
      )
    ).map((r) => r.id);
    const many = await listV({ q: 'harbor bay', offset: 10, limit: 20 });
    expect(many).toMatchObject({ total: 1000, totalExact: false });
    expect(many.data.map((p) => p.id)).toEqual(expected.slice(10));
    expect(await listV({ q: 'cedar harbor', offset: 40 })).toMatchObject({ total: 2, data: [] });
  });

  it('sorts a broad search by the sort asked for when it is not the default', async () => {
    const expected = (
      await v.query<{ id: string }>(
        `SELECT id FROM providers WHERE search_text LIKE '%harbor%'
         ORDER BY rating ASC, review_count ASC, id DESC LIMIT 10`,
      )
    ).map((r) => r.id);
    const page = await listV({ q: 'harbor', sort: 'rating_asc', limit: 10 });
    expect(page.data.map((p) => p.id)).toEqual(expected);
  });
});
