import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  AMENITIES,
  errorBody,
  INJURY_FACTS,
  MAX_SUGGESTIONS,
  MESSAGES,
  METERS_PER_MILE,
  openAt,
  placesInText,
  RADIUS_DEFAULT_MILES,
  synonymOf,
  type InjuryFact,
  type TPlace,
  SOCIAL_NETWORKS,
  TProviderListItem,
  TProviderProfile,
  TProvidersList,
  TProvidersQuery,
  type TProviderProfileQuery,
  TRatingSummary,
  TSponsoredProvider,
  TSponsoredQuery,
  TSuggestion,
  ZProvidersListResponseSchema,
  ZSuggestResponseSchema,
  WEEKDAYS,
  type TProviderSort,
} from '@app/contracts';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { DB_POOL_SIZE } from '../database/data-source-options';
import { isLeadAddressConfirmed } from './lead-address';
import { PlacesService } from '../places/places.service';
import { Provider } from './provider.entity';
import { SearchCache } from './search-cache';
import { ConcurrencyGate } from './search-gate';
import {
  categoryNamedBy,
  escapeLike,
  searchKey,
  searchTerms,
  searchWords,
  tsLexeme,
} from './search-text';

export const PROVIDER_NOT_FOUND = MESSAGES.providerNotFound;

/**
 * Searches count their matches up to this many past the page (then `totalExact` is false
 * and the web shows "1,000+"): an exact count of a broad search at 1M providers reads
 * every match, which costs more than the page itself.
 */
export const COUNT_CAP = 1000;

/** Queries this short match name prefixes only (trigrams need three characters). */
const PREFIX_ONLY_MAX_LENGTH = 2;

/** What each category is called by searchers: its label and its distinctive word(s). */
const CATEGORY_NAMES: ReadonlyArray<{ category: string; names: readonly string[] }> = [
  { category: 'Law Firms', names: ['law firms', 'law firm'] },
  { category: 'Medical Facilities', names: ['medical facilities', 'medical facility'] },
  { category: 'Auto Body Shops', names: ['auto body shops', 'auto body shop', 'auto body'] },
  { category: 'Towing Services', names: ['towing services', 'towing'] },
  { category: 'Chiropractors', names: ['chiropractors', 'chiropractor'] },
  { category: 'Insurance Agents', names: ['insurance agents', 'insurance agent'] },
  { category: 'MRI/Imaging Centers', names: ['mri imaging centers', 'imaging centers'] },
  { category: 'Case Funding Loans', names: ['case funding loans', 'case funding'] },
  { category: 'Physical Therapists', names: ['physical therapists', 'physical therapist'] },
];

/** The list sorts; every one ends with id so that pages never overlap or skip. */
const SORT_ORDER: Record<TProviderSort, string> = {
  rating_desc: 'p.rating DESC, p.review_count DESC, p.id ASC',
  rating_asc: 'p.rating ASC, p.review_count DESC, p.id ASC',
  reviews_desc: 'p.review_count DESC, p.rating DESC, p.id ASC',
  newest: 'p.created_at DESC, p.id ASC',
  // Text searches put the relevance score before it (searchStatement); without text, best rated.
  relevance: 'p.rating DESC, p.review_count DESC, p.id ASC',
  // The output column of a search with a place (an index-ordered walk of IDX_providers_earth).
  distance: 'distance_m ASC, p.id ASC',
};

/** The radius of earthdistance's earth() (metres): turns a chord (<->) into an arc. */
const EARTH_RADIUS_M = 6378168;

/** Miles along the Earth's surface for a straight-line (chord) distance in metres. */
export function chordToMiles(chordMeters: number): number {
  const arc = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chordMeters / (2 * EARTH_RADIUS_M)));
  return Math.round((arc / METERS_PER_MILE) * 10) / 10;
}

/** The columns of a list item (raw rows). */
const LIST_ITEM_COLUMNS =
  'p.id, p.name, p.category, p.city, p.state, p.rating, p.review_count, p.logo_url, p.description, p.plan, p.specialties, p.quote, p.latitude, p.longitude';

export interface ProviderListRow {
  id: string;
  name: string;
  category: string;
  city: string | null;
  state: string | null;
  rating: string;
  review_count: number;
  logo_url: string | null;
  description: string;
  plan: TProviderListItem['plan'];
  specialties: string[];
  quote: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Search results with a place: straight-line metres to it. */
  distance_m?: number | null;
  /** Search results: open at the search's instant (null: unknown). */
  open_now?: boolean | null;
}

export function toListItem(row: ProviderListRow): TProviderListItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category as TProviderListItem['category'],
    city: row.city,
    state: row.state,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    image: row.logo_url,
    description: row.description,
    plan: row.plan,
    specialties: row.specialties,
    // Lists that read the point (search, sponsored) carry it: the results map places them.
    ...(row.latitude === undefined
      ? {}
      : { latitude: row.latitude, longitude: row.longitude ?? null }),
  };
}

