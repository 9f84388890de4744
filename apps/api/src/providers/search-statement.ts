import type { TProviderSort, TProvidersQuery } from '@app/contracts';
import { LIST_ITEM_COLUMNS, type ProviderListRow } from './provider-list-item';
import { BROAD_MATCHES, type SearchFilters, type SearchSql } from './search-sql';

/** The list sorts; every one ends with id so that pages never overlap or skip. */
const SORT_ORDER: Record<TProviderSort, string> = {
  rating_desc: 'p.rating DESC, p.review_count DESC, p.id ASC',
  // The exact reverse of rating_desc, so every rating index serves it read backwards
  // (decision 0039): lowest first, and among equals the fewest reviews.
  rating_asc: 'p.rating ASC, p.review_count ASC, p.id DESC',
  reviews_desc: 'p.review_count DESC, p.rating DESC, p.id ASC',
  newest: 'p.created_at DESC, p.id ASC',
  // Text searches put the relevance score before it (searchStatement); without text, best rated.
  relevance: 'p.rating DESC, p.review_count DESC, p.id ASC',
  // The output column of a search with a place (an index-ordered walk of IDX_providers_earth).
  distance: 'distance_m ASC, p.id ASC',
};

/**
 * The order a walk reads (see WALK_ROWS), as an index holds it: the list sorts' own, but
 * most reviews as the negated columns of IDX_providers_reviews_walk, an order no other
 * statement asks for. With an index in `review_count DESC` the planner walked it to a page
 * that was not there (a filter none of the providers met: 3.1 s, decision 0039); an index
 * only the bounded walk can use cannot be walked to the end.
 */
const WALK_ORDER: Record<Exclude<TProviderSort, 'distance'>, string> = {
  ...SORT_ORDER,
  reviews_desc: '(-p.review_count), (-p.rating), p.id ASC',
};

/**
 * How many providers, in the sort's order, a broad search that its index cannot read in
 * that order (a text match, a place, most reviews) looks through for its page before it
 * collects its matches instead: with a match in every 250 providers a page of 20 is found
 * (decision 0047). A stretch of a few thousand index entries and rows, whatever the
 * directory's size; a page deeper than WALK_ROWS / 25 is not looked for this way.
 */
export const WALK_ROWS = 5000;

/**
 * A guarded ranked read counts its matches along the filter's index among this many times
 * WALK_ROWS providers first (a count's cap of 1,001 needs a match in every 20).
 */
const COUNT_WALKS = 4;

/** A page shallow enough to be looked for among the first walkRows of an order. */
const isWalkable = (page: Pick<SearchQuery, 'offset' | 'limit'>, walkRows: number) =>
  (page.offset + page.limit) * 25 <= walkRows;

/** A text search in the default sort (or relevance) orders by its relevance first. */
const isRanked = (plan: SearchSql, sort: TProviderSort) =>
  plan.relevance !== null && (sort === 'rating_desc' || sort === 'relevance');

export type SearchQuery = SearchFilters &
  Pick<TProvidersQuery, 'offset' | 'limit'> & { sort: TProviderSort };

/**
 * Searches count their matches up to this many past the page (then `totalExact` is false
 * and the web shows "1,000+"): an exact count of a broad search at 1M providers reads
 * every match, which costs more than the page itself.
 */
export const COUNT_CAP = 1000;

/** Where a search's count stops: one past the cap, or past its page when deeper. */
export const countLimitOf = (page: Pick<SearchQuery, 'offset' | 'limit'>) =>
  Math.max(COUNT_CAP, page.offset + page.limit) + 1;

const whereOf = (conditions: string[]) =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

/**
 * The statement of a search (exported for bench/search-plans.mjs, which explains it).
 * `narrow`: a text search with few matches collects them once (at most BROAD_MATCHES + 1)
 * and sorts them, by relevance first in the default sort (an index walk in sort order
 * would pass over most of the table). `ranked`: a broad text search in the default sort
 * reads the first offset+limit rows of each relevance tier (name prefix, a name word, a
 * category the query names) and of all matches, each in index order, and sorts their
 * union by relevance: a row of a tier is either among its tier's first offset+limit or
 * below a whole page of rows that rank above it. `plain`: one index-ordered read. Each row
 * carries the count (stopping at `countLimit`; 0: no count).
 */
