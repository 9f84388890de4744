import { INJURY_FACTS, localTimeIn, WEEKDAYS, type TProviderSort } from '@app/contracts';
import { arcToChord, chordToArc, EARTH_RADIUS_M } from './provider-list-item';
import { SlotTable, TextColumn, utf8 } from './search-index-texts';
import { MAX_COMPLETIONS, MAX_TYPOS_PER_WORD, similarityOf, trigrams } from './search-text';

/**
 * The directory's search columns in memory (decision 0040): which providers hold each word,
 * each provider's filters, point, hours and sort keys, and the list in each sort's order. A
 * search finds its matches from the word lists (or the places near its centre, or a walk of
 * the sort's order), ranks them as the SQL search does (search-statement.ts: the relevance
 * score, then the sort, then the id) and answers the ids of one page and the number of
 * matches; the page's rows are then read from PostgreSQL by id. Kept current by
 * `SearchIndexService` from `provider_changes`; every provider write shows in the next
 * search.
 *
 * Each version of a provider gets a new slot (written once); a changed or removed
 * provider's old slot is marked dead and skipped, and the arrays are compacted when dead
 * slots pile up.
 */

/** One provider as the index reads it (search-index.service.ts loads these). */
export interface IndexedProvider {
  id: string;
  /** name_normalized. */
  name: string;
  category: string;
  state: string | null;
  rating: number;
  reviewCount: number;
  /** created_at in microseconds since 1970 (exact: PostgreSQL keeps microseconds). */
  createdMicros: number;
  latitude: number | null;
  longitude: number | null;
  timeZone: string | null;
  /** Bit i: INJURY_FACTS[i] (the facts' columns, open_24_hours among them). */
  facts: number;
  /** open_week as [from, to) pairs of minutes of the week; null when unknown. */
  openWeek: number[] | null;
  languages: string[];
  /** The lexemes of tsv (name, category, specialties, description). */
  words: string[];
  /** The lexemes of the name, of the specialties and of the city (the relevance's parts). */
  nameWords: string[];
  specialtyWords: string[];
  cityWords: string[];
}

/** The cube point ll_to_earth(lat, lng) gives (metres). */
export function earthPoint(latitude: number, longitude: number): [number, number, number] {
  const lat = (latitude * Math.PI) / 180;
  const lng = (longitude * Math.PI) / 180;
  return [
    EARTH_RADIUS_M * Math.cos(lat) * Math.cos(lng),
    EARTH_RADIUS_M * Math.cos(lat) * Math.sin(lng),
    EARTH_RADIUS_M * Math.sin(lat),
  ];
}

type Column = Int32Array | Uint8Array | Uint16Array | Uint32Array | Float64Array;

/** A copy of `a` with room for `capacity` (the same kind of array). */
function grown<T extends Column>(a: T, capacity: number): T {
  const next = new (a.constructor as new (n: number) => T)(capacity);
  next.set(a.subarray(0, Math.min(a.length, capacity)));
  return next;
}

/** A growable list of int32 (slots or word ids). */
class IntList {
  data: Int32Array;
  length = 0;
  constructor(capacity = 4) {
    this.data = new Int32Array(capacity);
  }
  push(value: number) {
    if (this.length === this.data.length)
      this.data = grown(this.data, Math.max(4, this.length * 2));
    this.data[this.length++] = value;
  }
  /** Keeps the slots `to` renumbers (-1: dropped), in order, or ascending when `sort`. */
  renumber(to: Int32Array, sort = false) {
    let n = 0;
    for (let i = 0; i < this.length; i += 1) {
      const moved = to[this.data[i]!]!;
      if (moved >= 0) this.data[n++] = moved;
    }
    this.length = n;
    if (sort) this.data.subarray(0, n).sort();
  }
}

/** Codes for a column's few distinct texts (categories, states, zones, languages); 0 is none. */
class Codes {
  private readonly byText = new Map<string, number>();
  readonly texts: string[] = [''];
  code(text: string | null): number {
    if (text === null) return 0;
    let code = this.byText.get(text);
    if (code === undefined) {
      code = this.texts.length;
      this.texts.push(text);
      this.byText.set(text, code);
    }
    return code;
  }
  /** The code of a text, or -1 when no provider has it (a filter on it matches nothing). */
  find(text: string): number {
    return this.byText.get(text) ?? -1;
  }
}

/** The list of `key` in `map`, made when missing. */
function listOf<K>(map: Map<K, IntList>, key: K): IntList {
  let list = map.get(key);
  if (!list) map.set(key, (list = new IntList()));
  return list;
}

/**
 * Word lists: the slots holding each word (ascending: slots are added in order). A word
 * many slots hold is also kept as bits once a search asks (`dense`): whether a slot holds
 * it is then one look, with nothing marked for the search.
 */
class Postings {
  private readonly lists = new Map<string, IntList>();
  /** Each dense word's bits and how much of its list they hold (lists only grow). */
  private readonly bits = new Map<string, { bits: Bits; upTo: number }>();
  add(word: string, slot: number) {
    listOf(this.lists, word).push(slot);
  }
  get(word: string): IntList | undefined {
    return this.lists.get(word);
  }
  /**
   * The slots holding `word` as bits (room for `capacity` slots) when at least `min` hold
   * it, else null. Made on first use and brought up to date with the list on each.
   */
  dense(word: string, min: number, capacity: number): Bits | null {
    const list = this.lists.get(word);
    if (!list || list.length < min) return null;
    let entry = this.bits.get(word);
    if (!entry) this.bits.set(word, (entry = { bits: new Bits(), upTo: 0 }));
    entry.bits.grow(capacity);
    for (; entry.upTo < list.length; entry.upTo += 1) entry.bits.add(list.data[entry.upTo]!);
    return entry.bits;
  }
  /** Keeps only the slots `to` renumbers (-1: dropped); a word left with none is kept. */
  renumber(to: Int32Array, sort: boolean) {
    for (const list of this.lists.values()) list.renumber(to, sort);
    this.bits.clear();
  }
}

/**
 * The search vocabulary (search_words) as the index knows it: every word of a provider's
 * text, in order, with its trigrams, and how many live providers hold it (counted again,
 * word by word, after a write). Looked up as search-sql.ts's vocabulary statement does.
 */
class Vocabulary {
  private sorted: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly texts: string[] = [];
  private readonly grams = new Map<string, IntList>();
  private gramCounts = new Int32Array(1024);
  private counts = new Int32Array(1024);
  private countedAt = new Int32Array(1024);
  private shared = new Int32Array(1024);
  private sharedAt = new Int32Array(1024);
  private stamp = 0;
  /** Bumped by every write: counts older than it are counted again. */
  version = 1;

  constructor(
    private readonly postings: Postings,
    private readonly alive: () => Uint8Array,
  ) {}

  /** Adds the words not known yet (kept in order when `sortLater` is false). */
  add(words: Iterable<string>, sortLater: boolean) {
    for (const word of words) {
      if (this.ids.has(word)) continue;
      const id = this.texts.length;
      this.ids.set(word, id);
      this.texts.push(word);
      if (id >= this.counts.length) {
        const capacity = this.counts.length * 2;
        this.counts = grown(this.counts, capacity);
        this.countedAt = grown(this.countedAt, capacity);
        this.gramCounts = grown(this.gramCounts, capacity);
        this.shared = grown(this.shared, capacity);
        this.sharedAt = grown(this.sharedAt, capacity);
      }
      const grams = trigrams(word);
      this.gramCounts[id] = grams.size;
      for (const gram of grams) listOf(this.grams, gram).push(id);
      if (sortLater) this.sorted.push(word);
      else this.sorted.splice(lowerBound(this.sorted, word), 0, word);
    }
  }

