import {
  PROFILE_SKELETON_MS,
  scoreLabel,
  type PlanType,
  type TProviderProfile,
} from '@app/contracts';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { ProviderImage } from '../../../components/provider-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ProfilePageSkeleton, Skeleton } from '../../../components/ui/skeleton';
import { Stars } from '../../../components/ui/stars';
import { useAuth } from '../../../lib/auth';
import { useAuthModal } from '../../../lib/auth-modal';
import { useBookmarks, useSetBookmark } from '../../../lib/bookmarks';
import { useLightbox } from '../../../components/ui/lightbox';
import { addressLine } from '../../../lib/address';
import { distanceText, OpenNowBadge, SideColumn } from './side-column';
import { usePainted } from '../../../lib/after-paint';
import { nameOf } from './names';
import { commonMessages } from '../../../components/i18n';
import { formatNumber, useT } from '../../../lib/i18n';
import { providerMessages } from '../i18n';

/** Sponsored entries of the provider-page placement, after the profile (decision 0031). */
const SponsoredColumn = lazy(() => import('../../../components/sponsored-column'));

/** The claim flow lives in the provider-tools chunk: loaded only when a signed-in person sees the card. */
const ClaimFlow = lazy(() => import('../../claims'));
/**
 * Review items load beside the page (ProviderPage preloads them while its skeleton shows),
 * not in its initial JS: the list waits for its own fetch anyway.
 */
export const preloadReviewItem = () => import('../../../components/review-item');
/** Posts and reviews (with the author's Edit/Delete, Report): their own chunk, after paint. */
const feed = () => import('./provider-feed');
const PostsCard = lazy(() => feed().then((m) => ({ default: m.PostsCard })));
const Reviews = lazy(() => feed().then((m) => ({ default: m.Reviews })));
const RatingSummary = lazy(() => feed().then((m) => ({ default: m.RatingSummary })));
/** The review form (react-hook-form is not in the page's initial JS): loaded on 'Write a Review'. */
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));
/** Consumer alerts and 'Top rated for …' badges (decision 0030), after the first paint. */
const ProviderTrust = lazy(() =>
  import('./provider-trust').then((m) => ({ default: m.ProviderTrust })),
);

const card = 'rounded-2xl border border-slate-200 bg-white p-5';
/** The demo switcher's order (spec 2): premium, basic, unclaimed. */
const PLAN_CYCLE: PlanType[] = ['premium', 'basic', 'unclaimed'];

export function ProviderSkeleton() {
  const t = useT(providerMessages);
  return (
    <ProfilePageSkeleton
      label={t('loading')}
      main={['h-64', 'h-40', 'h-72']}
      side={['h-40', 'h-56']}
    />
  );
}

/** Shows the skeleton for at least ~600 ms (spec 9), and as long as the data is loading. */
export function useMinimumSkeleton() {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    // A transition: the profile renders in slices that yield, not as one long task.
    const timer = window.setTimeout(
      () => startTransition(() => setWaited(true)),
      PROFILE_SKELETON_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);
  return waited;
}

/** A closed listing (issue 47): 'Permanently closed' or 'Temporarily closed', and why. */
function ClosedBanner({ provider }: { provider: TProviderProfile }) {
  const t = useT(providerMessages);
  if (provider.status === 'open') return null;
  return (
    <section
      role="status"
      aria-labelledby="closed-heading"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <h2 id="closed-heading" className="text-lg font-semibold">
        {t(`status.${provider.status}`)}
      </h2>
      {provider.closedReason && (
        <p className="mt-1 text-sm">{t('closedReason', { reason: provider.closedReason })}</p>
      )}
      <p className="mt-1 text-sm">{t('closedText')}</p>
    </section>
  );
}