/**
 * A text search with more matches than this is "broad": its page is read in the sort's
 * index order (a walk that stops after a page of matches) instead of collecting and
 * sorting every match. Fewer, and it is "narrow": collected once and sorted (a walk would
 * pass over most of the table to find them).
 */
export const BROAD_MATCHES = 2000;

/** Misspellings and completions a query word may stand for, at most. */
const MAX_TYPOS_PER_WORD = 5;
const MAX_COMPLETIONS = 10;

export interface SearchSql {
  /** Filters and the text match, without WHERE; empty when there is none. */
  conditions: string[];
  /** The filters alone (category, state, place, open now, facts): no text. */
  filters: string[];
  params: unknown[];
  /** How many of `params` the conditions use (the rest belong to `relevance`). */
  conditionParams: number;
  /** Columns added to a list item's (distance_m, open_now). */
  columns: string[];
  /** The exact-name-prefix condition of a text search (ranked first), or null. */
  prefix: string | null;
  /** A text search's relevance score (decision 0024), or null. */
  relevance: string | null;
  /**
   * The conditions of the relevance tiers below the name prefix (a name word, a category
   * the query names) that a broad search reads separately, each a page in index order.
   */
  tiers: string[];
  /**
   * What the vocabulary's counts tell of the number of matches: surely more than
   * BROAD_MATCHES, surely not, or unknown (several words, whose matches may overlap
   * little, or filters, which may hold few of them): then the search tries `narrow` up to
   * that many and turns `broad` when there are more.
   */
  density: 'narrow' | 'broad' | 'unknown';
  /** With a place: the provider's point and the centre, for the nearest-first read. */
  nearest?: { point: string; center: string };
}

/** A search without text to rank: read in the sort's index order. */
const plainSearch = (
  conditions: string[],
  filters: string[],
  params: unknown[],
  columns: string[],
): SearchSql => ({
  conditions,
  filters,
  params,
  conditionParams: params.length,
  columns,
  prefix: null,
  relevance: null,
  tiers: [],
  density: 'broad',
});

interface VocabularyRow {
  i: number;
  word: string;
  providers: number;
}

/**
 * Builds the search of decision 0006. q of one or two characters matches name prefixes
 * only (the text_pattern_ops index). Longer q: each word of q stands for the vocabulary
 * words (`search_words`) it equals, is a misspelling of (trigrams) or, for the last word,
 * begins; a provider matches when its full text (`tsv`) holds one of those for every
 * word of q, or when its name begins with q. Exact name prefixes rank first.
 */
