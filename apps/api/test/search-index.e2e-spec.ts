import { ZProvidersListResponseSchema, ZSuggestResponseSchema } from '@app/contracts';
import type { Pool } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { SearchIndexService } from '../src/providers/search-index.service';
import type { SearchIndexThread } from '../src/providers/search-index-thread';
import { createProvider } from './factories/directory';
import { createTestApp, type TestApp } from './test-app';

/**
 * The search index (decision 0040) against the SQL search on one database: the same pages,
 * counts, distances and open-now answers for every kind of search, on a directory small
 * enough that the SQL search collects and sorts every match (its exact form); and every
 * write to `providers`, from any connection, seen by the next search.
 */
let sql: TestApp;
let memory: TestApp;

const HOURS = [
  null,
  ['9:00am', '5:00pm', false],
  ['8:00am', '6:00pm', true],
  ['10:00am', '9:00pm', true],
].map((h) =>
  h === null
    ? null
    : JSON.stringify(
        Object.fromEntries(
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
            (d) => [
              d,
              {
                enabled: d === 'sunday' ? false : d === 'saturday' ? h[2] : true,
                startTime: h[0],
                endTime: h[1],
              },
            ],
          ),
        ),
      ),
);

const FIRST = [
  'Smith',
  'Garcia',
  'Sunrise',
  'Sunshine',
  'Harbor',
  'Summit',
  'Kaplan',
  'Lee',
  'Miller',
  'Patel',
  'Café',
];
const KINDS: Array<[string, string]> = [
  ['Law', 'Law Firms'],
  ['Injury Law', 'Law Firms'],
  ['Chiropractic', 'Chiropractors'],
  ['Towing', 'Towing Services'],
  ['Imaging', 'MRI/Imaging Centers'],
  ['Body Shop', 'Auto Body Shops'],
  ['Funding', 'Case Funding Loans'],
  ['Medical', 'Medical Facilities'],
  ['Insurance', 'Insurance Agents'],
  ['Legal Group', 'Law Firms'],
];
const PLACES: Array<[string | null, string | null, string]> = [
  ['33101', 'Miami', 'FL'],
  ['33139', 'Miami Beach', 'FL'],
  ['33602', 'Tampa', 'FL'],
  ['10001', 'New York', 'NY'],
  ['90012', 'Los Angeles', 'CA'],
  ['60601', 'Chicago', 'IL'],
  ['77002', 'Houston', 'TX'],
  [null, null, 'TX'],
];

