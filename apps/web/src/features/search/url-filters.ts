import {
  ALL_CATEGORIES_LABEL,
  ALL_STATES_LABEL,
  CATEGORIES,
  EXTRA_CATEGORIES,
  INJURY_FACTS,
  LANGUAGES,
  LOCATION_OPTIONS,
  normalizeSearchText,
  RADIUS_DEFAULT_MILES,
  RADIUS_MAX_MILES,
  RADIUS_MIN_MILES,
  type InjuryFact,
  type TProvidersQuery,
} from '@app/contracts';
import { useSearchParams } from 'react-router-dom';

export const RATING_LOWEST = 'lowest';
/** The radius choices of the Distance filter (miles); any 1–100 in the URL works. */
export const RADIUS_CHOICES = [5, 10, 25, 50, 100] as const;
/** Sorts chosen in the Sort by filter; the Rating filter (spec) keeps `rating=lowest`. */
export const SORT_CHOICES = ['distance', 'reviews_desc', 'newest'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

const KNOWN_CATEGORIES: readonly string[] = [...CATEGORIES, ...EXTRA_CATEGORIES];
const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

/** Parameters of the place: choosing one kind of place removes the others. */
const PLACE_PARAMS = ['near', 'lat', 'lng'] as const;

export type Place = { kind: 'near'; near: string } | { kind: 'coords'; lat: number; lng: number };

/** Search query filters the API is sent (the page's infinite query adds offset + limit). */
export type SearchQuery = Omit<TProvidersQuery, 'offset' | 'limit'>;

const numberIn = (raw: string | null, min: number, max: number) => {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
};

/**
 * The filters as the URL holds them: the spec's (q, category or providerType, location,
 * rating) and issue 15's (near or lat + lng, radius, sort, openNow, languages, each injury
 * fact, and `view=map` for the small-screen toggle). Every change replaces the history entry.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const q = normalizeSearchText(params.get('q') ?? '') || undefined;
  const rawCategory = params.get('providerType') ?? params.get('category') ?? '';
  const category = KNOWN_CATEGORIES.includes(rawCategory)
    ? (rawCategory as SearchQuery['category'])
    : undefined;
  const rawState = params.get('location');
  const state = (LOCATION_OPTIONS as readonly string[]).includes(rawState ?? '')
    ? (rawState ?? undefined)
    : undefined;
  const lowest = params.get('rating') === RATING_LOWEST;

  const near = normalizeSearchText(params.get('near') ?? '') || undefined;
  const lat = numberIn(params.get('lat'), -90, 90);
  const lng = numberIn(params.get('lng'), -180, 180);
  const place: Place | null = near
    ? { kind: 'near', near }
    : lat !== undefined && lng !== undefined
      ? { kind: 'coords', lat, lng }
      : null;
  const radius = numberIn(params.get('radius'), RADIUS_MIN_MILES, RADIUS_MAX_MILES);
  const rawSort = params.get('sort') ?? '';
  const sort = (SORT_CHOICES as readonly string[]).includes(rawSort)
    ? (rawSort as SortChoice)
    : undefined;
  const openNow = params.get('openNow') === 'true';
  const languages = (params.get('languages') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((code, i, all) => LANGUAGE_CODES.includes(code) && all.indexOf(code) === i);
  const facts = INJURY_FACTS.filter((fact) => params.get(fact) === 'true');
  const mapView = params.get('view') === 'map';

  /** Sets (or, for undefined, All, All States and empty, removes) several parameters at once. */
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (name === 'category') next.delete('providerType');
      if (!value || value === ALL_CATEGORIES_LABEL || value === ALL_STATES_LABEL) next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  };
  const set = (name: string, value: string | undefined) => update({ [name]: value });
  const clearSubject = () => update({ q: undefined, category: undefined, providerType: undefined });
  /** A new place (or none): the others go, and so do its radius and nearest-first order. */
  const setPlace = (next: Place | null, extra: Record<string, string | undefined> = {}) => {
    const changes: Record<string, string | undefined> = Object.fromEntries(
      PLACE_PARAMS.map((name) => [name, undefined]),
    );
    if (next?.kind === 'near') changes.near = next.near;
    if (next?.kind === 'coords') {
      changes.lat = String(next.lat);
      changes.lng = String(next.lng);
    }
    if (!next) {
      changes.radius = undefined;
      if (sort === 'distance') changes.sort = undefined;
    }
    update({ ...changes, ...extra });
  };
  const toggleFact = (fact: InjuryFact, on: boolean) => set(fact, on ? 'true' : undefined);

  /** What GET /providers is sent: a sort only when one is chosen (else the API's default). */
  const query: SearchQuery = {
    q,
    category,
    state,
    sort:
      sort && (sort !== 'distance' || place) ? sort : lowest ? ('rating_asc' as const) : undefined,
    ...(place?.kind === 'near' ? { near: place.near } : {}),
    ...(place?.kind === 'coords' ? { lat: place.lat, lng: place.lng } : {}),
    ...(place && radius !== undefined ? { radius } : {}),
    ...(openNow ? { openNow: true } : {}),
    ...(languages.length ? { languages: languages as SearchQuery['languages'] } : {}),
    ...Object.fromEntries(facts.map((fact) => [fact, true])),
  };

  return {
    q,
    category,
    state,
    lowest,
    place,
    radius: radius ?? RADIUS_DEFAULT_MILES,
    radiusSet: radius !== undefined,
    sort,
    openNow,
    languages,
    facts,
    mapView,
    query,
    set,
    update,
    clearSubject,
    setPlace,
    toggleFact,
  };
}
export type UrlFilters = ReturnType<typeof useUrlFilters>;
