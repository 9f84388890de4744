import type { Querier } from '../database/querier';

/**
 * The provider dashboard's aggregates (decision 0009) over provider_views, mini_site_clicks,
 * providers, reviews and leads. Days are the database's calendar days (current_date).
 */

/** The days of a period of n days ending today and of the n days before it (YYYY-MM-DD). */
export interface DashboardDays {
  today: string;
  cur_from: string;
  prev_to: string;
  prev_from: string;
}

/** A count in the current period and in the previous one. */
export interface PeriodCounts {
  cur: number;
  prev: number;
}

export async function dashboardDays(db: Querier, n: number): Promise<DashboardDays> {
  const [days]: DashboardDays[] = await db.query(
    `SELECT current_date::text AS today,
            (current_date - ($1::int - 1))::text AS cur_from,
            (current_date - $1::int)::text AS prev_to,
            (current_date - (2 * $1::int - 1))::text AS prev_from`,
    [n],
  );
  return days!;
}

/** The provider's daily counter summed over each period. */
export async function dailyCounts(
  db: Querier,
  table: 'provider_views' | 'mini_site_clicks',
  providerId: string,
  d: DashboardDays,
): Promise<PeriodCounts> {
  const [row]: PeriodCounts[] = await db.query(
    `SELECT COALESCE(sum(count) FILTER (WHERE day >= $2::date), 0)::int AS cur,
            COALESCE(sum(count) FILTER (WHERE day < $2::date), 0)::int AS prev
     FROM ${table} WHERE provider_id = $1 AND day >= $3::date AND day <= $4::date`,
    [providerId, d.cur_from, d.prev_from, d.today],
  );
  return row!;
}

/**
 * The provider's place by profile views among the providers of its category and state in
 * each period (1 + those with more), out of all of them; undefined if it is not among them.
 */
export async function visitRanking(
  db: Querier,
  providerId: string,
  d: DashboardDays,
  category: string,
  state: string | null,
): Promise<(PeriodCounts & { out_of: number }) | undefined> {
  const [rank]: Array<PeriodCounts & { out_of: number }> = await db.query(
    `WITH peers AS (
       SELECT id FROM providers
       WHERE category = $5 AND state IS NOT DISTINCT FROM $6::char(2)
     ), v AS (
       SELECT peers.id,
              COALESCE(sum(pv.count) FILTER (WHERE pv.day >= $2::date), 0) AS cur,
              COALESCE(sum(pv.count) FILTER (WHERE pv.day < $2::date), 0) AS prev
       FROM peers
       LEFT JOIN provider_views pv
         ON pv.provider_id = peers.id AND pv.day >= $3::date AND pv.day <= $4::date
       GROUP BY peers.id
     )
     SELECT (SELECT count(*) FROM v)::int AS out_of,
            (1 + (SELECT count(*) FROM v WHERE v.cur > me.cur))::int AS cur,
            (1 + (SELECT count(*) FROM v WHERE v.prev > me.prev))::int AS prev
     FROM v me WHERE me.id = $1`,
    [providerId, d.cur_from, d.prev_from, d.today, category, state],
  );
  return rank;
}

/** The provider's review count and average now and before `from` (averages as numeric text). */
export async function reviewTotals(
  db: Querier,
  providerId: string,
  from: string,
): Promise<{ cur_n: number; cur_avg: string | null; prev_n: number; prev_avg: string | null }> {
  const [reviews]: Array<{
    cur_n: number;
    cur_avg: string | null;
    prev_n: number;
    prev_avg: string | null;
  }> = await db.query(
    `SELECT count(*)::int AS cur_n,
            round(avg(rating), 1) AS cur_avg,
            (count(*) FILTER (WHERE created_at < $2::date::timestamptz))::int AS prev_n,
            round(avg(rating) FILTER (WHERE created_at < $2::date::timestamptz), 1) AS prev_avg
     FROM reviews WHERE provider_id = $1`,
    [providerId, from],
  );
  return reviews!;
}

/** The provider's lead count now and before `from` (its current owner's, decision 0056). */
export async function leadTotals(
  db: Querier,
  providerId: string,
  from: string,
): Promise<PeriodCounts> {
  const [leads]: PeriodCounts[] = await db.query(
    `SELECT count(*)::int AS cur,
            (count(*) FILTER (WHERE created_at < $2::date::timestamptz))::int AS prev
     FROM leads
     WHERE provider_id = $1 AND owner_id = (SELECT owner_id FROM providers WHERE id = $1)`,
    [providerId, from],
  );
  return leads!;
}