beforeAll(async () => {
  sql = await createTestApp({ env: { SEARCH_INDEX: 'sql' } });
  // 1,400 providers (with those below, fewer than the SQL search's BROAD_MATCHES: it collects every match):
  // names that share words and prefixes, ties of rating, count and date, places in four
  // time zones and none, hours, the facts and languages.
  await sql.query(
    `INSERT INTO providers (name, name_normalized, search_text, category, specialties, description,
       plan, zip, city, state, rating, review_count, created_at, working_hours, open_24_hours,
       languages, free_consultation, no_fee_unless_win, accepts_letters_of_protection,
       pip_accepted, mobile_service)
     SELECT n.name, lower(n.name), lower(n.name || ' ' || n.category || ' ' || array_to_string(n.specialties, ' ')),
       n.category, n.specialties, 'Helps people after accidents in ' || coalesce(n.city, 'town')
         || CASE WHEN i % 4 = 0 THEN '. Serving Miami, Houston and Summit, with law and medical partners.' ELSE '' END,
       'basic', n.zip, n.city, n.state, (i * 7 % 50) / 10.0, i % 9,
       timestamptz '2026-01-01' - (i % 40) * interval '1 day', n.hours::jsonb, i % 11 = 0,
       CASE i % 5 WHEN 0 THEN ARRAY['en'] WHEN 1 THEN ARRAY['en','es'] WHEN 2 THEN ARRAY['es']
         WHEN 3 THEN ARRAY[]::text[] ELSE ARRAY['pt'] END,
       i % 3 = 0, i % 4 = 0, i % 7 = 0, i % 5 = 0, i % 6 = 0
     FROM generate_series(0, 1399) i
     CROSS JOIN LATERAL (
       SELECT ($1::text[])[i % $2 + 1] || ' ' || ($3::text[])[i / $2 % $4 + 1]
                || CASE WHEN i % 13 = 0 THEN ' & Lee' ELSE '' END AS name,
              ($5::text[])[i / $2 % $4 + 1] AS category,
              CASE i % 5 WHEN 0 THEN ARRAY['Whiplash','Spinal Adjustment'] WHEN 1 THEN ARRAY['Car Accidents']
                WHEN 2 THEN ARRAY[]::text[] WHEN 3 THEN ARRAY['Personal Injury','MRI']
                ELSE ARRAY['Summit Care'] END AS specialties,
              ($6::text[])[i % $7 + 1] AS zip, ($8::text[])[i % $7 + 1] AS city,
              ($9::text[])[i % $7 + 1] AS state,
              ($10::text[])[i % $11 + 1] AS hours
     ) n`,
    [
      FIRST,
      FIRST.length,
      KINDS.map((k) => k[0]),
      KINDS.length,
      KINDS.map((k) => k[1]),
      PLACES.map((p) => p[0]),
      PLACES.length,
      PLACES.map((p) => p[1]),
      PLACES.map((p) => p[2]),
      HOURS,
      HOURS.length,
    ],
  );
  // Names beginning with 'quar' in twelve words, the two rarest outside the ten completions
  // 'quar' stands for (so those names score as a name prefix only) and rated highest; some
  // lifted by their city or a specialty, one named 'Quar' exactly: the ranked page is not
  // the rating order.
  const QUAR = ['quarry', 'quartz', 'quarter', 'quarto', 'quark', 'quarrel', 'quartet']
    .concat(['quarantine', 'quarterly', 'quartile', 'quart', 'quarles'])
    .flatMap((word, j) => Array.from({ length: 14 - j }, (_, k) => ({ word, j, k })));
  const quar = [
    ...QUAR.map(({ word, j, k }, i) => {
      const [kind, category] = KINDS[i % KINDS.length]!;
      const name = `${word[0]!.toUpperCase()}${word.slice(1)} ${kind}`;
      return {
        name,
        category,
        specialties: i % 7 === 0 ? ['Quartz Therapy'] : [],
        city: i % 5 === 0 ? 'Quarryville' : 'Lancaster',
        rating: j >= 10 ? 5 : ((j * 3 + k) % 40) / 10 + 0.5,
      };
    }),
    { name: 'Quar', category: 'Law Firms', specialties: [], city: 'Lancaster', rating: 1 },
  ];
  await sql.query(
    `INSERT INTO providers (name, name_normalized, search_text, category, specialties, description,
       plan, city, state, rating, review_count)
     SELECT q.name, lower(q.name), lower(q.name || ' ' || q.category), q.category,
       ARRAY(SELECT jsonb_array_elements_text(q.specialties)), 'Helps people after accidents.',
       'basic', q.city, 'PA', q.rating, 3
     FROM jsonb_to_recordset($1::jsonb)
       AS q(name text, category text, specialties jsonb, city text, rating numeric)`,
    [JSON.stringify(quar)],
  );
  memory = await createTestApp({ sharing: sql, env: { SEARCH_INDEX: 'memory' } });
  // Both read open now at one instant: Tuesday 13 January 2026, 3 pm in New York.
  for (const t of [sql, memory]) t.app.get(Clock).set(new Date('2026-01-13T20:00:00Z'));
}, 120_000);
afterAll(async () => {
  await memory?.close();
  await sql?.close();
});

// Each request from its own address: the search limit is per client (300 a minute).
let client = 0;
const get = async (t: TestApp, path: string) => {
  client += 1;
  const res = await request(t.http)
    .get(path)
    .set('x-forwarded-for', `10.7.${(client >> 8) & 255}.${client & 255}`);
  return { status: res.status, body: res.body as unknown };
};

/** What two answers must share: status, ids in order, count, distance and open now. */
const answerOf = ({ status, body }: { status: number; body: unknown }) => {
  if (status !== 200) return { status, body };
  if ((body as { total?: number }).total === undefined)
    return { status, ids: ZSuggestResponseSchema.parse(body).data.map((s) => s.id) };
  const list = ZProvidersListResponseSchema.parse(body);
  return {
    status,
    total: list.total,
    totalExact: list.totalExact,
    rows: list.data.map((p) => [p.id, p.distanceMiles, p.openNow]),
  };
};

