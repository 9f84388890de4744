import { parentPort } from 'node:worker_threads';
import {
  SearchIndex,
  type IndexAnswer,
  type IndexedProvider,
  type PageFacts,
} from './search-index';
import { indexQueryOf } from './search-sql';
import { countLimitOf, type SearchQuery } from './search-statement';

/**
 * The search index's own thread (decision 0043): it holds the index (search-index.ts) and
 * answers searches, so that their CPU runs beside the API's event loop instead of on it.
 * Messages are handled one at a time, in the order they were posted: a search posted after
 * a write sees it.
 */

/** What the index reads of a provider (search-index.service.ts INDEX_COLUMNS). */
export interface IndexRow {
  id: string;
  name: string;
  category: string;
  state: string | null;
  rating: number;
  review_count: number;
  created: string;
  latitude: number | null;
  longitude: number | null;
  time_zone: string | null;
  facts: number;
  open_week: string | null;
  languages: string;
  words: string;
  name_words: string;
  specialty_words: string;
  city_words: string;
}

export type IndexRequest =
  /** A new index starts loading; the current one is dropped (searches use SQL meanwhile). */
  | { op: 'begin' }
  /** Providers into the index being loaded. */
  | { op: 'load'; rows: IndexRow[] }
  /** The loaded index sorted and made current; answers its provider count. */
  | { op: 'commit' }
  /** Providers written and removed since the last read, into the current index, if any. */
  | { op: 'apply'; rows: IndexRow[]; removed: string[] }
  /** A search's IndexPage; null when no index is current. */
  | { op: 'search'; query: SearchQuery; countLimit: number };

/** A search's answer: its page, match count, and the page's distances and open now. */
export type IndexPage = IndexAnswer & PageFacts;

export type IndexReply = { id: number; value: unknown } | { id: number; error: string };

const wordsOf = (text: string) => (text ? text.split(' ') : []);

function providerOf(row: IndexRow): IndexedProvider {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    state: row.state,
    rating: row.rating,
    reviewCount: row.review_count,
    createdMicros: Number(row.created),
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.time_zone,
    facts: row.facts,
    // '{[540,1020),[1980,2460)}': int4 ranges are always [from, to).
    openWeek: row.open_week === null ? null : (row.open_week.match(/-?\d+/g) ?? []).map(Number),
    languages: wordsOf(row.languages),
    words: wordsOf(row.words),
    nameWords: wordsOf(row.name_words),
    specialtyWords: wordsOf(row.specialty_words),
    cityWords: wordsOf(row.city_words),
  };
}

let current: SearchIndex | null = null;
let loading: SearchIndex | null = null;
/** A point of the providers being loaded, for the warm-up's place searches. */
let somewhere: SearchQuery['center'];

/** A warm-up search: `near` searches around a loaded provider's point. */
type WarmUpSearch = Partial<SearchQuery> & { near?: true };

/**
 * The shapes of search the warm-up runs before a loaded index is made current: text (one
 * word, two, a synonym, a typo, a prefix), filters, every sort, a place, open now, a deep
 * page, so that their code is compiled before the first visitors' searches (decision 0050).
 */
const WARM_UP: WarmUpSearch[] = [
  { q: 'smith' },
  { q: 'smiht' },
  { q: 'sm' },
  { q: 'gar' },
  { q: 'sunrise law' },
  { q: 'smith attorney' },
  { q: 'injury', state: 'FL' },
  { q: 'chiropracter' },
  { q: 'harbor', sort: 'newest' },
  { q: 'harbor', sort: 'rating_asc' },
  { q: 'garcia', offset: 1000 },
  { category: 'Law Firms', state: 'FL' },
  { sort: 'reviews_desc' },
  { category: 'Towing Services', openNow: true },
  { near: true, sort: 'distance' },
  { near: true, openNow: true },
  { near: true },
  { near: true, q: 'smith', category: 'Law Firms', languages: ['es'], freeConsultation: true },
];

/** How many times each warm-up search runs (V8 optimises a function after some calls). */
const WARM_UP_ROUNDS = 20;

/** Runs the warm-up searches on `index`; the searches' code is then compiled. */
async function warmUp(index: SearchIndex, around: SearchQuery['center']) {
  const now = new Date();
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const { near, ...search } of WARM_UP) {
      if (near && !around) continue;
      const query: SearchQuery = {
        sort: 'rating_desc',
        offset: 0,
        limit: 20,
        now,
        ...search,
        ...(near ? { center: around, radiusMeters: 40_000 } : {}),
      };
      const answer = index.search(await indexQueryOf(index, query), countLimitOf(query));
      index.pageFacts(answer.ids, query.center, query.now);
    }
  }
}

async function handle(request: IndexRequest): Promise<unknown> {
  switch (request.op) {
    case 'begin':
      current = null;
      loading = new SearchIndex();
      somewhere = undefined;
      return null;
    case 'load':
      if (!loading) throw new Error('no index is loading');
      loading.apply(request.rows.map(providerOf), [], true);
      if (!somewhere) {
        const row = request.rows.find((r) => r.latitude !== null && r.longitude !== null);
        if (row) somewhere = { latitude: row.latitude!, longitude: row.longitude! };
      }
      return null;
    case 'commit': {
      if (!loading) throw new Error('no index is loading');
      loading.sort();
      await warmUp(loading, somewhere);
      current = loading;
      loading = null;
      return current.count;
    }
    case 'apply':
      // None while a load runs: it reads every provider anew.
      current?.apply(request.rows.map(providerOf), request.removed);
      return null;
    case 'search': {
      const index = current;
      if (!index) return null;
      const { query } = request;
      const answer = index.search(await indexQueryOf(index, query), request.countLimit);
      return {
        ...answer,
        ...index.pageFacts(answer.ids, query.center, query.now),
      } satisfies IndexPage;
    }
  }
}

/** Each request starts when the one before has ended (a search's lookups are async). */
let queue: Promise<unknown> = Promise.resolve();

parentPort?.on('message', ({ id, request }: { id: number; request: IndexRequest }) => {
  const done = queue.then(() => handle(request));
  queue = done.catch(() => undefined);
  done.then(
    (value) => parentPort!.postMessage({ id, value } satisfies IndexReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies IndexReply),
  );
});
