/**
 * A small in-process cache of search answers (GET /providers, /providers/suggest), keyed by
 * the validated query. Popular searches repeat many times a second under load, and their
 * answer only changes when providers or reviews do; an answer is kept `ttlMs` (env
 * SEARCH_CACHE_TTL_SECONDS, default 5; 0 turns the cache off), so a result may lag a
 * write by at most that long. At most `maxEntries` answers are kept: the least recently
 * used goes first. Each replica has its own; nothing is shared or needs invalidating
 * across processes.
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached answer for `key`, or `load()`'s (shared by concurrent callers). The key may be
   * given as a function: it is then not built when the cache is off.
   */
  get(keyOf: string | (() => string), load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const key = typeof keyOf === 'string' ? keyOf : keyOf();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    // Shared while it runs, however long; the time to live counts from its answer, so a
    // slow search is not started again by every request that arrives meanwhile.
    const entry = { value, expires: Number.POSITIVE_INFINITY };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.expires = this.now() + this.ttlMs;
      },
      // A failed load is not kept.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