const TEXTS = [
  'smith',
  'smi',
  'sm',
  's',
  'garcia',
  'garsia',
  'sun',
  'sunrise law',
  'kaplan towing',
  'harbor',
  'summit chiropractic',
  'summit',
  'spine',
  'whiplash',
  'injury',
  'attorney',
  'tow truck',
  'chiropracter',
  'xqzvw',
  'le',
  'lee',
  'pat',
  'miller & lee',
  'cafe',
  'CAFÉ medical',
  'personal injury lee',
  'miami',
  'houston',
  'quar',
  'quar law',
  'quarry',
];
const SORTS = ['', '&sort=rating_asc', '&sort=reviews_desc', '&sort=newest', '&sort=relevance'];
const FILTERS = [
  '',
  '&category=Law%20Firms',
  '&state=FL',
  '&languages=es',
  '&freeConsultation=true&pipAccepted=true',
  '&openNow=true',
  '&category=Towing%20Services&noFeeUnlessWin=true',
];
const PLACE_SEARCHES = ['33101', 'Tampa, FL', '10001', 'Chicago, IL'].flatMap((near) =>
  [
    '',
    '&radius=100',
    '&radius=1',
    '&openNow=true',
    '&q=smith',
    '&sort=rating_desc',
    '&sort=newest',
    // Text near a place whose cells hold fewer providers than the text's candidates.
    '&q=smith&radius=1',
    '&q=injury&radius=2',
    '&q=injury&radius=2&sort=newest',
    '&q=law&radius=1&sort=distance',
    '&q=sun&radius=3&sort=relevance&languages=es',
    '&q=summit%20chiropractic&radius=2',
    '&q=lee&radius=2',
    '&q=summit&radius=2&sort=relevance',
  ].map((rest) => `/api/providers?near=${encodeURIComponent(near)}${rest}`),
);

const PATHS = [
  ...TEXTS.flatMap((q) =>
    SORTS.flatMap((sort) =>
      ['', '&offset=20'].map((page) => `/api/providers?q=${encodeURIComponent(q)}${sort}${page}`),
    ),
  ),
  ...['smith', 'sun', 'injury', 'lee'].flatMap((q) =>
    FILTERS.map((f) => `/api/providers?q=${encodeURIComponent(q)}${f}`),
  ),
  ...FILTERS.flatMap((f) => SORTS.map((sort) => `/api/providers?${f}${sort}`)),
  ...PLACE_SEARCHES,
  '/api/providers?near=33101&sort=distance&offset=40&limit=50',
  '/api/providers?q=chiropractor%20near%20Miami',
  '/api/providers?q=tow%20truck%2033101',
  '/api/providers?category=Law%20Firms&offset=400',
  '/api/providers?limit=50&offset=1000',
  ...['quar'].flatMap((q) => FILTERS.map((f) => `/api/providers?q=${encodeURIComponent(q)}${f}`)),
  ...['', 'sun', 'smith', 'ga', 'zzz', 'quar'].map((q) => `/api/providers/suggest?q=${q}`),
];

describe('the search index answers as the SQL search', () => {
  it(`gives the same page, count, distances and open now for ${PATHS.length} searches`, async () => {
    const differ: string[] = [];
    let withMatches = 0;
    for (const path of PATHS) {
      const [a, b] = [answerOf(await get(sql, path)), answerOf(await get(memory, path))];
      if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(path);
      if ((a as { total?: number }).total) withMatches += 1;
    }
    expect(differ).toEqual([]);
    // The searches find something (the comparison is not of empty pages).
    expect(withMatches).toBeGreaterThan(PATHS.length * 0.7);
  });
});

