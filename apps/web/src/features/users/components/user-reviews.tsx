import type { TPublicUser } from '@app/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Stars } from '../../../components/ui/stars';
import { paths } from '../../../config/paths';
import { categoryLabel } from '../../../components/labels';
import { formatDate, useT } from '../../../lib/i18n';
import { userMessages } from '../i18n';

/** 'Mar 2, 2026' ('2 mar 2026' in Spanish). */
const reviewDate = (iso: string) =>
  formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });

// The author's Edit/Delete actions load after the page: the public page's first JavaScript
// stays within its budget.
const OwnReview = lazy(() => import('../../providers').then((m) => ({ default: m.OwnReview })));

type UserReview = TPublicUser['reviews'][number];

function UserReviewCard({ review, actions }: { review: UserReview; actions?: ReactNode }) {
  const t = useT(userMessages);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={paths.provider(review.provider.id)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {review.provider.name}
        </Link>
        <span className="flex items-center gap-2 text-sm text-slate-600">
          <Stars rating={review.rating} />
          {reviewDate(review.createdAt)}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {categoryLabel(review.provider.category)}
        {review.editedAt && <> · {t('edited', { date: reviewDate(review.editedAt) })}</>}
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-800">{review.text}</p>
      {review.response && (
        <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">{t('response')}</p>
          <p className="mt-1 text-slate-700">{review.response.text}</p>
        </div>
      )}
      {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A reviewer's reviews, each naming the provider it is about; `own` adds Edit and Delete (/me). */
export function UserReviews({
  reviews,
  empty,
  own = false,
}: {
  reviews: TPublicUser['reviews'];
  empty: string;
  own?: boolean;
}) {
  if (reviews.length === 0) return <p className="mt-2 text-slate-700">{empty}</p>;
  return (
    <ul className="mt-4 flex flex-col gap-4">
      {reviews.map((review) => (
        <li key={review.id}>
          {own ? (
            <Suspense fallback={<UserReviewCard review={review} />}>
              <OwnReview
                review={review}
                render={(actions) => <UserReviewCard review={review} actions={actions} />}
              />
            </Suspense>
          ) : (
            <UserReviewCard review={review} />
          )}
        </li>
      ))}
    </ul>
  );
}