  sort() {
    this.sorted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Live providers holding the word. */
  count(word: string): number {
    const id = this.ids.get(word);
    if (id === undefined) return 0;
    if (this.countedAt[id] !== this.version) {
      const list = this.postings.get(word);
      const alive = this.alive();
      let n = 0;
      if (list) for (let i = 0; i < list.length; i += 1) n += alive[list.data[i]!]!;
      this.counts[id] = n;
      this.countedAt[id] = this.version;
    }
    return this.counts[id]!;
  }

  /**
   * The vocabulary words a query word stands for: itself, and when it is `last` the ten
   * most common words it begins, and when it is no word (4 letters or more) its five
   * closest misspellings (trigram similarity ≥ `threshold`, closest first, then by word);
   * only words some provider holds.
   */
  lookup(word: string, last: boolean, threshold: number): string[] {
    const out = new Set<string>();
    const held = this.count(word) > 0;
    if (held) out.add(word);
    if (last) {
      const from = lowerBound(this.sorted, word);
      const completions: Array<{ word: string; n: number }> = [];
      for (let i = from; i < this.sorted.length && this.sorted[i]!.startsWith(word); i += 1) {
        completions.push({ word: this.sorted[i]!, n: this.count(this.sorted[i]!) });
      }
      completions.sort((a, b) => b.n - a.n || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
      for (const c of completions.slice(0, MAX_COMPLETIONS)) if (c.n > 0) out.add(c.word);
    }
    if (word.length >= 4 && !held) {
      for (const typo of this.misspellings(word, threshold))
        if (this.count(typo) > 0) out.add(typo);
    }
    return [...out];
  }

  private misspellings(word: string, threshold: number): string[] {
    const grams = trigrams(word);
    this.stamp += 1;
    const touched: number[] = [];
    for (const gram of grams) {
      const list = this.grams.get(gram);
      if (!list) continue;
      for (let i = 0; i < list.length; i += 1) {
        const id = list.data[i]!;
        if (this.sharedAt[id] !== this.stamp) {
          this.sharedAt[id] = this.stamp;
          this.shared[id] = 0;
          touched.push(id);
        }
        this.shared[id] = this.shared[id]! + 1;
      }
    }
    const close: Array<{ word: string; similarity: number }> = [];
    for (const id of touched) {
      const similarity = similarityOf(this.shared[id]!, grams.size, this.gramCounts[id]!);
      if (similarity >= threshold) close.push({ word: this.texts[id]!, similarity });
    }
    close.sort(
      (a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
    return close.slice(0, MAX_TYPOS_PER_WORD).map((c) => c.word);
  }
}

const lowerBound = (sorted: string[], key: string) => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** What a search asks of the index: the SQL search's query, its text already planned. */
export interface IndexQuery {
  category?: string;
  /** The category the whole text names ('chiropracter'): a second category condition. */
  namedCategory?: string;
  state?: string;
  /** Bits of the injury facts required (as IndexedProvider.facts). */
  facts: number;
  languages?: string[];
  center?: { latitude: number; longitude: number };
  radiusMeters?: number;
  /** The instant open now is read at, when only providers open then are asked for. */
  openNowAt?: Date;
  text?: IndexText;
  sort: TProviderSort;
  offset: number;
  limit: number;
}

/** A text search as search-sql.ts's plan gives it. */
export interface IndexText {
  /** The search key; matches every name it begins (and ranks them). */
  key: string;
  /** Only names beginning with the key match (one or two characters). */
  prefixOnly: boolean;
  /** Per term: the words it stands for, and the category of a synonym. */
  terms: Array<{ words: string[]; synonymCategory: string | null }>;
  /** Every plain term stands for some word (else only the name prefix matches). */
  textMatches: boolean;
  /** Categories the query's words point at (relevance 4). */
  categories: string[];
}

export interface IndexAnswer {
  ids: string[];
  /** All matches (exact). */
  total: number;
}

/** Per provider of a page: distances and open now when the search asked for them. */
export interface PageFacts {
  distances: Array<number | null> | null;
  open: Array<boolean | null> | null;
}

/** Relevance weights (decision 0024): as the SQL search's `relevance`. */
const EXACT = 64;
const PREFIX = 32;
const ALL_IN_NAME = 16;
const SOME_IN_NAME = 8;
const NAMED_CATEGORY = 4;
const SPECIALTY = 2;
const CITY = 1;

/** Degrees of the place grid's cells (about 2 miles). */
const CELL_DEGREES = 0.03;
const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const cellKey = (row: number, column: number) => row * 10_000 + column;

/** week_minute_at(zone, at): minutes since Monday 00:00 of the local time at `at`. */
export function weekMinuteAt(zone: string, at: Date): number {
  const { day, minute } = localTimeIn(zone, at);
  return WEEKDAYS.indexOf(day) * 24 * 60 + minute;
}

/** The orders the index keeps (rating_asc is rating_desc read backwards). */
type OrderName = 'rating' | 'reviews' | 'newest' | 'name';

/** The order a sort reads (rating_asc: rating's, backwards; distance: none, rating's). */
const orderOf = (sort: TProviderSort): Exclude<OrderName, 'name'> =>
  sort === 'reviews_desc' ? 'reviews' : sort === 'newest' ? 'newest' : 'rating';

/**
 * Rank keys (a slot's place in an order as a number) are spread over (0, RANK_SPACE) with
 * gaps, so that a write gives its new slot a key between its neighbours' and no other key
 * moves: the ranks and the rank tree are not computed again after each write. Keys are
 * below RANK_SPACE, so `(127 - relevance) * RANK_SPACE + rank` orders by relevance first.
 */
const RANK_SPACE = 2 ** 30;

/** Slots kept sorted by a comparison, dead ones included until the next compaction. */
export class SortedSlots extends IntList {
  private rankKeys: Int32Array | null = null;
  /** Bumped each time the rank keys are laid out again (a rank tree built on them is old). */
  labeling = 0;

  constructor(readonly compare: (a: number, b: number) => number) {
    super(1024);
  }

  /** Each slot's rank key (ascending in the order), for slots below `capacity`. */
  ranks(capacity: number): Int32Array {
    if (!this.rankKeys || this.rankKeys.length < capacity) {
      const keys = new Int32Array(capacity);
      const gap = Math.floor(RANK_SPACE / (this.length + 1));
      for (let i = 0; i < this.length; i += 1) keys[this.data[i]!] = (i + 1) * gap;
      this.rankKeys = keys;
      this.labeling += 1;
    }
    return this.rankKeys;
  }

  /** Forgets the rank keys (slots renumbered or the order sorted again). */
  dropRanks() {
    this.rankKeys = null;
  }

  /** Sorts `slots` whole (a load). */
  reset(slots: Int32Array) {
    this.data = slots.slice().sort(this.compare);
    this.length = slots.length;
    this.rankKeys = null;
  }

  override renumber(to: Int32Array, sort = false) {
    super.renumber(to, sort);
    this.rankKeys = null;
  }

  /**
   * Adds slots: each new one's place is found by binary search in the order as it was, and
   * the order is moved once, block by block from the end (one pass, whatever the number).
   * New slots get rank keys between their neighbours' (all keys are laid out again later
   * when there is no room between them).
   */
  insert(slots: number[]) {
    if (!slots.length) return;
    const added = Int32Array.from(slots).sort(this.compare);
    const places = new Int32Array(added.length);
    added.forEach((slot, j) => {
      let lo = 0;
      let hi = this.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.compare(this.data[mid]!, slot) < 0) lo = mid + 1;
        else hi = mid;
      }
      places[j] = lo;
    });
    if (this.length + added.length > this.data.length)
      this.data = grown(this.data, Math.max(1024, (this.length + added.length) * 2));
    let end = this.length;
    for (let j = added.length - 1; j >= 0; j -= 1) {
      const at = places[j]!;
      this.data.copyWithin(at + j + 1, at, end);
      this.data[at + j] = added[j]!;
      end = at;
    }
    this.length += added.length;
    const keys = this.rankKeys;
    if (!keys) return;
    // Slots placed together (the same place before the insert) share their neighbours' gap.
    for (let j = 0; j < added.length;) {
      let k = j + 1;
      while (k < added.length && places[k] === places[j]) k += 1;
      const from = places[j]! + j;
      const to = places[k - 1]! + k;
      const before = from > 0 ? keys[this.data[from - 1]!]! : 0;
      const after = to < this.length ? keys[this.data[to]!]! : RANK_SPACE;
      const step = (after - before) / (k - j + 1);
      if (step < 1) {
        this.rankKeys = null;
        return;
      }
      for (let t = 0; t < k - j; t += 1)
        keys[this.data[from + t]!] = before + Math.floor(step * (t + 1));
      j = k;
    }
  }
}

/**
 * A slot's hours in `hours`: [ranges or OPEN_ALWAYS / HOURS_UNKNOWN, time zone, up to
 * HOURS_INLINE ranges (from, to: week minutes)], or the ranges' place in `weekData` when
 * there are more.
 */
const HOURS_STRIDE = 16;
const HOURS_INLINE = 7;
const HOURS_UNKNOWN = -1;
const OPEN_ALWAYS = -2;

/** Slots added since the rank tree was built that its walks merge in, before building it again. */
const RECENT_MAX = 2048;

/**
 * Sorts the first `n` (rank, place) pairs by rank (ranks are below 2^30, RANK_SPACE), ties
 * in the order given: a radix sort, ten bits a pass (a typed array's own sort of 6,443
 * keys took 0.9 ms, this 0.3). Answers the sorted ranks and places (new arrays).
 */
function sortByRank(ranks: Int32Array, places: Int32Array, n: number): [Int32Array, Int32Array] {
  let fromRanks: Int32Array = ranks;
  let fromPlaces: Int32Array = places;
  let toRanks: Int32Array = new Int32Array(n);
  let toPlaces: Int32Array = new Int32Array(n);
  const counts = new Int32Array(1024);
  for (let shift = 0; shift < 30; shift += 10) {
    counts.fill(0);
    for (let i = 0; i < n; i += 1) counts[(fromRanks[i]! >>> shift) & 1023]! += 1;
    for (let b = 0, sum = 0; b < 1024; b += 1) {
      const count = counts[b]!;
      counts[b] = sum;
      sum += count;
    }
    for (let i = 0; i < n; i += 1) {
      const r = fromRanks[i]!;
      const to = counts[(r >>> shift) & 1023]!++;
      toRanks[to] = r;
      toPlaces[to] = fromPlaces[i]!;
    }
    const [ranksDone, placesDone] = [toRanks, toPlaces];
    [toRanks, toPlaces] = [fromRanks, fromPlaces];
    [fromRanks, fromPlaces] = [ranksDone, placesDone];
  }
  return [fromRanks, fromPlaces];
}

/** Buckets of a range walked by sorting: by a rank's top ten bits (ranks are below 2^30). */
const BUCKET_SHIFT = 20;
/** A bucket this small is sorted by insertion, a larger one by sortByRank. */
const INSERTION_MAX = 32;

/**
 * Calls `visit(place, rank)` for the first `n` (rank, place) pairs by rank while it answers
 * true. The pairs are put in buckets by their rank's top bits in one pass and each bucket is
 * sorted only when reached: a deep page reads a sixth of the 6,443 names beginning 'garcia'
 * (at a million providers), and sorting them all was most of its cost.
 */
function byRankWhile(
  ranks: Int32Array,
  places: Int32Array,
  n: number,
  visit: (place: number, rank: number) => boolean,
  scratch: Scratch,
) {
  const buckets = (RANK_SPACE >>> BUCKET_SHIFT) + 1;
  const starts = scratch.ints(2, buckets).fill(0, 0, buckets);
  for (let i = 0; i < n; i += 1) starts[(ranks[i]! >>> BUCKET_SHIFT) + 1]! += 1;
  for (let b = 1; b < buckets; b += 1) starts[b]! += starts[b - 1]!;
  const bucketRanks = scratch.ints(3, n);
  const bucketPlaces = scratch.ints(4, n);
  const fill = scratch.ints(5, buckets);
  fill.set(starts.subarray(0, buckets));
  for (let i = 0; i < n; i += 1) {
    const to = fill[ranks[i]! >>> BUCKET_SHIFT]!++;
    bucketRanks[to] = ranks[i]!;
    bucketPlaces[to] = places[i]!;
  }
  for (let b = 0; b + 1 < buckets; b += 1) {
    const from = starts[b]!;
    const to = starts[b + 1]!;
    if (to - from > INSERTION_MAX) {
      const [r, p] = sortByRank(
        bucketRanks.subarray(from, to),
        bucketPlaces.subarray(from, to),
        to - from,
      );
      for (let i = 0; i < to - from; i += 1) if (!visit(p[i]!, r[i]!)) return;
      continue;
    }
    for (let i = from + 1; i < to; i += 1) {
      const r = bucketRanks[i]!;
      const p = bucketPlaces[i]!;
      let j = i - 1;
      for (; j >= from && bucketRanks[j]! > r; j -= 1) {
        bucketRanks[j + 1] = bucketRanks[j]!;
        bucketPlaces[j + 1] = bucketPlaces[j]!;
      }
      bucketRanks[j + 1] = r;
      bucketPlaces[j + 1] = p;
    }
    for (let i = from; i < to; i += 1) if (!visit(bucketPlaces[i]!, bucketRanks[i]!)) return;
  }
}

/**
 * Work arrays kept for the next call (a deep page's walk allocated 100 KB a search): `ints(i,
 * n)` is the i-th, at least n long, its contents left from before.
 */
class Scratch {
  private readonly arrays: Int32Array[] = [];
  ints(i: number, n: number): Int32Array {
    const a = this.arrays[i];
    if (a && a.length >= n) return a;
    return (this.arrays[i] = new Int32Array(Math.max(n, 1024)));
  }
}

/**
 * The name order's slots read by their rank (the rating's), within any range of names: a
 * segment tree of the least rank under each node over the name order as it was when built,
 * so each slot costs a few steps however wide the range ('sun' begins 47,000 names at a
 * million providers). Writes keep it: a dead slot's leaf is emptied, and slots added since
 * are kept in name order beside it and merged into each walk by rank (a write does not
 * move other slots' rank keys); it is built again past RECENT_MAX of them, or when the rank
 * keys are laid out again.
 */
export class RankTree {
  static readonly NONE = 0x7fffffff;
  private readonly leaves: number;
  private readonly tree: Int32Array;
  private readonly slots: Int32Array;
  private readonly recent: number[] = [];
  private readonly compare: (a: number, b: number) => number;
  private scratch: Scratch | null = new Scratch();

  constructor(
    order: SortedSlots,
    private readonly rank: Int32Array,
    private readonly alive: Uint8Array,
    readonly labeling: number,
  ) {
    this.slots = order.data.slice(0, order.length);
    let leaves = 1;
    while (leaves < this.slots.length) leaves *= 2;
    const tree = new Int32Array(2 * leaves).fill(RankTree.NONE);
    for (let i = 0; i < this.slots.length; i += 1) {
      const s = this.slots[i]!;
      if (alive[s]) tree[leaves + i] = rank[s]!;
    }
    for (let j = leaves - 1; j >= 1; j -= 1) tree[j] = Math.min(tree[2 * j]!, tree[2 * j + 1]!);
    this.leaves = leaves;
    this.tree = tree;
    this.compare = order.compare;
  }

  /** Whether it still holds after a write that removed `dead` and added `added` slots. */
  update(dead: number[], added: number[]): boolean {
    if (this.recent.length + added.length > RECENT_MAX) return false;
    for (const s of dead) {
      const i = this.find(this.slots, this.slots.length, s);
      if (this.slots[i] !== s) continue;
      let node = this.leaves + i;
      this.tree[node] = RankTree.NONE;
      for (node >>= 1; node >= 1; node >>= 1)
        this.tree[node] = Math.min(this.tree[2 * node]!, this.tree[2 * node + 1]!);
    }
    for (const s of added) this.recent.splice(this.find(this.recent, this.recent.length, s), 0, s);
    return true;
  }

  /** The first place in `list` not before `slot` in name order. */
  private find(list: ArrayLike<number>, n: number, slot: number): number {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(list[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Calls `visit(slot, rank)` for the live slots whose names `range` bounds (it gives the
   * range of a list in name order), by rank, while it answers true. `expected`: about how
   * many the caller may visit; a range not much wider is read whole and walked by its ranks
   * (byRankWhile) instead (a deep page of a common name: 1,020 of 6,443 names beginning
   * 'garcia' cost 3.6 ms of tree walking).
   */
  walk(
    range: (list: ArrayLike<number>, n: number) => [number, number],
    visit: (slot: number, rank: number) => boolean,
    expected = 0,
  ) {
    const { tree, leaves, rank } = this;
    const [lo, hi] = range(this.slots, this.slots.length);
    const [from, to] = range(this.recent, this.recent.length);
    const extra = this.recent
      .slice(from, to)
      .filter((s) => this.alive[s])
      .sort((a, b) => rank[a]! - rank[b]!);
    let next = 0;
    /** Visits the added slots ranked before `before`; false when `visit` stopped. */
    const merge = (before: number) => {
      for (; next < extra.length && rank[extra[next]!]! < before; next += 1)
        if (!visit(extra[next]!, rank[extra[next]!]!)) return false;
      return true;
    };
    if (hi - lo <= 2 * expected) {
      // A walk inside a walk's visit (none today) would get arrays of its own.
      const scratch = this.scratch ?? new Scratch();
      this.scratch = null;
      const ranks = scratch.ints(0, hi - lo);
      const places = scratch.ints(1, hi - lo);
      let n = 0;
      for (let i = lo; i < hi; i += 1) {
        const r = tree[leaves + i]!;
        if (r === RankTree.NONE) continue;
        ranks[n] = r;
        places[n++] = i;
      }
      let going = true;
      try {
        byRankWhile(
          ranks,
          places,
          n,
          (place, r) => {
            going = merge(r) && visit(this.slots[place]!, r);
            return going;
          },
          scratch,
        );
      } finally {
        this.scratch = scratch;
      }
      if (going) merge(RankTree.NONE);
      return;
    }
    // A min-heap of nodes by their least rank, from the nodes that cover the range.
    const heap: number[] = [];
    const push = (node: number) => {
      if (tree[node] === RankTree.NONE) return;
      heap.push(node);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (tree[heap[parent]!]! <= tree[node]!) break;
        heap[i] = heap[parent]!;
        heap[parent] = node;
        i = parent;
      }
    };
    const pop = (): number => {
      const top = heap[0]!;
      const last = heap.pop()!;
      if (heap.length) {
        heap[0] = last;
        for (let i = 0; ;) {
          const l = 2 * i + 1;
          let least = i;
          if (l < heap.length && tree[heap[l]!]! < tree[heap[least]!]!) least = l;
          if (l + 1 < heap.length && tree[heap[l + 1]!]! < tree[heap[least]!]!) least = l + 1;
          if (least === i) break;
          [heap[i], heap[least]] = [heap[least]!, heap[i]!];
          i = least;
        }
      }
      return top;
    };
    for (let l = lo + leaves, r = hi + leaves; l < r; l >>= 1, r >>= 1) {
      if (l & 1) push(l++);
      if (r & 1) push(--r);
    }
    while (heap.length) {
      const node = pop();
      if (node >= leaves) {
        if (!merge(tree[node]!)) return;
        if (!visit(this.slots[node - leaves]!, tree[node]!)) return;
      } else {
        push(2 * node);
        push(2 * node + 1);
      }
    }
    merge(RankTree.NONE);
  }
}

/** Any category or state, in countKey (codes are below it). */
const ANY = 1023;
const countKey = (category: number, state: number) => category * 1024 + state;

/** The bit of open_24_hours in IndexedProvider.facts (INJURY_FACTS' order). */
const OPEN_24_HOURS = 1 << INJURY_FACTS.indexOf('open24Hours');

export class SearchIndex {
  private capacity = 0;
  private size = 0;
  private live = 0;
  private readonly ids = new TextColumn();
  private readonly names = new TextColumn();
  private readonly slotOf = new SlotTable(this.ids);
  private alive = new Uint8Array(0);
  private category = new Uint8Array(0);
  private state = new Uint8Array(0);
  private facts = new Uint8Array(0);
  private languages = new Uint32Array(0);
  private rating = new Float64Array(0);
  private reviews = new Int32Array(0);
  private created = new Float64Array(0);
  /** Each slot's point as earthdistance's cube (x, y, z in a row; NaN: none). */
  private xyz = new Float64Array(0);
  /** Each slot's hours (HOURS_STRIDE int32 in a row): what open now reads, one cache line. */
  private hours = new Int32Array(0);
  /** The ranges of slots with more than HOURS_INLINE of them. */
  private weekData = new IntList(1024);
  private readonly categories = new Codes();
  private readonly states = new Codes();
  private readonly zones = new Codes();
  private readonly languageCodes = new Codes();
  private readonly words = new Postings();
  readonly vocabulary = new Vocabulary(this.words, () => this.alive);
  private readonly nameWords = new Postings();
  private readonly specialtyWords = new Postings();
  private readonly cityWords = new Postings();
  private readonly byCategory = new Map<number, IntList>();
  private readonly byState = new Map<number, IntList>();
  /** Live providers per category and state, per category, per state (countKey). */
  private readonly placeCounts = new Map<number, number>();
  private readonly cells = new Map<number, IntList>();
  private readonly byId = (a: number, b: number) => this.ids.compare(a, b);
  /** The sorts' orders (search-statement.ts SORT_ORDER) and the names' (prefixes). */
  private readonly orders: Record<OrderName, SortedSlots> = {
    rating: new SortedSlots(
      (a, b) =>
        this.rating[b]! - this.rating[a]! || this.reviews[b]! - this.reviews[a]! || this.byId(a, b),
    ),
    reviews: new SortedSlots(
      (a, b) =>
        this.reviews[b]! - this.reviews[a]! || this.rating[b]! - this.rating[a]! || this.byId(a, b),
    ),
    newest: new SortedSlots((a, b) => this.created[b]! - this.created[a]! || this.byId(a, b)),
    name: new SortedSlots((a, b) => this.names.compare(a, b) || this.byId(a, b)),
  };
  private unsorted = false;
  /** Per-search scratch: a generation per slot and what the search marked on it. */
  private generation = 0;
  private seen = new Int32Array(0);
  private nameBits = new Uint16Array(0);
  private partBits = new Uint8Array(0);
  private keys = new Float64Array(0);
  private found = new Int32Array(0);
  private readonly matchBits = new Bits();
  private readonly prefixBits = new Bits();
  private readonly visitedBits = new Bits();
  private readonly termSets = new Map<string, Bits>();
  /** Open now: each zone's minute of the week (-1: not worked out yet) at `zoneMinutesAt`. */
  private zoneMinutes = new Int32Array(0);
  private zoneMinutesAt = NaN;
  /** The name order by rating, built when a ranked text search first needs it. */
  private namesTree: RankTree | null = null;

  /** Providers in the index. */
  get count(): number {
    return this.live;
  }

  /**
   * Adds or replaces providers, and removes those of `removed` (ids). `sortLater`: the
   * orders are left unsorted until `sort()` (a load's batches).
   */
  apply(providers: IndexedProvider[], removed: string[] = [], sortLater = false) {
    const dead: number[] = [];
    for (const id of removed) dead.push(this.remove(id));
    this.reserve(this.size + providers.length);
    this.unsorted ||= sortLater;
    this.vocabulary.version += 1;
    const added: number[] = [];
    for (const p of providers) {
      dead.push(this.remove(p.id));
      this.vocabulary.add(p.words, sortLater);
      added.push(this.add(p));
    }
    if (!this.unsorted) for (const order of Object.values(this.orders)) order.insert(added);
    const tree = this.namesTree;
    if (
      this.unsorted ||
      !tree ||
      tree.labeling !== this.orders.rating.labeling ||
      !tree.update(
        dead.filter((s) => s >= 0),
        added,
      )
    )
      this.namesTree = null;
    if (this.size - this.live > Math.max(1000, this.live / 4)) this.compact();
    if (!sortLater) this.sort();
  }

  /** Sorts the orders whole, when writes left them unsorted. */
  sort() {
    if (!this.unsorted) return;
    this.placeByCell();
    const slots = new Int32Array(this.live);
    let n = 0;
    for (let s = 0; s < this.size; s += 1) if (this.alive[s]) slots[n++] = s;
    for (const order of Object.values(this.orders)) order.reset(slots);
    this.vocabulary.sort();
    this.unsorted = false;
    this.dropRanks();
  }

  /** Marks the provider's slot dead; its slot, or -1 when it was not in the index. */
  private remove(id: string): number {
    const slot = this.slotOf.remove(utf8(id));
    if (slot < 0) return slot;
    this.alive[slot] = 0;
    this.live -= 1;
    this.countPlace(slot, -1);
    return slot;
  }

  /** Counts a slot in or out of its category's and state's counts. */
  private countPlace(slot: number, by: number) {
    const c = this.category[slot]!;
    const s = this.state[slot]!;
    for (const key of [countKey(c, s), countKey(c, ANY), countKey(ANY, s)]) {
      this.placeCounts.set(key, (this.placeCounts.get(key) ?? 0) + by);
    }
  }

  /**
   * The category (the query's, or the one its text names) and state a search asks for, as
   * codes (0: any); null when no provider can match (one no provider has, or two
   * categories).
   */
  private placeOf(query: IndexQuery): { category: number; state: number } | null {
    const { category: asked, namedCategory: named } = query;
    if (asked && named && asked !== named) return null;
    const name = asked ?? named;
    const category = name ? this.categories.find(name) : 0;
    const state = query.state ? this.states.find(query.state) : 0;
    return category < 0 || state < 0 ? null : { category, state };
  }

  /**
   * The number of live providers a search without text, place, facts, languages or open
   * now matches (its category and state), or null for any other search.
   */
  private countOnly(query: IndexQuery): number | null {
    if (query.text || query.center || query.openNowAt || query.facts) return null;
    if (query.languages?.length) return null;
    const place = this.placeOf(query);
    if (!place) return 0;
    const { category, state } = place;
    if (!category && !state) return this.live;
    return this.placeCounts.get(countKey(category || ANY, state || ANY)) ?? 0;
  }

  private reserve(n: number) {
    if (n <= this.capacity) return;
    const capacity = Math.max(n, this.capacity * 2, 1024);
    this.ids.reserve(capacity);
    this.names.reserve(capacity);
    this.mapColumns((column, width) => grown(column, capacity * width));
    this.seen = new Int32Array(capacity);
    this.generation = 0;
    this.nameBits = new Uint16Array(capacity);
    this.partBits = new Uint8Array(capacity);
    this.keys = new Float64Array(capacity);
    this.found = new Int32Array(capacity);
    this.dropRanks();
    this.capacity = capacity;
  }

  /** Replaces each per-slot column by `f(column, values per slot)`. */
  private mapColumns(f: <T extends Column>(column: T, width: number) => T) {
    this.alive = f(this.alive, 1);
    this.category = f(this.category, 1);
    this.state = f(this.state, 1);
    this.facts = f(this.facts, 1);
    this.languages = f(this.languages, 1);
    this.rating = f(this.rating, 1);
    this.reviews = f(this.reviews, 1);
    this.created = f(this.created, 1);
    this.xyz = f(this.xyz, 3);
    this.hours = f(this.hours, HOURS_STRIDE);
  }

  private add(p: IndexedProvider): number {
    const slot = this.size++;
    this.live += 1;
    this.ids.set(slot, p.id);
    this.names.set(slot, p.name);
    this.slotOf.add(slot);
    this.alive[slot] = 1;
    this.category[slot] = this.categories.code(p.category);
    this.state[slot] = this.states.code(p.state);
    this.facts[slot] = p.facts;
    let languages = 0;
    for (const language of p.languages) {
      const code = this.languageCodes.code(language);
      if (code > 31) throw new Error('More than 31 languages: the index keeps them as bits');
      languages |= 1 << (code - 1);
    }
    this.languages[slot] = languages;
    this.rating[slot] = p.rating;
    this.reviews[slot] = p.reviewCount;
    this.created[slot] = p.createdMicros;
    if (p.latitude === null || p.longitude === null) {
      this.xyz.fill(NaN, slot * 3, slot * 3 + 3);
    } else {
      this.xyz.set(earthPoint(p.latitude, p.longitude), slot * 3);
      listOf(this.cells, cellKey(cellOf(p.latitude), cellOf(p.longitude))).push(slot);
    }
    const at = slot * HOURS_STRIDE;
    const hours = this.hours;
    hours[at + 1] = this.zones.code(p.timeZone);
    if (p.facts & OPEN_24_HOURS) hours[at] = OPEN_ALWAYS;
    else if (!p.openWeek) hours[at] = HOURS_UNKNOWN;
    else {
      const n = p.openWeek.length / 2;
      hours[at] = n;
      if (n <= HOURS_INLINE) hours.set(p.openWeek, at + 2);
      else {
        hours[at + 2] = this.weekData.length;
        for (const m of p.openWeek) this.weekData.push(m);
      }
    }
    for (const w of p.words) this.words.add(w, slot);
    for (const w of p.nameWords) this.nameWords.add(w, slot);
    for (const w of p.specialtyWords) this.specialtyWords.add(w, slot);
    for (const w of p.cityWords) this.cityWords.add(w, slot);
    listOf(this.byCategory, this.category[slot]).push(slot);
    listOf(this.byState, this.state[slot]).push(slot);
    this.countPlace(slot, 1);
    return slot;
  }

  /** Drops dead slots from every list (slots are renumbered, orders kept). */
  private compact() {
    const to = new Int32Array(this.capacity).fill(-1);
    let n = 0;
    for (let s = 0; s < this.size; s += 1) if (this.alive[s]) to[s] = n++;
    this.renumber(to, n, false);
  }

  /**
   * Numbers the live slots in the order of their grid cell (then those without a place): a
   * search near a place reads its cells' providers from neighbouring memory. After a load.
   */
  private placeByCell() {
    const to = new Int32Array(this.capacity).fill(-1);
    let n = 0;
    for (const key of [...this.cells.keys()].sort((a, b) => a - b)) {
      const cell = this.cells.get(key)!;
      for (let i = 0; i < cell.length; i += 1) {
        const s = cell.data[i]!;
        if (this.alive[s] && to[s]! < 0) to[s] = n++;
      }
    }
    for (let s = 0; s < this.size; s += 1) if (this.alive[s] && to[s]! < 0) to[s] = n++;
    this.renumber(to, n, true);
  }

  /**
   * Moves every slot `s` to `to[s]` (-1: dropped) and keeps `n`; `permuted`: the new
   * numbers are not in the old ones' order, so the slot lists are sorted again.
   */
  private renumber(to: Int32Array, n: number, permuted: boolean) {
    const move = <T extends Column>(rows: T, width: number): T => {
      const next = new (rows.constructor as new (n: number) => T)(rows.length);
      for (let s = 0; s < this.size; s += 1) {
        const t = to[s]!;
        if (t < 0) continue;
        for (let j = 0; j < width; j += 1) next[t * width + j] = rows[s * width + j]!;
      }
      return next;
    };
    this.mapColumns(move);
    this.ids.compact(to, this.size);
    this.names.compact(to, this.size);
    this.slotOf.rebuild(n * 2, to);
    for (const p of [this.words, this.nameWords, this.specialtyWords, this.cityWords])
      p.renumber(to, permuted);
    for (const lists of [this.byCategory, this.byState, this.cells])
      for (const list of lists.values()) list.renumber(to, permuted);
    for (const order of Object.values(this.orders)) order.renumber(to);
    this.dropRanks();
    this.size = n;
  }

  /** Forgets the rank keys and the rank tree (slots renumbered, orders sorted again). */
  private dropRanks() {
    for (const order of Object.values(this.orders)) order.dropRanks();
    this.namesTree = null;
  }

  /** Each slot's rank key in an order (computed when a search first ranks by it). */
  private rankOf(order: 'rating' | 'reviews' | 'newest'): Int32Array {
    return this.orders[order].ranks(this.capacity);
  }

  /** The ids of a page of a search and its number of matches (counted up to `countLimit`). */
  search(query: IndexQuery, countLimit = Infinity): IndexAnswer {
    this.generation += 1;
    if (this.generation > 0x7ffffff0) {
      this.seen.fill(0);
      this.generation = 1;
    }
    const filter = this.filterOf(query);
    if (!filter) return { ids: [], total: 0 };
    const want = query.offset + query.limit;
    const orderName = orderOf(query.sort);
    const backwards = query.sort === 'rating_asc';
    const keys = this.keys;
    const found = this.found;
    // Every found slot's key in the sort: its distance (then id), or its place in the
    // order (rating_asc: rating_desc's reversed).
    const center =
      query.sort === 'distance' && query.center
        ? earthPoint(query.center.latitude, query.center.longitude)
        : null;
    const byOrder = (n: number) => {
      // Computed after a write only when a search ranks by it.
      const rank = center ? null : this.rankOf(orderName);
      for (let i = 0; i < n; i += 1) {
        const s = found[i]!;
        keys[s] = center
          ? this.chord(s, center[0], center[1], center[2])
          : backwards
            ? -rank![s]!
            : rank![s]!;
      }
    };
    const tieById = center !== null;
    if (query.text) {
      return this.searchText(query, query.text, filter, want, countLimit, byOrder, tieById);
    }
    let n: number;
    if (query.center && query.radiusMeters !== undefined && query.sort === 'distance') {
      const { center, radiusMeters } = query;
      return this.nearest({ ...query, center, radiusMeters }, filter, countLimit);
    } else if (query.center && query.radiusMeters !== undefined) {
      n = this.near(query.center, query.radiusMeters, filter);
    } else {
      // The sort's order is walked until the page and the count are found (only the page
      // when the count is known), unless that takes longer than reading the category's
      // or the state's own list and ranking what passes (filters few providers pass).
      const own = this.ownList(query);
      const counted = this.countOnly(query);
      const walked = this.walk(
        this.orders[orderName],
        backwards,
        filter,
        query,
        counted === null ? Math.max(want, countLimit) : want,
        own ? own.length : Infinity,
      );
      if (walked && counted !== null) return { ids: walked.ids, total: counted };
      if (walked || !own) return walked!;
      n = 0;
      for (let i = 0; i < own.length; i += 1) {
        const s = own.data[i]!;
        if (this.alive[s] && filter(s)) found[n++] = s;
      }
    }
    byOrder(n);
    return this.page(n, query, n, tieById);
  }

  /** The page of the first `n` found slots by `keys` (then id when `tieById`). */
  private page(n: number, query: IndexQuery, total: number, tieById: boolean): IndexAnswer {
    const slots = topByKey(
      this.found,
      n,
      query.offset + query.limit,
      this.keys,
      tieById ? this.byId : null,
    );
    return { ids: slots.slice(query.offset).map((s) => this.ids.get(s)), total };
  }

  private chord(s: number, cx: number, cy: number, cz: number): number {
    const xyz = this.xyz;
    const dx = xyz[s * 3]! - cx;
    const dy = xyz[s * 3 + 1]! - cy;
    const dz = xyz[s * 3 + 2]! - cz;
    return Math.sqrt(dx * dx + dy * dy + dz * dz);
  }

  /**
   * A search without text or place: the sort's order read until the page and the count;
   * null when that takes more than `budget` steps.
   */
  private walk(
    order: SortedSlots,
    backwards: boolean,
    filter: (slot: number) => boolean,
    query: IndexQuery,
    stopAt: number,
    budget: number,
  ): IndexAnswer | null {
    const ids: string[] = [];
    const want = query.offset + query.limit;
    let total = 0;
    const n = order.length;
    for (let i = 0; i < n && total < stopAt; i += 1) {
      if (i >= budget) return null;
      const s = order.data[backwards ? n - 1 - i : i]!;
      if (!this.alive[s] || !filter(s)) continue;
      if (total >= query.offset && total < want) ids.push(this.ids.get(s));
      total += 1;
    }
    return { ids, total };
  }

  /** The shorter of the category's and the state's lists a search asks for, if any. */
  private ownList(query: IndexQuery): IntList | undefined {
    const place = this.placeOf(query);
    const category = place?.category ? this.byCategory.get(place.category) : undefined;
    const state = place?.state ? this.byState.get(place.state) : undefined;
    if (category && state) return category.length < state.length ? category : state;
    return category ?? state;
  }

  /** The filters of a search as one test of a slot; null when nothing can match. */
  private filterOf(query: IndexQuery): ((slot: number) => boolean) | null {
    const place = this.placeOf(query);
    if (!place) return null;
    const { category, state } = place;
    let languages = 0;
    for (const language of query.languages ?? []) {
      const code = this.languageCodes.find(language);
      if (code < 0) return null;
      languages |= 1 << (code - 1);
    }
    const facts = query.facts;
    const open = query.openNowAt ? this.openAt(query.openNowAt) : null;
    let near: ((slot: number) => boolean) | null = null;
    if (query.center && query.radiusMeters !== undefined) {
      const [cx, cy, cz] = earthPoint(query.center.latitude, query.center.longitude);
      const radius = query.radiusMeters;
      // The chord of the radius, so that most points are told without an arcsine; the
      // arc is computed only within a rounding error of the edge (the same test as before).
      const edge = radius < Math.PI * EARTH_RADIUS_M ? arcToChord(radius) : Infinity;
      const [inside, outside] = [edge * (1 - 1e-9), edge * (1 + 1e-9)];
      near = (s) => {
        const chord = this.chord(s, cx, cy, cz);
        if (chord <= inside) return true;
        if (!(chord < outside)) return false;
        return chordToArc(chord) <= radius;
      };
    }
    return (s) =>
      (category === 0 || this.category[s] === category) &&
      (state === 0 || this.state[s] === state) &&
      (facts === 0 || (this.facts[s]! & facts) === facts) &&
      (languages === 0 || (this.languages[s]! & languages) === languages) &&
      (open === null || open(s) === true) &&
      (near === null || near(s));
  }

  /**
   * Of each provider of a page (by id): the straight-line metres to `center` (search-sql.ts
   * distanceColumn; null without a point) and whether it is open at `at` (openAtSql), each
   * when asked for; null for an id not in the index.
   */
  pageFacts(
    ids: string[],
    center: { latitude: number; longitude: number } | undefined,
    at: Date | undefined,
  ): PageFacts {
    const slots = ids.map((id) => this.slotOf.find(utf8(id)));
    const [cx, cy, cz] = center ? earthPoint(center.latitude, center.longitude) : [0, 0, 0];
    const open = at ? this.openAt(at) : null;
    return {
      distances: center
        ? slots.map((s) => {
            if (s < 0) return null;
            const d = this.chord(s, cx, cy, cz);
            return Number.isNaN(d) ? null : d;
          })
        : null,
      open: open ? slots.map((s) => (s < 0 ? null : open(s))) : null,
    };
  }

  /** Open now (search-sql.ts openAtSql): true, false, or null when unknown. */
  openAt(at: Date): (slot: number) => boolean | null {
    // Each zone's minute of the week, worked out once a minute (zones are whole minutes
    // off UTC): the searches of a minute share them.
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== this.zoneMinutesAt || this.zoneMinutes.length < this.zones.texts.length) {
      this.zoneMinutes = new Int32Array(this.zones.texts.length).fill(-1);
      this.zoneMinutesAt = minute;
    }
    const minutes = this.zoneMinutes;
    const hours = this.hours;
    return (s) => {
      const at0 = s * HOURS_STRIDE;
      const n = hours[at0]!;
      if (n === OPEN_ALWAYS) return true;
      const z = hours[at0 + 1]!;
      if (n === HOURS_UNKNOWN || z === 0) return null;
      let minute = minutes[z]!;
      if (minute < 0) minutes[z] = minute = weekMinuteAt(this.zones.texts[z]!, at);
      const inline = n <= HOURS_INLINE;
      const data = inline ? hours : this.weekData.data;
      const from = inline ? at0 + 2 : hours[at0 + 2]!;
      for (let i = 0; i < n; i += 1) {
        if (minute >= data[from + 2 * i]! && minute < data[from + 2 * i + 1]!) return true;
      }
      return false;
    };
  }

  /**
   * The grid's cells that may hold points within `radius` metres of `center`, each with
   * the chord distance from the centre below which none of its points lies (less 1 km: the
   * cell's corner nearest in degrees is not quite the nearest point on the sphere); all
   * cells when the box wraps past a pole.
   */
  private cellsAround(
    center: { latitude: number; longitude: number },
    radius: number,
  ): Array<{ cell: IntList; nearest: number }> {
    const out: Array<{ cell: IntList; nearest: number }> = [];
    // The box around the circle (a degree of latitude is the same everywhere; one of
    // longitude shrinks with the cosine of the latitude farthest from the equator).
    const dLat = (radius / EARTH_RADIUS_M) * (180 / Math.PI) * 1.01;
    const lat0 = Math.max(-90, center.latitude - dLat);
    const lat1 = Math.min(90, center.latitude + dLat);
    const cos = Math.min(Math.cos((lat0 * Math.PI) / 180), Math.cos((lat1 * Math.PI) / 180));
    const dLng = cos > 0.01 ? dLat / cos : 360;
    if (dLng >= 180) {
      for (const cell of this.cells.values()) out.push({ cell, nearest: 0 });
      return out;
    }
    const [cx, cy, cz] = earthPoint(center.latitude, center.longitude);
    const columns = 360 / CELL_DEGREES;
    for (let r = cellOf(lat0); r <= cellOf(lat1); r += 1) {
      const first = cellOf(center.longitude - dLng);
      const last = cellOf(center.longitude + dLng);
      for (let c = first; c <= last; c += 1) {
        // Longitudes wrap at ±180°.
        const column = c < -columns / 2 ? c + columns : c >= columns / 2 ? c - columns : c;
        const cell = this.cells.get(cellKey(r, column));
        if (!cell) continue;
        const clamp = (v: number, lo: number) => Math.min(Math.max(v, lo), lo + CELL_DEGREES);
        const [x, y, z] = earthPoint(
          clamp(center.latitude, r * CELL_DEGREES),
          clamp(center.longitude, column * CELL_DEGREES),
        );
        const chord = Math.sqrt((x - cx) ** 2 + (y - cy) ** 2 + (z - cz) ** 2);
        out.push({ cell, nearest: Math.max(0, chord - 1000) });
      }
    }
    return out;
  }

  /**
   * The providers within `radius` metres (great-circle) of `center` that pass the filter
   * (which checks the distance), into `found`; their number.
   */
  private near(
    center: { latitude: number; longitude: number },
    radius: number,
    filter: (slot: number) => boolean,
  ): number {
    const found = this.found;
    let n = 0;
    for (const { cell } of this.cellsAround(center, radius)) {
      for (let i = 0; i < cell.length; i += 1) {
        const s = cell.data[i]!;
        if (this.alive[s] && filter(s)) found[n++] = s;
      }
    }
    return n;
  }

  /**
   * Nearest first without text: the cells are read nearest first, and reading stops once
   * the count has reached `countLimit` and no point of the next cell can be nearer than
   * the page's farthest (the count is then only known to reach the cap).
   */
  private nearest(
    query: IndexQuery & { center: { latitude: number; longitude: number }; radiusMeters: number },
    filter: (slot: number) => boolean,
    countLimit: number,
  ): IndexAnswer {
    const want = query.offset + query.limit;
    const [cx, cy, cz] = earthPoint(query.center.latitude, query.center.longitude);
    const cells = this.cellsAround(query.center, query.radiusMeters).sort(
      (a, b) => a.nearest - b.nearest,
    );
    const keys = this.keys;
    const nearestFirst = new Best(want, (a, b) => keys[a]! - keys[b]! || this.byId(a, b));
    let total = 0;
    for (const { cell, nearest } of cells) {
      if (total >= countLimit && nearestFirst.full && nearest > keys[nearestFirst.worst]!) break;
      for (let i = 0; i < cell.length; i += 1) {
        const s = cell.data[i]!;
        if (!this.alive[s] || !filter(s)) continue;
        total += 1;
        keys[s] = this.chord(s, cx, cy, cz);
        nearestFirst.offer(s);
      }
    }
    const page = nearestFirst.sorted().slice(query.offset);
    return { ids: page.map((s) => this.ids.get(s)), total };
  }

  /**
   * A text search: the names beginning with the key, and the providers holding a word of
   * each term. Each way below gives up past its bound (decision 0040, bounded work) for
   * the next:
   * - another sort than relevance: that sort's order walked to the page (candidates as
   *   bits), else every match collected and sorted;
   * - ranked (the default sort, relevance): the names beginning with the key best-rated
   *   first (prefixedFirst) while they fill the page; the rating order walked for the
   *   other matches (walkRest) when no name or fewer than a page begin with it; the
   *   matches collected and looked up when filters few pass (collectAll);
   * - else every match scored with marks: when a page's worth have the key as name prefix
   *   or a query word in the name (relevance 8 or more, which no other match reaches:
   *   4 + 2 + 1), only those are ranked and the rest counted (up to `countLimit`).
   */
  private searchText(
    query: IndexQuery,
    text: IndexText,
    filter: (slot: number) => boolean,
    want: number,
    countLimit: number,
    byOrder: (n: number) => void,
    tieById: boolean,
  ): IndexAnswer {
    const g = this.generation;
    const { seen, nameBits, partBits, found, keys } = this;
    const names = this.orders.name.data;
    const touch = (s: number) => {
      if (seen[s] !== g) {
        seen[s] = g;
        nameBits[s] = 0;
        partBits[s] = 0;
      }
    };
    const [lo, hi] = this.prefixRange(text.key);
    if (text.prefixOnly) {
      let n = 0;
      for (let i = lo; i < hi; i += 1) {
        const s = names[i]!;
        if (this.alive[s] && filter(s)) found[n++] = s;
      }
      byOrder(n);
      return this.page(n, query, n, tieById);
    }
    const terms = text.terms;
    const synonymCodes = terms.map((t) =>
      t.synonymCategory === null ? -1 : this.categories.find(t.synonymCategory),
    );
    const mark = (postings: Postings, words: string[], set: (s: number) => void) => {
      for (const w of words) {
        const list = postings.get(w);
        if (!list) continue;
        for (let i = 0; i < list.length; i += 1) {
          const s = list.data[i]!;
          touch(s);
          set(s);
        }
      }
    };
    // The rarest term leads (a synonym's category counts whole); one term alone: each of
    // its providers matches.
    const sizes = terms.map((t, i) => {
      let size = 0;
      for (const w of t.words) size += this.words.get(w)?.length ?? 0;
      if (synonymCodes[i]! > 0) size += this.byCategory.get(synonymCodes[i]!)?.length ?? 0;
      return size;
    });
    const lead = sizes.indexOf(Math.min(...sizes));
    const single = terms.length === 1;
    const lists = terms.map((t) => t.words.flatMap((w) => this.words.get(w) ?? []));
    // Whether a provider holds some words: the bits of the words many hold (Postings.dense),
    // the others' lists marked as bits on first use when `lookups` binary searches in each
    // would cost more than marking them (set: which of the index's bit sets), else searched;
    // null when no word is dense and marking does not pay (the caller searches).
    const denseMin = Math.max(DENSE_MIN, this.capacity >>> 6);
    const memberOf = (postings: Postings, words: string[], set: string, lookups: number) => {
      const dense: Bits[] = [];
      const sparse: IntList[] = [];
      for (const w of words) {
        const bits = postings.dense(w, denseMin, this.capacity);
        const list = bits ? undefined : postings.get(w);
        if (bits) dense.push(bits);
        else if (list) sparse.push(list);
      }
      const marked = lookups * sparse.length * 10 > lengthOf(sparse);
      if (!dense.length && !marked) return null;
      let bits: Bits | null = null;
      const inSparse = (s: number) => {
        if (!marked) return sparse.some((list) => holds(list, s));
        if (!bits) {
          bits = this.termSet(set);
          bits.reset(this.capacity);
          for (const list of sparse)
            for (let i = 0; i < list.length; i += 1) bits.add(list.data[i]!);
        }
        return bits.has(s);
      };
      if (!dense.length) return inSparse;
      return (s: number) => {
        for (const d of dense) if (d.has(s)) return true;
        return sparse.length > 0 && inSparse(s);
      };
    };
    // Each term tested against about as many providers as the lead term has.
    const termSets = terms.map((t, i) => memberOf(this.words, t.words, `term ${i}`, sizes[lead]!));
    const cursors = lists.map((l) => new Int32Array(l.length));
    /**
     * Whether the provider holds a word of term `i` (or is in its synonym's category); when
     * its lists are searched and providers come in ascending order (`ascending`), each is
     * read forwards from where the last stopped (a galloping search).
     */
    const holdsTerm = (s: number, i: number, ascending = false) => {
      if (synonymCodes[i]! > 0 && this.category[s] === synonymCodes[i]) return true;
      const set = termSets[i];
      if (set) return set(s);
      if (!ascending) return lists[i]!.some((list) => holds(list, s));
      const at = cursors[i]!;
      let held = false;
      lists[i]!.forEach((list, j) => {
        const k = seek(list, at[j]!, s);
        at[j] = k;
        if (k < list.length && list.data[k] === s) held = true;
      });
      return held;
    };
    /** Whether a provider of the lead term holds every other term. */
    const othersHold = (s: number, ascending = false) => {
      for (let i = 0; i < terms.length; i += 1) {
        if (i !== lead && !holdsTerm(s, i, ascending)) return false;
      }
      return true;
    };
    /** Whether any provider matches (marked prefixed, or holding every term). */
    const isMatch = (s: number) =>
      (seen[s] === g && (partBits[s]! & PREFIXED) !== 0) ||
      (text.textMatches && (single || terms.every((_, i) => holdsTerm(s, i))));
    // Every match once (the prefixed names, then the lead term's providers) into `found`,
    // until `stop`.
    const collect = (stop: number): number => {
      const visited = this.visitedBits;
      visited.reset(this.capacity);
      let n = 0;
      const visit = (s: number, matches: boolean) => {
        if (visited.has(s)) return false;
        visited.add(s);
        if (this.alive[s] && (matches || othersHold(s, true)) && filter(s)) {
          // Its marks are this search's (ranking may read them).
          touch(s);
          found[n++] = s;
        }
        return n >= stop;
      };
      for (let i = lo; i < hi; i += 1) if (visit(names[i]!, true)) return n;
      if (!text.textMatches || lead < 0) return n;
      // Each list ascending: the cursors start again for each.
      const code = synonymCodes[lead]!;
      const category = code > 0 ? this.byCategory.get(code) : undefined;
      for (const list of category ? [...lists[lead]!, category] : lists[lead]!) {
        for (const at of cursors) at.fill(0);
        for (let i = 0; i < list.length; i += 1) if (visit(list.data[i]!, single)) return n;
      }
      return n;
    };
    const ranked = query.sort === 'rating_desc' || query.sort === 'relevance';
    // The candidates as bits (the prefixed names, the lead term's providers), for walks of
    // an order that test each place: a match is a candidate that is prefixed or holds
    // every other term.
    const leadCategory = text.textMatches && lead >= 0 ? synonymCodes[lead]! : -1;
    // At most this many match: the lead term's providers and the prefixed names.
    const candidateCount = (text.textMatches && lead >= 0 ? sizes[lead]! : 0) + (hi - lo);
    const markCandidates = () => {
      const { matchBits, prefixBits } = this;
      matchBits.reset(this.capacity);
      prefixBits.reset(this.capacity);
      for (let i = lo; i < hi; i += 1) {
        matchBits.add(names[i]!);
        prefixBits.add(names[i]!);
      }
      if (!text.textMatches || lead < 0) return;
      for (const list of lists[lead]!) {
        for (let i = 0; i < list.length; i += 1) matchBits.add(list.data[i]!);
      }
    };
    const isCandidate = (s: number) =>
      this.matchBits.has(s) || (leadCategory > 0 && this.category[s] === leadCategory);
    /**
     * The candidates (marked first) holding some words in `postings`, or null past `max` of
     * them: the words' lists read, or, when the candidates are far fewer, each of them
     * looked up (set: the bit set to mark the words' short lists in). A slot may come twice.
     */
    const candidatesIn = (
      postings: Postings,
      words: string[],
      set: string,
      max: number,
    ): IntList | null => {
      const found = new IntList();
      const take = (s: number) => {
        if (found.length === max) return false;
        found.push(s);
        return true;
      };
      const group = listsOf(postings, words);
      if (leadCategory <= 0 && 4 * candidateCount < lengthOf(group)) {
        const holdsOne = memberOf(postings, words, set, candidateCount);
        const holding = holdsOne ?? ((s: number) => group.some((l) => holds(l, s)));
        for (let i = lo; i < hi; i += 1) if (holding(names[i]!) && !take(names[i]!)) return null;
        if (!text.textMatches || lead < 0) return found;
        for (const list of lists[lead]!) {
          for (let i = 0; i < list.length; i += 1)
            if (holding(list.data[i]!) && !take(list.data[i]!)) return null;
        }
        return found;
      }
      for (const list of group) {
        for (let i = 0; i < list.length; i += 1)
          if (isCandidate(list.data[i]!) && !take(list.data[i]!)) return null;
      }
      return found;
    };
    const matchesWhole = (s: number) => this.prefixBits.has(s) || othersHold(s);
    // Every match passing the filters into `found`. When the place's cells, or the
    // category's or the state's list, hold not many more providers than the text has
    // candidates, that list is read and the candidates tested as bits; else the
    // candidates are each visited.
    const collectAll = (): number => {
      let lists: IntList[] = [];
      if (query.center && query.radiusMeters !== undefined) {
        lists = this.cellsAround(query.center, query.radiusMeters).map((c) => c.cell);
      }
      const own = this.ownList(query);
      if (own && (!lists.length || own.length < lengthOf(lists))) lists = [own];
      if (!lists.length || lengthOf(lists) >= 8 * candidateCount) return collect(Infinity);
      markCandidates();
      let n = 0;
      for (const list of lists) {
        for (let i = 0; i < list.length; i += 1) {
          const s = list.data[i]!;
          if (!isCandidate(s) || !this.alive[s] || !matchesWhole(s) || !filter(s)) continue;
          // Its marks are this search's (ranking may read them).
          touch(s);
          found[n++] = s;
        }
      }
      return n;
    };
    let collected = -1;
    if (!ranked && query.sort !== 'distance') {
      // The first matches in the sort's order are the page.
      markCandidates();
      const ids: string[] = [];
      let n = 0;
      const outcome = this.walkOrder(
        this.orders[orderOf(query.sort)],
        query.sort === 'rating_asc',
        want,
        (s) => {
          if (!isCandidate(s) || !this.alive[s] || !matchesWhole(s) || !filter(s)) return false;
          if (n++ >= query.offset) ids.push(this.ids.get(s));
          return true;
        },
        () => n >= want,
      );
      if (outcome !== 'gave up') return { ids, total: collect(countLimit) };
    }
    if (!ranked) {
      const n = collectAll();
      byOrder(n);
      return this.page(n, query, n, tieById);
    }
    // Relevance: exact name 64, name prefix 32, the terms' words in the name (16 all, 8
    // some), a named category 4, a specialty 2, the city 1.
    const known = terms.flatMap((t, i) => (t.words.length ? [i] : []));
    const knownBits = known.reduce((b, i) => b | (1 << i), 0);
    const allKnown = known.length === terms.length;
    const anyWord = [...new Set(known.flatMap((i) => terms[i]!.words))];
    const listsOf = (postings: Postings, words: string[]) =>
      words.flatMap((w) => postings.get(w) ?? []);
    const nameLists = terms.map((t, i) =>
      known.includes(i) ? listsOf(this.nameWords, t.words) : [],
    );
    const specialtyLists = listsOf(this.specialtyWords, anyWord);
    const cityLists = listsOf(this.cityWords, anyWord);
    const named = new Uint8Array(this.categories.texts.length);
    for (const c of text.categories) {
      const code = this.categories.find(c);
      if (code > 0) named[code] = 1;
    }
    const key = utf8(text.key);
    const size = RANK_SPACE;
    const relevance = (
      s: number,
      prefixed: boolean,
      inName: number,
      inSpecialty: boolean,
      inCity: boolean,
    ) => {
      let total = 0;
      if (prefixed) {
        total += PREFIX;
        if (this.names.equals(s, key)) total += EXACT;
      }
      if (inName) total += allKnown && inName === knownBits ? ALL_IN_NAME : SOME_IN_NAME;
      if (inSpecialty) total += SPECIALTY;
      if (inCity) total += CITY;
      if (named[this.category[s]!]) total += NAMED_CATEGORY;
      return total;
    };
    // Each part looked up for about two pages' worth of providers.
    const lookUp = (postings: Postings, words: string[], set: string) => {
      const lists = listsOf(postings, words);
      return (
        memberOf(postings, words, set, 2 * want + 100) ??
        ((s: number) => lists.some((l) => holds(l, s)))
      );
    };
    const inNames = terms.map((t, i) =>
      lookUp(this.nameWords, known.includes(i) ? t.words : [], `name ${i}`),
    );
    const lookUpName = (s: number) => {
      let bits = 0;
      for (const i of known) if (inNames[i]!(s)) bits |= 1 << i;
      return bits;
    };
    const specialtyOf = lookUp(this.specialtyWords, anyWord, 'specialty');
    const cityOf = lookUp(this.cityWords, anyWord, 'city');
    /**
     * The names holding a word of every known term, read from the shortest term's name
     * lists and looked up in the others', or null past `max`; null too when those lists are
     * longer than 4 × `max` (reading them would cost more than the walk it may spare).
     */
    const namesHoldingAll = (max: number): IntList | null => {
      const lengths = nameLists.map(lengthOf);
      const shortest = known.reduce((a, b) => (lengths[b]! < lengths[a]! ? b : a));
      if (lengths[shortest]! > 4 * max) return null;
      const others = known
        .filter((i) => i !== shortest)
        .map((i) => {
          const lists = nameLists[i]!;
          return (
            memberOf(this.nameWords, terms[i]!.words, `all ${i}`, lengths[shortest]!) ??
            ((s: number) => lists.some((l) => holds(l, s)))
          );
        });
      const found = new IntList();
      for (const list of nameLists[shortest]!) {
        for (let i = 0; i < list.length; i += 1) {
          const s = list.data[i]!;
          if (!others.every((holdsTerm) => holdsTerm(s))) continue;
          if (found.length === max) return null;
          found.push(s);
        }
      }
      return found;
    };
    // The matches in rating order until no later one can score enough to reach the page,
    // when no name begins with the key or all that do are offered first (fewer than a
    // page passed). The providers of short name, specialty and city lists are offered
    // first too, so the others score at most the ceiling. Null when filters few pass.
    const walkRest = (): IndexAnswer | null => {
      markCandidates();
      let ceiling = named.includes(1) ? NAMED_CATEGORY : 0;
      const first: IntList[] = [];
      for (const [postings, group, bonus] of [
        [this.nameWords, nameLists.flat(), allKnown ? ALL_IN_NAME : SOME_IN_NAME],
        [this.specialtyWords, specialtyLists, SPECIALTY],
        [this.cityWords, cityLists, CITY],
      ] as const) {
        const length = lengthOf(group);
        if (length === 0) continue;
        if (length <= LIFTED_FIRST_MAX) {
          first.push(...group);
          continue;
        }
        // A long list whose members the text seldom matches ('lawsuit', a specialty of
        // 83,333 funders at a million, against the law firms 'injury law' matches): those
        // few are offered first, and the bonus stays out of the ceiling (else the walk looked
        // for matches scoring it, found none, and ranked all 125,000 law firms).
        // Read only when the candidates are not much fewer than its providers (else the walk
        // soon gives up and the few candidates are collected: 'cohen funding').
        const few =
          length <= 8 * candidateCount
            ? candidatesIn(postings, anyWord, `lifted ${bonus}`, LIFTED_FIRST_MAX)
            : null;
        if (few) first.push(few);
        else if (postings === this.nameWords && allKnown && known.length > 1) {
          // Every term in the name (16) is rarer than some (8): those names are offered first
          // when about a walk's worth, and the others score at most 8 ('smith attorney':
          // 8,330 names hold 'smith', none 'attorneys' too; else the walk looked for matches
          // scoring 16 and ranked all 6,473 law firms of 'smith'). When more, a walk finds
          // a page of them.
          const all = namesHoldingAll(4 * want + WALK_MAX);
          if (all) first.push(all);
          ceiling += all ? SOME_IN_NAME : ALL_IN_NAME;
        } else ceiling += bonus;
      }
      const rank = this.rankOf('rating');
      const page = new Best(want, (a, b) => keys[a]! - keys[b]!);
      const offer = (s: number) => {
        if (!isCandidate(s)) return false;
        touch(s);
        if (partBits[s]! & WALKED) return false;
        partBits[s] = partBits[s]! | WALKED;
        if (!this.alive[s] || !matchesWhole(s) || !filter(s)) return false;
        const prefixed = hi > lo && this.names.startsWith(s, key);
        const score = relevance(s, prefixed, lookUpName(s), specialtyOf(s), cityOf(s));
        keys[s] = (127 - score) * size + rank[s]!;
        if (score >= ceiling) reaching += 1;
        page.offer(s);
        return true;
      };
      /** Matches that score the ceiling or more: only a page of them ends the walk. */
      let reaching = 0;
      for (let i = lo; i < hi; i += 1) offer(names[i]!);
      for (const list of first) for (let i = 0; i < list.length; i += 1) offer(list.data[i]!);
      const offeredFirst = reaching;
      const ratingOrder = this.orders.rating;
      const outcome = this.walkOrder(
        ratingOrder,
        false,
        want,
        offer,
        (position) =>
          page.full &&
          keys[page.worst]! <
            (127 - ceiling) * size +
              (position < ratingOrder.length ? rank[ratingOrder.data[position]!]! : size),
        // At the pace the walk finds matches reaching the ceiling, a page of them would take
        // more passes than the walk may make.
        (passed) =>
          (want - reaching) * passed > (reaching - offeredFirst + 0.5) * (4 * want + WALK_MAX),
      );
      if (outcome === 'gave up') return null;
      const ids = page
        .sorted()
        .slice(query.offset)
        .map((s) => this.ids.get(s));
      return { ids, total: total() };
    };
    // The count is read whatever the page's way (up to its cap): read first, it holds every
    // match when fewer than the cap, and those are ranked without a walk ('sunrise law' at
    // a million: 6 matches among 15,803 providers of 'sunrise', where a walk of the rating
    // order looked for a page before the count read them all anyway). Not with a place, a
    // category or a state: their own list, whose providers lie together in the slots, is
    // read instead when few pass (collectAll), where the candidates lie across the country
    // (a miss of the processor's cache each: 2.6 ms a search in the index's thread under
    // load for 'smith' near Miami, against 0.6 ms timed alone).
    let counted = -1;
    const listed = (query.center && query.radiusMeters !== undefined) || this.ownList(query);
    if (!listed && countLimit > 0 && countLimit < Infinity) {
      counted = collect(countLimit);
      if (counted < countLimit) collected = counted;
    }
    const total = () => (counted >= 0 ? counted : collect(countLimit));
    const walkable = text.textMatches && query.sort !== 'distance';
    if (collected < 0 && hi === lo && walkable) {
      const answer = walkRest();
      if (answer) return answer;
      // Filters few pass: the matches are collected first.
      collected = collectAll();
    }
    if (collected < 0 && hi > lo) {
      // The names a specialty or the city lifts are offered first when their lists are
      // short; the walk's names can then score at most the ceiling.
      const lifted = lengthOf(specialtyLists) + lengthOf(cityLists) <= LIFTED_MAX;
      const ceiling =
        PREFIX +
        (known.length ? (allKnown ? ALL_IN_NAME : SOME_IN_NAME) : 0) +
        (named.includes(1) ? NAMED_CATEGORY : 0) +
        (lifted ? 0 : SPECIALTY + CITY);
      const page = this.prefixedFirst(key, want, ceiling, {
        touch,
        passes: (s) => this.alive[s] === 1 && filter(s),
        relevance: (s) => relevance(s, true, lookUpName(s), specialtyOf(s), cityOf(s)),
        first: (offer) => {
          // The exact names come first in the range.
          for (let i = lo; i < hi && this.names.equals(names[i]!, key); i += 1) offer(names[i]!);
          if (!lifted) return;
          for (const list of [...specialtyLists, ...cityLists]) {
            for (let i = 0; i < list.length; i += 1) {
              if (this.names.startsWith(list.data[i]!, key)) offer(list.data[i]!);
            }
          }
        },
      });
      if (page === 'few') {
        // Few names pass the filters: the matches are collected first.
        collected = collectAll();
      } else if (page === 'short') {
        // Every name the key begins was offered: the other matches complete the page.
        const answer = walkable ? walkRest() : null;
        if (answer) return answer;
      } else if (page) {
        return { ids: page.slice(query.offset).map((s) => this.ids.get(s)), total: total() };
      }
    }
    if (collected >= 0 && collected <= FEW_MAX) {
      // Few matches, collected: each is looked up rather than every word list marked.
      byOrder(collected);
      for (let i = 0; i < collected; i += 1) {
        const s = found[i]!;
        const prefixed = hi > lo && this.names.startsWith(s, key);
        const score = relevance(s, prefixed, lookUpName(s), specialtyOf(s), cityOf(s));
        keys[s] = (127 - score) * size + keys[s]!;
      }
      return this.page(collected, query, collected, false);
    }
    for (let i = lo; i < hi; i += 1) {
      const s = names[i]!;
      touch(s);
      partBits[s] = partBits[s]! | PREFIXED;
    }
    // Each part is marked from its word lists when they are short against the matches to
    // rank (at most the lead term's providers and the prefixed names); else each candidate
    // is looked up in them.
    const cheap = (lists: IntList[]) => lengthOf(lists) <= 4 * candidateCount + 1000;
    const markNames = cheap(nameLists.flat());
    if (markNames) {
      for (const i of known) {
        const bit = 1 << i;
        mark(this.nameWords, terms[i]!.words, (s) => (nameBits[s] = nameBits[s]! | bit));
      }
    }
    const inNameOf = markNames ? (s: number) => nameBits[s]! & knownBits : lookUpName;
    const partOf = (
      postings: Postings,
      lists: IntList[],
      hit: number,
      lookedUp: (s: number) => boolean,
    ) => {
      if (!cheap(lists)) return lookedUp;
      mark(postings, anyWord, (s) => (partBits[s] = partBits[s]! | hit));
      return (s: number) => (partBits[s]! & hit) !== 0;
    };
    const inSpecialty = partOf(this.specialtyWords, specialtyLists, SPECIALTY_HIT, specialtyOf);
    const inCity = partOf(this.cityWords, cityLists, CITY_HIT, cityOf);
    const score = (s: number) =>
      relevance(s, (partBits[s]! & PREFIXED) !== 0, inNameOf(s), inSpecialty(s), inCity(s));
    const rank = (n: number) => {
      byOrder(n);
      // The relevance first, then the order (a rank below the slot count).
      for (let i = 0; i < n; i += 1)
        keys[found[i]!] = (127 - score(found[i]!)) * size + keys[found[i]!]!;
    };
    if (markNames && collected < 0) {
      // The matches of relevance 8 or more: prefixed names, names holding a known word.
      let boosted = 0;
      const boost = (s: number) => {
        if (partBits[s]! & BOOSTED) return;
        partBits[s] = partBits[s]! | BOOSTED;
        if (this.alive[s] && isMatch(s) && filter(s)) found[boosted++] = s;
      };
      for (let i = lo; i < hi; i += 1) boost(names[i]!);
      for (const lists of nameLists) {
        for (const list of lists) for (let i = 0; i < list.length; i += 1) boost(list.data[i]!);
      }
      if (boosted >= want) {
        rank(boosted);
        const slots = topByKey(found, boosted, want, keys, null);
        return { ids: slots.slice(query.offset).map((s) => this.ids.get(s)), total: total() };
      }
    }
    const n = collected >= 0 ? collected : collectAll();
    rank(n);
    return this.page(n, query, n, false);
  }

  /**
   * The first `want` of the names `key` begins by relevance, then rating
   * (a ranked text search's page), when that many pass the filters: every name there
   * begins with the key, so it outranks every other match (32 against 16 + 4 + 2 + 1 at
   * most). `first` offers those that may score more than `ceiling` (the exact names, ...);
   * the others are walked in the rating order until no later one can reach the page.
   * 'few' when the walk would read more than 4 × want + WALK_MAX names for a page
   * (filters few pass; judged from the pace after 256), 'short' when the whole range was
   * read and fewer than a page passed, null when the walk passes that many names with
   * more than a page passing: the caller then ranks the other matches too.
   */
  private prefixedFirst(
    key: Uint8Array,
    want: number,
    ceiling: number,
    scored: {
      touch: (s: number) => void;
      passes: (s: number) => boolean;
      relevance: (s: number) => number;
      first: (offer: (s: number) => boolean) => void;
    },
  ): number[] | 'few' | 'short' | null {
    const { keys, partBits } = this;
    const size = RANK_SPACE;
    const rank = this.rankOf('rating');
    const page = new RankedPage(want, ceiling, keys);
    let walking = false;
    /** Whether the name is new and passes the filters. */
    const offer = (s: number) => {
      scored.touch(s);
      if (partBits[s]! & OFFERED) return false;
      partBits[s] = partBits[s]! | OFFERED;
      if (!scored.passes(s)) return false;
      keys[s] = (127 - scored.relevance(s)) * size + rank[s]!;
      if (walking) page.offerWalked(s);
      else page.offerFirst(s);
      return true;
    };
    scored.first(offer);
    walking = true;
    const budget = 4 * want + WALK_MAX;
    let walked = 0;
    let passed = 0;
    let stopped: 'reached' | 'budget' | 'few' | null = null;
    const range = (list: ArrayLike<number>, n: number) => this.namesBegun(key, list, n);
    this.namesByRating().walk(
      range,
      (slot, r) => {
        if (page.reached(r)) stopped = 'reached';
        else if (walked >= budget) stopped = passed < want ? 'few' : 'budget';
        // At this pace the page would not be found within the budget.
        else if (walked >= 256 && passed * budget < want * walked) stopped = 'few';
        if (stopped) return false;
        walked += 1;
        if (offer(slot)) passed += 1;
        return true;
      },
      budget,
    );
    if (stopped === 'few' || stopped === 'budget') return stopped === 'few' ? 'few' : null;
    // Read to the end of the range, the page holds the first of all its names.
    return page.full ? page.sorted() : 'short';
  }

  /**
   * Walks an order (from its end when `backwards`), calling `visit` at each place (true:
   * the slot passed) until `done(position)`: 'done', 'end' (the whole order read), or
   * 'gave up' past WALK_POSITIONS places, or sooner when the pace of slots passing says
   * `want` would not pass within them (filters few pass), or when 4 × want + WALK_MAX
   * have passed and it is not done (a ranked walk whose ceiling few reach), or sooner when
   * `hopeless(passed)` judges that it would not be.
   */
  private walkOrder(
    order: SortedSlots,
    backwards: boolean,
    want: number,
    visit: (slot: number, position: number) => boolean,
    done: (position: number) => boolean,
    hopeless?: (passed: number) => boolean,
  ): 'done' | 'end' | 'gave up' {
    const n = order.length;
    let passed = 0;
    for (let i = 0; i < n; i += 1) {
      if (done(i)) return 'done';
      // Past the places, at a pace that would not reach the page within them, or past
      // 4 × want + WALK_MAX slots passing without `done` (a bound not reached).
      const slow = i >= 8192 && passed * WALK_POSITIONS < want * i;
      if (i >= WALK_POSITIONS || slow || passed >= 4 * want + WALK_MAX) return 'gave up';
      if (visit(order.data[backwards ? n - 1 - i : i]!, i)) {
        passed += 1;
        if (passed >= 64 && hopeless?.(passed)) return 'gave up';
      }
    }
    return done(n) ? 'done' : 'end';
  }

  /** A search's bit set by name ('term 0', 'city', ...), kept between searches. */
  private termSet(name: string): Bits {
    let bits = this.termSets.get(name);
    if (!bits) this.termSets.set(name, (bits = new Bits()));
    return bits;
  }

  /** The name order by rating (built again when the rating's rank keys are laid out again). */
  private namesByRating(): RankTree {
    const rank = this.rankOf('rating');
    const labeling = this.orders.rating.labeling;
    if (this.namesTree?.labeling !== labeling)
      this.namesTree = new RankTree(this.orders.name, rank, this.alive, labeling);
    return this.namesTree;
  }

  /** The range of the name order whose names begin with `key`. */
  private prefixRange(text: string): [number, number] {
    return this.namesBegun(utf8(text), this.orders.name.data, this.orders.name.length);
  }

  /** The range of `list[0..n)` (slots in name order) whose names begin with `key`. */
  private namesBegun(key: Uint8Array, list: ArrayLike<number>, n: number): [number, number] {
    // The first position where `after` holds (it holds from there on).
    const first = (after: (slot: number) => boolean) => {
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (after(list[mid]!)) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    // Dead slots stay in the order until it is compacted; they are skipped by `alive`.
    return [
      first((s) => this.names.compareTo(s, key) >= 0),
      first((s) => this.names.compareTo(s, key) > 0 && !this.names.startsWith(s, key)),
    ];
  }
}

/** A set of slots as bits (a million in 128 KB), emptied for each use. */
class Bits {
  private words = new Uint32Array(0);
  reset(capacity: number) {
    const n = (capacity + 31) >>> 5;
    if (this.words.length < n) this.words = new Uint32Array(n);
    else this.words.fill(0, 0, n);
  }
  /** Room for `capacity` slots, keeping those held. */
  grow(capacity: number) {
    const n = (capacity + 31) >>> 5;
    if (this.words.length < n) {
      const words = new Uint32Array(n);
      words.set(this.words);
      this.words = words;
    }
  }
  add(slot: number) {
    this.words[slot >>> 5] = this.words[slot >>> 5]! | (1 << (slot & 31));
  }
  has(slot: number): boolean {
    return (this.words[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }
}

/** The entries of some lists. */
const lengthOf = (lists: IntList[]) => lists.reduce((n, l) => n + l.length, 0);

/** The first place from `from` on of an ascending list whose slot is not below `slot`. */
function seek(list: IntList, from: number, slot: number): number {
  const data = list.data;
  const n = list.length;
  if (from >= n || data[from]! >= slot) return from;
  // Gallop: 1, 2, 4, ... places ahead until past `slot`, then halve.
  let lo = from;
  let step = 1;
  while (lo + step < n && data[lo + step]! < slot) {
    lo += step;
    step *= 2;
  }
  let hi = Math.min(lo + step, n);
  lo += 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (data[mid]! < slot) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether an ascending list holds `slot` (binary search). */
function holds(list: IntList, slot: number): boolean {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const v = list.data[mid]!;
    if (v === slot) return true;
    if (v < slot) lo = mid + 1;
    else hi = mid;
  }
  return false;
}

/** Marks of a slot in a search (partBits). */
const PREFIXED = 0x80;
const BOOSTED = 0x20;
const OFFERED = 0x10;
const WALKED = 0x08;

/** Specialty and city list entries past which prefixedFirst does not offer them first. */
const LIFTED_MAX = 20_000;
/** Names prefixedFirst walks past 4 × the page before the caller ranks every match. */
const WALK_MAX = 500;
/** Places of an order a text search walks before it collects its matches instead. */
const WALK_POSITIONS = 100_000;
/** Entries of a name, specialty or city list offered before a walk of the rating order. */
const LIFTED_FIRST_MAX = 5_000;
/** Matches past which a search ranks them with marks rather than lookups. */
const FEW_MAX = 2_000;
/** A word at least this many providers hold (and a 64th of the index) is kept as bits. */
const DENSE_MIN = 256;
const SPECIALTY_HIT = 1;
const CITY_HIT = 2;

/** The first `k` items offered, by `compare`: a max-heap whose root is the worst kept. */
class Best {
  private readonly heap: number[] = [];
  constructor(
    private readonly k: number,
    private readonly compare: (a: number, b: number) => number,
  ) {}
  get full(): boolean {
    return this.heap.length >= this.k;
  }
  /** The worst item kept (defined once full). */
  get worst(): number {
    return this.heap[0]!;
  }
  offer(item: number) {
    const { heap, compare } = this;
    if (heap.length < this.k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (compare(heap[i]!, heap[parent]!) <= 0) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (this.k > 0 && compare(item, heap[0]!) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        let worst = i;
        if (l < heap.length && compare(heap[l]!, heap[worst]!) > 0) worst = l;
        if (l + 1 < heap.length && compare(heap[l + 1]!, heap[worst]!) > 0) worst = l + 1;
        if (worst === i) break;
        [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
        i = worst;
      }
    }
  }
  sorted(): number[] {
    return this.heap.sort(this.compare);
  }
}

/**
 * The page of a ranked walk: the first `want` by key, (127 - relevance) × RANK_SPACE +
 * rank, of slots offered first in any order and then by a walk in rank order whose slots
 * score at most `ceiling` (any more count too). Within a relevance the walk's slots come in
 * key order, so none is kept in a heap: a counting sort by relevance at the end puts them
 * in order (a deep page, 1,020 of the names beginning 'garcia', took ten heap swaps an
 * offer and a sort of the 1,020 by a compare function).
 */
class RankedPage {
  private readonly first: number[] = [];
  /** The keys of `first`, sorted, once the walk asks; how many are below its bound. */
  private firstKeys: Float64Array | null = null;
  private firstBelow = 0;
  private readonly walked = new IntList(64);
  /** Walked slots that score the ceiling or more. */
  private reaching = 0;
  constructor(
    private readonly want: number,
    private readonly ceiling: number,
    private readonly keys: Float64Array,
  ) {}
  /** A slot offered before the walk, its key set. */
  offerFirst(s: number) {
    this.first.push(s);
    this.firstKeys = null;
    this.firstBelow = 0;
  }
  /** A slot the walk reached (in rank order), its key set. */
  offerWalked(s: number) {
    this.walked.push(s);
    if (this.keys[s]! < (128 - this.ceiling) * RANK_SPACE) this.reaching += 1;
  }
  get full(): boolean {
    return this.first.length + this.walked.length >= this.want;
  }
  /**
   * Whether `want` slots offered have keys below any that a slot the walk reaches at `rank`
   * or later can have (it scores at most the ceiling): the page is then complete.
   */
  reached(rank: number): boolean {
    const bound = (127 - this.ceiling) * RANK_SPACE + rank;
    if (!this.firstKeys)
      this.firstKeys = Float64Array.from(this.first, (s) => this.keys[s]!).sort();
    const keys = this.firstKeys;
    while (this.firstBelow < keys.length && keys[this.firstBelow]! < bound) this.firstBelow += 1;
    return this.reaching + this.firstBelow >= this.want;
  }
  /** The first `want` offered, in key order. */
  sorted(): number[] {
    const { keys, walked } = this;
    const level = (s: number) => Math.floor(keys[s]! / RANK_SPACE);
    const starts = new Int32Array(129);
    for (let i = 0; i < walked.length; i += 1) starts[level(walked.data[i]!) + 1]! += 1;
    for (let l = 1; l < starts.length; l += 1) starts[l]! += starts[l - 1]!;
    const byKey = new Int32Array(walked.length);
    for (let i = 0; i < walked.length; i += 1) {
      const s = walked.data[i]!;
      byKey[starts[level(s)]!++] = s;
    }
    const first = [...this.first].sort((a, b) => keys[a]! - keys[b]!);
    const page: number[] = [];
    for (let i = 0, j = 0; page.length < this.want && (i < byKey.length || j < first.length);) {
      if (j >= first.length || (i < byKey.length && keys[byKey[i]!]! < keys[first[j]!]!))
        page.push(byKey[i++]!);
      else page.push(first[j++]!);
    }
    return page;
  }
}

/** The first `k` of `slots[0..n)` by `keys[slot]` (ascending; ties by `tie`), sorted. */
export function topByKey(
  slots: Int32Array,
  n: number,
  k: number,
  keys: Float64Array,
  tie: ((a: number, b: number) => number) | null,
): number[] {
  const compare = (a: number, b: number) => keys[a]! - keys[b]! || (tie ? tie(a, b) : 0);
  if (k <= 0) return [];
  if (n <= k * 4) return Array.from(slots.subarray(0, n)).sort(compare).slice(0, k);
  const best = new Best(k, compare);
  for (let i = 0; i < n; i += 1) best.offer(slots[i]!);
  return best.sorted();
}
