import type { TSponsoredProvider } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
export { useSponsoredProviders } from './api/sponsored';
import { formatNumber, useT } from '../lib/i18n';
import { trackSponsored } from '../lib/sponsored-events';
import { cardMessages } from './cards/i18n';
import { useLabels } from './use-labels';
import { ProviderImage } from './provider-image';
import { Skeleton } from './ui/skeleton';
import { Stars } from './ui/stars';

/** Counts an impression once half the card has been on screen (at once without an observer). */
function useImpression(campaignId: string | null | undefined) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!campaignId || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      trackSponsored(campaignId, 'impression');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          trackSponsored(campaignId, 'impression');
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [campaignId]);
  return ref;
}

export function SponsoredCard({ provider }: { provider: TSponsoredProvider }) {
  const t = useT(cardMessages);
  const labels = useLabels();
  const ref = useImpression(provider.campaignId);
  return (
    <Link
      ref={ref}
      to={paths.provider(provider.id)}
      onClick={() => trackSponsored(provider.campaignId, 'click')}
      data-campaign={provider.campaignId ?? undefined}
      className="flex h-full flex-col gap-2 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="self-start rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
        {t('sponsored.label')}
      </span>
      <div className="flex items-center gap-3">
        <ProviderImage provider={provider} className="size-12 shrink-0 rounded-xl" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{provider.name}</p>
          <p className="text-xs text-slate-600">
            {labels ? labels.categoryLabel(provider.category) : provider.category}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Stars rating={provider.rating} />{' '}
        {formatNumber(provider.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </div>
      {provider.specialties.length > 0 && (
        <p className="text-xs text-slate-600">{provider.specialties.slice(0, 3).join(' · ')}</p>
      )}
      {provider.quote && (
        <p className="line-clamp-2 text-sm italic text-slate-700">“{provider.quote}”</p>
      )}
    </Link>
  );
}

export function SponsoredSkeleton() {
  return <Skeleton className="h-44 w-full rounded-2xl" />;
}
