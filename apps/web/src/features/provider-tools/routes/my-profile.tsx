import {
  AMENITIES,
  AMENITY_LABELS,
  INJURY_FACT_LABELS,
  injuryFactsFor,
  LANGUAGES,
  OPEN_24_HOURS_LABEL,
  PLAN_LABELS,
  PLAN_TYPES,
  POSTS_CARD_COUNT,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  type TPost,
  type TProviderProfile,
} from '@app/contracts';
import { lazy, ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProviderImage } from '../../../components/provider-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PostPhotos, useLightbox } from '../../../components/ui/lightbox';
import { ProfilePageSkeleton, Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { addressLine } from '../../../lib/address';
import { useProvider, useProviderPosts, useProviderReviews } from '../../providers';
import { useOwnProviderId, useSwitchPlan } from '../api/tools';
import { CreatePostForm } from '../components/create-post';
import { EditDialogs, type EditSection } from '../components/edit-dialogs';
import { OwnerReview } from '../components/owner-review';

/** The appeals of this provider's reviews, with their decisions (decision 0030). */
const ReviewCases = lazy(() => import('../../../components/review-cases'));

const card = 'rounded-2xl border border-slate-200 bg-white p-5';
const title = 'text-lg font-semibold text-slate-900';
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function NoProviderProfile() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState
        title="No provider profile yet"
        text="Find your business in the directory and claim it to manage it here."
        action={
          <Link to={paths.search} className={buttonClasses('primary', 'md', 'mt-2')}>
            Search providers
          </Link>
        }
      />
    </div>
  );
}

export function PageSkeleton() {
  return (
    <ProfilePageSkeleton label="Loading" main={['h-48', 'h-40', 'h-64']} side={['h-40', 'h-40']} />
  );
}

