import {
  MESSAGES,
  NEAR_ZIP_PATTERN,
  placeKey,
  ZPlaceSuggestResponseSchema,
  ZProviderProfileResponseSchema,
  ZProvidersListResponseSchema,
} from '@app/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { PlaceTable } from '../src/places/place-table';
import { PlacesService } from '../src/places/places.service';
import { openAtSql } from '../src/providers/search-sql';
import { createProvider, createUser, type ProviderInput } from './factories/directory';
import { createTestApp, TestApp } from './test-app';

/** Issue 15: places, near + radius + distance, open now in the provider's zone, synonyms, facts. */

let t: TestApp;
const ids: Record<string, string> = {};

const list = async (query: Record<string, string | number>) =>
  ZProvidersListResponseSchema.parse(
    (await request(t.http).get('/api/providers').query(query).expect(200)).body,
  );
const names = (body: { data: Array<{ name: string }> }) => body.data.map((p) => p.name);

const hours = (start: string, end: string, weekend = true) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { enabled: weekend || !['saturday', 'sunday'].includes(d), startTime: start, endTime: end },
    ]),
  );

/** A provider placed by its ZIP (the trigger derives its point and zone), with hours and facts. */
async function placed(
  input: ProviderInput & { zip: string | null },
  extra: Record<string, unknown> = {},
): Promise<string> {
  const id = await createProvider(t, input);
  const sets = Object.keys(extra).map((k, i) => `${k} = $${i + 3}`);
  await t.query(
    `UPDATE providers SET zip = $2${sets.length ? ', ' : ''}${sets.join(', ')} WHERE id = $1`,
    [id, input.zip, ...Object.values(extra)],
  );
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const nineToFive = JSON.stringify(hours('9:00am', '5:00pm'));
  ids.miamiLaw = await placed(
    {
      name: 'Brickell Injury Law',
      category: 'Law Firms',
      state: 'FL',
      city: 'Miami',
      zip: '33131',
      rating: 4.2,
    },
    {
      working_hours: nineToFive,
      languages: ['es', 'en'],
      free_consultation: true,
      no_fee_unless_win: true,
    },
  );
  ids.miamiTow = await placed(
    {
      name: 'Biscayne Wrecker Co',
      category: 'Towing Services',
      state: 'FL',
      city: 'Miami',
      zip: '33101',
      rating: 3.1,
    },
    { working_hours: nineToFive, open_24_hours: true },
  );
  ids.hialeahChiro = await placed(
    {
      name: 'Hialeah Spine Care',
      category: 'Chiropractors',
      state: 'FL',
      city: 'Hialeah',
      zip: '33010',
      rating: 4.9,
    },
    { working_hours: nineToFive, pip_accepted: true, accepts_letters_of_protection: true },
  );
  ids.ftlImaging = await placed(
    {
      name: 'Lauderdale Open MRI',
      category: 'MRI/Imaging Centers',
      state: 'FL',
      city: 'Fort Lauderdale',
      zip: '33301',
      rating: 4.0,
    },
    {
      working_hours: nineToFive,
      description: 'Open MRI with same-week scans for patients from Miami to Palm Beach.',
    },
  );
  ids.tampaLaw = await placed({
    name: 'Tampa Bay Accident Lawyers',
    category: 'Law Firms',
    state: 'FL',
    city: 'Tampa',
    zip: '33602',
    rating: 4.8,
  });
  ids.laChiro = await placed(
    {
      name: 'Sunset Chiropractic LA',
      category: 'Chiropractors',
      state: 'CA',
      city: 'Los Angeles',
      zip: '90028',
      rating: 4.5,
    },
    { working_hours: nineToFive },
  );
  ids.nycLaw = await placed(
    {
      name: 'Hudson Trial Attorneys',
      category: 'Law Firms',
      state: 'NY',
      city: 'New York',
      zip: '10001',
      rating: 4.7,
    },
    { working_hours: nineToFive },
  );
  // No ZIP and a city the places table does not know: kept, found by its state.
  ids.lost = await placed({
    name: 'Nowhere Towing',
    category: 'Towing Services',
    state: 'TX',
    city: 'Qqqzzz',
    zip: null,
  });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /places/suggest', () => {
  const suggest = async (q: string) =>
    ZPlaceSuggestResponseSchema.parse(
      (await request(t.http).get('/api/places/suggest').query({ q }).expect(200)).body,
    ).data;

  it("answers cities for a name prefix ('mia' → 'Miami, FL') and ZIPs for digits ('331' → '33101 Miami, FL')", async () => {
    const cities = await suggest('mia');
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.length).toBeLessThanOrEqual(8);
    expect(cities.map((p) => p.label)).toContain('Miami, FL');
    expect(cities[0]!.label).toBe('Miami, FL');
    const zips = await suggest('331');
    expect(zips).toHaveLength(8);
    expect(zips.map((p) => p.label)).toContain('33101 Miami, FL');
    expect(zips.every((p) => p.zip!.startsWith('331'))).toBe(true);
    const miami = zips.find((p) => p.zip === '33101')!;
    expect(miami).toMatchObject({
      kind: 'zip',
      city: 'Miami',
      state: 'FL',
      timeZone: 'America/New_York',
    });
  });

  it('knows every state, DC and Puerto Rico, with their time zones', async () => {
    expect((await suggest('san juan'))[0]).toMatchObject({
      state: 'PR',
      timeZone: 'America/Puerto_Rico',
    });
    expect((await suggest('los angeles'))[0]).toMatchObject({
      state: 'CA',
      timeZone: 'America/Los_Angeles',
    });
    expect((await suggest('washington dc'))[0]).toMatchObject({ state: 'DC' });
    expect((await suggest('honolulu'))[0]).toMatchObject({ timeZone: 'Pacific/Honolulu' });
    const [row] = await t.query<{ states: number }>(
      `SELECT count(DISTINCT state)::int AS states FROM places`,
    );
    expect(row!.states).toBe(52);
  });

  it('answers nothing for an empty or unknown prefix', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('zzzqx')).toEqual([]);
  });

  it('reads an index, not the table', async () => {
    const plan = await t.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT * FROM places WHERE kind = 'city' AND key LIKE 'mia%' ORDER BY weight DESC LIMIT 8`,
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index/);
  });
});

describe('providers on the map', () => {
  it('derive coordinates and a time zone from the ZIP, and keep an unknown place by its state', async () => {
    const [miami] = await t.query<{ latitude: number; time_zone: string }>(
      `SELECT latitude, time_zone FROM providers WHERE id = $1`,
      [ids.miamiLaw],
    );
    expect(miami!.latitude).toBeCloseTo(25.77, 0);
    expect(miami!.time_zone).toBe('America/New_York');
    const [la] = await t.query<{ time_zone: string }>(
      `SELECT time_zone FROM providers WHERE id = $1`,
      [ids.laChiro],
    );
    expect(la!.time_zone).toBe('America/Los_Angeles');
    const [lost] = await t.query<{ latitude: number | null; time_zone: string }>(
      `SELECT latitude, time_zone FROM providers WHERE id = $1`,
      [ids.lost],
    );
    expect(lost).toEqual({ latitude: null, time_zone: 'America/Chicago' });
    expect(names(await list({ state: 'TX' }))).toEqual(['Nowhere Towing']);
  });

  it('take a city + state when there is no ZIP, and move when the location is edited', async () => {
    const id = await placed({ name: 'Moving Co', state: 'FL', city: 'Tampa', zip: null });
    const [before] = await t.query<{ latitude: number }>(
      `SELECT latitude FROM providers WHERE id = $1`,
      [id],
    );
    expect(before!.latitude).toBeCloseTo(27.9, 0);
    await t.query(`UPDATE providers SET city = 'Los Angeles', state = 'CA' WHERE id = $1`, [id]);
    const [after] = await t.query<{ latitude: number; time_zone: string }>(
      `SELECT latitude, time_zone FROM providers WHERE id = $1`,
      [id],
    );
    expect(after!.latitude).toBeCloseTo(34.05, 0);
    expect(after!.time_zone).toBe('America/Los_Angeles');
    await t.query(`DELETE FROM providers WHERE id = $1`, [id]);
  });
});

describe('GET /providers near a place', () => {
  it('lists the providers within the radius, nearest first with distanceMiles, for a ZIP', async () => {
    const body = await list({ near: '33101', radius: 15 });
    expect(names(body)).toEqual([
      'Biscayne Wrecker Co',
      'Brickell Injury Law',
      'Hialeah Spine Care',
    ]);
    const miles = body.data.map((p) => p.distanceMiles!);
    expect(miles[0]).toBe(0);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    for (const m of miles) expect(Math.round(m * 10) / 10).toBe(m);
    expect(miles[2]).toBeGreaterThan(3);
    expect(miles[2]).toBeLessThan(10);
  });

  it('resolves a place in memory and by statement as the statement it replaced did (decision 0041)', async () => {
    // The statement `near` was resolved with before the table was held in memory.
    const reference = async (near: string) => {
      const text = near.trim();
      const zip = NEAR_ZIP_PATTERN.exec(text);
      const key = placeKey(text);
      if (!key) return null;
      const [row] = zip
        ? await t.query<{ id: string }>(`SELECT id FROM places WHERE kind = 'zip' AND key = $1`, [
            zip[1],
          ])
        : await t.query<{ id: string }>(
            `SELECT id FROM places
             WHERE id = $2 OR (kind = 'city' AND (key = $1 OR key LIKE $3))
             ORDER BY (id = $2) DESC, (key = $1) DESC, weight DESC, id LIMIT 1`,
            [key, text.toLowerCase(), `${key} __`],
          );
      return row?.id ?? null;
    };
    const cities = await t.query<{ id: string; city: string; state: string }>(
      `SELECT id, city, state FROM places WHERE kind = 'city' ORDER BY id`,
    );
    const zips = await t.query<{ id: string }>(
      `SELECT id FROM places WHERE kind = 'zip' ORDER BY id`,
    );
    const every = (rows: unknown[], n: number) => rows.filter((_, i) => i % n === 0);
    const inputs = [
      ...every(cities, 97).flatMap((c) => {
        const { id, city, state } = c as (typeof cities)[number];
        return [city, `${city}, ${state}`, `${city.toUpperCase()} ${state}`, id];
      }),
      ...every(zips, 211).flatMap((z) => [
        (z as { id: string }).id,
        `${(z as { id: string }).id}-1234`,
      ]),
      'Springfield',
      'Portland',
      'Kansas City',
      'Saint Louis',
      'St. Louis, MO',
      'San Juan, PR',
      'Washington, DC',
      'Nowhere Town',
      '00000',
      'miami-fl',
      ' Miami,  FL ',
      '33101 Miami, FL',
      '33101-1234 Miami, FL',
      '3310 Miami, FL',
    ];
    expect(inputs.length).toBeGreaterThan(1_000);
    const places = t.app.get(PlacesService);
    const table = await places.loaded();
    expect(table).not.toBeNull();
    for (const near of inputs) {
      const expected = await reference(near);
      // In memory; by statement (what answers while the table is being read); as a search does.
      expect([near, (await places.lookup(near, table))?.id ?? null]).toEqual([near, expected]);
      expect([near, (await places.lookup(near, null))?.id ?? null]).toEqual([near, expected]);
      expect([near, (await places.resolve(near))?.id ?? null]).toEqual([near, expected]);
    }
  });

  it('after a failed read of the table, answers by statement without reading it again per search', async () => {
    const read = jest
      .spyOn(PlaceTable, 'load')
      .mockImplementation(() => Promise.reject(new Error('the database is in trouble')));
    try {
      const places = new PlacesService(t.app.get(DataSource));
      const answer = places.resolve('33101');
      const reading = places.loaded(); // the read that resolve started
      expect(await answer).toMatchObject({ zip: '33101', city: 'Miami' });
      expect(await reading).toBeNull();
      for (const near of ['33101', 'Miami, FL', 'Tampa, FL'])
        expect(await places.resolve(near)).not.toBeNull();
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });

  it('answers near by statement while the table is still being read, then from memory', async () => {
    // A table that takes as long as the test likes to read: no search waits for it.
    let finish!: (table: PlaceTable) => void;
    const read = jest
      .spyOn(PlaceTable, 'load')
      .mockImplementationOnce(() => new Promise<PlaceTable>((resolve) => (finish = resolve)));
    const statements = jest.spyOn(t.app.get(DataSource), 'query');
    try {
      const places = new PlacesService(t.app.get(DataSource));
      const whileReading = await places.resolve('33101');
      expect(whileReading).toMatchObject({ zip: '33101', city: 'Miami', state: 'FL' });
      expect(statements.mock.calls.some(([sql]) => /kind = 'zip' AND key = \$1/.test(sql))).toBe(
        true,
      );
      expect(await places.resolve('Miami, FL')).toMatchObject({ kind: 'city', state: 'FL' });
      // The read started (once) and ends: the next names come from memory, without a statement.
      while (read.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
      expect(read).toHaveBeenCalledTimes(1);
      finish(await PlaceTable.load(t.app.get(DataSource)));
      await places.loaded();
      statements.mockClear();
      expect(await places.resolve('33101')).toEqual(whileReading);
      expect(statements).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
      statements.mockRestore();
    }
  });

  it("reads 'City, ST', a place id and lat + lng, and widens with radius", async () => {
    expect(names(await list({ near: 'Miami, FL', radius: 30 }))).toContain('Lauderdale Open MRI');
    expect(names(await list({ near: 'Miami, FL', radius: 5 }))).not.toContain(
      'Lauderdale Open MRI',
    );
    expect(names(await list({ near: 'miami-fl', radius: 30 }))).toContain('Lauderdale Open MRI');
    const byPoint = await list({ lat: 27.95, lng: -82.46, radius: 10 });
    expect(names(byPoint)).toEqual(['Tampa Bay Accident Lawyers']);
    expect(byPoint.data[0]!.distanceMiles).toBeLessThan(3);
  });

  it('keeps the other filters and sorts with a place', async () => {
    expect(names(await list({ near: '33101', category: 'Law Firms' }))).toEqual([
      'Brickell Injury Law',
    ]);
    expect(names(await list({ near: '33101', radius: 15, sort: 'rating_desc' }))).toEqual([
      'Hialeah Spine Care',
      'Brickell Injury Law',
      'Biscayne Wrecker Co',
    ]);
  });

  it('pages nearest first through providers at one ZIP centre (ties by id) and farther ones, none twice', async () => {
    // Anchorage, far from the other providers of this file: four at the 99501 centre, one across town.
    const tied = [];
    for (const n of [1, 2, 3, 4])
      tied.push(
        await placed({
          name: `Anchorage Tie ${n}`,
          category: 'Towing Services',
          state: 'AK',
          city: 'Anchorage',
          zip: '99501',
        }),
      );
    const farther = await placed({
      name: 'Anchorage Farther',
      category: 'Towing Services',
      state: 'AK',
      city: 'Anchorage',
      zip: '99516',
    });
    const whole = await list({ near: '99501', radius: 20, limit: 10 });
    const expected = [...tied].sort((a, b) => (a < b ? -1 : 1)).concat(farther);
    expect(whole.data.map((p) => p.id)).toEqual(expected);
    expect(whole.total).toBe(5);
    const paged = [];
    for (const offset of [0, 2, 4]) {
      const page = await list({ near: '99501', radius: 20, limit: 2, offset });
      expect(page.total).toBe(5);
      paged.push(...page.data.map((p) => p.id));
    }
    expect(paged).toEqual(expected);
    expect((await list({ near: '99501', radius: 20, limit: 2, offset: 6 })).data).toEqual([]);
  });
  it('answers 400 with a clear message for a place that cannot be found, or distance without a place', async () => {
    const res = await request(t.http)
      .get('/api/providers')
      .query({ near: 'Atlantis, ZZ' })
      .expect(400);
    expect(res.body.message).toBe(MESSAGES.placeNotFound);
    await request(t.http).get('/api/providers').query({ near: '00000' }).expect(400);
    await request(t.http).get('/api/providers').query({ near: '33101', radius: 500 }).expect(400);
    await request(t.http).get('/api/providers').query({ lat: 25 }).expect(400);
    const sort = await request(t.http)
      .get('/api/providers')
      .query({ q: 'smith', sort: 'distance' })
      .expect(400);
    expect(sort.body.message).toBe(MESSAGES.distanceNeedsPlace);
    // A ZIP's label is a place; other text after a ZIP, control characters and NUL are not.
    await request(t.http).get('/api/providers').query({ near: '33101 Miami, FL' }).expect(200);
    for (const near of ['33101 garbage', '33101 Miami, FL; DROP', '33101\u0000', 'Miami\u0007, FL'])
      await request(t.http).get('/api/providers').query({ near }).expect(400);
    await request(t.http).get('/api/providers').query({ q: 'lawyer\u0000Miami' }).expect(400);
    // Words of place markers alone, as long as q may be: a plain answer, the same twice.
    const markers = { q: 'en '.repeat(33).trim() };
    const first = await request(t.http).get('/api/providers').query(markers).expect(200);
    const again = await request(t.http).get('/api/providers').query(markers).expect(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).not.toHaveProperty('near');
  });
});

describe("open now, in the provider's own time zone", () => {
  const clock = () => t.app.get(Clock);
  afterEach(() => clock().set(null));

  it('a provider in Los Angeles is closed at 8 pm New York time, and open at 10 am New York time', async () => {
    // Wednesday 2026-01-14 20:00 in New York = 17:00 in Los Angeles... (9-5: closed at 17:00)
    clock().set(new Date('2026-01-15T01:00:00Z'));
    let body = await list({ q: 'Sunset Chiropractic' });
    expect(body.data[0]).toMatchObject({ name: 'Sunset Chiropractic LA', openNow: false });
    // Wednesday 16:30 in Los Angeles = 19:30 in New York: LA open, NY closed.
    clock().set(new Date('2026-01-15T00:30:00Z'));
    body = await list({ q: 'Sunset Chiropractic' });
    expect(body.data[0]!.openNow).toBe(true);
    const open = names(await list({ openNow: 'true' }));
    expect(open).toContain('Sunset Chiropractic LA');
    expect(open).not.toContain('Hudson Trial Attorneys');
    expect(open).not.toContain('Brickell Injury Law');
    // The 24-hour tow truck is open at any hour; unknown hours are null and never 'open'.
    expect(open).toContain('Biscayne Wrecker Co');
    expect(open).not.toContain('Tampa Bay Accident Lawyers');
    const profile = ZProviderProfileResponseSchema.parse(
      (await request(t.http).get(`/api/providers/${ids.laChiro}`).expect(200)).body,
    ).data;
    expect(profile).toMatchObject({ openNow: true, timeZone: 'America/Los_Angeles' });
    const unknown = ZProviderProfileResponseSchema.parse(
      (await request(t.http).get(`/api/providers/${ids.tampaLaw}`).expect(200)).body,
    ).data;
    expect(unknown.openNow).toBeNull();
  });

  it('reads open_week by the rule of provider_open_at: every 17 minutes of 8 days, a DST change, odd hours', async () => {
    const samples = [
      hours('9:00am', '5:00pm', false),
      hours('10:00pm', '2:00am'), // past midnight
      hours('6:00am', '24:30'), // a clock past midnight
      hours('9 am', '9 am'), // the whole day
      hours(' 12:00 AM ', '12:00 pm'),
      hours('nine', '5:00pm'), // unreadable: closed
      { monday: { enabled: true, startTime: '8:00', endTime: '20:00' } }, // other days unknown
      {},
      null,
    ];
    const rows: Array<{
      n: number;
      differ: number;
      open: number;
      closed: number;
      unknown: number;
    }> = await t.query(
      `SELECT count(*)::int AS n,
                count(*) FILTER (WHERE o.search IS DISTINCT FROM o.rule)::int AS differ,
                count(*) FILTER (WHERE o.search)::int AS open,
                count(*) FILTER (WHERE NOT o.search)::int AS closed,
                count(*) FILTER (WHERE o.search IS NULL)::int AS unknown
         FROM (
           SELECT ${openAtSql('a.at')} AS search,
                  provider_open_at(p.working_hours, p.time_zone, p.open_24_hours, a.at) AS rule
           FROM (
             SELECT h.working_hours, z.time_zone, f.open_24_hours,
                    provider_open_week(h.working_hours, f.open_24_hours) AS open_week
             FROM jsonb_array_elements($1::jsonb) AS j(v)
             CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(j.v) = 'null' THEN NULL ELSE j.v END) AS h(working_hours)
             CROSS JOIN unnest(ARRAY['America/New_York', 'America/Los_Angeles', 'America/Phoenix', 'Pacific/Honolulu', NULL]) AS z(time_zone)
             CROSS JOIN (VALUES (false), (true)) AS f(open_24_hours)
           ) p
           CROSS JOIN generate_series('2026-03-04T00:00:00Z'::timestamptz, '2026-03-12T00:00:00Z', interval '17 minutes') AS a(at)
         ) o`,
      [JSON.stringify(samples)],
    );
    expect(rows[0]).toMatchObject({ differ: 0 });
    expect(rows[0]!.n).toBeGreaterThan(60_000);
    for (const kind of ['open', 'closed', 'unknown'] as const)
      expect(rows[0]![kind]).toBeGreaterThan(1000);
  });

  it('at 10 am New York time, New York and Miami are open and Los Angeles (7 am) is not', async () => {
    clock().set(new Date('2026-01-14T15:00:00Z'));
    const open = names(await list({ openNow: 'true' }));
    expect(open).toEqual(
      expect.arrayContaining([
        'Hudson Trial Attorneys',
        'Brickell Injury Law',
        'Biscayne Wrecker Co',
      ]),
    );
    expect(open).not.toContain('Sunset Chiropractic LA');
  });
});

describe('words people search with', () => {
  it("'attorney', 'lawyer' and 'law firm' list law firms; 'tow truck' and 'wrecker' towing", async () => {
    for (const q of ['attorney', 'lawyer', 'Law Firm'])
      expect(new Set((await list({ q })).data.map((p) => p.category))).toEqual(
        new Set(['Law Firms']),
      );
    for (const q of ['tow truck', 'wrecker', 'tow'])
      expect(new Set((await list({ q })).data.map((p) => p.category))).toEqual(
        new Set(['Towing Services']),
      );
    expect((await list({ q: 'chiro' })).data.every((p) => p.category === 'Chiropractors')).toBe(
      true,
    );
    expect(names(await list({ q: 'mri' }))).toEqual(['Lauderdale Open MRI']);
    expect(names(await list({ q: 'PIP' }))).toEqual(['Hialeah Spine Care']);
  });

  it("understands a place inside the text: 'chiropractor near Miami', 'tow truck 33101', 'lawyer Tampa, FL'", async () => {
    // The default radius (25 miles) around Miami reaches Fort Lauderdale, not Tampa.
    expect(names(await list({ near: '33101' }))).toContain('Lauderdale Open MRI');
    expect(names(await list({ near: '33101' }))).not.toContain('Tampa Bay Accident Lawyers');
    const chiro = await list({ q: 'chiropractor near Miami' });
    expect(names(chiro)).toEqual(['Hialeah Spine Care']);
    expect(chiro.data[0]!.distanceMiles).toBeGreaterThan(0);
    const tow = await list({ q: 'tow truck 33101' });
    expect(names(tow)).toEqual(['Biscayne Wrecker Co']);
    expect(tow.data[0]!.distanceMiles).toBe(0);
    expect(names(await list({ q: 'lawyer Tampa, FL' }))).toEqual(['Tampa Bay Accident Lawyers']);
    // A place that begins no provider's name is searched as a place, nearest first, also
    // when a text mentions it (Lauderdale Open MRI's, 'from Miami to Palm Beach', 25.5 miles
    // from the city's centre).
    const miami = await list({ q: 'Miami' });
    expect(names(miami)).toEqual([
      'Biscayne Wrecker Co',
      'Brickell Injury Law',
      'Hialeah Spine Care',
    ]);
    expect(miami.near).toEqual({ label: 'Miami, FL', radiusMiles: 25, q: null });
    // The same request twice: the same answer.
    expect(await list({ q: 'Miami' })).toEqual(miami);
    // So is 'palm beach' (nothing within 25 miles; Fort Lauderdale within 50).
    expect(await list({ q: 'palm beach' })).toMatchObject({
      data: [],
      near: { label: 'Palm Beach, FL', radiusMiles: 25, q: null },
    });
    expect(names(await list({ q: 'palm beach', radius: 50 }))).toEqual(['Lauderdale Open MRI']);
    // A word of a text that is no place still finds it.
    expect(names(await list({ q: 'same-week scans' }))).toEqual(['Lauderdale Open MRI']);
    // Not in the state the Location filter names: the words.
    expect(names(await list({ q: 'Miami', state: 'FL', sort: 'rating_desc' }))[0]).toBe(
      'Hialeah Spine Care',
    );
    expect(names(await list({ q: 'Miami', state: 'NY' }))).toEqual([]);
    // A place that begins a provider's name stays a name search.
    const hudson = await list({ q: 'Hudson' });
    expect(names(hudson)).toEqual(['Hudson Trial Attorneys']);
    expect(hudson).not.toHaveProperty('near');
    expect(names(await list({ q: '33101' }))[0]).toBe('Biscayne Wrecker Co');
    // A bare place at either end, when the words as they are find nothing.
    const lawyer = await list({ q: 'lawyer Miami' });
    expect(names(lawyer)).toEqual(['Brickell Injury Law']);
    expect(lawyer.near).toEqual({ label: 'Miami, FL', radiusMiles: 25, q: 'lawyer' });
    expect(names(await list({ q: 'Miami chiropractor', radius: 30 }))).toEqual([
      'Hialeah Spine Care',
    ]);
    expect((await list({ q: 'wellness Tampa' })).near?.label).toBe('Tampa, FL');
    // Only a place in the state the Location filter names.
    expect(await list({ q: 'wellness Tampa', state: 'NY' })).not.toHaveProperty('near');
    expect((await list({ q: 'wellness Tampa', state: 'FL' })).near?.label).toBe('Tampa, FL');
    // In Spanish too: 'cerca de', 'en', and the words for the categories, accents or not.
    expect(names(await list({ q: 'quiropráctico cerca de Miami' }))).toEqual([
      'Hialeah Spine Care',
    ]);
    expect(names(await list({ q: 'grua 33101' }))).toEqual(['Biscayne Wrecker Co']);
    expect(names(await list({ q: 'abogados en Tampa, FL' }))).toEqual([
      'Tampa Bay Accident Lawyers',
    ]);
  });

  it('says where it looked, also when nothing is there: near { label, radiusMiles, q }', async () => {
    const chiro = await list({ q: 'chiropractor near Miami' });
    expect(chiro.near).toEqual({ label: 'Miami, FL', radiusMiles: 25, q: 'chiropractor' });
    // Nothing within 5 miles of Tampa: the answer still names the place and the radius.
    const none = await list({ q: 'chiropractor near Tampa, FL', radius: 5 });
    expect(none).toMatchObject({
      data: [],
      total: 0,
      near: { label: 'Tampa, FL', radiusMiles: 5, q: 'chiropractor' },
    });
    expect((await list({ near: '33101', radius: 15 })).near).toEqual({
      label: '33101 Miami, FL',
      radiusMiles: 15,
      q: null,
    });
    expect((await list({ q: 'law', near: 'Miami, FL' })).near?.q).toBe('law');
    // Every label it answers is a place `near` takes (a client passes it on as it is).
    expect((await list({ near: '33101 Miami, FL', radius: 15 })).near?.label).toBe(
      '33101 Miami, FL',
    );
    expect((await list({ lat: 27.95, lng: -82.46, radius: 10 })).near).toEqual({
      label: null,
      radiusMiles: 10,
      q: null,
    });
    // A text that finds nothing but is a place: the place, and no text beside it.
    const zip = await list({ q: '33101' });
    expect(zip.near).toEqual({ label: '33101 Miami, FL', radiusMiles: 25, q: null });
    // No place, no near.
    expect(await list({ q: 'Hudson Trial' })).not.toHaveProperty('near');
  });

  it('keeps names that are not places or synonyms as name searches', async () => {
    expect(names(await list({ q: 'Hudson Trial' }))).toEqual(['Hudson Trial Attorneys']);
  });
});

describe('injury facts', () => {
  it('filter by languages and each fact, and show on the profile', async () => {
    expect(names(await list({ languages: 'es' }))).toEqual(['Brickell Injury Law']);
    expect(names(await list({ freeConsultation: 'true' }))).toEqual(['Brickell Injury Law']);
    expect(names(await list({ noFeeUnlessWin: 'true' }))).toEqual(['Brickell Injury Law']);
    expect(names(await list({ acceptsLettersOfProtection: 'true' }))).toEqual([
      'Hialeah Spine Care',
    ]);
    expect(names(await list({ pipAccepted: 'true' }))).toEqual(['Hialeah Spine Care']);
    expect(names(await list({ open24Hours: 'true' }))).toEqual(['Biscayne Wrecker Co']);
    expect(names(await list({ near: '33101', languages: 'es', freeConsultation: 'true' }))).toEqual(
      ['Brickell Injury Law'],
    );
    await request(t.http).get('/api/providers').query({ languages: 'klingon' }).expect(400);
    const profile = ZProviderProfileResponseSchema.parse(
      (await request(t.http).get(`/api/providers/${ids.miamiLaw}`).expect(200)).body,
    ).data;
    expect(profile.facts).toEqual({
      languages: ['es', 'en'],
      freeConsultation: true,
      noFeeUnlessWin: true,
      acceptsLettersOfProtection: false,
      pipAccepted: false,
      open24Hours: false,
      mobileService: false,
    });
  });
});

describe('owners and admins edit the facts, the 24-hour flag and the place', () => {
  it('PATCH /providers/:id writes the facts; a new location moves the provider on the map', async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const admin = await createUser(t, { roles: ['user', 'admin'] });
    const id = await createProvider(t, {
      name: 'Gulf Coast Towing',
      category: 'Towing Services',
      state: 'FL',
      ownerId: owner.id,
    });
    const res = await request(t.http)
      .patch(`/api/providers/${id}`)
      .set(owner.auth)
      .send({
        facts: { languages: ['es', 'es', 'en'], open24Hours: true, mobileService: true },
        location: { addressLine1: '1 Bayshore Blvd', city: 'Tampa', state: 'FL', zipCode: '33602' },
      })
      .expect(200);
    const profile = ZProviderProfileResponseSchema.parse(res.body).data;
    expect(profile.facts).toMatchObject({
      languages: ['es', 'en'],
      open24Hours: true,
      mobileService: true,
      pipAccepted: false,
    });
    expect(profile.openNow).toBe(true);
    expect(profile.timeZone).toBe('America/New_York');
    expect(profile.latitude).toBeCloseTo(27.9, 0);
    expect(names(await list({ near: 'Tampa, FL', open24Hours: 'true' }))).toEqual([
      'Gulf Coast Towing',
    ]);
    await request(t.http)
      .patch(`/api/providers/${id}`)
      .set(admin.auth)
      .send({ facts: { pipAccepted: true } })
      .expect(200);
    expect(names(await list({ near: 'Tampa, FL', pipAccepted: 'true' }))).toEqual([
      'Gulf Coast Towing',
    ]);
    await request(t.http)
      .patch(`/api/providers/${id}`)
      .set(owner.auth)
      .send({ facts: { languages: ['xx'] } })
      .expect(400);
    await request(t.http)
      .patch(`/api/providers/${id}`)
      .set(owner.auth)
      .send({ facts: { latitude: 1 } })
      .expect(400);
    await t.query(`DELETE FROM providers WHERE id = $1`, [id]);
  });
});
