import { scoreLabel, type TRatingSummary } from '@app/contracts';
import { Stars } from '../../../components/ui/stars';
import { commonMessages } from '../../../components/i18n';
import { formatNumber, useT } from '../../../lib/i18n';
import { providerMessages } from '../i18n';

/** Star bars 5 to 1: the 3-star bar orange, the other non-zero bars green (spec 2). */
export function RatingBars({ summary }: { summary: TRatingSummary }) {
  const t = useT(providerMessages);
  return (
    <ul className="flex flex-col gap-1.5" aria-label={t('ratingBreakdown')}>
      {([5, 4, 3, 2, 1] as const).map((star) => {
        const count = summary.counts[star];
        const share = summary.total ? count / summary.total : 0;
        return (
          <li key={star} className="flex items-center gap-2 text-sm text-slate-700">
            <span className="min-w-12 shrink-0 whitespace-nowrap">{t('stars', { star })}</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden>
              <span
                className={`block h-full ${star === 3 ? 'bg-orange-500' : 'bg-green-600'}`}
                style={{ width: `${Math.round(share * 100)}%` }}
              />
            </span>
            <span className="w-8 shrink-0 text-right tabular-nums">{count}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Average with its label (Excellent/Good/Fair/Poor), stars and the total. */
export function RatingSummary({ summary }: { summary: TRatingSummary }) {
  const t = useT(providerMessages);
  const tc = useT(commonMessages);
  return (
    <section
      aria-labelledby="ratings-summary"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="ratings-summary" className="text-lg font-semibold text-slate-900">
        {t('ratings')}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <span className="text-4xl font-bold text-slate-900">{formatNumber(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
        <div>
          <Stars rating={summary.average} />
          <p className="text-sm text-slate-600">
            {summary.total ? t(`score.${scoreLabel(summary.average)}`) : t('noRatings')} ·{' '}
            {tc('reviewCount', { count: summary.total })}
          </p>
        </div>
      </div>
      <div className="mt-4">
        <RatingBars summary={summary} />
      </div>
    </section>
  );
}
