import type { TPublicUser } from '@app/contracts';
import { lazy, ReactNode, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Avatar } from '../../../components/layouts/avatar';
import { displayName } from '../../../components/layouts/account-links';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { usePublicUser } from '../api/users';
import { UserReviews } from '../components/user-reviews';
import { commonMessages } from '../../../components/i18n';
import { useT } from '../../../lib/i18n';
import { userMessages } from '../i18n';

/** Appeals and reports of the person's reviews (decision 0030): loaded on /me only. */
const ReviewCases = lazy(() => import('../../../components/review-cases'));

/** Only /me edits pictures: the upload dialogs stay out of /user/{id}'s initial JS. */
const photoDialogs = () => import('../components/photo-dialogs');
/** Sponsored entries of the user-page placement (decision 0031), loaded after the page. */
const SponsoredColumn = lazy(() => import('../../../components/sponsored-column'));
const ProfilePhotoDialog = lazy(() =>
  photoDialogs().then((m) => ({ default: m.ProfilePhotoDialog })),
);
const BannerDialog = lazy(() => photoDialogs().then((m) => ({ default: m.BannerDialog })));

/** A badge's name; a badge without one shows its code. */
const badgeLabel = (badge: string) =>
  badge === 'pro_reviewer' || badge === 'veteran' ? userMessages.t(`badge.${badge}`) : badge;

/** The reviewer card of spec 2: avatar, name, location, badges, member-since year, reviews. */
function ProfileCard({
  name,
  avatar,
  bannerUrl,
  location,
  badges,
  memberSince,
  reviewCount,
  actions,
}: {
  name: string;
  avatar: ReactNode;
  bannerUrl: string | null;
  location: string | null;
  badges: string[];
  memberSince: number;
  reviewCount: number;
  actions?: ReactNode;
}) {
  const t = useT(userMessages);
  const tc = useT(commonMessages);
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {bannerUrl ? (
        <img
          src={bannerUrl}
          alt={t('bannerAlt', { name })}
          className="aspect-[1610/320] w-full object-cover"
        />
      ) : (
        <div aria-hidden className="h-24 bg-gradient-to-r from-brand-700 to-teal-600" />
      )}
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end">
        {avatar}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-bold text-slate-900">{name}</h1>
          <p className="text-sm text-slate-600">
            {location && `${location} · `}
            {t('memberSince', { year: String(memberSince) })} ·{' '}
            {tc('reviewCount', { count: reviewCount })}
          </p>
          {badges.length > 0 && (
            <ul aria-label={t('badges')} className="mt-2 flex flex-wrap gap-2">
              {badges.map((badge) => (
                <li
                  key={badge}
                  className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800"
                >
                  {badgeLabel(badge)}
                </li>
              ))}
            </ul>
          )}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  const t = useT(userMessages);
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('loading')}>
      <Skeleton className="h-52 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}

function avatarImage(user: Pick<TPublicUser, 'name' | 'avatar'>) {
  return user.avatar ? (
    <img
      src={user.avatar}
      alt=""
      className="-mt-14 size-24 rounded-full border-4 border-white object-cover"
    />
  ) : (
    <span
      aria-hidden
      className="-mt-14 flex size-24 items-center justify-center rounded-full border-4 border-white bg-brand-700 text-2xl font-semibold text-white"
    >
      {user.name[0]}
    </span>
  );
}

/** /user/{id}: a reviewer's public page. */
export function UserPage() {
  const { id } = useParams();
  const t = useT(userMessages);
  const user = usePublicUser(id);
  useDocumentTitle(user.isError ? t('notFound') : (user.data?.name ?? t('pageTitle')));
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      {user.isPending ? (
        <ProfileSkeleton />
      ) : user.isError ? (
        <EmptyState
          title={t('notFound')}
          text={
            user.error instanceof ApiError && user.error.status < 500
              ? t('notFoundText')
              : user.error.message
          }
          action={
            <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-2')}>
              {t('goHome')}
            </Link>
          }
        />
      ) : (
        <>
          <ProfileCard {...user.data} avatar={avatarImage(user.data)} bannerUrl={null} />
          <div className="lg:flex lg:items-start lg:gap-8">
            <div className="min-w-0 flex-1">
              <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('reviews')}</h2>
              <UserReviews reviews={user.data.reviews} empty={t('noReviews')} />
            </div>
            <Suspense fallback={null}>
              <SponsoredColumn placement="user" className="mt-8 lg:w-72 lg:shrink-0" />
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
}

/** /me: the signed-in person's own reviewer page, with Edit Profile Photo (spec 2). */
export function MePage() {
  const t = useT(userMessages);
  useDocumentTitle(t('meTitle'));
  const { user } = useAuth();
  const details = usePublicUser(user?.id);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [bannerOpen, setBannerOpen] = useState(false);
  if (!user) return null;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <ProfileCard
        name={displayName(user)}
        avatar={<Avatar user={user} className="-mt-14 size-24 border-4 border-white text-2xl" />}
        bannerUrl={user.bannerPicUrl}
        location={details.data?.location ?? null}
        badges={user.badges}
        memberSince={new Date(user.createdAt).getFullYear()}
        reviewCount={user.reviewCount}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPhotoOpen(true)}>
              {t('editPhoto')}
            </Button>
            <Button variant="secondary" onClick={() => setBannerOpen(true)}>
              {t('editBanner')}
            </Button>
          </>
        }
      />
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('myReviews')}</h2>
      {details.isPending ? (
        <Skeleton className="mt-4 h-32 rounded-2xl" />
      ) : (
        <UserReviews reviews={details.data?.reviews ?? []} empty={t('noOwnReviews')} own />
      )}
      <Suspense fallback={null}>
        <ReviewCases role="author" />
      </Suspense>
      <Suspense fallback={null}>
        <ProfilePhotoDialog
          open={photoOpen}
          onOpenChange={setPhotoOpen}
          currentUrl={user.profilePicUrl}
        />
        {bannerOpen && (
          <BannerDialog open onOpenChange={setBannerOpen} currentUrl={user.bannerPicUrl} />
        )}
      </Suspense>
    </section>
  );
}
