import { openAt, parseClock, ZProvidersListResponseSchema } from '@app/contracts';
import request from 'supertest';
import { createProvider } from './factories/directory';
import { createTestApp, TestApp } from './test-app';

/**
 * Issue 15, relevance (decision 0024): a text search ranks by how well each provider
 * matches (name exact > name prefix > name words > a category the query names > specialty
 * > city) before rating, in the default sort and with sort=relevance.
 */

let t: TestApp;

const list = async (query: Record<string, string | number>) =>
  ZProvidersListResponseSchema.parse(
    (await request(t.http).get('/api/providers').query(query).expect(200)).body,
  );
const names = (body: { data: Array<{ name: string }> }) => body.data.map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp();
  // 'attorney': law firms, and a better-rated imaging center that mentions attorneys.
  await createProvider(t, { name: 'Smith Injury Law', category: 'Law Firms', rating: 3.1 });
  await createProvider(t, {
    name: 'Smith Open Imaging',
    category: 'MRI/Imaging Centers',
    description: 'MRI scans read the same day; we send reports to your attorney.',
    rating: 5,
  });
  // 'sunrise law': the law firm named Sunrise … Law, and better-rated providers that say
  // both words elsewhere.
  await createProvider(t, {
    name: 'Sunrise Coast Injury Law',
    category: 'Law Firms',
    rating: 3.4,
  });
  await createProvider(t, {
    name: 'Sunrise Medical Center',
    category: 'Medical Facilities',
    description: 'We work with every law firm in town after a crash.',
    rating: 4.9,
  });
  await createProvider(t, {
    name: 'Bayside Law Group',
    category: 'Law Firms',
    description: 'Open from sunrise to sunset.',
    rating: 4.7,
  });
  // Exact name > name prefix > name words > specialty > city > elsewhere; worst rated first.
  await createProvider(t, {
    name: 'Harbor Spine',
    category: 'Chiropractors',
    city: 'Tampa',
    rating: 1.5,
    createdAt: new Date(Date.UTC(2026, 0, 1)),
  });
  await createProvider(t, {
    name: 'Harbor Spine & Rehab',
    category: 'Chiropractors',
    city: 'Tampa',
    rating: 2,
    createdAt: new Date(Date.UTC(2026, 0, 2)),
  });
  await createProvider(t, {
    name: 'Spine Care of Harbor Point',
    category: 'Chiropractors',
    city: 'Tampa',
    rating: 2.5,
    createdAt: new Date(Date.UTC(2026, 0, 3)),
  });
  await createProvider(t, {
    name: 'Kendall Harbor Clinic',
    category: 'Medical Facilities',
    specialties: ['Spine'],
    city: 'Miami',
    rating: 3,
    createdAt: new Date(Date.UTC(2026, 0, 4)),
  });
  await createProvider(t, {
    name: 'Westshore Wellness',
    category: 'Medical Facilities',
    city: 'Harbor',
    description: 'Spine care near the harbor.',
    rating: 3.5,
    createdAt: new Date(Date.UTC(2026, 0, 5)),
  });
  await createProvider(t, {
    name: 'Gulf Coast Therapy',
    category: 'Physical Therapists',
    description: 'Spine rehab by the harbor.',
    rating: 4.5,
    createdAt: new Date(Date.UTC(2026, 0, 6)),
  });
});
afterAll(() => t.close());

describe('text searches rank by relevance before rating', () => {
  it("'attorney' lists only law firms; 'smith attorney' puts the law firm above a better-rated imaging center", async () => {
    expect(new Set((await list({ q: 'attorney' })).data.map((p) => p.category))).toEqual(
      new Set(['Law Firms']),
    );
    const body = await list({ q: 'smith attorney' });
    expect(names(body)).toEqual(['Smith Injury Law', 'Smith Open Imaging']);
    expect(names(await list({ q: 'smith lawyer' }))[0]).toBe('Smith Injury Law');
  });

  it("'sunrise law' ranks the provider named Sunrise … Law first", async () => {
    const body = await list({ q: 'sunrise law' });
    expect(names(body)[0]).toBe('Sunrise Coast Injury Law');
    // Then a law firm with one of the words in its name (Law), then a better-rated
    // clinic with one of them in its name (Sunrise) that is no law firm.
    expect(names(body)).toEqual([
      'Sunrise Coast Injury Law',
      'Bayside Law Group',
      'Sunrise Medical Center',
    ]);
  });

  it('orders exact name, name prefix, name words, specialty, city, then the rest', async () => {
    const expected = [
      'Harbor Spine',
      'Harbor Spine & Rehab',
      'Spine Care of Harbor Point',
      'Kendall Harbor Clinic',
      'Westshore Wellness',
      'Gulf Coast Therapy',
    ];
    expect(names(await list({ q: 'harbor spine' }))).toEqual(expected);
    expect(names(await list({ q: 'harbor spine', sort: 'relevance' }))).toEqual(expected);
    // Pages of a relevance order neither repeat nor skip.
    const pages = [0, 2, 4].map((offset) => list({ q: 'harbor spine', offset, limit: 2 }));
    expect((await Promise.all(pages)).flatMap(names)).toEqual(expected);
    // Any other sort is applied as asked (these were created one day apart, in order).
    expect(names(await list({ q: 'harbor spine', sort: 'newest' }))).toEqual(
      [...expected].reverse(),
    );
  });

  it('a word of the vocabulary stands for itself; only an unknown word is read as a misspelling', async () => {
    await createProvider(t, { name: 'Brennan Towing', category: 'Towing Services', rating: 2 });
    await createProvider(t, { name: 'Brenan Collision', category: 'Auto Body Shops', rating: 1 });
    // Both names are words of the vocabulary: neither brings in the other.
    expect(names(await list({ q: 'brennan' }))).toEqual(['Brennan Towing']);
    expect(names(await list({ q: 'brenan' }))).toEqual(['Brenan Collision']);
    // A word no provider has is looked up by trigrams and finds both.
    expect(names(await list({ q: 'brenann' })).sort()).toEqual([
      'Brenan Collision',
      'Brennan Towing',
    ]);
  });

  it('sort=relevance without text is the rating order', async () => {
    const body = await list({ sort: 'relevance', limit: 3 });
    expect(body.data.map((p) => p.rating)).toEqual([5, 4.9, 4.7]);
  });
});

