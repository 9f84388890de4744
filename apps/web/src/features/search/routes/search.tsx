import {
  ALL_CATEGORIES_LABEL,
  ALL_STATES_LABEL,
  CATEGORIES,
  FADE_IN_DELAY_MS,
  LOCATION_OPTIONS,
  RADIUS_MAX_MILES,
  SEARCH_SKELETON_MS,
  type TProvidersList,
} from '@app/contracts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { placeMessages } from '../../../components/places';
import { ProviderCard, ProviderCardSkeleton } from '../../../components/provider-card';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Select as SelectField } from '../../../components/ui/field';
import { usePainted } from '../../../lib/after-paint';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useProviderSearch } from '../api/providers';
import { MapPanel } from '../components/map-panel';
import { MoreFilters } from '../components/more-filters';
import type { MapProvider } from '../components/results-map';
import { SearchForm } from '../components/search-form';
import { ViewToggle } from '../components/view-toggle';
import { categoryLabel, stateLabel } from '../../../components/labels';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatNumber, useT } from '../../../lib/i18n';
import { searchMessages } from '../i18n';
import { RATING_LOWEST, useUrlFilters, type UrlFilters } from '../url-filters';

/** The width from which the list and the map show side by side (no toggle). */
const WIDE = '(min-width: 768px)';
/** The width from which the sponsored side column shows (spec: large screens). */
const LARGE = '(min-width: 1024px)';
/** The sponsored column loads only where it shows (decision 0031). */
const SponsoredColumn = lazy(() => import('../../../components/sponsored-column'));

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
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      controlClassName="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Where a search with a place found nothing (the API's `near`): the place and radius, a
 * wider radius, or the same words everywhere. A place read from the words ('chiropractor
 * near Miami') moves to the place box, so that the radius applies to it.
 */
function NothingNear({
  near,
  filters,
}: {
  near: NonNullable<TProvidersList['near']>;
  filters: UrlFilters;
}) {
  const t = useT(searchMessages);
  const place = filters.place ?? (near.label ? { kind: 'near' as const, near: near.label } : null);
  const words = { q: near.q ?? undefined };
  return (
    <div className="mt-2 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-700">
        {t('nothingNear', {
          miles: near.radiusMiles,
          place: near.label ?? placeMessages.t('myLocation'),
        })}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {place && near.radiusMiles < RADIUS_MAX_MILES && (
          <Button
            variant="secondary"
            onClick={() => filters.setPlace(place, { ...words, radius: String(RADIUS_MAX_MILES) })}
          >
            {t('widenRadius', { miles: RADIUS_MAX_MILES })}
          </Button>
        )}
        <Button variant="secondary" onClick={() => filters.setPlace(null, words)}>
          {t('searchEverywhere')}
        </Button>
      </div>
    </div>
  );
}

export function SearchPage() {
  const t = useT(searchMessages);
  const filters = useUrlFilters();
  const { query } = filters;
  const painted = usePainted();
  // The results' request (with the API client) starts once the heading and skeleton show.
  const results = useProviderSearch(query, painted);
  const settling = useSettling(JSON.stringify(query));
  const large = useMediaQuery(LARGE);
  const wide = useMediaQuery(WIDE);
  const [activeId, setActiveId] = useState<string | null>(null);
  const providers = useMemo(
    () => results.data?.pages.flatMap((page) => page.data) ?? [],
    [results.data],
  );
  const onMap = useMemo(
    () =>
      providers.flatMap((p): MapProvider[] =>
        typeof p.latitude === 'number' && typeof p.longitude === 'number'
          ? [{ id: p.id, name: p.name, latitude: p.latitude, longitude: p.longitude }]
          : [],
      ),
    [providers],
  );
  const firstPage = results.data?.pages[0];
  const total = firstPage?.total ?? 0;
  const totalLabel = `${formatNumber(total)}${firstPage && !firstPage.totalExact ? '+' : ''}`;
  const showSkeleton = settling.loading || results.isPending;
  const near = firstPage?.near;
  // The place box's, else the place the API read from the words ('chiropractor near Miami').
  const placeLabel =
    filters.place?.kind === 'near'
      ? filters.place.near
      : filters.place
        ? placeMessages.t('myLocation')
        : (near?.label ?? '');
  const category = filters.category && categoryLabel(filters.category);
  // The words without the place the API read from them ('chiropractor' near Miami, FL).
  const words = !filters.place && near ? (near.q ?? undefined) : filters.q;
  // That place goes on to the profiles (the URL's own place already does).
  const cardNear = (!filters.place && near?.label) || undefined;
  const subject = words
    ? category
      ? t('subjectQueryIn', { q: words, category })
      : t('subjectQuery', { q: words })
    : category;
  // The document title in the page's language (the route's English one until then).
  const titleSubject = filters.q ?? category;
  useDocumentTitle(titleSubject ? t('pageTitleFor', { subject: titleSubject }) : t('pageTitle'));
  // Under 768 px the list or the map (view=map); wider, the map above the list.
  const showList = wide || !filters.mapView;
  const showMap = wide ? painted && onMap.length > 0 : filters.mapView;

  /** A marker chosen: its card is highlighted and brought into view. */
  const selectOnMap = useCallback((id: string) => {
    setActiveId(id);
    document
      .getElementById(`result-${id}`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const selected = providers.find((p) => p.id === activeId);

  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-8">
      <section className="min-w-0 flex-1" aria-labelledby="results-heading">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="results-heading" className="text-2xl font-bold text-slate-900">
            {t('resultsFor')}{' '}
            <span className="text-brand-700">{subject || categoryLabel(ALL_CATEGORIES_LABEL)}</span>
            {placeLabel && (
              <span className="text-slate-700"> {t('near', { place: placeLabel })}</span>
            )}
          </h1>
          {(subject || filters.q) && (
            <button
              type="button"
              aria-label={t('clearSearch')}
              onClick={filters.clearSubject}
              className="rounded-full p-1 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M5.3 4.3 10 9l4.7-4.7 1 1L11 10l4.7 4.7-1 1L10 11l-4.7 4.7-1-1L9 10 4.3 5.3z" />
              </svg>
            </button>
          )}
        </div>
        <SearchForm filters={filters} />
        <div
          className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3"
          role="group"
          aria-label={t('filters')}
        >
          <Select
            id="filter-location"
            label={t('location')}
            value={filters.state ?? ALL_STATES_LABEL}
            options={[ALL_STATES_LABEL, ...LOCATION_OPTIONS].map((v) => ({
              value: v,
              label: stateLabel(v),
            }))}
            onChange={(v) => filters.set('location', v)}
          />
          <Select
            id="filter-rating"
            label={t('rating')}
            value={filters.lowest ? RATING_LOWEST : ''}
            options={[
              { value: '', label: t('ratingHighest') },
              { value: RATING_LOWEST, label: t('ratingLowest') },
            ]}
            onChange={(v) => filters.update({ rating: v, sort: undefined })}
          />
          <Select
            id="filter-provider-type"
            label={t('providerType')}
            value={filters.category ?? ALL_CATEGORIES_LABEL}
            options={[ALL_CATEGORIES_LABEL, ...CATEGORIES].map((v) => ({
              value: v,
              label: categoryLabel(v),
            }))}
            onChange={(v) => filters.set('category', v)}
          />
        </div>
        <MoreFilters filters={filters} />
        {!wide && (
          <ViewToggle
            map={filters.mapView}
            onChange={(map) => filters.set('view', map ? 'map' : undefined)}
          />
        )}
        {showMap && (
          <div className="mt-4">
            <MapPanel
              providers={onMap}
              activeId={activeId}
              onSelect={selectOnMap}
              className={wide ? 'h-72' : 'h-[60vh] min-h-72'}
            />
            {!showSkeleton && onMap.length === 0 && (
              <p className="mt-2 text-sm text-slate-600">{t('mapEmpty')}</p>
            )}
            {!wide && selected && (
              <div className="mt-3">
                <ProviderCard provider={selected} near={cardNear} />
              </div>
            )}
          </div>
        )}
        <div className="mt-6" hidden={!showList} aria-live="polite" aria-busy={showSkeleton}>
          {showSkeleton ? (
            <div role="status" className="flex flex-col gap-4" aria-label={t('loadingResults')}>
              {Array.from({ length: 4 }, (_, i) => (
                <ProviderCardSkeleton key={i} />
              ))}
            </div>
          ) : results.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
              {results.error.message}
            </p>
          ) : providers.length === 0 ? (
            <EmptyState
              title={t('noResultsTitle')}
              text={t('noResultsText')}
              action={
                <>
                  {near && <NothingNear near={near} filters={filters} />}
                  <Link
                    to={paths.addBusiness}
                    className="mt-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {t('addBusiness')}
                  </Link>
                </>
              }
            />
          ) : (
            <div
              className={cn(
                'transition-opacity duration-300',
                settling.visible ? 'opacity-100' : 'opacity-0',
              )}
            >
              <p className="mb-3 text-sm text-slate-600">
                {t('total', { count: total, total: totalLabel })}
              </p>
              <ul className="flex flex-col gap-4">
                {providers.map((provider) => (
                  <li
                    key={provider.id}
                    id={`result-${provider.id}`}
                    onMouseEnter={() => setActiveId(provider.id)}
                    onFocus={() => setActiveId(provider.id)}
                    className={cn(
                      'scroll-mt-24 rounded-2xl',
                      provider.id === activeId && 'ring-2 ring-amber-500 ring-offset-2',
                    )}
                  >
                    <ProviderCard provider={provider} near={cardNear} />
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
                    {t('loadMore')}
                  </Button>
                </div>
              )}
            </div>
          )}
        </div>
      </section>
      {large && (
        <Suspense fallback={null}>
          <SponsoredColumn placement="search" className="w-72 shrink-0 self-start" />
        </Suspense>
      )}
    </div>
  );
}
