import { LATEST_POSTS_COUNT, type TPost } from '@app/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLightbox } from '../../../components/ui/lightbox';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLatestPosts as usePosts } from '../api/posts';
import { categoryLabel } from '../../../components/labels';
import { formatDate, useT } from '../../../lib/i18n';
import { usePainted } from '../../../lib/after-paint';
import { homeMessages } from '../i18n';

const THUMBNAILS = 3;

function PostCard({
  post,
  onPhoto,
}: {
  post: TPost;
  onPhoto: (urls: string[], index: number) => void;
}) {
  const t = useT(homeMessages);
  const extra = post.imageUrls.length - THUMBNAILS;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <Link
        to={paths.provider(post.providerId)}
        className="flex items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {post.providerAvatar ? (
          <img src={post.providerAvatar} alt="" className="size-10 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-10 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700"
          >
            {post.providerName[0]}
          </span>
        )}
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900">{post.providerName}</span>
          <span className="block text-xs text-slate-600">
            {categoryLabel(post.providerCategory)} ·{' '}
            {formatDate(post.createdAt, { month: 'short', day: 'numeric', year: 'numeric' })}
          </span>
        </span>
      </Link>
      <p lang={post.language ?? undefined} className="line-clamp-4 text-sm text-slate-700">
        {post.text}
      </p>
      {post.imageUrls.length > 0 && (
        <ul className="mt-auto grid grid-cols-3 gap-2" aria-label={t('photos')}>
          {post.imageUrls.slice(0, THUMBNAILS).map((url, index) => (
            <li
              key={url}
              className="relative aspect-square overflow-hidden rounded-lg bg-slate-100"
            >
              <button
                type="button"
                onClick={() => onPhoto(post.imageUrls, index)}
                className="block size-full focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
              >
                <img
                  src={url}
                  alt={t('postPhoto', {
                    n: index + 1,
                    total: post.imageUrls.length,
                    name: post.providerName,
                  })}
                  loading="lazy"
                  className="size-full object-cover"
                />
                {index === THUMBNAILS - 1 && extra > 0 && (
                  <span
                    aria-hidden
                    className="absolute inset-0 flex items-center justify-center bg-slate-900/60 text-lg font-semibold text-white"
                  >
                    +{extra}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Latest Posts (spec 2): 3 posts, hidden below the small breakpoint. */
export function LatestPosts() {
  const t = useT(homeMessages);
  const posts = usePosts(usePainted()); // after the hero's first paint, like the carousel
  const lightbox = useLightbox();
  if (posts.isError || (posts.isSuccess && posts.data.length === 0)) return null;
  return (
    <section
      aria-labelledby="latest-posts"
      className="mx-auto hidden max-w-6xl px-4 pb-12 sm:block"
    >
      <h2 id="latest-posts" className="text-2xl font-bold text-slate-900">
        {t('latestPosts')}
      </h2>
      <ul className="mt-6 grid grid-cols-3 gap-4">
        {posts.isPending
          ? Array.from({ length: LATEST_POSTS_COUNT }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-56 rounded-2xl" />
              </li>
            ))
          : posts.data.slice(0, LATEST_POSTS_COUNT).map((post) => (
              <li key={post.id}>
                <PostCard post={post} onPhoto={lightbox.open} />
              </li>
            ))}
      </ul>
      {lightbox.element}
    </section>
  );
}
