import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { preloadLeadRequestForm } from '../../../components/lazy-lead-request-form';
import { afterNextPaint } from '../../../lib/after-paint';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-error';
import { placeOf } from '../../../lib/place-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { useProvider } from '../api/provider';
import { providerMessages } from '../i18n';
import {
  preloadReviewItem,
  ProviderSkeleton,
  ProviderView,
  useMinimumSkeleton,
} from '../components/provider-view';

/** /provider/{id}: the public profile, after a short skeleton (spec 2). */
export function ProviderPage() {
  const t = useT(providerMessages);
  const { id = '' } = useParams();
  // ?near=33101 (or lat + lng), passed on from a search: the profile shows its distance.
  const { search } = useLocation();
  const place = useMemo(() => placeOf(search), [search]);
  const provider = useProvider(id, { refetchOnMount: false, place });
  const waited = useMinimumSkeleton();
  useDocumentTitle(
    provider.isError ? t('notFound') : (provider.data?.profileName ?? t('pageTitle')),
  );
  // Nothing but the page itself loads during the skeleton and the profile's first paint:
  // whatever starts then delays that paint on slow networks (decision 0013). After it: the
  // lazy parts, and the refetch of a profile that came embedded in the HTML (it counts the view).
  const { isStale, refetch } = provider;
  useEffect(() => {
    if (!waited) return;
    return afterNextPaint(() => {
      void preloadLeadRequestForm();
      void preloadReviewItem();
      if (isStale) void refetch();
    });
    // Once per page, when the skeleton ends and the profile has been painted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waited]);
  // A merged listing's address answered 301 to the one kept: show that one's address.
  if (provider.data && provider.data.id !== id)
    return <Navigate to={`${paths.provider(provider.data.id)}${search}`} replace />;
  if (!waited || provider.isPending) return <ProviderSkeleton />;
  if (provider.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          title={t('notFound')}
          text={
            provider.error instanceof ApiError && provider.error.status === 404
              ? t('notFoundText')
              : provider.error.message
          }
          action={
            <Link to={paths.search} className={buttonClasses('primary', 'md', 'mt-2')}>
              {t('searchProviders')}
            </Link>
          }
        />
      </div>
    );
  return <ProviderView key={provider.data.id} provider={provider.data} />;
}
