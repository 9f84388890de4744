import {
  ALL_CATEGORIES_LABEL,
  ALL_STATES_LABEL,
  CATEGORIES,
  FADE_IN_DELAY_MS,
  LOCATION_OPTIONS,
  stateName,
  normalizeSearchText,
  SEARCH_SKELETON_MS,
  ZProviderCategorySchema,
} from '@app/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProviderCard, ProviderCardSkeleton } from '../../../components/provider-card';
import {
  SponsoredCard,
  SponsoredSkeleton,
  useSponsoredProviders,
} from '../../../components/sponsored';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useProviderSearch } from '../api/providers';

const RATING_LOWEST = 'lowest';

/** The filters as the URL holds them (spec 2); providerType falls back to category. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const q = normalizeSearchText(params.get('q') ?? '') || undefined;
  const rawCategory = params.get('providerType') ?? params.get('category');
  const category = ZProviderCategorySchema.safeParse(rawCategory).data;
  const rawState = params.get('location');
  const state = (LOCATION_OPTIONS as readonly string[]).includes(rawState ?? '')
    ? (rawState ?? undefined)
    : undefined;
  const lowest = params.get('rating') === RATING_LOWEST;

  /** Sets one parameter; All, All States and empty remove it; the history entry is replaced. */
  const set = (name: 'q' | 'category' | 'location' | 'rating', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (name === 'category') next.delete('providerType');
    if (!value || value === ALL_CATEGORIES_LABEL || value === ALL_STATES_LABEL) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const clearSubject = () => {
    const next = new URLSearchParams(params);
    for (const name of ['q', 'category', 'providerType']) next.delete(name);
    setParams(next, { replace: true });
  };
  return { q, category, state, lowest, set, clearSubject };
}

/** After each change of the filters: a 4-card skeleton for 500 ms, then a 40 ms fade-in. */
function useSettling(key: string) {
  const [settled, setSettled] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const skeleton = window.setTimeout(() => setSettled(key), SEARCH_SKELETON_MS);
    const fade = window.setTimeout(() => setVisible(true), SEARCH_SKELETON_MS + FADE_IN_DELAY_MS);
    return () => {
      window.clearTimeout(skeleton);
      window.clearTimeout(fade);
      setVisible(false);
    };
  }, [key]);
  return { loading: settled !== key, visible: settled === key && visible };
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = `filter-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SearchPage() {
  const filters = useFilters();
  const query = {
    q: filters.q,
    category: filters.category,
    state: filters.state,
    sort: filters.lowest ? ('rating_asc' as const) : ('rating_desc' as const),
  };
  const results = useProviderSearch(query);
  const settling = useSettling(JSON.stringify(query));
  const sponsored = useSponsoredProviders();
  const providers = results.data?.pages.flatMap((page) => page.data) ?? [];
  const firstPage = results.data?.pages[0];
  const total = firstPage?.total ?? 0;
  const totalLabel = `${total.toLocaleString('en-US')}${firstPage && !firstPage.totalExact ? '+' : ''}`;
  const showSkeleton = settling.loading || results.isPending;
  const subject = [filters.q && `“${filters.q}”`, filters.category].filter(Boolean).join(' in ');

  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-8">
      <section className="min-w-0 flex-1" aria-labelledby="results-heading">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="results-heading" className="text-2xl font-bold text-slate-900">
            Search Results for:{' '}
            <span className="text-brand-700">{subject || ALL_CATEGORIES_LABEL}</span>
          </h1>
          {subject && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={filters.clearSubject}
              className="rounded-full p-1 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M5.3 4.3 10 9l4.7-4.7 1 1L11 10l4.7 4.7-1 1L10 11l-4.7 4.7-1-1L9 10 4.3 5.3z" />
              </svg>
            </button>
          )}
        </div>
        <div
          className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3"
          role="group"
          aria-label="Filters"
        >
          <Select
            label="Location"
            value={filters.state ?? ALL_STATES_LABEL}
            options={[
              { value: ALL_STATES_LABEL, label: ALL_STATES_LABEL },
              ...LOCATION_OPTIONS.map((v) => ({ value: v, label: stateName(v) })),
            ]}
            onChange={(v) => filters.set('location', v)}
          />
          <Select
            label="Rating"
            value={filters.lowest ? RATING_LOWEST : ''}
            options={[
              { value: '', label: 'Highest to Lowest' },
              { value: RATING_LOWEST, label: 'Lowest to Highest' },
            ]}
            onChange={(v) => filters.set('rating', v)}
          />
          <Select
            label="Provider Type"
            value={filters.category ?? ALL_CATEGORIES_LABEL}
            options={[ALL_CATEGORIES_LABEL, ...CATEGORIES].map((v) => ({ value: v, label: v }))}
            onChange={(v) => filters.set('category', v)}
          />
        </div>
        <div className="mt-6" aria-live="polite" aria-busy={showSkeleton}>
          {showSkeleton ? (
            <div role="status" className="flex flex-col gap-4" aria-label="Loading results">
              {Array.from({ length: 4 }, (_, i) => (
                <ProviderCardSkeleton key={i} />
              ))}
            </div>
          ) : results.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
              {results.error.message}
            </p>
          ) : providers.length === 0 ? (
            <EmptyState title="No Results Found" text="Please refine your search criteria" />
          ) : (
            <div
              className={cn(
                'transition-opacity duration-300',
                settling.visible ? 'opacity-100' : 'opacity-0',
              )}
            >
              <p className="mb-3 text-sm text-slate-600">
                {totalLabel} {total === 1 ? 'provider' : 'providers'}
              </p>
              <ul className="flex flex-col gap-4">
                {providers.map((provider) => (
                  <li key={provider.id}>
                    <ProviderCard provider={provider} />
                  </li>
                ))}
              </ul>
              {results.hasNextPage && (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="secondary"
                    loading={results.isFetchingNextPage}
                    onClick={() => void results.fetchNextPage()}
                  >
                    Load More
                  </Button>
                </div>
              )}
            </div>
          )}
        </div>
      </section>
      <aside
        aria-label="Sponsored"
        className="hidden w-72 shrink-0 flex-col gap-4 self-start lg:flex"
      >
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Sponsored</h2>
        {sponsored.isPending
          ? Array.from({ length: 2 }, (_, i) => <SponsoredSkeleton key={i} />)
          : (sponsored.data ?? [])
              .slice(0, 3)
              .map((p) => <SponsoredCard key={p.id} provider={p} />)}
      </aside>
    </div>
  );
}
