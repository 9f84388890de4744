import {
  AMENITIES,
  injuryFactsFor,
  LANGUAGES,
  PLAN_TYPES,
  POSTS_CARD_COUNT,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  type TPost,
  type TProviderProfile,
} from '@app/contracts';
import { lazy, ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { commonMessages } from '../../../components/i18n';
import { dayLabel, factLabel, languageName, planLabel } from '../../../components/labels';
import { ProviderImage } from '../../../components/provider-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PostPhotos, useLightbox } from '../../../components/ui/lightbox';
import { ProfilePageSkeleton, Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { addressLine } from '../../../lib/address';
import { formatDate, formatNumber, useT } from '../../../lib/i18n';
import { useProvider, useProviderPosts, useProviderReviews } from '../../providers';
import { useOwnProviderId, useSwitchPlan } from '../api/tools';
import { CreatePostForm } from '../components/create-post';
import { EditDialogs, type EditSection } from '../components/edit-dialogs';
import { OwnerReview } from '../components/owner-review';
import { Suggestions } from '../components/suggestions';
import { toolsMessages } from '../i18n';

/** The appeals of this provider's reviews, with their decisions (decision 0030). */
const ReviewCases = lazy(() => import('../../../components/review-cases'));

const card = 'rounded-2xl border border-slate-200 bg-white p-5';
const title = 'text-lg font-semibold text-slate-900';
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const date = (iso: string) => formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });

export function NoProviderProfile() {
  const t = useT(toolsMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState
        title={t('profile.none.title')}
        text={t('profile.none.text')}
        action={
          <Link to={paths.search} className={buttonClasses('primary', 'md', 'mt-2')}>
            {t('profile.none.action')}
          </Link>
        }
      />
    </div>
  );
}

export function PageSkeleton() {
  const t = useT(toolsMessages);
  return (
    <ProfilePageSkeleton
      label={t('profile.loading')}
      main={['h-48', 'h-40', 'h-64']}
      side={['h-40', 'h-40']}
    />
  );
}

function PlanBar({ provider }: { provider: TProviderProfile }) {
  const switchPlan = useSwitchPlan(provider.id);
  const t = useT(toolsMessages);
  return (
    <div className="border-b border-yellow-300 bg-yellow-100 px-4 py-2 text-sm text-yellow-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
        <span>
          {t('profile.plan')} <strong>{planLabel(provider.plan)}</strong>
          {provider.isSample ? ` ${t('profile.demo')}` : ''}
        </span>
        {provider.isSample ? (
          <div role="group" aria-label={t('profile.switchPlan')} className="flex flex-wrap gap-2">
            {PLAN_TYPES.filter((p) => p !== 'unclaimed').map((p) => (
              <Button
                key={p}
                size="sm"
                variant={p === provider.plan ? 'primary' : 'secondary'}
                aria-pressed={p === provider.plan}
                disabled={switchPlan.isPending}
                onClick={() => p !== provider.plan && switchPlan.mutate(p)}
              >
                {planLabel(p)}
              </Button>
            ))}
          </div>
        ) : (
          <Link to={paths.plans} className="font-medium underline">
            {t('profile.seePlans')}
          </Link>
        )}
        {switchPlan.error && <span role="alert">{switchPlan.error.message}</span>}
      </div>
    </div>
  );
}