describe('the search index sees every write at once', () => {
  /** What the index answered (null: not ready or not current, and SQL answered instead). */
  let answered: Array<unknown> = [];
  beforeEach(() => {
    answered = [];
    const index = memory.app.get(SearchIndexService);
    const search = index.search.bind(index);
    jest.spyOn(index, 'search').mockImplementation(async (...args) => {
      const answer = await search(...args);
      answered.push(answer);
      return answer;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    // The index caught up with each write and answered every search itself.
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.filter((a) => a === null)).toEqual([]);
  });
  const names = async (path: string) =>
    ZProvidersListResponseSchema.parse((await get(memory, path)).body).data.map((p) => p.name);

  it('a provider inserted, renamed, rerated, moved and deleted from another connection', async () => {
    expect(await names('/api/providers?q=zephyrine')).toEqual([]);
    const id = await createProvider(sql, { name: 'Zephyrine Law', rating: 1, state: 'NY' });
    expect(await names('/api/providers?q=zephyrine')).toEqual(['Zephyrine Law']);
    expect(await names('/api/providers?q=zeph')).toEqual(['Zephyrine Law']);
    // A typo of the new word: the index's vocabulary has it.
    expect(await names('/api/providers?q=zephyrene')).toEqual(['Zephyrine Law']);

    await sql.query(
      `UPDATE providers SET name = 'Quillon Law', name_normalized = 'quillon law',
         search_text = 'quillon law law firms', description = 'Quillon Law helps people.',
         rating = 5, review_count = 99 WHERE id = $1`,
      [id],
    );
    expect(await names('/api/providers?q=zephyrine')).toEqual([]);
    expect(await names('/api/providers?q=quillon')).toEqual(['Quillon Law']);
    expect((await names('/api/providers?state=NY&limit=1'))[0]).toBe('Quillon Law');
    expect((await names('/api/providers?sort=reviews_desc&limit=1'))[0]).toBe('Quillon Law');

    await sql.query(
      `UPDATE providers SET zip = '33101', city = 'Miami', state = 'FL' WHERE id = $1`,
      [id],
    );
    expect(await names('/api/providers?q=quillon&near=33101&radius=5')).toEqual(['Quillon Law']);
    expect(await names('/api/providers?q=quillon&state=NY')).toEqual([]);

    await sql.query('DELETE FROM providers WHERE id = $1', [id]);
    expect(await names('/api/providers?q=quillon')).toEqual([]);
    expect(await names('/api/providers?q=quillon&near=33101&radius=5')).toEqual([]);
  });

  it('writes that keep coming while it searches: answered after one catch-up', async () => {
    const id = await createProvider(sql, { name: 'Perpetua Law', rating: 2, state: 'NY' });
    const pool = (memory.app.get(DataSource).driver as unknown as { master: Pool }).master;
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    let writes = 0;
    // Another connection commits a change to the provider before each check of a page.
    jest.spyOn(pool, 'query').mockImplementation((async (...args: unknown[]) => {
      if ((args[0] as { name?: string } | undefined)?.name === 'search_index_page') {
        writes += 1;
        await sql.query('UPDATE providers SET review_count = review_count + 1 WHERE id = $1', [id]);
      }
      return query(...args);
    }) as never);
    expect(await names('/api/providers?q=perpetua')).toEqual(['Perpetua Law']);
    // The first check saw a change the index had not; the second answered.
    expect(writes).toBe(2);
  });

  it('a write inside a transaction shows only once it commits', async () => {
    const before = answerOf(await get(memory, '/api/providers?q=smith&limit=50'));
    // The other connection's transaction stays open while the index is asked.
    const { Client } = await import('pg');
    const client = new Client({ connectionString: sql.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `UPDATE providers SET rating = 5, review_count = 500 WHERE name_normalized LIKE 'smith%'`,
      );
      expect(answerOf(await get(memory, '/api/providers?q=smith&limit=50'))).toEqual(before);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    const after = answerOf(await get(memory, '/api/providers?q=smith&limit=50'));
    expect(after).not.toEqual(before);
    expect(after).toEqual(answerOf(await get(sql, '/api/providers?q=smith&limit=50')));
  });
});

describe("the search index's thread", () => {
  it('when it ends, searches answer by SQL and the index is loaded again in a new thread', async () => {
    const index = memory.app.get(SearchIndexService);
    const path = '/api/providers?q=smith&near=33101&openNow=true&limit=50';
    const expected = answerOf(await get(sql, path));
    const answered: unknown[] = [];
    const search = index.search.bind(index);
    const spy = jest.spyOn(index, 'search').mockImplementation(async (...args) => {
      const answer = await search(...args);
      answered.push(answer);
      return answer;
    });
    try {
      const thread = (index as unknown as { thread: SearchIndexThread }).thread;
      await thread.close();
      // Ended: not ready, and a search answers the same by SQL.
      expect(index.ready).toBe(false);
      expect(answerOf(await get(memory, path))).toEqual(expected);
      // Loaded again (a new thread), the index answers it.
      for (const deadline = Date.now() + 60_000; !index.ready;) {
        if (Date.now() > deadline) throw new Error('the index was not loaded again');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((index as unknown as { thread: SearchIndexThread }).thread).not.toBe(thread);
      answered.length = 0;
      expect(answerOf(await get(memory, path))).toEqual(expected);
      expect(answered).toHaveLength(1);
      expect(answered[0]).not.toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});
