import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DASHBOARD_PERIOD_DAYS,
  type TDashboard,
  type TDashboardPeriod,
  type TKpi,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { loadOwnedProvider } from '../providers/provider-ownership';
import type { User } from '../users/user.entity';

function kpi(value: number | null, previous: number | null, higherIsBetter = true): TKpi {
  const change =
    value === null || previous === null ? null : Math.round((value - previous) * 10) / 10;
  return { value, previous, change, higherIsBetter };
}

const num = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

/**
 * The provider dashboard (decision 0009). Days are the database's calendar days
 * (current_date), like the daily view and click counters. A period of n days ends today;
 * the previous period is the n days before it.
 * - Profile views and mini-site clicks: counted within each period.
 * - Ranking by visits: 1 + the number of providers of the same category and state with
 *   more profile views in the period (so ties share a place), out of all of them.
 * - Average review, total reviews and total leads: everything up to the end of each
 *   period (now, and the start of the current period).
 */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(user: User, providerId: string, period: TDashboardPeriod): Promise<TDashboard> {
    const provider = await loadOwnedProvider(this.dataSource.manager, user, providerId, {
      allowAdmin: true,
    });
    const n = DASHBOARD_PERIOD_DAYS[period];
    const [days]: Array<{ today: string; cur_from: string; prev_to: string; prev_from: string }> =
      await this.dataSource.query(
        `SELECT current_date::text AS today,
              (current_date - ($1::int - 1))::text AS cur_from,
              (current_date - $1::int)::text AS prev_to,
              (current_date - (2 * $1::int - 1))::text AS prev_from`,
        [n],
      );
    const d = days!;
    const dayParams = [providerId, d.cur_from, d.prev_from, d.today];

    const counter = async (table: 'provider_views' | 'mini_site_clicks') => {
      const [row]: Array<{ cur: number; prev: number }> = await this.dataSource.query(
        `SELECT COALESCE(sum(count) FILTER (WHERE day >= $2::date), 0)::int AS cur,
                COALESCE(sum(count) FILTER (WHERE day < $2::date), 0)::int AS prev
         FROM ${table} WHERE provider_id = $1 AND day >= $3::date AND day <= $4::date`,
        dayParams,
      );
      return row!;
    };
    const views = await counter('provider_views');
    const clicks = await counter('mini_site_clicks');

    const [rank]: Array<{ out_of: number; cur: number; prev: number }> =
      await this.dataSource.query(
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
        [...dayParams, provider.category, provider.state],
      );

    const [reviews]: Array<{
      cur_n: number;
      cur_avg: string | null;
      prev_n: number;
      prev_avg: string | null;
    }> = await this.dataSource.query(
      `SELECT count(*)::int AS cur_n,
              round(avg(rating), 1) AS cur_avg,
              (count(*) FILTER (WHERE created_at < $2::date::timestamptz))::int AS prev_n,
              round(avg(rating) FILTER (WHERE created_at < $2::date::timestamptz), 1) AS prev_avg
       FROM reviews WHERE provider_id = $1`,
      [providerId, d.cur_from],
    );
    const [leads]: Array<{ cur: number; prev: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS cur,
              (count(*) FILTER (WHERE created_at < $2::date::timestamptz))::int AS prev
       FROM leads WHERE provider_id = $1`,
      [providerId, d.cur_from],
    );

    return {
      providerId,
      period,
      from: d.cur_from,
      to: d.today,
      previousFrom: d.prev_from,
      previousTo: d.prev_to,
      tiles: {
        profileViews: kpi(views.cur, views.prev),
        rankingByVisits: {
          ...kpi(rank?.cur ?? null, rank?.prev ?? null, false),
          outOf: rank?.out_of ?? 0,
        },
        averageReview: kpi(num(reviews!.cur_avg), num(reviews!.prev_avg)),
        totalReviews: kpi(reviews!.cur_n, reviews!.prev_n),
        totalLeads: kpi(leads!.cur, leads!.prev),
        miniSiteClicks: kpi(clicks.cur, clicks.prev),
      },
    };
  }
}
