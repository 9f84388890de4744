import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { preloadLeadRequestForm } from '../../../components/lazy-lead-request-form';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-error';
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
  const provider = useProvider(id);
  // Lazy parts of the page load while the skeleton shows, so they appear with it.
  useEffect(() => {
    void preloadLeadRequestForm();
    void preloadReviewItem();
  }, []);
  const waited = useMinimumSkeleton();
  if (!waited || provider.isPending) return <ProviderSkeleton />;
  if (provider.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          title="Provider not found"
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
