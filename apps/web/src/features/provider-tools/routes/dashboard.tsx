import {
  DASHBOARD_PERIODS,
  type TDashboard,
  type TDashboardPeriod,
  type TKpi,
} from '@app/contracts';
import { useId, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';
import { formatNumber, useT } from '../../../lib/i18n';
import { AdvertisingCard, BillingCard } from '../../payments';
import { useDashboard, useOwnProviderId } from '../api/tools';
import { ReviewInvitations } from '../components/review-invitations';
import { toolsMessages } from '../i18n';
import { ToolsLayout } from '../components/tools-layout';
import { NoProviderProfile, OwnerReviews } from './my-profile';

type TileKey = keyof TDashboard['tiles'];
const count = (v: number) => formatNumber(v);
const TILES: { key: TileKey; format: (v: number, tile: TKpi) => string }[] = [
  { key: 'profileViews', format: count },
  {
    key: 'rankingByVisits',
    format: (v, tile) =>
      'outOf' in tile
        ? toolsMessages.t('dashboard.rankOutOf', {
            rank: formatNumber(v),
            outOf: formatNumber((tile as { outOf: number }).outOf),
          })
        : toolsMessages.t('dashboard.rank', { rank: formatNumber(v) }),
  },
  {
    key: 'averageReview',
    format: (v) => formatNumber(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  },
  { key: 'totalReviews', format: count },
  { key: 'totalLeads', format: count },
  { key: 'miniSiteClicks', format: count },
];

function Delta({ tile, decimals }: { tile: TKpi; decimals: number }) {
  const t = useT(toolsMessages);
  if (tile.change === null || tile.change === 0)
    return <span className="text-xs text-slate-600">{t('dashboard.noChange')}</span>;
  const up = tile.change > 0;
  const good = up === tile.higherIsBetter;
  const size = formatNumber(Math.abs(tile.change), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (
    <span
      className={cn(
        'self-start rounded-full px-2 py-0.5 text-xs font-semibold',
        good ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
      )}
    >
      <span aria-hidden>{up ? '▲' : '▼'}</span>{' '}
      {up ? t('dashboard.up', { size }) : t('dashboard.down', { size })}
    </span>
  );
}

function Tiles({ data }: { data: TDashboard }) {
  const t = useT(toolsMessages);
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label={t('dashboard.keyFigures')}>
      {TILES.map(({ key, format }) => {
        const tile = data.tiles[key];
        return (
          <li
            key={key}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <span className="text-sm text-slate-600">{t(`dashboard.tile.${key}`)}</span>
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
  const t = useT(toolsMessages);
  if (!id) return <NoProviderProfile />;
  return (
    <ToolsLayout title={t('dashboard.title')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {dashboard.data
            ? t('dashboard.range', {
                from: dashboard.data.from,
                to: dashboard.data.to,
                previousFrom: dashboard.data.previousFrom,
                previousTo: dashboard.data.previousTo,
              })
            : ' '}
        </p>
        <label htmlFor={selectId} className="flex items-center gap-2 text-sm text-slate-700">
          {t('dashboard.period')}
          <select
            id={selectId}
            value={period}
            onChange={(e) => setPeriod(e.target.value as TDashboardPeriod)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {DASHBOARD_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`dashboard.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {dashboard.isPending ? (
        <div
          className="grid grid-cols-2 gap-3 lg:grid-cols-3"
          aria-busy="true"
          aria-label={t('dashboard.loading')}
        >
          {TILES.map((tile) => (
            <Skeleton key={tile.key} className="h-28 rounded-2xl" />
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
      <OwnerReviews providerId={id} heading={t('dashboard.recentReviews')} />
    </ToolsLayout>
  );
}
