import { Link } from 'react-router-dom';
import { ProviderCard, ProviderCardSkeleton } from '../../../components/provider-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useBookmarks, useSetBookmark } from '../../../lib/bookmarks';

/** /bookmarks: the providers the person saved, each with Remove. */
export function BookmarksPage() {
  const bookmarks = useBookmarks();
  const remove = useSetBookmark();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="bookmarks-heading">
      <h1 id="bookmarks-heading" className="text-2xl font-bold text-slate-900">
        My Bookmarks
      </h1>
      <div className="mt-6" aria-busy={bookmarks.isPending}>
        {bookmarks.isPending ? (
          <div className="flex flex-col gap-4">
            <ProviderCardSkeleton />
            <ProviderCardSkeleton />
          </div>
        ) : bookmarks.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {bookmarks.error.message}
          </p>
        ) : bookmarks.data.length === 0 ? (
          <EmptyState
            title="No Bookmarks Yet"
            text="Bookmark providers from their profile to find them here."
            action={
              <Link to={paths.search} className={buttonClasses('primary', 'md', 'mt-2')}>
                Search providers
              </Link>
            }
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {bookmarks.data.map((provider) => (
              <li key={provider.id} className="flex flex-col gap-2">
                <ProviderCard provider={provider} />
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-end"
                  loading={remove.isPending && remove.variables?.providerId === provider.id}
                  onClick={() => remove.mutate({ providerId: provider.id, bookmarked: true })}
                  aria-label={`Remove ${provider.name} from bookmarks`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export { SettingsPage } from '../components/settings-page';