describe('broad text searches (more matches than a narrow search collects)', () => {
  let v: TestApp;
  beforeAll(async () => {
    v = await createTestApp();
    // 2,300 providers saying 'cedar': 30 with it as a later word of their name, 20 with a
    // name beginning with it, and the rest only in their specialties; the best rated are
    // the rest.
    await v.query(
      `INSERT INTO providers (id, name, name_normalized, search_text, category, description, plan, state, rating, review_count)
       SELECT 'c-' || i, n, lower(n), lower(n) || ' towing services cedar', 'Towing Services', '', 'basic', 'TX',
              CASE WHEN i <= 50 THEN (i % 30) / 10.0 ELSE 3.0 + (i % 20) / 10.0 END, i % 5
       FROM generate_series(1, 2300) i,
            LATERAL (SELECT CASE WHEN i <= 20 THEN 'Cedar Towing ' || i
                                 WHEN i <= 50 THEN 'Bay Cedar Towing ' || i
                                 ELSE 'Bay Towing ' || i END AS n) x`,
    );
  });
  afterAll(() => v.close());
  const listV = async (query: Record<string, string | number>) =>
    ZProvidersListResponseSchema.parse(
      (await request(v.http).get('/api/providers').query(query).expect(200)).body,
    );

  it('pages name prefixes, then name words, then the rest by rating', async () => {
    const expected = (
      await v.query<{ id: string }>(
        `SELECT id FROM providers
         ORDER BY (name_normalized LIKE 'cedar%') DESC, (name_normalized LIKE '% cedar %') DESC,
                  rating DESC, review_count DESC, id
         LIMIT 80`,
      )
    ).map((r) => r.id);
    const seen: string[] = [];
    for (const offset of [0, 20, 40, 60]) {
      const page = await listV({ q: 'cedar', offset, limit: 20 });
      expect(page).toMatchObject({ total: 1000, totalExact: false });
      seen.push(...page.data.map((p) => p.id));
    }
    expect(seen).toEqual(expected);
  });
});

describe('open now in SQL reads clock texts as contracts do (without a regular expression)', () => {
  const TEXTS = [
    '9:00am',
    '9:00 AM',
    ' 12:30pm ',
    '12am',
    '12pm',
    '12:00',
    '0:00',
    '24:00',
    '25:00',
    '13pm',
    '0am',
    '9:0am',
    '9:000',
    '9',
    '09:05',
    'x',
    '',
    'am',
    '9: 00',
    '9 :00',
    '9:00:00',
    '1:60',
    '7:59 pm',
    '\t8pm\n',
    '12:00 am',
    '123',
    '1.30pm',
    '+9',
    '-1',
  ];

  it('clock_minutes answers what parseClock answers', async () => {
    const rows = await t.query<{ t: string; m: number | null }>(
      `SELECT t, clock_minutes(t) AS m FROM unnest($1::text[]) t`,
      [TEXTS],
    );
    expect(rows.map((r) => [r.t, r.m])).toEqual(TEXTS.map((text) => [text, parseClock(text)]));
  });

  it('provider_open_at answers what openAt answers, across zones, days and midnight', async () => {
    const hours = {
      monday: { enabled: true, startTime: '9:00am', endTime: '5:00pm' },
      tuesday: { enabled: true, startTime: '10:00pm', endTime: '2:00am' },
      wednesday: { enabled: false, startTime: '9:00am', endTime: '5:00pm' },
      thursday: { enabled: true, startTime: 'noon', endTime: '5:00pm' },
      friday: { enabled: true, startTime: '0:00', endTime: '24:00' },
    };
    const cases: Array<[string | null, boolean, string]> = [];
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', null])
      for (const open24 of [false, true])
        for (let h = 0; h < 24 * 7; h += 5)
          cases.push([zone, open24, new Date(Date.UTC(2026, 2, 2, h)).toISOString()]);
    const rows = await t.query<{ open: boolean | null }>(
      `SELECT provider_open_at($1::jsonb, c.zone, c.open24, c.at::timestamptz) AS open
       FROM unnest($2::text[], $3::boolean[], $4::text[]) WITH ORDINALITY AS c(zone, open24, at, i)
       ORDER BY c.i`,
      [
        JSON.stringify(hours),
        cases.map((c) => c[0]),
        cases.map((c) => c[1]),
        cases.map((c) => c[2]),
      ],
    );
    expect(rows.map((r) => r.open)).toEqual(
      cases.map(([zone, open24, at]) =>
        openAt({ workingHours: hours as never, timeZone: zone, open24Hours: open24 }, new Date(at)),
      ),
    );
  });
});
