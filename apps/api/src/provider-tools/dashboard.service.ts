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
import {
  dailyCounts,
  dashboardDays,
  leadTotals,
  reviewTotals,
  visitRanking,
} from './dashboard.repository';

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
    const db = this.dataSource.manager;
    const d = await dashboardDays(db, n);
    const views = await dailyCounts(db, 'provider_views', providerId, d);
    const clicks = await dailyCounts(db, 'mini_site_clicks', providerId, d);
    const rank = await visitRanking(db, providerId, d, provider.category, provider.state);
    const reviews = await reviewTotals(db, providerId, d.cur_from);
    const leads = await leadTotals(db, providerId, d.cur_from);

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
        averageReview: kpi(num(reviews.cur_avg), num(reviews.prev_avg)),
        totalReviews: kpi(reviews.cur_n, reviews.prev_n),
        totalLeads: kpi(leads.cur, leads.prev),
        miniSiteClicks: kpi(clicks.cur, clicks.prev),
      },
    };
  }
}
