import { isNegativeRating, starSlots } from '@app/contracts';
import { useId } from 'react';
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
  // The half star's gradient: only where a half star is, with an id of its own (a page shows
  // many ratings; a shared id would paint one with another's colour).
  const half = `half-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <span
      role="img"
      aria-label={t('rated', {
        rating: formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })}
      className={cn('inline-flex', className)}
    >
      {starSlots(rating).map((slot, index) => (
        <svg
          key={index}
          aria-hidden
          viewBox="0 0 20 20"
          // The gradient's currentColor is the svg's colour (not the path's).
          className={cn('size-4', slot === 'half' && colour)}
        >
          {slot === 'half' && (
            <defs>
              <linearGradient id={half}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="#cbd5e1" />
              </linearGradient>
            </defs>
          )}
          <path
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
            className={slot === 'empty' ? 'text-slate-300' : colour}
            fill={slot === 'half' ? `url(#${half})` : 'currentColor'}
          />
        </svg>
      ))}
    </span>
  );
}