export async function searchSql(
  db: Pick<DataSource, 'query'>,
  query: SearchFilters,
): Promise<SearchSql> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  const columns: string[] = [];
  let nearest: SearchSql['nearest'];
  if (query.category) conditions.push(`p.category = ${param(query.category)}`);
  if (query.state) conditions.push(`p.state = ${param(query.state)}`);
  if (query.center) {
    // The GiST index on the provider's earth point answers both the box and the order.
    const center = `ll_to_earth(${param(query.center.latitude)}::float8, ${param(query.center.longitude)}::float8)`;
    const point = 'll_to_earth(p.latitude, p.longitude)';
    const radius = `${param(query.radiusMeters)}::float8`;
    conditions.push(`earth_box(${center}, ${radius}) @> ${point}`);
    conditions.push(`earth_distance(${center}, ${point}) <= ${radius}`);
    columns.push(`(${point} <-> ${center}) AS distance_m`);
    nearest = { point, center };
  }
  if (query.now) {
    // A literal (an ISO instant the app makes), not a parameter: the count leaves the
    // columns out and PostgreSQL cannot type a parameter no part of its statement uses.
    const open = `provider_open_at(p.working_hours, p.time_zone, p.open_24_hours, '${query.now.toISOString()}'::timestamptz)`;
    columns.push(`${open} AS open_now`);
    if (query.openNow) conditions.push(`${open} IS TRUE`);
  }
  for (const fact of INJURY_FACTS) if (query[fact]) conditions.push(`p.${FACT_COLUMNS[fact]}`);
  if (query.languages?.length) conditions.push(`p.languages @> ${param(query.languages)}::text[]`);
  const filters = [...conditions];
  const key = query.q ? searchKey(query.q) : '';
  const named = key.length > PREFIX_ONLY_MAX_LENGTH ? categoryNamedBy(key, CATEGORY_NAMES) : null;
  if (named) {
    // A query that names a category (even misspelt) lists that category, best rated
    // first, straight off the (category, rating) index (decision 0006).
    conditions.push(`p.category = ${param(named)}`);
    return { ...plainSearch(conditions, filters, params, columns), nearest };
  }
  if (!key) return { ...plainSearch(conditions, filters, params, columns), nearest };
  const prefix = `p.name_normalized LIKE ${param(`${escapeLike(key)}%`)}`;
  if (key.length <= PREFIX_ONLY_MAX_LENGTH) {
    // Every match is a prefix match: nothing to rank; the planner knows how many from
    // the name's statistics and picks the prefix index or the sort's index itself.
    conditions.push(prefix);
    return { ...plainSearch(conditions, filters, params, columns), nearest };
  }
  const terms = searchTerms(searchWords(key).slice(0, 8), synonymOf);
  // The words looked up in the vocabulary: every one-word term (a multi-word synonym
  // phrase stands for its category alone).
  const lookups = terms.flatMap((t, index) =>
    t.words.length === 1 ? [{ index, word: t.words[0]! }] : [],
  );
  const lastLookup = lookups.findIndex((l) => l.index === terms.length - 1) + 1;
  const vocabulary: VocabularyRow[] = lookups.length
    ? await db.query(
        `SELECT q.i::int AS i, w.word, w.providers
         FROM unnest($1::text[]) WITH ORDINALITY AS q(w, i)
         CROSS JOIN LATERAL (
           SELECT s.word, s.providers FROM search_words s WHERE s.word = q.w
           UNION
           (SELECT s.word, s.providers FROM search_words s
            WHERE q.i = $2 AND s.word LIKE q.w || '%'
            ORDER BY s.providers DESC, s.word LIMIT ${MAX_COMPLETIONS})
           UNION
           (SELECT s.word, s.providers FROM search_words s
            WHERE length(q.w) >= 4 AND s.word % q.w
            ORDER BY similarity(s.word, q.w) DESC, s.word LIMIT ${MAX_TYPOS_PER_WORD})
         ) w
         WHERE w.providers > 0`,
        [lookups.map((l) => escapeLike(l.word)), lastLookup],
      )
    : [];
  // What each term's word stands for in the vocabulary (none for a multi-word synonym).
  const alternatives = terms.map((_, index) => {
    const at = lookups.findIndex((l) => l.index === index);
    return at < 0 ? [] : vocabulary.filter((v) => v.i === at + 1);
  });
  const lexemes = (rows: VocabularyRow[]) => `(${rows.map((v) => tsLexeme(v.word)).join(' | ')})`;
  const plain = terms.flatMap((t, i) => (t.synonym ? [] : [i]));
  const synonyms = terms.flatMap((t, i) => (t.synonym ? [i] : []));
  // Every plain word must stand for something, or only the name prefix can match.
  const textMatches = plain.every((i) => alternatives[i]!.length > 0);
  const counts = plain.map((i) => alternatives[i]!.map((v) => v.providers));
  const total = (c: number[]) => c.reduce((sum, n) => sum + n, 0);
  // At most as many as the rarest word's alternatives have, plus the names so prefixed;
  // for one word and no filter, at least as many as its most common alternative.
  // (Only the name prefix can match when a word stands for nothing; a query of synonyms
  // alone has no count to bound it.)
  const most = !textMatches ? 0 : plain.length ? Math.min(...counts.map(total)) : Infinity;
  const prefixed = total(alternatives[0]?.map((v) => v.providers) ?? []);
  const least =
    textMatches && terms.length === 1 && plain.length === 1 && conditions.length === 0
      ? Math.max(...counts[0]!)
      : 0;
  if (textMatches) {
    const parts: string[] = [];
    if (plain.length)
      parts.push(
        `p.tsv @@ to_tsquery('simple', ${param(plain.map((i) => lexemes(alternatives[i]!)).join(' & '))})`,
      );
    for (const i of synonyms) {
      // A synonym matches its category, or (one word) its own text: 'tow' also finds
      // 'Tow Masters' in another category.
      const own = alternatives[i]!;
      const category = `p.category = ${param(terms[i]!.category)}`;
      parts.push(
        own.length
          ? `(${category} OR p.tsv @@ to_tsquery('simple', ${param(lexemes(own))}))`
          : category,
      );
    }
    conditions.push(`((${parts.join(' AND ')}) OR ${prefix})`);
  } else {
    conditions.push(prefix);
  }
  const conditionParams = params.length;
  // Relevance (decision 0024): exact name 64, name prefix 32, every term in the name 16 or
  // some 8, a category the query names 4, a specialty 2, the city 1; then the sort.
  const known = alternatives.filter((a) => a.length > 0);
  const nameOf = (expr: string, tsquery: string) =>
    `to_tsvector('simple', ${expr}) @@ to_tsquery('simple', ${param(tsquery)}::text)`;
  const anyWord = known.length ? known.map(lexemes).join(' | ') : null;
  const categories = [...new Set(terms.flatMap((t) => (t.category ? [t.category] : [])))];
  const score = [
    `CASE WHEN p.name_normalized = ${param(key)}::text THEN 64 ELSE 0 END`,
    `CASE WHEN ${prefix} THEN 32 ELSE 0 END`,
  ];
  const tiers: string[] = [];
  if (anyWord) {
    const all = known.length === terms.length ? known.map(lexemes).join(' & ') : null;
    const some = nameOf('p.name_normalized', anyWord);
    score.push(
      all
        ? `CASE WHEN ${nameOf('p.name_normalized', all)} THEN 16 WHEN ${some} THEN 8 ELSE 0 END`
        : `CASE WHEN ${some} THEN 8 ELSE 0 END`,
    );
    tiers.push(some);
  }
  if (categories.length) {
    const named = `p.category = ANY(${param(categories)}::text[])`;
    score.push(`CASE WHEN ${named} THEN 4 ELSE 0 END`);
    tiers.push(named);
  }
  if (anyWord) {
    score.push(
      `CASE WHEN ${nameOf(`lower(array_to_string(p.specialties, ' '))`, anyWord)} THEN 2 ELSE 0 END`,
      `CASE WHEN ${nameOf(`lower(coalesce(p.city, ''))`, anyWord)} THEN 1 ELSE 0 END`,
    );
  }
  const density =
    most + prefixed <= BROAD_MATCHES ? 'narrow' : least > BROAD_MATCHES ? 'broad' : 'unknown';
  return {
    conditions,
    filters,
    params,
    conditionParams,
    columns,
    prefix,
    relevance: `(${score.join(' + ')})`,
    tiers,
    density,
    nearest,
  };
}

