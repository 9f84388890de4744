import { isNegativeRating, starSlots } from '@app/contracts';
import { formatNumber, useT } from '../../lib/i18n';
import { cn } from './cn';
import { uiMessages } from './i18n';

/**
 * Five stars for a rating (spec 2, 9): half a star from a fraction of 0.5, red 'negative'
 * stars at 2 or below. Read as 'Rated 4.5 out of 5'.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useT(uiMessages);
  const colour = isNegativeRating(rating) ? 'text-red-600' : 'text-amber-500';
  return (
    <span
      role="img"
      aria-label={t('rated', {
        rating: formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })}
      className={cn('inline-flex', className)}
    >
      {starSlots(rating).map((slot, index) => (
        <svg key={index} aria-hidden viewBox="0 0 20 20" className="size-4">
          <defs>
            <linearGradient id={`half-${index}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="#cbd5e1" />
            </linearGradient>
          </defs>
          <path
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
            className={slot === 'empty' ? 'text-slate-300' : colour}
            fill={slot === 'half' ? `url(#half-${index})` : 'currentColor'}
          />
        </svg>
      ))}
    </span>
  );
}
