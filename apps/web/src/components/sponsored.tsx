import { loadApi } from '../lib/load-api';
import type { TSponsoredProvider } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { ProviderImage } from './provider-card';
import { Skeleton } from './ui/skeleton';
import { Stars } from './ui/stars';

/** The sponsored providers; the API client loads with them (the home page stays small). */
export function useSponsoredProviders() {
  return useQuery({
    queryKey: ['providers', 'sponsored'],
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<TSponsoredProvider[]> => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(await api.providers.sponsored()).data;
    },
  });
}

export function SponsoredCard({ provider }: { provider: TSponsoredProvider }) {
  return (
    <Link
      to={paths.provider(provider.id)}
      className="flex h-full flex-col gap-2 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="self-start rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
        Sponsored
      </span>
      <div className="flex items-center gap-3">
        <ProviderImage provider={provider} className="size-12 shrink-0 rounded-xl" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{provider.name}</p>
          <p className="text-xs text-slate-600">{provider.category}</p>
        </div>
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Stars rating={provider.rating} /> {provider.rating.toFixed(1)}
      </div>
      {provider.specialties.length > 0 && (
        <p className="text-xs text-slate-600">{provider.specialties.slice(0, 3).join(' · ')}</p>
      )}
      <p className="line-clamp-2 text-sm italic text-slate-700">“{provider.quote}”</p>
    </Link>
  );
}

export function SponsoredSkeleton() {
  return <Skeleton className="h-44 w-full rounded-2xl" />;
}