export function searchStatement(
  plan: SearchSql,
  query: Pick<SearchQuery, 'sort' | 'offset' | 'limit'>,
  countLimit: number,
  as: SearchStep = plan.density === 'narrow' ? 'narrow' : 'broad',
  walkRows = WALK_ROWS,
): SearchStatement {
  const { conditions, filters, prefix } = plan;
  const ranked = isRanked(plan, query.sort);
  // The relevance's parameters come last; a statement without it must not send them.
  const params = ranked ? plan.params : plan.params.slice(0, plan.conditionParams);
  const LIST_COLUMNS = [
    LIST_ITEM_COLUMNS,
    ...plan.columns,
    ...(ranked ? [`${plan.relevance} AS relevance`] : []),
  ].join(', ');
  const order = SORT_ORDER[query.sort];
  const n = params.length;
  const [limit, offset, last] = [`$${n + 1}`, `$${n + 2}`, `$${n + 3}`];
  const page = [...params, query.limit, query.offset];
  const count = countLimit
    ? `(SELECT count(*)::int FROM (SELECT 1 FROM providers p ${whereOf(conditions)} LIMIT ${last}) c)`
    : '0';
  const withCount = countLimit ? [...page, countLimit] : page;
  // Narrow: asked for by a search of narrow or unknown density (a text search, or a one- or
  // two-letter one with filters); every other search is broad.
  if (as === 'narrow')
    return {
      shape: 'narrow',
      // One past BROAD_MATCHES tells the caller the search was broad after all.
      sql: `WITH matches AS MATERIALIZED (
              SELECT ${LIST_COLUMNS}, p.created_at
              FROM providers p ${whereOf(conditions)} LIMIT ${BROAD_MATCHES + 1}
            )
            SELECT t.total, pg.* FROM (SELECT count(*)::int AS total FROM matches) t
            LEFT JOIN LATERAL (
              SELECT p.* FROM matches p
              ORDER BY ${ranked ? 'p.relevance DESC, ' : ''}${order} LIMIT ${limit} OFFSET ${offset}
            ) pg ON true`,
      params: page,
    };
  if (ranked && prefix !== null) {
    // Each tier reads ids only (its sort carries the id and the sort's columns); the
    // relevance is scored once per candidate (`scored`: sorting by the expression itself
    // evaluated it again for every row the offset skips), and only the page's rows are
    // read whole. The ranked sorts (rating_desc, relevance) order by rating, review_count, id.
    const top = `LIMIT ${limit}::int + ${offset}::int`;
    const guards: string[] = [];
    const tier = (where: string[], along: string | null = null) => {
      if (!along || !isWalkable(query, walkRows))
        return `(SELECT p.id FROM providers p ${whereOf(where)} ORDER BY ${order} ${top})`;
      // Guarded (decision 0052): its page among the first walkRows providers along the
      // equality's index (in rating order), a read that stops at the page; only when they
      // hold too few, every match collected (MATERIALIZED: not an index walk in rating order,
      // which would pass over the whole category to find a few) and sorted. The collection's
      // gate is a one-time filter: a full walk never starts it.
      const n = guards.length / 2;
      guards.push(
        `walk${n} AS MATERIALIZED (
           SELECT p.id FROM (
             SELECT p.* FROM providers p WHERE ${along} ORDER BY ${order} LIMIT ${walkRows}
           ) p ${whereOf(where)} ORDER BY ${order} ${top}
         )`,
        `whole${n} AS MATERIALIZED (
           SELECT p.id, p.rating, p.review_count FROM providers p ${whereOf(where)}
         )`,
      );
      return `(SELECT p.id FROM walk${n} p) UNION ALL (
        SELECT p.id FROM whole${n} p WHERE (SELECT count(*) FROM walk${n}) < ${limit}::int + ${offset}::int
        ORDER BY ${order} ${top})`;
    };
    const reads = [
      tier([...filters, prefix]),
      ...plan.tiers.map((t) => tier(t.where, t.along)),
      tier(conditions, plan.along),
    ];
    const columns = [LIST_ITEM_COLUMNS, ...plan.columns, 'r.relevance'].join(', ');
    // The count along the filter's index too: its cap among the first COUNT_WALKS ×
    // walkRows there (a common word: 'injury' in Florida at 1M, 1,001 in 7,927), else every
    // match counted (the CASE's other branch, which does not run when the first is taken).
    const counted =
      countLimit && plan.along && isWalkable(query, walkRows)
        ? `(SELECT CASE WHEN w.n >= ${last} THEN w.n ELSE ${count} END FROM (
             SELECT count(*)::int AS n FROM (
               SELECT 1 FROM (
                 SELECT p.* FROM providers p WHERE ${plan.along}
                 ORDER BY ${order} LIMIT ${walkRows * COUNT_WALKS}
               ) p ${whereOf(conditions)} LIMIT ${last}
             ) c
           ) w)`
        : count;
    return {
      shape: 'ranked',
      sql: `WITH ${guards.map((g) => `${g}, `).join('')}candidates AS MATERIALIZED (
              SELECT DISTINCT u.id FROM (${reads.join(' UNION ALL ')}) u
            ), scored AS MATERIALIZED (
              SELECT p.id, p.rating, p.review_count, ${plan.relevance} AS relevance
              FROM candidates c JOIN providers p ON p.id = c.id
            ), ranked AS MATERIALIZED (
              SELECT p.id, p.relevance FROM scored p
              ORDER BY p.relevance DESC, ${order} LIMIT ${limit} OFFSET ${offset}
            )
            SELECT ${columns}, ${counted} AS total FROM ranked r JOIN providers p ON p.id = r.id
            ORDER BY r.relevance DESC, ${order}`,
      params: withCount,
    };
  }
  if (as === 'walk' && query.sort !== 'distance') {
    // The first walkRows providers in the sort's order (an index read that stops there),
    // their page of matches: exact when the page is full (every match before its last row
    // lies in the stretch); else the caller collects the matches (`broad`).
    return {
      shape: 'walk',
      sql: `SELECT ${LIST_COLUMNS}, ${count} AS total FROM (
              SELECT p.* FROM providers p ORDER BY ${WALK_ORDER[query.sort]} LIMIT ${walkRows}
            ) p ${whereOf(conditions)}
            ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      params: withCount,
    };
  }
  if (query.sort === 'distance' && plan.nearest) {
    // Nearest first: the GiST index walks the offset+limit nearest matches in distance
    // order (a KNN read of a few rows) to find how far the page reaches; the page's ids are
    // then read from a box of that size and sorted by distance and id (ties at one ZIP
    // centre stay in a stable order), instead of sorting every match inside the radius, and
    // only the page's rows are read whole. Without other filters both reads are index-only
    // (the index carries the id and what open now reads, decision 0039).
    const { point, center } = plan.nearest;
    const reach = '(SELECT d FROM reach)';
    const within = [
      ...conditions,
      `earth_box(${center}, sec_to_gc(${reach}) + 1) @> ${point}`,
      `(${point} <-> ${center}) <= ${reach}`,
    ];
    return {
      shape: 'plain',
      sql: `WITH reach AS MATERIALIZED (
              SELECT max(k.d) AS d FROM (
                SELECT ${point} <-> ${center} AS d FROM providers p ${whereOf(conditions)}
                ORDER BY ${point} <-> ${center} LIMIT ${limit}::int + ${offset}::int
              ) k
            )
            , page AS MATERIALIZED (
              SELECT p.id, ${point} <-> ${center} AS distance_m FROM providers p ${whereOf(within)}
              ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}
            )
            SELECT ${LIST_COLUMNS}, ${count} AS total FROM page g JOIN providers p ON p.id = g.id
            ORDER BY g.distance_m, p.id`,
      params: withCount,
    };
  }
  return {
    shape: 'plain',
    sql: `SELECT ${LIST_COLUMNS}, ${count} AS total FROM providers p ${whereOf(conditions)}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params: withCount,
  };
}

