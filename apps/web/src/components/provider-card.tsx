import type { TProviderListItem } from '@app/contracts';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { formatNumber, useT } from '../lib/i18n';
import { placeSearch } from '../lib/place-link';
import { cardMessages } from './cards/i18n';
import { useLabels } from './use-labels';
import { Skeleton } from './ui/skeleton';
import { Stars } from './ui/stars';
import { ProviderImage } from './provider-image';

export { ProviderImage } from './provider-image';

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * A search result (spec 2): image, name, category, stars, review count, 3-line description;
 * 'Spanish spoken' when the provider lists Spanish among its languages (issue 19).
 */
export function ProviderCard({
  provider,
  near,
}: {
  provider: TProviderListItem & { languages?: readonly string[] | null };
  /** The place searched around when the URL does not hold it (read from the words). */
  near?: string;
}) {
  const t = useT(cardMessages);
  const labels = useLabels();
  // The searched place goes on to the profile, which then shows its distance from it.
  const fromUrl = placeSearch(useLocation().search);
  const place = near ? `?${new URLSearchParams({ near }).toString()}` : fromUrl;
  const spanishSpoken = provider.languages?.includes('es') ?? false;
  return (
    <Link
      to={paths.provider(provider.id) + place}
      className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ProviderImage provider={provider} className="size-20 shrink-0 rounded-xl sm:size-24" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-lg font-semibold text-slate-900">{provider.name}</h2>
        <p className="text-sm text-slate-600">
          {labels ? labels.categoryLabel(provider.category) : provider.category}
          {provider.city && provider.state ? ` · ${provider.city}, ${provider.state}` : ''}
        </p>
        {(typeof provider.distanceMiles === 'number' || typeof provider.openNow === 'boolean') && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            {typeof provider.distanceMiles === 'number' && (
              <span className="text-slate-700">
                {t('milesAway', { miles: formatNumber(provider.distanceMiles, oneDecimal) })}
              </span>
            )}
            {typeof provider.openNow === 'boolean' && (
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${provider.openNow ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
              >
                {provider.openNow ? t('openNow') : t('closedNow')}
              </span>
            )}
          </p>
        )}
        {spanishSpoken && labels && (
          <p className="mt-1">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              {labels.languageSpokenLabel('es')}
            </span>
          </p>
        )}
        <div className="mt-1 flex items-center gap-2 text-sm text-slate-700">
          {provider.reviewCount === 0 ? (
            <span className="text-slate-600">{t('noReviews')}</span>
          ) : (
            <>
              <Stars rating={provider.rating} />
              <span>
                {t('ratingWithCount', {
                  rating: formatNumber(provider.rating, oneDecimal),
                  count: provider.reviewCount,
                })}
              </span>
            </>
          )}
        </div>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{provider.description}</p>
      </div>
    </Link>
  );
}

export function ProviderCardSkeleton() {
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <Skeleton className="size-20 shrink-0 rounded-xl sm:size-24" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
