import {
  POSTS_CARD_COUNT,
  REVIEW_SORTS,
  scoreLabel,
  type TRatingSummary,
  type TPost,
  type TProviderProfile,
  type TReviewSort,
} from '@app/contracts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LazyDialog as Dialog } from '../../../components/ui/lazy-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { PostPhotos } from '../../../components/ui/lightbox';
import { useAuth } from '../../../lib/auth';
import { usePainted } from '../../../lib/after-paint';
import { Stars } from '../../../components/ui/stars';
import { commonMessages } from '../../../components/i18n';
import { formatDate, formatNumber, useT } from '../../../lib/i18n';
import { useProviderPosts, useProviderReviews } from '../api/reviews';
import { providerMessages } from '../i18n';
import { providerPartMessages } from './i18n';
import { RatingBars } from './rating-summary';

/**
 * The provider page's posts and reviews (spec 2): a chunk of their own, loaded once the
 * profile has been painted (their data is fetched only then too), so that the page's first
 * JavaScript stays within its budget.
 */

const OwnReview = lazy(() => import('./own-review').then((m) => ({ default: m.OwnReview })));
const ReviewItem = lazy(() =>
  import('../../../components/review-item').then((m) => ({ default: m.ReviewItem })),
);
/** Report (issue 17): its own chunk, with its dialog; the moderation record: display only. */
const ReportReview = lazy(() =>
  import('./review-trust').then((m) => ({ default: m.ReportReview })),
);
const ReviewRecord = lazy(() =>
  import('./provider-trust').then((m) => ({ default: m.ReviewRecord })),
);

const card = 'rounded-2xl border border-slate-200 bg-white p-5';

export type OpenPhoto = (urls: string[], index: number) => void;

function PostItem({ post, onPhoto }: { post: TPost; onPhoto: OpenPhoto }) {
  return (
    <article className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0">
      <p className="text-xs text-slate-600">
        {formatDate(post.createdAt, { month: 'short', day: 'numeric', year: 'numeric' })}
      </p>
      <p lang={post.language ?? undefined} className="whitespace-pre-line text-sm text-slate-800">
        {post.text}
      </p>
      <PostPhotos urls={post.imageUrls} onOpen={onPhoto} />
    </article>
  );
}

export function PostsCard({ providerId, onPhoto }: { providerId: string; onPhoto: OpenPhoto }) {
  // Posts and reviews are fetched once the profile has been painted (decision 0013).
  const p = useT(providerPartMessages);
  const posts = useProviderPosts(providerId, usePainted());
  const [all, setAll] = useState(false);
  if (!posts.data || posts.data.length === 0) return null;
  return (
    <section aria-labelledby="posts" className={card}>
      <div className="flex items-center justify-between">
        <h2 id="posts" className="text-lg font-semibold text-slate-900">
          {p('posts')}
        </h2>
        {posts.data.length > POSTS_CARD_COUNT && (
          <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
            {p('seeAll')}
          </Button>
        )}
      </div>
      {posts.data.slice(0, POSTS_CARD_COUNT).map((post) => (
        <PostItem key={post.id} post={post} onPhoto={onPhoto} />
      ))}
      <Dialog open={all} onOpenChange={setAll} title={p('allPosts')} className="max-w-2xl">
        {posts.data.map((post) => (
          <PostItem key={post.id} post={post} onPhoto={onPhoto} />
        ))}
      </Dialog>
    </section>
  );
}

export function Reviews({ provider, onPhoto }: { provider: TProviderProfile; onPhoto: OpenPhoto }) {
  const t = useT(providerMessages);
  const p = useT(providerPartMessages);
  const { user } = useAuth();
  const [sort, setSort] = useState<TReviewSort>('rating_desc');
  const reviews = useProviderReviews(provider.id, sort, usePainted());
  const items = reviews.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section aria-labelledby="reviews" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews" className="text-lg font-semibold text-slate-900">
          {t('reviewsTitle')}
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {p('sortBy')}
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value as TReviewSort)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2"
          >
            {REVIEW_SORTS.map((s) => (
              <option key={s} value={s}>
                {p(`reviewSort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {reviews.isPending ? (
        <div className="mt-4 flex flex-col gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 text-slate-700">{p('noReviews')}</p>
      ) : (
        <Suspense
          fallback={
            <div className="mt-4 flex flex-col gap-3">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          }
        >
          {items.map((review) =>
            user && review.author.id === user.id ? (
              <Suspense key={review.id} fallback={<ReviewItem review={review} onPhoto={onPhoto} />}>
                <OwnReview
                  review={review}
                  render={(actions) => (
                    <ReviewItem review={review} onPhoto={onPhoto} actions={actions} />
                  )}
                />
              </Suspense>
            ) : (
              <ReviewItem
                key={review.id}
                review={review}
                onPhoto={onPhoto}
                actions={
                  user ? (
                    <ReportReview reviewId={review.id} authorName={review.author.name} />
                  ) : undefined
                }
              />
            ),
          )}
        </Suspense>
      )}
      {!reviews.isPending && (
        <Suspense fallback={null}>
          <ReviewRecord providerId={provider.id} />
        </Suspense>
      )}
      {reviews.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            loading={reviews.isFetchingNextPage}
            onClick={() => void reviews.fetchNextPage()}
          >
            {p('loadMoreReviews')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** Average with its label (Excellent/Good/Fair/Poor), stars and the total. */
export function RatingSummary({ summary }: { summary: TRatingSummary }) {
  const t = useT(providerMessages);
  const p = useT(providerPartMessages);
  const tc = useT(commonMessages);
  return (
    <section
      aria-labelledby="ratings-summary"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="ratings-summary" className="text-lg font-semibold text-slate-900">
        {p('ratings')}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <span className="text-4xl font-bold text-slate-900">
          {formatNumber(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
        <div>
          <Stars rating={summary.average} />
          <p className="text-sm text-slate-600">
            {summary.total ? t(`score.${scoreLabel(summary.average)}`) : p('noRatings')} ·{' '}
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
