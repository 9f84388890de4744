import type { TReview } from '@app/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LazyDialog as Dialog } from '../../../components/ui/lazy-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { commonMessages } from '../../../components/i18n';
import { useT } from '../../../lib/i18n';
import { providerPartMessages } from './i18n';
import { useDeleteReview } from '../api/reviews';

const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

function DeleteOwnReview({ providerId, reviewId }: { providerId: string; reviewId: string }) {
  const t = useT(providerPartMessages);
  const tc = useT(commonMessages);
  const remove = useDeleteReview(providerId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        {t('deleteReview')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteReview')}
        description={t('deleteReviewText')}
      >
        {remove.error && (
          <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {remove.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {tc('cancel')}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate(reviewId, { onSuccess: () => setConfirming(false) })}
          >
            {tc('delete')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/**
 * The signed-in author's own review, wherever it is listed (the provider's page, /me):
 * 'Edit your Review' swaps it for the review form filled with it, 'Delete your Review'
 * asks first. `render` draws the review with the two buttons.
 */
export function OwnReview({
  review,
  render,
}: {
  review: TReview;
  render: (actions: ReactNode) => ReactNode;
}) {
  const t = useT(providerPartMessages);
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <div className="py-5">
        <Suspense fallback={<Skeleton className="h-72 w-full rounded-lg" />}>
          <ReviewForm
            providerId={review.providerId}
            review={review}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      </div>
    );
  return render(
    <>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        {t('editReview')}
      </Button>
      <DeleteOwnReview providerId={review.providerId} reviewId={review.id} />
    </>,
  );
}
