import type { TProviderSort, TProvidersQuery } from '@app/contracts';
import { LIST_ITEM_COLUMNS } from './provider-list-item';
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

export type SearchQuery = SearchFilters &
  Pick<TProvidersQuery, 'offset' | 'limit'> & { sort: TProviderSort };

export const whereOf = (conditions: string[]) =>
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
  as: 'narrow' | 'broad' = plan.density === 'narrow' ? 'narrow' : 'broad',
): { shape: 'narrow' | 'ranked' | 'plain'; sql: string; params: unknown[] } {
  const { conditions, filters, prefix } = plan;
  const ranked =
    plan.relevance !== null && (query.sort === 'rating_desc' || query.sort === 'relevance');
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
    const tier = (where: string[]) =>
      `(SELECT p.id FROM providers p ${whereOf(where)}
        ORDER BY ${order} LIMIT ${limit}::int + ${offset}::int)`;
    const reads = [tier([...filters, prefix]), ...plan.tiers.map(tier), tier(conditions)];
    const columns = [LIST_ITEM_COLUMNS, ...plan.columns, 'r.relevance'].join(', ');
    return {
      shape: 'ranked',
      sql: `WITH candidates AS MATERIALIZED (
              SELECT DISTINCT u.id FROM (${reads.join(' UNION ALL ')}) u
            ), scored AS MATERIALIZED (
              SELECT p.id, p.rating, p.review_count, ${plan.relevance} AS relevance
              FROM candidates c JOIN providers p ON p.id = c.id
            ), ranked AS MATERIALIZED (
              SELECT p.id, p.relevance FROM scored p
              ORDER BY p.relevance DESC, ${order} LIMIT ${limit} OFFSET ${offset}
            )
            SELECT ${columns}, ${count} AS total FROM ranked r JOIN providers p ON p.id = r.id
            ORDER BY r.relevance DESC, ${order}`,
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
