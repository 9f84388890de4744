import { RANKING_WINDOW_MONTHS, type TTopRated } from '@app/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useProviderTrust, useReviewRecord } from '../api/trust';
import { formatDate, formatNumber, useT } from '../../../lib/i18n';
import { providerPartMessages } from './i18n';

/*
 * What the provider page shows of its trust record (decision 0030): consumer alerts, 'Top
 * rated for …' badges and the moderation record. Display only, a small chunk: reporting a
 * review (a dialog and a form) is review-trust.tsx's, loaded where Report shows.
 */

/** The provider's moderation record: appeals over 12 months and removed reviews' lines. */
export function ReviewRecord({ providerId }: { providerId: string }) {
  const t = useT(providerPartMessages);
  const record = useReviewRecord(providerId);
  if (!record.data) return null;
  const { appealsFiled, appealsUpheld, removed } = record.data;
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <h3 className="sr-only">{t('trust.recordHeading')}</h3>
      {removed.length > 0 && (
        <ul className="mb-2 flex flex-col gap-1">
          {removed.map((r) => (
            <li key={r.id} className="rounded-lg bg-slate-50 px-3 py-2 italic">
              {r.line}
            </li>
          ))}
        </ul>
      )}
      <p>{t('trust.appeals', { filed: appealsFiled, upheld: appealsUpheld })}</p>
    </div>
  );
}

const dateOf = (iso: string) =>
  formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });

/** contracts' topRatedBasis, in the page's language: '4.93 average from 14 reviews in …'. */
const topRatedBasis = (b: Pick<TTopRated, 'reviews' | 'rank' | 'of' | 'average'>) =>
  providerPartMessages.t('trust.topRatedBasis', {
    average: formatNumber(b.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    reviews: b.reviews,
    months: RANKING_WINDOW_MONTHS,
    rank: b.rank,
    of: b.of,
  });

/**
 * A profile's confirmed consumer alerts (shown 90 days) and its 'Top rated for …' badges with
 * their basis (decision 0030). Alerts show on every plan; rankings where ratings show.
 */
export function ProviderTrust({
  providerId,
  showRankings,
}: {
  providerId: string;
  showRankings: boolean;
}) {
  const t = useT(providerPartMessages);
  const trust = useProviderTrust(providerId);
  if (!trust.data) return null;
  const { alerts, topRated } = trust.data;
  const ranked = showRankings ? topRated : [];
  if (alerts.length === 0 && ranked.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {alerts.length > 0 && (
        <section
          aria-labelledby={`alerts-${providerId}`}
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          <h2 id={`alerts-${providerId}`} className="sr-only">
            {t('trust.alertsHeading')}
          </h2>
          <ul className="flex flex-col gap-2">
            {alerts.map((a) => (
              <li key={a.id}>
                <p className="font-semibold">{a.line}</p>
                <p className="text-xs text-red-800">
                  {t('trust.alertDate', { date: dateOf(a.confirmedAt) })}{' '}
                  <Link to={paths.transparency} className="underline">
                    {t('trust.howReviewsWork')}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {ranked.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('trust.topRatedHeading')}>
          {ranked.map((b) => (
            <li
              key={b.subscore}
              className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-900"
            >
              <Link
                to={paths.transparency}
                title={topRatedBasis(b)}
                aria-label={`${b.line} (${topRatedBasis(b)})`}
                className="hover:underline"
              >
                {b.line}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
