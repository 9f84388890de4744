import { Link } from 'react-router-dom';
import { ProviderCard, ProviderCardSkeleton } from '../../../components/provider-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useBookmarks, useSetBookmark } from '../../../lib/bookmarks';
import { useT } from '../../../lib/i18n';
import { accountMessages } from '../i18n';

/** /bookmarks: the providers the person saved, each with Remove. */
export function BookmarksPage() {
  const t = useT(accountMessages);
  const bookmarks = useBookmarks();
  const remove = useSetBookmark();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="bookmarks-heading">
      <h1 id="bookmarks-heading" className="text-2xl font-bold text-slate-900">
        {t('myBookmarks')}
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
            title={t('noBookmarks')}
            text={t('noBookmarksText')}
            action={
              <Link to={paths.search} className={buttonClasses('primary', 'md', 'mt-2')}>
                {t('searchProviders')}
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
                  aria-label={t('removeBookmark', { name: provider.name })}
                >
                  {t('remove')}
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