/** The provider columns of the injury facts. */
export const FACT_COLUMNS: Record<InjuryFact, string> = {
  freeConsultation: 'free_consultation',
  noFeeUnlessWin: 'no_fee_unless_win',
  acceptsLettersOfProtection: 'accepts_letters_of_protection',
  pipAccepted: 'pip_accepted',
  open24Hours: 'open_24_hours',
  mobileService: 'mobile_service',
};

/** What a search filters by, once `near` and the text's own place are resolved. */
export type SearchFilters = Pick<
  TProvidersQuery,
  'q' | 'category' | 'state' | 'languages' | InjuryFact
> & {
  center?: { latitude: number; longitude: number };
  radiusMeters?: number;
  /** The instant 'open now' is read at (adds open_now to each row). */
  now?: Date;
  openNow?: boolean;
};

type SearchQuery = SearchFilters &
  Pick<TProvidersQuery, 'offset' | 'limit'> & { sort: TProviderSort };

const whereOf = (conditions: string[]) =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

/**
 * The statement of a search (exported for bench/search-plans.mjs, which explains it).
 * `narrow`: a text search with few matches collects them once (at most BROAD_MATCHES + 1)
 * and sorts them, by relevance first in the default sort (an index walk in sort order
 * would pass over most of the table). `ranked`: a broad text search in the default sort
 * reads the first offset+limit rows of each relevance tier (name prefix, a name word, a
 * category the query names) and of all matches, each in index order, and sorts their
 * union by relevance: a row of a tier is either among its tier's first offset+limit or
 * below a whole page of rows that rank above it. `plain`: one index-ordered read. Each row
 * carries the count (stopping at `countLimit`; 0: no count).
 */
