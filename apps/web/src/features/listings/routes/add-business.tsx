import type { TProviderProfile } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useAuthModal } from '../../../lib/auth-modal';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { useCreateListing } from '../api/listings';
import { ListingForm } from '../components/listing-form';
import { listingMessages } from '../i18n';

/**
 * /add-business (issue 47): a signed-in person lists a business; likely duplicates are shown
 * before it is saved; then its page opens (with 'Not yet verified' and the claim card, or
 * theirs at once when their email's domain is the website's).
 */
export function AddBusinessPage() {
  const t = useT(listingMessages);
  const { status, isSignedIn, refresh } = useAuth();
  const modal = useAuthModal();
  const create = useCreateListing();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('pageTitle'));

  const onSaved = (profile: TProviderProfile) => {
    void queryClient.invalidateQueries({ queryKey: ['providers'] });
    // Owned at once: the session then lists it among the person's profiles.
    if (profile.verified) void refresh();
    navigate(paths.provider(profile.id));
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('pageTitle')}</h1>
      <p className="mt-1 text-slate-700">{t('intro')}</p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
        {status === 'loading' ? (
          <div aria-busy="true" className="flex flex-col gap-4">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-2/3" />
          </div>
        ) : !isSignedIn ? (
          <EmptyState
            title={t('signInTitle')}
            text={t('signInText')}
            action={<Button onClick={() => modal.open('login')}>{t('signIn')}</Button>}
          />
        ) : (
          <ListingForm submit={(body) => create.mutateAsync(body)} onSaved={onSaved} />
        )}
      </div>
    </div>
  );
}
