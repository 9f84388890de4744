import type { TRatingSummary } from '@app/contracts';
import { useT } from '../../../lib/i18n';
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