export function searchStatement(
  plan: SearchSql,
  query: Pick<SearchQuery, 'sort' | 'offset' | 'limit'>,
  countLimit: number,
  as: 'narrow' | 'broad' = plan.density === 'narrow' ? 'narrow' : 'broad',
): { shape: 'narrow' | 'ranked' | 'plain'; sql: string; params: unknown[] } {
  const { conditions, filters, prefix } = plan;
  const ranked =
    plan.relevance !== null && (query.sort === 'rating_desc' || query.sort === 'relevance');
  // The relevance's parameters come last; a statement without it must not send them.
  const params = ranked ? plan.params : plan.params.slice(0, plan.conditionParams);
  const LIST_COLUMNS = [
    LIST_ITEM_COLUMNS,
    ...plan.columns,
    ...(ranked ? [`${plan.relevance} AS relevance`] : []),
  ].join(', ');
  const order = SORT_ORDER[query.sort];
  const n = params.length;
  const [limit, offset, last] = [`$${n + 1}`, `$${n + 2}`, `$${n + 3}`];
  const page = [...params, query.limit, query.offset];
  const count = countLimit
    ? `(SELECT count(*)::int FROM (SELECT 1 FROM providers p ${whereOf(conditions)} LIMIT ${last}) c)`
    : '0';
  const withCount = countLimit ? [...page, countLimit] : page;
  if (as === 'narrow' && prefix !== null)
    return {
      shape: 'narrow',
      // One past BROAD_MATCHES tells the caller the search was broad after all.
      sql: `WITH matches AS MATERIALIZED (
              SELECT ${LIST_COLUMNS}, p.created_at
              FROM providers p ${whereOf(conditions)} LIMIT ${BROAD_MATCHES + 1}
            )
            SELECT t.total, pg.* FROM (SELECT count(*)::int AS total FROM matches) t
            LEFT JOIN LATERAL (
              SELECT p.* FROM matches p
              ORDER BY ${ranked ? 'p.relevance DESC, ' : ''}${order} LIMIT ${limit} OFFSET ${offset}
            ) pg ON true`,
      params: page,
    };
  if (ranked && prefix !== null) {
    const tier = (where: string[]) =>
      `(SELECT ${LIST_COLUMNS} FROM providers p ${whereOf(where)}
        ORDER BY ${order} LIMIT ${limit}::int + ${offset}::int)`;
    const reads = [
      tier([...filters, prefix]),
      ...plan.tiers.map((t) => tier([...conditions, t])),
      tier(conditions),
    ];
    return {
      shape: 'ranked',
      sql: `SELECT d.*, ${count} AS total FROM (
              SELECT DISTINCT ON (u.id) u.* FROM (${reads.join(' UNION ALL ')}) u
            ) d
            ORDER BY d.relevance DESC, ${order.replace(/\bp\./g, 'd.')}
            LIMIT ${limit} OFFSET ${offset}`,
      params: withCount,
    };
  }
  if (query.sort === 'distance' && plan.nearest) {
    // Nearest first: the GiST index walks the offset+limit nearest matches in distance
    // order (a KNN read of a few rows) to find how far the page reaches; the page is then
    // read from a box of that size and sorted by distance and id (ties at one ZIP centre
    // stay in a stable order), instead of sorting every match inside the radius.
    const { point, center } = plan.nearest;
    const reach = '(SELECT d FROM reach)';
    const within = [
      ...conditions,
      `earth_box(${center}, sec_to_gc(${reach}) + 1) @> ${point}`,
      `(${point} <-> ${center}) <= ${reach}`,
    ];
    return {
      shape: 'plain',
      sql: `WITH reach AS MATERIALIZED (
              SELECT max(k.d) AS d FROM (
                SELECT ${point} <-> ${center} AS d FROM providers p ${whereOf(conditions)}
                ORDER BY ${point} <-> ${center} LIMIT ${limit}::int + ${offset}::int
              ) k
            )
            SELECT ${LIST_COLUMNS}, ${count} AS total FROM providers p ${whereOf(within)}
            ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      params: withCount,
    };
  }
  return {
    shape: 'plain',
    sql: `SELECT ${LIST_COLUMNS}, ${count} AS total FROM providers p ${whereOf(conditions)}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params: withCount,
  };
}

/** Most sponsored entries answered at once (the carousel shows a few at a time). */
const SPONSORED_MAX = 10;
/** Most running campaigns of one placement taken in turn (far more than ever run at once). */
const SPONSORED_RUNNING_MAX = 1000;

@Injectable()
export class ProvidersService {
  private readonly logger = new Logger(ProvidersService.name);
  private readonly listCache: SearchCache<TProvidersList>;
  private readonly suggestCache: SearchCache<{ data: TSuggestion[] }>;
  /** Text searches that miss the cache hold at most half the pool (search-gate.ts). */
  private readonly searchGate = new ConcurrencyGate(DB_POOL_SIZE / 2);
  /** Where each placement's next sponsored answer starts (fair turns, decision 0031). */
  private readonly sponsoredTurns = new Map<string, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    private readonly places: PlacesService,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    const ttlMs = config.env.SEARCH_CACHE_TTL_SECONDS * 1000;
    this.listCache = new SearchCache(ttlMs);
    this.suggestCache = new SearchCache(ttlMs);
  }

  /** The page and the match count (capped, see COUNT_CAP) of a search. */
  async list(query: TProvidersQuery): Promise<TProvidersList> {
    const search = await this.resolve(query);
    const answer = await this.listOf(search);
    // A text that finds nothing but is a place ('Miami') lists what is near it.
    if (answer.total === 0 && search.q && !search.center) {
      const place = await this.places.resolve(search.q);
      if (place)
        return this.listOf({
          ...search,
          q: undefined,
          sort: query.sort ?? 'distance',
          ...this.around(place, query.radius),
        });
    }
    return answer;
  }

  private around(
    place: Pick<TPlace, 'latitude' | 'longitude'>,
    radius: number | undefined,
  ): Pick<SearchQuery, 'center' | 'radiusMeters'> {
    return {
      center: { latitude: place.latitude, longitude: place.longitude },
      radiusMeters: (radius ?? RADIUS_DEFAULT_MILES) * METERS_PER_MILE,
    };
  }

  private listOf(search: SearchQuery): Promise<TProvidersList> {
    // Open now is read to the minute, so the same search within a minute shares its answer.
    const minute = search.now ? Math.floor(search.now.getTime() / 60_000) : null;
    return this.listCache.get(JSON.stringify({ ...search, now: minute }), async () => {
      const countLimit = Math.max(COUNT_CAP, search.offset + search.limit) + 1;
      const { rows, counted } = await this.search(search, countLimit);
      const totalExact = counted < countLimit;
      // Checked against the contract here, once per cached answer, instead of per response.
      return ZProvidersListResponseSchema.parse({
        data: rows.map((row) => ({
          ...toListItem(row),
          distanceMiles:
            row.distance_m === undefined || row.distance_m === null
              ? null
              : chordToMiles(Number(row.distance_m)),
          openNow: row.open_now ?? null,
        })),
        total: totalExact ? counted : countLimit - 1,
        totalExact,
        offset: search.offset,
        limit: search.limit,
      });
    });
  }

  /**
   * The search a query asks for (issue 15): `near` (400 when unknown) or lat + lng, else a
   * place named inside q ('chiropractor near Miami', 'tow truck 33101'); the words people
   * use for a category ('attorney', 'tow truck') as that category; the sort (nearest first
   * for a place without text) and the instant open now is read at.
   */
  private async resolve(query: TProvidersQuery): Promise<SearchQuery> {
    let q = query.q;
    let place: Pick<TPlace, 'latitude' | 'longitude'> | null = null;
    if (query.near) {
      place = await this.places.resolve(query.near);
      if (!place) throw badQuery('near', MESSAGES.placeNotFound);
    } else if (query.lat !== undefined && query.lng !== undefined) {
      place = { latitude: query.lat, longitude: query.lng };
    } else if (q) {
      for (const candidate of placesInText(q)) {
        const found = await this.places.resolve(candidate.place);
        if (found) {
          place = found;
          q = candidate.text || undefined;
          break;
        }
      }
    }
    const search: SearchQuery = {
      q,
      category: query.category,
      state: query.state,
      languages: query.languages,
      ...Object.fromEntries(INJURY_FACTS.map((f) => [f, query[f]])),
      openNow: query.openNow,
      now: this.clock.now(),
      sort: query.sort ?? (place && !q ? 'distance' : 'rating_desc'),
      offset: query.offset,
      limit: query.limit,
    };
    const synonym = q ? synonymOf(q) : null;
    if (synonym && (!synonym.category || !query.category || synonym.category === query.category)) {
      search.q = undefined;
      if (synonym.category) search.category = synonym.category;
      if (synonym.fact) search[synonym.fact] = true;
      if (!query.sort && place) search.sort = 'distance';
    }
    if (place) Object.assign(search, this.around(place, query.radius));
    else if (search.sort === 'distance') {
      throw badQuery('sort', MESSAGES.distanceNeedsPlace);
    }
    return search;
  }

  /** At most 6 names; the first 6 by rating for an empty q. */
  suggest(q: string | undefined): Promise<{ data: TSuggestion[] }> {
    return this.suggestCache.get(q ?? '', async () => {
      const { rows } = await this.search(
        { q, sort: 'rating_desc', offset: 0, limit: MAX_SUGGESTIONS },
        0,
      );
      return ZSuggestResponseSchema.parse({
        data: rows.map((r) => ({ id: r.id, name: r.name, category: r.category })),
      });
    });
  }

  /**
   * One statement for the page and the count (counting stops at `countLimit`; 0: no
   * count). With q and the default sort, exact name prefixes come first (decision 0006).
   * A narrow text search collects its matches once and sorts them; a broad one reads each
   * rank (name prefixes, then the rest) in the sort's index order, a page at a time.
   */
  private search(
    query: SearchQuery,
    countLimit: number,
  ): Promise<{ rows: ProviderListRow[]; counted: number }> {
    // Filter-only searches read their page off an index; text searches cost with their
    // matches, so they wait for a slot of the search gate.
    return query.q
      ? this.searchGate.run(() => this.searchNow(query, countLimit))
      : this.searchNow(query, countLimit);
  }

  private async searchNow(
    query: SearchQuery,
    countLimit: number,
  ): Promise<{ rows: ProviderListRow[]; counted: number }> {
    const plan = await searchSql(this.dataSource, query);
    const run = async (as: 'narrow' | 'broad') => {
      const statement = searchStatement(plan, query, countLimit, as);
      const rows: Array<ProviderListRow & { total: number }> = await this.dataSource.query(
        statement.sql,
        statement.params,
      );
      return { shape: statement.shape, rows };
    };
    let { shape, rows } = await run(plan.density === 'broad' ? 'broad' : 'narrow');
    // Tried narrow with more than BROAD_MATCHES matches: broad after all.
    if (shape === 'narrow' && (rows[0]?.total ?? 0) > BROAD_MATCHES)
      ({ shape, rows } = await run('broad'));
    const carried = rows[0]?.total;
    // A narrow answer is one row with the count and no provider when the page is empty.
    if (shape === 'narrow') rows = rows.filter((r) => r.id !== null);
    const page: ProviderListRow[] = rows;
    if (!countLimit) return { rows: page, counted: 0 };
    // A broad page past the last match has no row to carry the count.
    const total =
      carried ??
      (await this.countOf(plan.conditions, plan.params.slice(0, plan.conditionParams), countLimit));
    return { rows: page, counted: Math.min(total, countLimit) };
  }

  /** The count (stopping at `cap`) of a page past the last match (no rows to carry it). */
  private async countOf(conditions: string[], params: unknown[], cap: number): Promise<number> {
    const [row]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM providers p ${whereOf(conditions)} LIMIT $${params.length + 1}) c`,
      [...params, cap],
    );
    return row?.total ?? 0;
  }

  /**
   * Sponsored entries of a placement (decisions 0028, 0031): one per provider with a paid
   * campaign running there, taken in turn (each call starts one further along the running
   * campaigns, so every one leads and shows equally often); the sample data's demo entries
   * only when no campaign runs on that placement.
   */
  async sponsored(query: TSponsoredQuery = {}): Promise<TSponsoredProvider[]> {
    const placement = query.placement ?? 'main';
    const exclude = query.exclude ?? '';
    const running: Array<{ campaign_id: string; provider_id: string }> =
      await this.dataSource.query(
        `SELECT campaign_id, provider_id FROM (
           SELECT DISTINCT ON (c.provider_id) c.id AS campaign_id, c.provider_id
           FROM ad_campaigns c
           WHERE c.status = 'active' AND $1 = ANY(c.placements) AND c.ends_at > now()
             AND c.provider_id <> $2
           ORDER BY c.provider_id, c.ends_at DESC, c.id) r
         ORDER BY campaign_id LIMIT $3`,
        [placement, exclude, SPONSORED_RUNNING_MAX],
      );
    if (running.length > 0) {
      const turn = this.sponsoredTurns.get(placement) ?? 0;
      this.sponsoredTurns.set(placement, (turn + 1) % 1_000_000_007);
      const start = turn % running.length;
      const shown = [...running.slice(start), ...running.slice(0, start)].slice(0, SPONSORED_MAX);
      const rows: ProviderListRow[] = await this.dataSource.query(
        `SELECT ${LIST_ITEM_COLUMNS} FROM providers p WHERE p.id = ANY($1)`,
        [shown.map((r) => r.provider_id)],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return shown.flatMap(({ provider_id, campaign_id }) => {
        const row = byId.get(provider_id);
        return row
          ? [
              {
                ...toListItem(row),
                quote: row.quote ?? '',
                sponsored: true as const,
                campaignId: campaign_id,
              },
            ]
          : [];
      });
    }
    const demo: ProviderListRow[] = await this.dataSource.query(
      `SELECT ${LIST_ITEM_COLUMNS} FROM providers p WHERE p.sponsored AND p.id <> $1 ORDER BY p.id`,
      [exclude],
    );
    return demo.map((row) => ({
      ...toListItem(row),
      quote: row.quote ?? '',
      sponsored: true as const,
      campaignId: null,
    }));
  }

  /**
   * The public profile; counts a view. The lead form's email address (where requests are
   * mailed) is shown only to the owner and admins; others get it blank.
   */
  async profile(
    id: string,
    viewer?: { id: string; roles: string[] },
    from: TProviderProfileQuery = {},
  ): Promise<TProviderProfile> {
    // An unknown place answers 400 before the view is counted, as the search does.
    const place = await this.placeOf(from);
    const provider = await this.providers.findOneBy({ id });
    if (!provider) throw new NotFoundException(PROVIDER_NOT_FOUND);
    this.countView(id);
    const profile = await this.profileOf(provider, viewer);
    return place ? { ...profile, ...(await this.distanceFrom(id, place)) } : profile;
  }

  /** The place a profile is asked from: `near` (400 when unknown) or lat + lng, else none. */
  private async placeOf(
    from: TProviderProfileQuery,
  ): Promise<{ latitude: number; longitude: number; label: string | null } | null> {
    if (from.near) {
      const place = await this.places.resolve(from.near);
      if (!place) throw badQuery('near', MESSAGES.placeNotFound);
      const label = `${place.city}, ${place.state}`;
      return { latitude: place.latitude, longitude: place.longitude, label };
    }
    if (from.lat !== undefined && from.lng !== undefined)
      return { latitude: from.lat, longitude: from.lng, label: null };
    return null;
  }

  /**
   * Miles from the place to the provider, measured as the search measures it (the chord of
   * earthdistance's sphere, one decimal); null when the provider has no point.
   */
  private async distanceFrom(
    id: string,
    place: { latitude: number; longitude: number; label: string | null },
  ): Promise<Pick<TProviderProfile, 'distanceMiles' | 'distanceFrom'>> {
    const [row]: Array<{ chord: number | null }> = await this.dataSource.query(
      `SELECT (ll_to_earth(latitude, longitude) <-> ll_to_earth($2, $3)) AS chord
       FROM providers WHERE id = $1`,
      [id, place.latitude, place.longitude],
    );
    const chord = row?.chord;
    return {
      distanceMiles: chord === null || chord === undefined ? null : chordToMiles(Number(chord)),
      distanceFrom: place.label,
    };
  }

  /**
   * The profile a visitor sees, or null: what the HTML of /provider/{id} embeds so the page
   * renders without waiting for the API (spa/web-app.ts). Counts no view: the page's own
   * GET /providers/{id}, made in the background, does.
   */
  async visitorProfile(id: string): Promise<TProviderProfile | null> {
    const provider = await this.providers.findOneBy({ id });
    return provider ? this.profileOf(provider) : null;
  }

  private async profileOf(
    provider: Provider,
    viewer?: { id: string; roles: string[] },
  ): Promise<TProviderProfile> {
    const profile = toProfile(provider, await this.ratingSummary(provider.id), this.clock.now());
    const privileged = viewer && (viewer.id === provider.ownerId || viewer.roles.includes('admin'));
    if (profile.leadForm && !privileged)
      profile.leadForm = { ...profile.leadForm, emailAddress: '' };
    return privileged ? this.withLeadAddressState(profile) : profile;
  }

  /** For the owner and admins: whether the lead form's address is confirmed (0017). */
  async withLeadAddressState(profile: TProviderProfile): Promise<TProviderProfile> {
    if (!profile.leadForm) return profile;
    const emailConfirmed = await isLeadAddressConfirmed(
      this.dataSource,
      profile.id,
      profile.leadForm.emailAddress,
    );
    return { ...profile, leadForm: { ...profile.leadForm, emailConfirmed } };
  }

  /**
   * Average, total and counts per star (the review's rating rounded) in one query; reviews a
   * confirmed consumer alert named do not count (decision 0030).
   */
  async ratingSummary(providerId: string): Promise<TRatingSummary> {
    const rows: Array<{ star: number; n: number; sum: string }> = await this.dataSource.query(
      `SELECT LEAST(5, GREATEST(1, round(rating)))::int AS star, count(*)::int AS n, sum(rating) AS sum
       FROM reviews WHERE provider_id = $1 AND counted GROUP BY 1`,
      [providerId],
    );
    const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    let total = 0;
    let sum = 0;
    for (const row of rows) {
      counts[row.star as 1 | 2 | 3 | 4 | 5] = row.n;
      total += row.n;
      sum += Number(row.sum);
    }
    return { average: total ? Math.round((sum / total) * 10) / 10 : 0, total, counts };
  }

  /** Counts a profile view for today; never delays or fails the answer. */
  private countView(providerId: string): void {
    this.dataSource
      .query(
        `INSERT INTO provider_views (provider_id, day, count) VALUES ($1, current_date, 1)
         ON CONFLICT (provider_id, day) DO UPDATE SET count = provider_views.count + 1`,
        [providerId],
      )
      .catch((error: unknown) =>
        this.logger.warn({ err: error, providerId }, 'Could not count a profile view'),
      );
  }

  async exists(id: string): Promise<boolean> {
    return (await this.providers.countBy({ id })) > 0;
  }
}

function badQuery(path: string, message: string): BadRequestException {
  return new BadRequestException(errorBody(400, message, { errors: [{ path, message }] }));
}

export function toProfile(
  p: Provider,
  ratingSummary: TRatingSummary,
  now: Date = new Date(),
): TProviderProfile {
  const hasLocation = Boolean(p.addressLine1 || p.city || p.state || p.zip);
  const workingHours =
    p.workingHours && WEEKDAYS.every((day) => p.workingHours?.[day])
      ? (Object.fromEntries(
          WEEKDAYS.map((day) => [day, p.workingHours![day]]),
        ) as TProviderProfile['workingHours'])
      : null;
  return {
    id: p.id,
    profileName: p.name,
    category: p.category as TProviderProfile['category'],
    providerType: p.providerType,
    profileTags: p.specialties,
    description: p.description,
    phoneNumber: p.phone,
    websiteLink: p.website,
    location: hasLocation
      ? {
          addressLine1: p.addressLine1 ?? '',
          addressLine2: p.addressLine2 ?? '',
          city: p.city ?? '',
          state: p.state ?? '',
          zipCode: p.zip ?? '',
        }
      : null,
    workingHours,
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((n) => [n, p.social?.[n] || null]),
    ) as TProviderProfile['social'],
    amenities: Object.fromEntries(
      AMENITIES.map((a) => [a, p.amenities?.[a] === true]),
    ) as TProviderProfile['amenities'],
    leadForm: p.leadForm,
    logoUrl: p.logoUrl,
    bannerUrl: p.bannerUrl,
    showBanner: p.showBanner,
    plan: p.plan,
    badges: p.badges,
    rating: p.rating,
    reviewCount: p.reviewCount,
    ratingSummary,
    openNow: openAt({ workingHours, timeZone: p.timeZone, open24Hours: p.open24Hours }, now),
    latitude: p.latitude,
    longitude: p.longitude,
    timeZone: p.timeZone,
    facts: {
      languages: (p.languages ?? []) as TProviderProfile['facts']['languages'],
      ...(Object.fromEntries(INJURY_FACTS.map((f) => [f, p[f] === true])) as Record<
        InjuryFact,
        boolean
      >),
    },
    isSample: p.isSample,
    createdAt: p.createdAt.toISOString(),
  };
}
