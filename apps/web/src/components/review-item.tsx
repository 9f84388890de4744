import { REVIEW_QUESTIONS, type TReview } from '@app/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { formatDate, useT } from '../lib/i18n';
import { reviewMessages } from './reviews/i18n';
import { Stars } from './ui/stars';

/** A review's date as shown ('Mar 1, 2026'; '1 mar 2026' in Spanish), in the current language. */
export const reviewDate = (iso: string) =>
  formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });

/** One review: author, stars, date, text, photos, the five answers and the provider's reply. */
export function ReviewItem({
  review,
  onPhoto,
  actions,
  response,
}: {
  review: TReview;
  onPhoto?: (urls: string[], index: number) => void;
  /** Buttons under the review (Delete your Review, Respond, Appeal this Review). */
  actions?: ReactNode;
  /** Replaces the provider's reply (the owner's editor of it). */
  response?: ReactNode;
}) {
  const t = useT(reviewMessages);
  return (
    <article className="flex flex-col gap-3 border-b border-slate-200 py-5 last:border-b-0">
      <header className="flex items-center gap-3">
        {review.author.avatar ? (
          <img src={review.author.avatar} alt="" className="size-10 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-10 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-700"
          >
            {review.author.name[0]}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <Link
            to={paths.user(review.author.id)}
            className="font-semibold text-slate-900 hover:underline"
          >
            {review.author.name}
          </Link>
          {review.author.location && (
            <p className="text-xs text-slate-600">{review.author.location}</p>
          )}
        </div>
        <div className="text-right">
          <Stars rating={review.rating} />
          <p className="text-xs text-slate-600">{reviewDate(review.createdAt)}</p>
          {review.editedAt && (
            <p className="text-xs text-slate-600">
              {t('edited', { date: reviewDate(review.editedAt) })}
            </p>
          )}
        </div>
      </header>
      {review.verification && (
        <details className="self-start text-xs">
          <summary className="w-fit cursor-pointer rounded-full bg-emerald-50 px-2.5 py-0.5 font-medium text-emerald-800">
            {t(`verification.${review.verification}`)}
            <span className="sr-only">{t('whatThisMeans')}</span>
          </summary>
          <p className="mt-1 max-w-prose text-slate-700">
            {t(`verification.${review.verification}Explain`)}{' '}
            <Link to={paths.transparency} className="text-brand-700 underline">
              {t('howReviewsWork')}
            </Link>
          </p>
        </details>
      )}
      <p lang={review.language ?? undefined} className="whitespace-pre-line text-slate-800">
        {review.text}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-5">
        {REVIEW_QUESTIONS.map((q) => (
          <div key={q} className="flex justify-between gap-2 sm:flex-col">
            <dt>{t(`breakdown.${q}`)}</dt>
            <dd className="font-semibold text-slate-800">{review.ratings[q]}/5</dd>
          </div>
        ))}
      </dl>
      {review.photoUrls.length > 0 && (
        <ul className="flex gap-2" aria-label={t('photos')}>
          {review.photoUrls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => onPhoto?.(review.photoUrls, index)}
                className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <img
                  src={url}
                  alt={t('photoAlt', { index: index + 1, name: review.author.name })}
                  className="size-20 object-cover"
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.appealUnderReview && (
        <p className="self-start rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">
          {t('appealUnderReview')}
        </p>
      )}
      {response ??
        (review.response && (
          <div className="rounded-xl bg-slate-50 p-3 text-sm">
            <p className="font-semibold text-slate-900">{t('response')}</p>
            <p className="mt-1 whitespace-pre-line text-slate-700">{review.response.text}</p>
          </div>
        ))}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
