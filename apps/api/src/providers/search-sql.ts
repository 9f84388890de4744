import { INJURY_FACTS, synonymOf, type InjuryFact, type TProvidersQuery } from '@app/contracts';
import type { IndexQuery, SearchIndex } from './search-index';
import {
  categoryNamedBy,
  escapeLike,
  MAX_COMPLETIONS,
  MAX_TYPOS_PER_WORD,
  WORD_SIMILARITY_THRESHOLD,
  searchKey,
  searchTerms,
  searchWords,
  tsLexeme,
  type SearchTerm,
} from './search-text';

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

/**
 * A text search with more matches than this is "broad": its page is read in the sort's
 * index order (a walk that stops after a page of matches) instead of collecting and
 * sorting every match. Fewer, and it is "narrow": collected once and sorted (a walk would
 * pass over most of the table to find them).
 */
export const BROAD_MATCHES = 2000;

/**
 * A one-word search whose alternatives stand in at least this many names reads its name
 * tier as a walk of the sort's index order (about a page × 1,000,000 / names rows at a
 * million providers) rather than by collecting every such name: the two cost alike near
 * √(page × providers / 2) ≈ 3,000 names (decision 0039).
 */
const NAME_WALK_MIN = 3000;

/**
 * A word in at least this many providers is common: collecting its matches with a filter
 * reads its whole posting list ('injury' at a million providers: 125,000 entries for a page
 * of Florida), so a ranked search of it reads its tiers along the filter's index first
 * (searchStatement's guarded tiers, decision 0052) instead of collecting.
 */
export const COMMON_WORD = 10 * BROAD_MATCHES;

/**
 * A relevance tier of a broad search: its whole WHERE list, and `along`, an equality
 * (category or state) whose index holds the rating order, along which the tier is looked
 * for first (null: read as the planner chooses).
 */
export interface SearchTier {
  where: string[];
  along: string | null;
}

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
   * The relevance tiers below the name prefix (a name word, a category the query names)
   * that a broad search reads separately, each a page in index order: each tier's whole
   * WHERE list, and the equality it is read along first.
   */
  tiers: SearchTier[];
  /**
   * The filters' equalities (category, state or both) whose index holds the rating order,
   * as one condition; null when they have none.
   */
  along: string | null;
  /**
   * A plain word of the text is common (COMMON_WORD): collecting its matches reads a long
   * posting list.
   */
  common: boolean;
  /**
   * What the vocabulary's counts tell of the number of matches: surely more than
   * BROAD_MATCHES, surely not, or unknown (several words, whose matches may overlap
   * little, or filters, which may hold few of them): then the search tries `narrow` up to
   * that many and turns `broad` when there are more.
   */
  density: 'narrow' | 'broad' | 'unknown';
  /**
   * Matches there surely are, from the vocabulary's counts (one word, no filter: its most
   * common alternative); 0 when unknown. At or past the count's cap, counting is skipped: a
   * capped count of a common word reads its whole posting list (125,000 entries for
   * 'injury' at a million providers) before it can stop.
   */
  atLeast: number;
  /** With a place: the provider's point and the centre, for the nearest-first read. */
  nearest?: { point: string; center: string };
  /**
   * The conditions hold what no index reads in a sort's order (a text match, a place): a
   * search read in that order walks a bounded stretch of it for its page first
   * (searchStatement's `walk`).
   */
  walks: boolean;
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
  along: null,
  common: false,
  density: 'broad',
  atLeast: 0,
  walks: false,
});