/** One statement of a search (see searchStatement). */
export interface SearchStatement {
  shape: 'narrow' | 'walk' | 'ranked' | 'plain';
  sql: string;
  params: unknown[];
}

/** What a search asks searchStatement for: see runSearch. */
export type SearchStep = 'narrow' | 'walk' | 'broad';

/** A statement's rows: the page, each carrying the count (a narrow one: nulls past it). */
export type SearchRows = Array<ProviderListRow & { total: number }>;

/**
 * Runs a statement (`step` and `counting`, the count's cap or 0, tell bench/search-plans.mjs
 * which one it explains).
 */
export type RunStatement = (
  statement: SearchStatement,
  step: SearchStep | 'count',
  counting: number,
) => Promise<SearchRows>;

/**
 * The SQL search of a query: its page and its count (stopping at `countLimit`, 0: none).
 * Narrow first when it may be (matches collected once, at most BROAD_MATCHES + 1), broad
 * when more turn up; a broad search read in an order no index gives with its conditions
 * first walks WALK_ROWS of that order for its page. Shared by the service and the bench,
 * so that what the bench explains is what runs.
 */
export async function runSearch(
  plan: SearchSql,
  query: SearchQuery,
  countLimit: number,
  run: RunStatement,
  walkRows = WALK_ROWS,
): Promise<{ rows: ProviderListRow[]; counted: number }> {
  // The vocabulary already tells that the count reaches its cap: nothing to count.
  let known = countLimit > 0 && plan.atLeast >= countLimit;
  const statement = async (as: SearchStep) => {
    const counting = known ? 0 : countLimit;
    const { shape, sql, params } = searchStatement(plan, query, counting, as, walkRows);
    return { shape, rows: await run({ shape, sql, params }, as, counting) };
  };
  const broad = async () => {
    const walks =
      (plan.walks || query.sort === 'reviews_desc') &&
      !isRanked(plan, query.sort) &&
      query.sort !== 'distance' &&
      isWalkable(query, walkRows);
    if (walks) {
      const walked = await statement('walk');
      if (walked.rows.length === query.limit) return walked;
    }
    return statement('broad');
  };
  // A common word with a filter ranked along the filter's index: its tiers are guarded, and
  // collecting its matches to learn their number would read the word's whole posting list.
  const alongFirst =
    plan.density === 'unknown' &&
    plan.common &&
    plan.along !== null &&
    isRanked(plan, query.sort) &&
    isWalkable(query, walkRows);
  let { shape, rows } =
    plan.density === 'broad' || alongFirst ? await broad() : await statement('narrow');
  // Tried narrow with more than BROAD_MATCHES matches: broad after all, and counted
  // already past the cap (COUNT_CAP + a page < BROAD_MATCHES), so the broad read does not
  // count them again (a capped count of a common word with a filter reads both posting
  // lists whole: 'injury' in FL at 1M, 125,000 entries).
  if (shape === 'narrow' && (rows[0]?.total ?? 0) > BROAD_MATCHES) {
    known ||= countLimit > 0 && BROAD_MATCHES >= countLimit;
    ({ shape, rows } = await broad());
  }
  const carried = rows[0]?.total;
  // A narrow answer is one row with the count and no provider when the page is empty.
  if (shape === 'narrow') rows = rows.filter((r) => r.id !== null);
  const page: ProviderListRow[] = rows;
  if (!countLimit) return { rows: page, counted: 0 };
  if (known) return { rows: page, counted: countLimit };
  // A broad page past the last match has no row to carry the count.
  const total = carried ?? (await countOf(plan, countLimit, run));
  return { rows: page, counted: Math.min(total, countLimit) };
}

/** The count (stopping at `cap`) of a page past the last match (no rows to carry it). */
async function countOf(plan: SearchSql, cap: number, run: RunStatement): Promise<number> {
  const params = plan.params.slice(0, plan.conditionParams);
  const sql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM providers p ${whereOf(plan.conditions)} LIMIT $${params.length + 1}) c`;
  const [row] = await run({ shape: 'plain', sql, params: [...params, cap] }, 'count', cap);
  return row?.total ?? 0;
}
