import { AD_PRICE_PER_PLACEMENT_CENTS, type TCampaign } from '@app/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';
import { useCampaigns } from '../api/payments';
import { day, money, placementLabel } from '../text';
import { formatNumber, useT } from '../../../lib/i18n';
import { paymentsMessages } from '../i18n';

const STATUS_STYLE: Record<TCampaign['status'], string> = {
  pending_payment: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-green-900',
  ended: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-900',
};

function amountCents(campaign: TCampaign): number {
  return new Set(campaign.placements).size * AD_PRICE_PER_PLACEMENT_CENTS;
}

/**
 * The advertiser's campaigns (issue 18, decision 0031): status, dates, placements, amount,
 * impressions and clicks; skeletons while loading, an empty state when there are none.
 */
export function CampaignList({ providerId }: { providerId: string }) {
  const t = useT(paymentsMessages);
  const campaigns = useCampaigns(providerId);
  return (
    <section
      aria-labelledby="campaigns-heading"
      aria-busy={campaigns.isPending}
      className="flex flex-col gap-3"
    >
      <h2 id="campaigns-heading" className="text-lg font-semibold text-slate-900">
        {t('campaigns')}
      </h2>
      {campaigns.isPending ? (
        <div aria-label={t('loadingCampaigns')} className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
        </div>
      ) : campaigns.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {campaigns.error.message}
        </p>
      ) : campaigns.data.length === 0 ? (
        <EmptyState title={t('noCampaigns')} text={t('noCampaignsText')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {campaigns.data.map((c) => (
            <li
              key={c.id}
              data-testid="campaign"
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">
                    {t('campaignDays', { days: c.durationDays })}
                  </span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold',
                      STATUS_STYLE[c.status],
                    )}
                  >
                    {t(`campaignStatus.${c.status}`)}
                  </span>
                </div>
                <p className="text-sm text-slate-700">
                  <span className="sr-only">{t('placements')}: </span>
                  {c.placements.map(placementLabel).join(' + ')}
                </p>
                <p className="text-sm text-slate-600">
                  {c.startsAt && c.endsAt
                    ? t('campaignDates', { from: day(c.startsAt), to: day(c.endsAt) })
                    : c.status === 'pending_payment'
                      ? t('notStarted')
                      : day(c.createdAt)}
                </p>
                {c.cancelReason && (
                  <p className="text-sm text-red-800">
                    {t('cancelledBecause', { reason: c.cancelReason })}
                  </p>
                )}
              </div>
              <dl className="grid grid-cols-3 gap-4 text-sm sm:w-80">
                <div>
                  <dt className="text-slate-600">{t('amount')}</dt>
                  <dd className="font-semibold text-slate-900">{money(amountCents(c))}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('impressions')}</dt>
                  <dd className="font-semibold text-slate-900" data-testid="impressions">
                    {formatNumber(c.impressions ?? 0)}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('clicks')}</dt>
                  <dd className="font-semibold text-slate-900" data-testid="clicks">
                    {formatNumber(c.clicks ?? 0)}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dashboard's advertising summary: running campaigns and their totals. */
export function AdvertisingSummary({ providerId }: { providerId: string }) {
  const t = useT(paymentsMessages);
  const campaigns = useCampaigns(providerId);
  const list = campaigns.data ?? [];
  const active = list.filter((c) => c.status === 'active').length;
  const impressions = list.reduce((n, c) => n + (c.impressions ?? 0), 0);
  const clicks = list.reduce((n, c) => n + (c.clicks ?? 0), 0);
  return campaigns.isPending ? (
    <Skeleton className="h-5 w-64" />
  ) : (
    <p className="text-sm text-slate-700">
      {t('advertisingSummary', { active, impressions, clicks })}
    </p>
  );
}

/** The dashboard's Advertising card: the summary and a way to the campaigns. */
export function AdvertisingCard({ providerId }: { providerId: string }) {
  const t = useT(paymentsMessages);
  return (
    <section
      aria-labelledby="advertising-heading"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="advertising-heading" className="text-lg font-semibold text-slate-900">
        {t('advertising')}
      </h2>
      <AdvertisingSummary providerId={providerId} />
      <Link to={paths.advertisement} className="self-start text-sm text-brand-700 underline">
        {t('manageCampaigns')}
      </Link>
    </section>
  );
}
