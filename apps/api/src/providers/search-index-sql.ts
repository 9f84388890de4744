import { INJURY_FACTS } from '@app/contracts';
import { LIST_ITEM_COLUMNS } from './provider-list-item';
import { FACT_COLUMNS, LISTED } from './search-sql';

/**
 * The statements of the search index's service (search-index.service.ts), apart from it so
 * that bench/search-plans.mjs loads and explains the same text.
 */

/** What the index holds of a provider, read by the load and by each catch-up. */
export const INDEX_COLUMNS = `p.id, p.name_normalized AS name, p.category, p.state,
  p.rating::float8 AS rating, p.review_count,
  (extract(epoch FROM p.created_at) * 1000000)::int8::text AS created,
  p.latitude, p.longitude, p.time_zone,
  (${INJURY_FACTS.map((f, i) => `(CASE WHEN p.${FACT_COLUMNS[f]} THEN ${1 << i} ELSE 0 END)`).join(' + ')}) AS facts,
  p.open_week::text AS open_week, array_to_string(p.languages, ' ') AS languages,
  array_to_string(tsvector_to_array(p.tsv), ' ') AS words,
  array_to_string(tsvector_to_array(to_tsvector('simple', p.name_normalized)), ' ') AS name_words,
  array_to_string(tsvector_to_array(to_tsvector('simple', lower(array_to_string(p.specialties, ' ')))), ' ') AS specialty_words,
  array_to_string(tsvector_to_array(to_tsvector('simple', lower(coalesce(p.city, '')))), ' ') AS city_words`;

/** Providers read per statement while loading. */
export const LOAD_BATCH = 20_000;

/** A batch of the load: the providers after id `$1`, at most `$2`, in id order. */
export const LOAD_STATEMENT = `SELECT ${INDEX_COLUMNS} FROM providers p
  WHERE p.id > $1 AND ${LISTED} ORDER BY p.id LIMIT $2`;

/**
 * What the index holds (issue 47): open, unmerged listings (search-sql.ts LISTED). A change
 * that closes or merges one reads as its removal; a search with `closed=include` asks SQL.
 */
export const INDEXED = LISTED;

/** The number and xid sum of the changes from `xmin` (an xid8 expression) on. */
export const changesSince = (xmin: string) =>
  `SELECT count(*)::int AS count, coalesce(sum(xid::text::numeric), 0)::text AS sum
  FROM provider_changes WHERE xid >= ${xmin}`;

/**
 * A search's page by id, and the changes from the horizon on (`$1`) to check that the index
 * has seen them all.
 */
export const PAGE_STATEMENT = `SELECT c.count AS changes_count, c.sum AS changes_sum, g.*
  FROM (${changesSince('$1::xid8')}) c
  LEFT JOIN LATERAL (
    SELECT ${LIST_ITEM_COLUMNS} FROM providers p WHERE p.id = ANY($2::text[])
  ) g ON true`;
