import { searchSql, type SearchDb, type SearchSql } from '../src/providers/search-sql';
import {
  runSearch,
  searchStatement,
  type SearchQuery,
  type SearchRows,
  type SearchStep,
} from '../src/providers/search-statement';
import { createTestApp, type TestApp } from './test-app';

/**
 * The SQL search's bounded walk (decision 0047): a broad search sorted in an order no index
 * gives with its conditions reads the first providers of that order for its page, and
 * collects its matches when the page is not among them. With a walk shorter than the
 * directory, every answer must be the one the search gives without walking.
 */
let t: TestApp;
const WALK = 250;
const MIAMI = { latitude: 25.7791, longitude: -80.1978 };

beforeAll(async () => {
  t = await createTestApp({ env: { SEARCH_INDEX: 'sql' } });
  // 800 providers: 'Harbor' in every tenth name, across every order; 'Cove' in eight, the
  // lowest rated, with the fewest reviews and the oldest (the end of three orders, the start
  // of rating_asc), the only towing companies; a quarter near Miami, the rest in New York.
  await t.query(
    `INSERT INTO providers (name, name_normalized, search_text, category, description, plan,
       city, state, latitude, longitude, rating, review_count, created_at)
     SELECT n.name, lower(n.name), lower(n.name), n.category,
       'Helps people after accidents.', 'basic', n.city, n.state, n.lat, n.lng,
       CASE WHEN n.cove THEN 0.5 ELSE 1 + (i * 7 % 40) / 10.0 END,
       CASE WHEN n.cove THEN 0 ELSE 1 + i * 13 % 97 END,
       CASE WHEN n.cove THEN timestamptz '2020-01-01' + i * interval '1 minute'
         ELSE timestamptz '2026-01-01' - (i * 31 % 700) * interval '1 hour' END
     FROM generate_series(0, 799) i
     CROSS JOIN LATERAL (
       SELECT i % 100 = 7 AS cove,
         CASE WHEN i % 100 = 7 THEN 'Towing Services' ELSE 'Law Firms' END AS category,
         CASE WHEN i % 100 = 7 THEN 'Cove Legal ' || i WHEN i % 10 = 0 THEN 'Harbor Law ' || i
           ELSE 'Summit Law ' || i END AS name,
         CASE WHEN i % 4 = 0 THEN 'Miami' ELSE 'New York' END AS city,
         CASE WHEN i % 4 = 0 THEN 'FL' ELSE 'NY' END AS state,
         CASE WHEN i % 4 = 0 THEN $1::float8 + (i % 9) / 100.0 ELSE 40.75 END AS lat,
         CASE WHEN i % 4 = 0 THEN $2::float8 ELSE -73.99 END AS lng
     ) n`,
    [MIAMI.latitude, MIAMI.longitude],
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const db: SearchDb = { query: (sql, params) => t.query(sql, params) };

/**
 * The answer and the steps it took, walking at most `walkRows` providers (`as`: what the
 * vocabulary's counts are taken to tell, as of a word in a million providers).
 */
async function search(
  query: SearchQuery,
  walkRows: number,
  as: Partial<Pick<SearchSql, 'common' | 'density'>> = {},
  countLimit = 1001,
) {
  const steps: SearchStep[] = [];
  const plan = await searchSql(db, query);
  const statements: string[] = [];
  const answer = await runSearch(
    { ...plan, ...as },
    query,
    countLimit,
    async ({ sql, params }, step) => {
      if (step !== 'count') steps.push(step);
      statements.push(sql);
      return t.query<SearchRows[number]>(sql, params);
    },
    walkRows,
  );
  return { ids: answer.rows.map((r) => r.id), counted: answer.counted, steps, statements };
}

const near = { center: MIAMI, radiusMeters: 25 * 1609.344 };
const towing = { category: 'Towing Services' as const };

/**
 * The walk's statement against the collecting one (`broad`), whatever the search's density
 * (on 800 providers every word is narrow, so runSearch would not walk for text): a page the
 * walk fills is the page; one it cannot fill comes back short.
 */
describe("the SQL search's walk: the first providers of the sort order, their page", () => {
  const CASES: Array<[string, Omit<SearchQuery, 'offset' | 'limit'>, 'full' | 'short']> = [
    ['harbor by most reviews', { q: 'harbor', sort: 'reviews_desc' }, 'full'],
    ['harbor lowest rated first', { q: 'harbor', sort: 'rating_asc' }, 'full'],
    ['harbor newest', { q: 'harbor', sort: 'newest' }, 'full'],
    ['cove by most reviews: past the walk', { q: 'cove', sort: 'reviews_desc' }, 'short'],
    ['cove newest: past the walk', { q: 'cove', sort: 'newest' }, 'short'],
    ['cove lowest rated first: at its start', { q: 'cove', sort: 'rating_asc' }, 'full'],
    ['near Miami, best rated', { ...near, sort: 'rating_desc' }, 'full'],
  ];
  it.each(CASES)('%s', async (_, filters, expected) => {
    for (const offset of [0, 3]) {
      const query = { ...filters, offset, limit: 3 } as SearchQuery;
      const plan = await searchSql(db, query);
      const rows = async (as: 'walk' | 'broad') => {
        const { sql, params } = searchStatement(plan, query, 1001, as, WALK);
        return t.query<SearchRows[number]>(sql, params);
      };
      const [walked, collected] = [await rows('walk'), await rows('broad')];
      expect(collected).toHaveLength(3);
      if (expected === 'short') {
        expect(walked.length).toBeLessThan(3);
        continue;
      }
      expect(walked.map((r) => r.id)).toEqual(collected.map((r) => r.id));
      expect(walked[0]!.total).toBe(collected[0]!.total);
    }
  });
});

/** runSearch: which searches walk first, and their answers against no walk at all. */
describe('the SQL search walks first when no index reads its conditions in its order', () => {
  const CASES: Array<[string, Omit<SearchQuery, 'offset' | 'limit'>, SearchStep[]]> = [
    ['near Miami, best rated', { ...near, sort: 'rating_desc' }, ['walk']],
    ['near Miami, most reviews', { ...near, sort: 'reviews_desc' }, ['walk']],
    ['most reviews, no filter', { sort: 'reviews_desc' }, ['walk']],
    [
      'towing by most reviews: past the walk',
      { ...towing, sort: 'reviews_desc' },
      ['walk', 'broad'],
    ],
    ['near Miami, nearest first: no walk', { ...near, sort: 'distance' }, ['broad']],
    ['towing best rated: its index, no walk', { ...towing, sort: 'rating_desc' }, ['broad']],
  ];
  it.each(CASES)('%s', async (_, filters, steps) => {
    for (const offset of [0, 5]) {
      const query = { ...filters, offset, limit: 5 } as SearchQuery;
      const walked = await search(query, WALK);
      const collected = await search(query, 0);
      expect(walked.ids.length).toBeGreaterThan(0);
      expect(walked.ids).toEqual(collected.ids);
      expect(walked.counted).toBe(collected.counted);
      expect(collected.steps).not.toContain('walk');
      if (offset === 0) expect(walked.steps).toEqual(steps);
    }
  });

  it('a page deeper than a 25th of the walk is not looked for in it', async () => {
    const query: SearchQuery = { sort: 'reviews_desc', offset: 10, limit: 5 };
    const deep = await search(query, WALK);
    expect(deep.steps).toEqual(['broad']);
    expect(deep.ids).toEqual((await search(query, 0)).ids);
  });
});

/**
 * A ranked text search reads each relevance tier with a category or a state along that
 * filter's index first (decision 0052): its page among the first providers there, else
 * every match; and a common word with such a filter is ranked so straight away, without
 * collecting its matches first. With a guard shorter than the filter (800 providers, 200 in
 * Florida), each answer is the one collecting gives.
 */
describe("the SQL search's ranked tiers, read along a filter's index first", () => {
  const GUARD = 100;
  const CASES: Array<[string, Omit<SearchQuery, 'offset' | 'limit' | 'sort'>]> = [
    ['harbor in Florida: its page among the first', { q: 'harbor', state: 'FL' }],
    ['cove in Florida: none there', { q: 'cove', state: 'FL' }],
    // 'Legal' in the eight lowest rated names only, none at their start (no name-prefix tier).
    ['legal in New York: past the first, collected', { q: 'legal', state: 'NY' }],
    ['legal tow in New York: along towing', { q: 'legal tow', state: 'NY' }],
    ['summit among law firms in New York', { q: 'summit', category: 'Law Firms', state: 'NY' }],
  ];
  it.each(CASES)('%s', async (_, filters) => {
    for (const [offset, sort] of [
      [0, 'rating_desc'],
      [1, 'relevance'],
    ] as const) {
      const query = { ...filters, sort, offset, limit: 3 } as SearchQuery;
      const collected = await search(query, 0);
      expect(collected.steps).toEqual(['narrow']);
      const common = await search(query, GUARD, { common: true, density: 'unknown' });
      expect(common.steps).toEqual(['broad']);
      expect(common.statements.join()).toMatch(/walk0 AS MATERIALIZED/);
      expect(common.ids).toEqual(collected.ids);
      expect(common.counted).toBe(collected.counted);
    }
  });

  it('harbor attorney: the category tier along law firms', async () => {
    for (const offset of [0, 1]) {
      const query: SearchQuery = { q: 'harbor attorney', sort: 'rating_desc', offset, limit: 3 };
      const collected = await search(query, 0);
      const broad = await search(query, GUARD, { density: 'broad' });
      expect(broad.statements.join()).toMatch(/walk0 AS MATERIALIZED/);
      expect(broad.ids).toEqual(collected.ids);
      expect(broad.ids.length).toBe(3);
    }
  });

  it('counts along the filter too: the cap among the first, else every match', async () => {
    const common = { common: true, density: 'unknown' } as const;
    for (const [q, state, cap] of [
      ['harbor', 'FL', 4], // 40 in Florida: the cap is among the first 400 of its providers
      ['harbor', 'FL', 41], // past them all: counted whole, 40
      ['legal', 'NY', 5], // 8, all past the first 400 New York providers: counted whole
    ] as const) {
      const query: SearchQuery = { q, state, sort: 'rating_desc', offset: 0, limit: 3 };
      const along = await search(query, GUARD, common, cap);
      expect(along.statements.join()).toMatch(/walk0 AS MATERIALIZED/);
      expect(along.counted).toBe((await search(query, 0, {}, cap)).counted);
    }
    const whole = await search(
      { q: 'harbor', state: 'FL', sort: 'rating_desc', offset: 0, limit: 3 },
      GUARD,
      common,
      41,
    );
    expect(whole.counted).toBe(40);
  });

  it('a page deeper than a 25th of the guard is read unguarded', async () => {
    const query: SearchQuery = {
      q: 'harbor',
      state: 'FL',
      sort: 'rating_desc',
      offset: 3,
      limit: 3,
    };
    const common = await search(query, GUARD, { common: true, density: 'unknown' });
    expect(common.statements.join()).not.toMatch(/walk0/);
    expect(common.steps).toEqual(['narrow']);
    expect(common.ids).toEqual((await search(query, 0)).ids);
  });
});