/** A provider's point, as IDX_providers_earth indexes it. */
export const EARTH_POINT = 'll_to_earth(p.latitude, p.longitude)';
/** The point of a search's centre, from two parameters. */
const earthCenter = (latitude: string, longitude: string) =>
  `ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
/** A list item's straight-line metres to the centre (chordToMiles turns it into miles). */
const distanceColumn = (center: string) => `(${EARTH_POINT} <-> ${center}) AS distance_m`;
/**
 * Open at an instant: a literal (an ISO instant the app makes), not a parameter, since a
 * count leaves the columns out and PostgreSQL cannot type a parameter no part of its
 * statement uses.
 */
const openAtInstant = (now: Date) => openAtSql(`'${now.toISOString()}'::timestamptz`);

const isPrefixOnly = (key: string) => key.length <= PREFIX_ONLY_MAX_LENGTH;

/** A query's search key and the category the whole of it names, if any. */
function textOf(q: string | undefined): { key: string; named: string | null } {
  const key = q ? searchKey(q) : '';
  return { key, named: isPrefixOnly(key) ? null : categoryNamedBy(key, CATEGORY_NAMES) };
}

/**
 * The search index's form of a search (decision 0040): the same filters, and the text as
 * the SQL search reads it (a named category, a name prefix, or terms looked up in the
 * vocabulary).
 */
export async function indexQueryOf(
  index: SearchIndex,
  query: SearchFilters & { sort: IndexQuery['sort']; offset: number; limit: number },
): Promise<IndexQuery> {
  const { key, named } = textOf(query.q);
  const facts = INJURY_FACTS.reduce((bits, fact, i) => (query[fact] ? bits | (1 << i) : bits), 0);
  const indexQuery: IndexQuery = {
    category: query.category,
    state: query.state,
    facts,
    languages: query.languages,
    center: query.center,
    radiusMeters: query.radiusMeters,
    openNowAt: query.openNow && query.now ? query.now : undefined,
    sort: query.sort,
    offset: query.offset,
    limit: query.limit,
  };
  if (named) return { ...indexQuery, namedCategory: named };
  if (!key) return indexQuery;
  if (isPrefixOnly(key)) {
    return {
      ...indexQuery,
      text: { key, prefixOnly: true, terms: [], textMatches: false, categories: [] },
    };
  }
  const plan = await textPlanOf(indexVocabulary(index), key);
  return {
    ...indexQuery,
    text: {
      key,
      prefixOnly: false,
      terms: plan.terms.map((t, i) => ({
        words: plan.alternatives[i]!.map((v) => v.word),
        synonymCategory: t.synonym ? t.category : null,
      })),
      textMatches: plan.textMatches,
      categories: plan.categories,
    },
  };
}

/** Where the search's statements run. */
export interface SearchDb {
  /**
   * Runs a statement. A `name` makes it a prepared statement of each connection, parsed
   * and planned once: only for a statement whose text never changes (the vocabulary
   * lookup, whose plan is the same for any words).
   */
  query<T>(sql: string, params: unknown[], name?: string): Promise<T[]>;
}

export interface VocabularyRow {
  i: number;
  word: string;
  providers: number;
  /** Providers whose name holds the word. */
  names: number;
}

/**
 * Builds the search of decision 0006. q of one or two characters matches name prefixes
 * only (the text_pattern_ops index). Longer q: each word of q stands for the vocabulary
 * words (`search_words`) it equals, or, when it is no word of the vocabulary, is a
 * misspelling of (trigrams, through the index: search_word_misspellings), and the last
 * word also for those it begins (a bytewise range on IDX_search_words_prefix; U+10FFFF
 * sorts after every character); a provider matches when its full text (`tsv`) holds one
 * of those for every word of q, or when its name begins with q. Exact name prefixes rank
 * first (decision 0037 for the lookup's cost).
 */
export async function searchSql(db: SearchDb, query: SearchFilters): Promise<SearchSql> {
  return listedOnly(await searchSqlOf(db, query), query.closed === 'include');
}

/**
 * What a search lists (issue 47): open listings, or with `closed=include` closed ones too;
 * never a merged one. A literal (no parameter), so that the plan's parameter count stays.
 * The search index holds only open, unmerged listings (search-index-sql.ts).
 */
export const LISTED = `p.status = 'open' AND p.merged_into IS NULL`;
export const NOT_MERGED = 'p.merged_into IS NULL';

/**
 * The plan with the listing condition before every WHERE list (conditions, filters, each
 * tier's), added after the plan's densities were worked out: it removes a few listings, not
 * enough to change how a search is read.
 */
function listedOnly(plan: SearchSql, includeClosed: boolean): SearchSql {
  const listed = includeClosed ? NOT_MERGED : LISTED;
  return {
    ...plan,
    conditions: [listed, ...plan.conditions],
    filters: [listed, ...plan.filters],
    tiers: plan.tiers.map((t) => ({ ...t, where: [listed, ...t.where] })),
  };
}

async function searchSqlOf(db: SearchDb, query: SearchFilters): Promise<SearchSql> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  const columns: string[] = [];
  let nearest: SearchSql['nearest'];
  const category = query.category ? `p.category = ${param(query.category)}` : null;
  const state = query.state ? `p.state = ${param(query.state)}` : null;
  if (category) conditions.push(category);
  if (state) conditions.push(state);
  // IDX_providers_category_rating, _state_rating, _category_state_rating.
  const alongOf = (c: string | null) => (c && state ? `${c} AND ${state}` : (c ?? state));
  const along = alongOf(category);
  if (query.center) {
    // The GiST index on the provider's earth point answers both the box and the order.
    const center = earthCenter(param(query.center.latitude), param(query.center.longitude));
    const point = EARTH_POINT;
    const radius = `${param(query.radiusMeters)}::float8`;
    conditions.push(`earth_box(${center}, ${radius}) @> ${point}`);
    conditions.push(`earth_distance(${center}, ${point}) <= ${radius}`);
    columns.push(distanceColumn(center));
    nearest = { point, center };
  }
  if (query.now) {
    const open = openAtInstant(query.now);
    columns.push(`${open} AS open_now`);
    if (query.openNow) conditions.push(`${open} IS TRUE`);
  }
  for (const fact of INJURY_FACTS) if (query[fact]) conditions.push(`p.${FACT_COLUMNS[fact]}`);
  if (query.languages?.length) conditions.push(`p.languages @> ${param(query.languages)}::text[]`);
  const filters = [...conditions];
  const { key, named } = textOf(query.q);
  if (named) {
    // A query that names a category (even misspelt) lists that category, best rated
    // first, straight off the (category, rating) index (decision 0006).
    conditions.push(`p.category = ${param(named)}`);
    return { ...plainSearch(conditions, filters, params, columns), nearest, walks: !!nearest };
  }
  if (!key)
    return { ...plainSearch(conditions, filters, params, columns), nearest, walks: !!nearest };
  const prefix = `p.name_normalized LIKE ${param(`${escapeLike(key)}%`)}`;
  if (isPrefixOnly(key)) {
    // Every match is a prefix match: nothing to rank. Alone, the planner knows how many
    // from the name's statistics and picks the prefix index or the sort's index itself.
    // With filters it takes them as independent of the name and may walk the sort's index
    // to a page that is not there ('le' among auto body shops: none, 446 ms walking all
    // 125,000 of them), so the search collects the matches first, as a text search of
    // unknown density does, and walks only when there are more than BROAD_MATCHES.
    conditions.push(prefix);
    const plain = plainSearch(conditions, filters, params, columns);
    // No walk first either: the planner reads the name's statistics ('sm': 6,442 names at a
    // million, 15 in the first 5,000 by rating).
    return { ...plain, density: filters.length ? 'unknown' : 'broad', nearest, walks: !!nearest };
  }
  const { terms, alternatives, textMatches, plain, synonyms, categories } = await textPlanOf(
    sqlVocabulary(db),
    key,
  );
  const lexemes = (rows: VocabularyRow[]) => `(${rows.map((v) => tsLexeme(v.word)).join(' | ')})`;
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
  const score = [
    `CASE WHEN p.name_normalized = ${param(key)}::text THEN 64 ELSE 0 END`,
    `CASE WHEN ${prefix} THEN 32 ELSE 0 END`,
  ];
  const tiers: SearchTier[] = [];
  if (anyWord) {
    const all = known.length === terms.length ? known.map(lexemes).join(' & ') : null;
    const some = nameOf('p.name_normalized', anyWord);
    score.push(
      all
        ? `CASE WHEN ${nameOf('p.name_normalized', all)} THEN 16 WHEN ${some} THEN 8 ELSE 0 END`
        : `CASE WHEN ${some} THEN 8 ELSE 0 END`,
    );
    // The tier of the names holding a query word. One word: read by its count of names
    // (decision 0039). None: nothing to read. Thousands: without the text match, which such
    // a name always satisfies (the name's words are words of tsv), so that the planner
    // walks the rating order to a page of them; with both conditions it multiplies their
    // selectivities as if independent, expects a few hundred, and collects every one
    // ('smith' 8,330 rows, 20 ms at 1M). Fewer, or several words: the whole condition,
    // whose matches are collected and sorted (a walk would pass over most of the table).
    const oneWord = textMatches && terms.length === 1 && plain.length === 1;
    const names = oneWord ? total(alternatives[0]!.map((v) => v.names)) : Infinity;
    if (names > 0)
      tiers.push({
        where: [...(names >= NAME_WALK_MIN && oneWord ? filters : conditions), some],
        along,
      });
  }
  if (categories.length) {
    const list = `${param(categories)}::text[]`;
    const named = `p.category = ANY(${list})`;
    score.push(`CASE WHEN ${named} THEN 4 ELSE 0 END`);
    // Read along its one category's index when the filters name none.
    // (Its own element of the list: a parameter only a guarded tier read would go untyped.)
    const alone = categories.length === 1 ? `p.category = (${list})[1]` : null;
    tiers.push({ where: [...conditions, named], along: alongOf(category ?? alone) });
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
    along,
    common: textMatches && plain.length > 0 && most >= COMMON_WORD,
    density,
    atLeast: least,
    nearest,
    walks: true,
  };
}

/**
 * What a text query (a search key of three characters or more) stands for: its terms
 * (words and synonym phrases), the vocabulary words each word may mean, and the categories
 * its words hint at. Shared by the SQL search and the search index (decision 0040).
 */
export interface TextPlan {
  terms: SearchTerm[];
  /** Per term, the vocabulary words it stands for (none for a multi-word synonym). */
  alternatives: VocabularyRow[][];
  /** Indexes of the plain terms (words) and of the synonym terms. */
  plain: number[];
  synonyms: number[];
  /** Every plain word stands for something: else only the name prefix can match. */
  textMatches: boolean;
  /** Categories the query's words point at (ranked above others). */
  categories: string[];
}

/**
 * The vocabulary rows of query words (`i`: 1-based position in `words`); `last` is the
 * position of the word that also stands for its completions (0: none).
 */
export type VocabularyLookup = (words: string[], last: number) => Promise<VocabularyRow[]>;

/**
 * The vocabulary read from `search_words` in one named statement: misspellings through the
 * trigram index (search_word_misspellings), completions by a bytewise range on
 * IDX_search_words_prefix (U+10FFFF sorts after every character).
 */
const sqlVocabulary =
  (db: SearchDb): VocabularyLookup =>
  (words, last) =>
    db.query<VocabularyRow>(
      `SELECT q.i::int AS i, w.word, w.providers, w.names
       FROM unnest($1::text[]) WITH ORDINALITY AS q(w, i)
       CROSS JOIN LATERAL (
         SELECT s.word, s.providers, s.names FROM search_words s WHERE s.word = q.w
         UNION
         (SELECT s.word, s.providers, s.names FROM search_words s
          WHERE q.i = $2 AND s.word COLLATE "C" >= q.w AND s.word COLLATE "C" < q.w || chr(1114111)
          ORDER BY s.providers DESC, s.word LIMIT ${MAX_COMPLETIONS})
         UNION
         SELECT t.word, t.providers, t.names FROM search_word_misspellings(q.w, ${MAX_TYPOS_PER_WORD}) t
         WHERE length(q.w) >= 4
           AND NOT EXISTS (SELECT 1 FROM search_words e WHERE e.word = q.w AND e.providers > 0)
       ) w
       WHERE w.providers > 0`,
      [words, last],
      'search_vocabulary',
    );

/** The search index's own vocabulary (decision 0040): the same words, no statement. */
const indexVocabulary =
  (index: SearchIndex): VocabularyLookup =>
  async (words, last) =>
    words.flatMap((word, at) =>
      index.vocabulary
        .lookup(word, at + 1 === last, WORD_SIMILARITY_THRESHOLD)
        .map((w) => ({ i: at + 1, word: w, providers: index.vocabulary.count(w), names: 0 })),
    );

/**
 * Each word of q stands for the vocabulary words it equals, or, when it is no word of the
 * vocabulary, is a misspelling of (trigrams), and the last word also for those it begins,
 * as `vocabularyOf` answers: `search_words` (sqlVocabulary) or the search index's own.
 */
export async function textPlanOf(vocabularyOf: VocabularyLookup, key: string): Promise<TextPlan> {
  const terms = searchTerms(searchWords(key).slice(0, 8), synonymOf);
  // The words looked up in the vocabulary: every one-word term (a multi-word synonym
  // phrase stands for its category alone).
  const lookups = terms.flatMap((t, index) =>
    t.words.length === 1 ? [{ index, word: t.words[0]! }] : [],
  );
  const lastLookup = lookups.findIndex((l) => l.index === terms.length - 1) + 1;
  const vocabulary = lookups.length
    ? await vocabularyOf(
        lookups.map((l) => l.word),
        lastLookup,
      )
    : [];
  // What each term's word stands for in the vocabulary (none for a multi-word synonym).
  const alternatives = terms.map((_, index) => {
    const at = lookups.findIndex((l) => l.index === index);
    return at < 0 ? [] : vocabulary.filter((v) => v.i === at + 1);
  });
  const plain = terms.flatMap((t, i) => (t.synonym ? [] : [i]));
  return {
    terms,
    alternatives,
    plain,
    synonyms: terms.flatMap((t, i) => (t.synonym ? [i] : [])),
    textMatches: plain.every((i) => alternatives[i]!.length > 0),
    categories: [...new Set(terms.flatMap((t) => (t.category ? [t.category] : [])))],
  };
}

/**
 * Whether provider `p` is open at the instant `at` (an SQL expression): provider_open_at's
 * rule, read off the generated open_week (decision 0039); NULL when the hours are unknown.
 */
export const openAtSql = (at: string) =>
  `(CASE WHEN p.open_24_hours THEN true
     WHEN p.open_week IS NULL OR p.time_zone IS NULL THEN NULL
     ELSE p.open_week @> week_minute_at(p.time_zone, ${at}) END)`;

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
  /** 'include': closed listings too (merged ones never). */
  closed?: 'include';
};