function Section({
  id,
  heading,
  onEdit,
  children,
}: {
  id: string;
  heading: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const t = useT(toolsMessages);
  return (
    <section aria-labelledby={id} className={card}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className={title}>
          {heading}
        </h2>
        {onEdit && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            aria-label={t('profile.editSection', { section: heading })}
          >
            {t('profile.edit')}
          </Button>
        )}
      </div>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

function PostItem({
  post,
  onPhoto,
}: {
  post: TPost;
  onPhoto: (urls: string[], index: number) => void;
}) {
  return (
    <article className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0">
      <p className="text-xs text-slate-600">{date(post.createdAt)}</p>
      <p lang={post.language ?? undefined} className="whitespace-pre-line text-sm text-slate-800">
        {post.text}
      </p>
      <PostPhotos urls={post.imageUrls} onOpen={onPhoto} />
    </article>
  );
}

function Posts({ provider }: { provider: TProviderProfile }) {
  const posts = useProviderPosts(provider.id);
  const [all, setAll] = useState(false);
  const [creating, setCreating] = useState(false);
  const lightbox = useLightbox();
  const list = posts.data ?? [];
  const t = useT(toolsMessages);
  return (
    <section aria-labelledby="my-posts" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-posts" className={title}>
          {t('profile.posts')}
        </h2>
        <div className="flex gap-2">
          {list.length > POSTS_CARD_COUNT && (
            <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
              {t('profile.seeAll')}
            </Button>
          )}
          <Button size="sm" onClick={() => setCreating(true)}>
            {t('profile.createPost')}
          </Button>
        </div>
      </div>
      {posts.isPending ? (
        <Skeleton className="mt-3 h-20" />
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('profile.noPosts')}</p>
      ) : (
        list
          .slice(0, POSTS_CARD_COUNT)
          .map((post) => <PostItem key={post.id} post={post} onPhoto={lightbox.open} />)
      )}
      <Dialog open={all} onOpenChange={setAll} title={t('profile.allPosts')} className="max-w-2xl">
        {list.map((post) => (
          <PostItem key={post.id} post={post} onPhoto={lightbox.open} />
        ))}
      </Dialog>
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title={t('profile.createPost')}
        className="max-w-lg"
      >
        <CreatePostForm
          providerId={provider.id}
          premium={provider.plan === 'premium'}
          onDone={() => setCreating(false)}
        />
      </Dialog>
      {lightbox.element}
    </section>
  );
}

export function OwnerReviews({ providerId, heading }: { providerId: string; heading?: string }) {
  const t = useT(toolsMessages);
  const reviews = useProviderReviews(providerId, 'newest');
  const lightbox = useLightbox();
  const items = reviews.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section aria-labelledby="owner-reviews" className={card}>
      <h2 id="owner-reviews" className={title}>
        {heading ?? t('profile.reviews')}
      </h2>
      {reviews.isPending ? (
        <div className="mt-4 flex flex-col gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('profile.noReviews')}</p>
      ) : (
        items.map((review) => (
          <OwnerReview
            key={review.id}
            providerId={providerId}
            review={review}
            onPhoto={lightbox.open}
          />
        ))
      )}
      {reviews.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            loading={reviews.isFetchingNextPage}
            onClick={() => void reviews.fetchNextPage()}
          >
            {t('profile.loadMoreReviews')}
          </Button>
        </div>
      )}
      <Suspense fallback={null}>
        <ReviewCases role="provider" />
      </Suspense>
      {lightbox.element}
    </section>
  );
}