function Header({
  provider,
  plan,
  onWrite,
}: {
  provider: TProviderProfile;
  plan: PlanType;
  onWrite: () => void;
}) {
  const t = useT(providerMessages);
  const tc = useT(commonMessages);
  const { user, isSignedIn } = useAuth();
  const modal = useAuthModal();
  const bookmarks = useBookmarks(isSignedIn);
  const toggle = useSetBookmark();
  const bookmarked = Boolean(bookmarks.data?.some((b) => b.id === provider.id));
  // Trust (its chunk and its call) starts once the profile has been painted (decision 0013).
  const painted = usePainted();
  const address = addressLine(provider);
  const distance = distanceText(provider);
  const showBanner = plan === 'premium' && provider.showBanner && provider.bannerUrl;
  return (
    <section
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
      aria-labelledby="provider-name"
    >
      {showBanner && (
        <img src={provider.bannerUrl!} alt="" className="aspect-[1610/320] w-full object-cover" />
      )}
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start gap-4">
          <ProviderImage
            provider={{ name: provider.profileName, image: provider.logoUrl }}
            className="size-20 shrink-0 rounded-xl sm:size-24"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 id="provider-name" className="text-2xl font-bold text-slate-900">
                {provider.profileName}
              </h1>
              {plan === 'premium' && (
                <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                  {t('premiumProfile')}
                </span>
              )}
              {provider.verified === false && (
                <span
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
                  title={t('notVerifiedHint')}
                >
                  {t('notVerified')}
                </span>
              )}
            </div>
            <p className="text-sm text-slate-600">
              {nameOf('category', provider.category)}
              {provider.profileTags.length > 0 && ` · ${provider.profileTags.join(', ')}`}
            </p>
            {plan !== 'unclaimed' && (
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <Stars rating={provider.rating} />
                <span>
                  {formatNumber(provider.rating, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  })}{' '}
                  {provider.reviewCount > 0 && t(`score.${scoreLabel(provider.rating)}`)} (
                  {tc('reviewCount', { count: provider.reviewCount })})
                </span>
                {(provider.workingHours || provider.facts?.open24Hours) && (
                  <OpenNowBadge provider={provider} />
                )}
              </div>
            )}
          </div>
        </div>
        {plan !== 'unclaimed' && (
          <p
            lang={provider.descriptionLanguage ?? undefined}
            className="whitespace-pre-line text-slate-800"
          >
            {provider.description}
          </p>
        )}
        {plan !== 'unclaimed' && provider.badges.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('badges')}>
            {provider.badges.map((b) => (
              <li
                key={b}
                className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium text-green-800"
              >
                {b}
              </li>
            ))}
          </ul>
        )}
        {painted && (
          <Suspense fallback={null}>
            <ProviderTrust providerId={provider.id} showRankings={plan !== 'unclaimed'} />
          </Suspense>
        )}
        <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-3">
          {address && (
            <div>
              <dt className="sr-only">{t('address')}</dt>
              <dd>{address}</dd>
            </div>
          )}
          {distance && (
            <div>
              <dt className="sr-only">{t('distance')}</dt>
              <dd className="font-medium text-slate-800">{distance}</dd>
            </div>
          )}
          {provider.phoneNumber && (
            <div>
              <dt className="sr-only">{t('phone')}</dt>
              <dd>{provider.phoneNumber}</dd>
            </div>
          )}
          {provider.websiteLink && (
            <div>
              <dt className="sr-only">{t('website')}</dt>
              <dd className="truncate">{provider.websiteLink.replace(/^https?:\/\//, '')}</dd>
            </div>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={onWrite}
            disabled={user !== null && user.providerIds.includes(provider.id)}
          >
            {t('writeReview')}
          </Button>
          {provider.websiteLink && (
            <a
              href={provider.websiteLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary')}
            >
              {t('openWebsite')}
            </a>
          )}
          {provider.phoneNumber && (
            <a
              href={`tel:${provider.phoneNumber.replace(/[^\d+]/g, '')}`}
              className={buttonClasses('secondary')}
            >
              {t('call')}
            </a>
          )}
          <Button
            variant="secondary"
            aria-pressed={bookmarked}
            loading={toggle.isPending}
            onClick={() =>
              isSignedIn
                ? toggle.mutate({ providerId: provider.id, bookmarked })
                : modal.open('login')
            }
          >
            {bookmarked ? t('bookmarked') : t('bookmark')}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The reviews card until its chunk has loaded: its heading and a skeleton. */
function ReviewsPlaceholder() {
  const t = useT(providerMessages);
  return (
    <section aria-labelledby="reviews" className={card}>
      <h2 id="reviews" className="text-lg font-semibold text-slate-900">
        {t('reviewsTitle')}
      </h2>
      <div className="mt-4 flex flex-col gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    </section>
  );
}

/** A provider's public page (spec 2) for one of the three plans. */
export function ProviderView({ provider }: { provider: TProviderProfile }) {
  const t = useT(providerMessages);
  const [plan, setPlan] = useState<PlanType>(provider.plan);
  // A review invitation's link (?invitation=token) opens the form, after signing in or up.
  const [invitation] = useState(() =>
    new URLSearchParams(window.location.search).get('invitation'),
  );
  const [writingNow, setWriting] = useState(false);
  const [invitationClosed, setInvitationClosed] = useState(false);
  // One lightbox for every photo on the page: posts and reviews.
  const lightbox = useLightbox();
  const { isSignedIn } = useAuth();
  const modal = useAuthModal();
  const painted = usePainted();
  const writing = writingNow || (Boolean(invitation) && isSignedIn && !invitationClosed);
  useEffect(() => {
    if (invitation && !isSignedIn) modal.open('login');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invitation, isSignedIn]);
  const formRef = useRef<HTMLElement>(null);
  const write = () => {
    if (!isSignedIn) return modal.open('login');
    setWriting(true);
    window.setTimeout(
      () => formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
      0,
    );
  };
  return (
    <>
      {provider.isSample && (
        <div className="border-b border-yellow-300 bg-yellow-100 px-4 py-2 text-sm text-yellow-900">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
            <span>
              {t('demoBefore')} <strong>{nameOf('plan', plan)}</strong>{' '}
              {t('demoAfter', { id: provider.id })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                setPlan(PLAN_CYCLE[(PLAN_CYCLE.indexOf(plan) + 1) % PLAN_CYCLE.length]!)
              }
            >
              {t('switchPlan')}
            </Button>
          </div>
        </div>
      )}
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 lg:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          {provider.status !== 'open' && <ClosedBanner provider={provider} />}
          <Header provider={provider} plan={plan} onWrite={write} />
          {plan !== 'unclaimed' && painted && (
            <Suspense fallback={null}>
              <PostsCard providerId={provider.id} onPhoto={lightbox.open} />
            </Suspense>
          )}
          <section ref={formRef} aria-labelledby="leave-review" className={card}>
            <h2 id="leave-review" className="text-lg font-semibold text-slate-900">
              {t('leaveReview')}
            </h2>
            {writing ? (
              <div className="mt-4">
                <Suspense fallback={<Skeleton className="h-72 w-full rounded-lg" />}>
                  <ReviewForm
                    providerId={provider.id}
                    invitationToken={invitation ?? undefined}
                    onDone={() => {
                      setWriting(false);
                      setInvitationClosed(true);
                    }}
                  />
                </Suspense>
              </div>
            ) : (
              <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
                <p className="text-slate-700">{t('leaveReviewText')}</p>
                <Button onClick={write}>{t('writeReview')}</Button>
              </div>
            )}
          </section>
          {painted ? (
            <Suspense fallback={<ReviewsPlaceholder />}>
              <Reviews provider={provider} onPhoto={lightbox.open} />
            </Suspense>
          ) : (
            <ReviewsPlaceholder />
          )}
          {plan !== 'unclaimed' && painted && (
            <Suspense fallback={null}>
              <RatingSummary summary={provider.ratingSummary} />
            </Suspense>
          )}
        </div>
        <aside className="w-full shrink-0 lg:w-80" aria-label={t('details')}>
          {plan === 'unclaimed' && (
            <section
              id="claim"
              className="mb-4 scroll-mt-24 rounded-2xl border border-brand-100 bg-brand-50 p-5"
            >
              <h2 className="text-lg font-semibold text-slate-900">{t('claimTitle')}</h2>
              <p className="mt-1 text-sm text-slate-700">{t('claimText')}</p>
              {isSignedIn ? (
                <Suspense
                  fallback={<div className="mt-3 h-10 animate-pulse rounded-lg bg-slate-200" />}
                >
                  <ClaimFlow providerId={provider.id} />
                </Suspense>
              ) : (
                <Button className="mt-3 w-full" onClick={() => modal.open('login')}>
                  {t('claimButton')}
                </Button>
              )}
            </section>
          )}
          <SideColumn provider={provider} plan={plan} />
          {painted && (
            <Suspense fallback={null}>
              <SponsoredColumn placement="provider" exclude={provider.id} className="mt-4" />
            </Suspense>
          )}
        </aside>
      </div>
      {lightbox.element}
    </>
  );
}