function PlanBar({ provider }: { provider: TProviderProfile }) {
  const switchPlan = useSwitchPlan(provider.id);
  return (
    <div className="border-b border-yellow-300 bg-yellow-100 px-4 py-2 text-sm text-yellow-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
        <span>
          Plan: <strong>{PLAN_LABELS[provider.plan]}</strong>
          {provider.isSample ? ' (demo profile: switch freely)' : ''}
        </span>
        {provider.isSample ? (
          <div role="group" aria-label="Switch plan" className="flex flex-wrap gap-2">
            {PLAN_TYPES.filter((p) => p !== 'unclaimed').map((p) => (
              <Button
                key={p}
                size="sm"
                variant={p === provider.plan ? 'primary' : 'secondary'}
                aria-pressed={p === provider.plan}
                disabled={switchPlan.isPending}
                onClick={() => p !== provider.plan && switchPlan.mutate(p)}
              >
                {PLAN_LABELS[p]}
              </Button>
            ))}
          </div>
        ) : (
          <Link to={paths.plans} className="font-medium underline">
            See plans
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
  return (
    <section aria-labelledby={id} className={card}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className={title}>
          {heading}
        </h2>
        {onEdit && (
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${heading}`}>
            Edit
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
      <p className="whitespace-pre-line text-sm text-slate-800">{post.text}</p>
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
  return (
    <section aria-labelledby="my-posts" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-posts" className={title}>
          Posts
        </h2>
        <div className="flex gap-2">
          {list.length > POSTS_CARD_COUNT && (
            <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
              See All
            </Button>
          )}
          <Button size="sm" onClick={() => setCreating(true)}>
            Create a Post
          </Button>
        </div>
      </div>
      {posts.isPending ? (
        <Skeleton className="mt-3 h-20" />
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No posts yet. Share news with your visitors.</p>
      ) : (
        list
          .slice(0, POSTS_CARD_COUNT)
          .map((post) => <PostItem key={post.id} post={post} onPhoto={lightbox.open} />)
      )}
      <Dialog open={all} onOpenChange={setAll} title="All Posts" className="max-w-2xl">
        {list.map((post) => (
          <PostItem key={post.id} post={post} onPhoto={lightbox.open} />
        ))}
      </Dialog>
      <Dialog open={creating} onOpenChange={setCreating} title="Create a Post" className="max-w-lg">
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

export function OwnerReviews({
  providerId,
  heading = 'Reviews',
}: {
  providerId: string;
  heading?: string;
}) {
  const reviews = useProviderReviews(providerId, 'newest');
  const lightbox = useLightbox();
  const items = reviews.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section aria-labelledby="owner-reviews" className={card}>
      <h2 id="owner-reviews" className={title}>
        {heading}
      </h2>
      {reviews.isPending ? (
        <div className="mt-4 flex flex-col gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No reviews yet.</p>
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
            Load More Reviews
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
              Edit Photo
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
              {provider.rating.toFixed(1)} ({provider.reviewCount}{' '}
              {provider.reviewCount === 1 ? 'review' : 'reviews'})
            </p>
          </div>
        </div>
        <p className="whitespace-pre-line text-slate-800">{provider.description}</p>
        <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          <div>
            <dt className="font-medium">Phone</dt>
            <dd>{provider.phoneNumber ?? '—'}</dd>
          </div>
          <div className="min-w-0">
            <dt className="font-medium">Website</dt>
            <dd className="truncate">{provider.websiteLink ?? '—'}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => edit('info')}>
            Edit Profile Information
          </Button>
          {premium && (
            <Button size="sm" variant="secondary" onClick={() => edit('banner')}>
              Edit Banner
            </Button>
          )}
          <Link to={paths.provider(provider.id)} className={buttonClasses('secondary', 'sm')}>
            View public page
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
  const facts = injuryFactsFor(provider.category)
    .filter((f) => f !== 'open24Hours' && provider.facts?.[f])
    .map((f) => INJURY_FACT_LABELS[f]);
  const languages = LANGUAGES.filter((l) => provider.facts?.languages.includes(l.code)).map(
    (l) => l.name,
  );
  return (
    <div className="flex flex-col gap-4">
      <Section id="side-location" heading="Location" onEdit={() => edit('location')}>
        {address ?? 'No address yet.'}
      </Section>
      <Section id="side-hours" heading="Working Hours" onEdit={() => edit('hours')}>
        {allDay && <p className="mb-1 font-medium text-slate-900">{OPEN_24_HOURS_LABEL}</p>}
        {provider.workingHours ? (
          <ul className="flex flex-col gap-1">
            {WEEKDAYS.map((d) => (
              <li key={d} className="flex justify-between">
                <span>{cap(d)}</span>
                <span>
                  {provider.workingHours![d].enabled
                    ? `${provider.workingHours![d].startTime} – ${provider.workingHours![d].endTime}`
                    : 'Closed'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          'No hours yet.'
        )}
      </Section>
      <Section id="side-facts" heading="Services and Languages" onEdit={() => edit('facts')}>
        {facts.length || languages.length ? (
          <>
            {facts.length > 0 && <p>{facts.join(', ')}</p>}
            {languages.length > 0 && <p>Languages: {languages.join(', ')}</p>}
          </>
        ) : (
          'None selected.'
        )}
      </Section>
      <Section id="side-social" heading="Social Media" onEdit={() => edit('social')}>
        {socials.length ? (
          <ul className="flex flex-col gap-1">
            {socials.map((n) => (
              <li key={n} className="truncate">
                {cap(n)}: {provider.social[n]}
              </li>
            ))}
          </ul>
        ) : (
          'No links yet.'
        )}
      </Section>
      <Section id="side-amenities" heading="Amenities" onEdit={() => edit('amenities')}>
        {amenities.length ? amenities.map((a) => AMENITY_LABELS[a]).join(', ') : 'None selected.'}
        {provider.plan !== 'premium' && (
          <p className="mt-1 text-xs text-slate-600">Shown on the public page with Premium.</p>
        )}
      </Section>
      <Section id="side-lead" heading="Lead Form" onEdit={() => edit('leadForm')}>
        {provider.leadForm ? (
          <>
            <p className="font-medium">{provider.leadForm.formName}</p>
            <p>{provider.leadForm.options.map((o) => o.text).join(', ')}</p>
          </>
        ) : (
          'Not set up yet.'
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
  if (!id) return <NoProviderProfile />;
  if (provider.isPending) return <PageSkeleton />;
  if (provider.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState title="Could not load your profile" text={provider.error.message} />
      </div>
    );
  const p = provider.data;
  return (
    <>
      <PlanBar provider={p} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 lg:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          <ProfileCard provider={p} edit={setSection} />
          <Posts provider={p} />
          <OwnerReviews providerId={p.id} />
        </div>
        <aside className="w-full shrink-0 lg:w-80" aria-label="Profile sections">
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