function ProfileCard({
  provider,
  edit,
}: {
  provider: TProviderProfile;
  edit: (s: EditSection) => void;
}) {
  const premium = provider.plan === 'premium';
  const t = useT(toolsMessages);
  const common = useT(commonMessages);
  return (
    <section
      aria-labelledby="provider-name"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      {premium && provider.bannerUrl && provider.showBanner && (
        <img src={provider.bannerUrl} alt="" className="aspect-[1610/320] w-full object-cover" />
      )}
      <div className="flex flex-col gap-3 p-5">
        <div className="flex items-start gap-4">
          <div className="flex flex-col items-center gap-1">
            <ProviderImage
              provider={{ name: provider.profileName, image: provider.logoUrl }}
              className="size-20 shrink-0 rounded-xl sm:size-24"
            />
            <Button variant="ghost" size="sm" onClick={() => edit('photo')}>
              {t('profile.editPhoto')}
            </Button>
          </div>
          <div className="min-w-0 flex-1">
            <h1 id="provider-name" className="text-2xl font-bold text-slate-900">
              {provider.profileName}
            </h1>
            <p className="text-sm text-slate-600">
              {provider.providerType}
              {provider.profileTags.length > 0 && ` · ${provider.profileTags.join(', ')}`}
            </p>
            <p className="text-sm text-slate-600">
              {formatNumber(provider.rating, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              })}{' '}
              ({common('reviewCount', { count: provider.reviewCount })})
            </p>
          </div>
        </div>
        <p
          lang={provider.descriptionLanguage ?? undefined}
          className="whitespace-pre-line text-slate-800"
        >
          {provider.description}
        </p>
        <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          <div>
            <dt className="font-medium">{t('profile.phone')}</dt>
            <dd>{provider.phoneNumber ?? '—'}</dd>
          </div>
          <div className="min-w-0">
            <dt className="font-medium">{t('profile.website')}</dt>
            <dd className="truncate">{provider.websiteLink ?? '—'}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => edit('info')}>
            {t('profile.editInfo')}
          </Button>
          {premium && (
            <Button size="sm" variant="secondary" onClick={() => edit('banner')}>
              {t('profile.editBanner')}
            </Button>
          )}
          <Link to={paths.provider(provider.id)} className={buttonClasses('secondary', 'sm')}>
            {t('profile.viewPublic')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function SideSections({
  provider,
  edit,
}: {
  provider: TProviderProfile;
  edit: (s: EditSection) => void;
}) {
  const address = addressLine(provider);
  const socials = SOCIAL_NETWORKS.filter((n) => provider.social[n]);
  const amenities = AMENITIES.filter((a) => provider.amenities[a]);
  const allDay = provider.facts?.open24Hours ?? false;
  const t = useT(toolsMessages);
  const facts = injuryFactsFor(provider.category)
    .filter((f) => f !== 'open24Hours' && provider.facts?.[f])
    .map((f) => factLabel(f));
  const languages = LANGUAGES.filter((l) => provider.facts?.languages.includes(l.code)).map((l) =>
    languageName(l.code),
  );
  return (
    <div className="flex flex-col gap-4">
      <Section id="side-location" heading={t('side.location')} onEdit={() => edit('location')}>
        {address ?? t('side.noAddress')}
      </Section>
      <Section id="side-hours" heading={t('side.hours')} onEdit={() => edit('hours')}>
        {allDay && <p className="mb-1 font-medium text-slate-900">{t('edit.hours.open24')}</p>}
        {provider.workingHours ? (
          <ul className="flex flex-col gap-1">
            {WEEKDAYS.map((d) => (
              <li key={d} className="flex justify-between">
                <span>{cap(dayLabel(d))}</span>
                <span>
                  {provider.workingHours![d].enabled
                    ? `${provider.workingHours![d].startTime} – ${provider.workingHours![d].endTime}`
                    : t('side.closed')}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          t('side.noHours')
        )}
      </Section>
      <Section id="side-facts" heading={t('side.facts')} onEdit={() => edit('facts')}>
        {facts.length || languages.length ? (
          <>
            {facts.length > 0 && <p>{facts.join(', ')}</p>}
            {languages.length > 0 && <p>{t('side.languages', { list: languages.join(', ') })}</p>}
          </>
        ) : (
          t('side.noneSelected')
        )}
      </Section>
      <Section id="side-social" heading={t('side.social')} onEdit={() => edit('social')}>
        {socials.length ? (
          <ul className="flex flex-col gap-1">
            {socials.map((n) => (
              <li key={n} className="truncate">
                {cap(n)}: {provider.social[n]}
              </li>
            ))}
          </ul>
        ) : (
          t('side.noLinks')
        )}
      </Section>
      <Section id="side-amenities" heading={t('side.amenities')} onEdit={() => edit('amenities')}>
        {amenities.length
          ? amenities.map((a) => t(`amenity.${a}`)).join(', ')
          : t('side.noneSelected')}
        {provider.plan !== 'premium' && (
          <p className="mt-1 text-xs text-slate-600">{t('side.amenitiesPremium')}</p>
        )}
      </Section>
      <Section id="side-lead" heading={t('side.leadForm')} onEdit={() => edit('leadForm')}>
        {provider.leadForm ? (
          <>
            <p className="font-medium">{provider.leadForm.formName}</p>
            <p>{provider.leadForm.options.map((o) => o.text).join(', ')}</p>
          </>
        ) : (
          t('side.notSetUp')
        )}
      </Section>
    </div>
  );
}

/** /my-profile: the owner's page (spec 2): plan bar, profile card, posts, reviews, side sections. */
export function MyProfilePage() {
  const id = useOwnProviderId();
  const provider = useProvider(id ?? '');
  const [section, setSection] = useState<EditSection | null>(null);
  const t = useT(toolsMessages);
  if (!id) return <NoProviderProfile />;
  if (provider.isPending) return <PageSkeleton />;
  if (provider.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState title={t('profile.loadError')} text={provider.error.message} />
      </div>
    );
  const p = provider.data;
  return (
    <>
      <PlanBar provider={p} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 lg:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          <ProfileCard provider={p} edit={setSection} />
          <Suggestions providerId={p.id} />
          <Posts provider={p} />
          <OwnerReviews providerId={p.id} />
        </div>
        <aside className="w-full shrink-0 lg:w-80" aria-label={t('profile.sections')}>
          <SideSections provider={p} edit={setSection} />
        </aside>
      </div>
      {section && (
        <EditDialogs
          key={section}
          provider={p}
          section={section}
          onClose={() => setSection(null)}
        />
      )}
    </>
  );
}
