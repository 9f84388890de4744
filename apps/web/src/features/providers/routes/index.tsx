import { useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { preloadLeadRequestForm } from '../../../components/lazy-lead-request-form';
import { afterNextPaint } from '../../../lib/after-paint';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-error';
import { placeOf } from '../../../lib/place-link';
import { TITLES } from '../../../config/titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProvider } from '../api/provider';
import {
  preloadReviewItem,
  ProviderSkeleton,
  ProviderView,
  useMinimumSkeleton,
} from '../components/provider-view';

/** /provider/{id}: the public profile, after a short skeleton (spec 2). */
export function ProviderPage() {
  const { id = '' } = useParams();
  // ?near=33101 (or lat + lng), passed on from a search: the profile shows its distance.
  const { search } = useLocation();
  const place = useMemo(() => placeOf(search), [search]);
  const provider = useProvider(id, { refetchOnMount: false, place });
  const waited = useMinimumSkeleton();
  useDocumentTitle(provider.isError ? TITLES.providerNotFound : provider.data?.profileName);
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
  if (!waited || provider.isPending) return <ProviderSkeleton />;
  if (provider.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          title={TITLES.providerNotFound}
          text={
            provider.error instanceof ApiError && provider.error.status === 404
              ? 'This profile does not exist or has been removed.'
              : provider.error.message
          }
          action={
            <Link to={paths.search} className={buttonClasses('primary', 'md', 'mt-2')}>
              Search providers
            </Link>
          }
        />
      </div>
    );
  return <ProviderView key={provider.data.id} provider={provider.data} />;
}
