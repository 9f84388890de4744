import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type TDashboard,
  type TDashboardPeriod,
  type TKpi,
} from '@app/contracts';
import { useId, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';
import { AdvertisingCard, BillingCard } from '../../payments';
import { useDashboard, useOwnProviderId } from '../api/tools';
import { ReviewInvitations } from '../components/review-invitations';
import { ToolsLayout } from '../components/tools-layout';
import { NoProviderProfile, OwnerReviews } from './my-profile';

type TileKey = keyof TDashboard['tiles'];
const TILES: { key: TileKey; label: string; format: (v: number, tile: TKpi) => string }[] = [
  { key: 'profileViews', label: 'Profile Views', format: (v) => v.toLocaleString('en-US') },
  {
    key: 'rankingByVisits',
    label: 'Ranking by Visits',
    format: (v, tile) =>
      `#${v}${'outOf' in tile ? ` of ${(tile as { outOf: number }).outOf}` : ''}`,
  },
  { key: 'averageReview', label: 'Average Review', format: (v) => v.toFixed(1) },
  { key: 'totalReviews', label: 'Total Reviews', format: (v) => v.toLocaleString('en-US') },
  { key: 'totalLeads', label: 'Total Leads', format: (v) => v.toLocaleString('en-US') },
  { key: 'miniSiteClicks', label: 'Mini-Site Clicks', format: (v) => v.toLocaleString('en-US') },
];

function Delta({ tile, decimals }: { tile: TKpi; decimals: number }) {
  if (tile.change === null || tile.change === 0)
    return <span className="text-xs text-slate-600">No change</span>;
  const up = tile.change > 0;
  const good = up === tile.higherIsBetter;
  const size = Math.abs(tile.change).toFixed(decimals);
  return (
    <span
      className={cn(
        'self-start rounded-full px-2 py-0.5 text-xs font-semibold',
        good ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
      )}
    >
      <span aria-hidden>{up ? '▲' : '▼'}</span> {up ? 'Up' : 'Down'} {size}
    </span>
  );
}

function Tiles({ data }: { data: TDashboard }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label="Key figures">
      {TILES.map(({ key, label, format }) => {
        const tile = data.tiles[key];
        return (
          <li
            key={key}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <span className="text-sm text-slate-600">{label}</span>
            <span className="text-2xl font-bold text-slate-900">
              {tile.value === null ? '—' : format(tile.value, tile)}
            </span>
            <Delta tile={tile} decimals={key === 'averageReview' ? 1 : 0} />
          </li>
        );
      })}
    </ul>
  );
}

/** /dashboard (spec 2): six KPI tiles for a period against the previous one, and recent reviews. */
export function DashboardPage() {
  const id = useOwnProviderId();
  const [period, setPeriod] = useState<TDashboardPeriod>('week');
  const dashboard = useDashboard(id, period);
  const selectId = useId();
  if (!id) return <NoProviderProfile />;
  return (
    <ToolsLayout title="Dashboard">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {dashboard.data
            ? `${dashboard.data.from} to ${dashboard.data.to}, against ${dashboard.data.previousFrom} to ${dashboard.data.previousTo}`
            : ' '}
        </p>
        <label htmlFor={selectId} className="flex items-center gap-2 text-sm text-slate-700">
          Period
          <select
            id={selectId}
            value={period}
            onChange={(e) => setPeriod(e.target.value as TDashboardPeriod)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {DASHBOARD_PERIODS.map((p) => (
              <option key={p} value={p}>
                {DASHBOARD_PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {dashboard.isPending ? (
        <div
          className="grid grid-cols-2 gap-3 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading figures"
        >
          {TILES.map((t) => (
            <Skeleton key={t.key} className="h-28 rounded-2xl" />
          ))}
        </div>
      ) : dashboard.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {dashboard.error.message}
        </p>
      ) : (
        <Tiles data={dashboard.data} />
      )}
      <AdvertisingCard providerId={id} />
      <BillingCard providerId={id} />
      <ReviewInvitations providerId={id} />
      <OwnerReviews providerId={id} heading="Recent Reviews" />
    </ToolsLayout>
  );
}
