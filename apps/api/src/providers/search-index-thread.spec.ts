import { SearchIndexThread } from './search-index-thread';
import type { IndexPage, IndexRow } from './search-index.worker';
import type { SearchQuery } from './search-statement';

const row = (id: string, name: string, rating: number): IndexRow => ({
  id,
  name,
  category: 'Law Firms',
  state: 'FL',
  rating,
  review_count: 1,
  created: '1700000000000000',
  latitude: 25.77,
  longitude: -80.19,
  time_zone: 'America/New_York',
  facts: 0,
  // Monday 09:00–17:00.
  open_week: '{[540,1020)}',
  languages: 'en es',
  words: name,
  name_words: name,
  specialty_words: '',
  city_words: 'miami',
});

const search = (query: Partial<SearchQuery>): SearchQuery => ({
  sort: 'rating_desc',
  offset: 0,
  limit: 20,
  ...query,
});

describe('SearchIndexThread', () => {
  it('makes an index current after its warm-up, with or without points, and answers as loaded', async () => {
    const thread = new SearchIndexThread(() => undefined);
    try {
      // Nothing loaded: the warm-up's searches find nothing and the empty index is current.
      await thread.call({ op: 'begin' });
      expect(await thread.call({ op: 'commit' })).toBe(0);
      expect(
        (
          await thread.call<IndexPage>({
            op: 'search',
            query: search({ q: 'smith' }),
            countLimit: 10,
          })
        ).total,
      ).toBe(0);
      // No provider has a point (the place searches of the warm-up are left out), then some
      // do: each load is warmed up and answers every provider it holds, nothing more.
      const pointless = { latitude: null, longitude: null };
      await thread.call({ op: 'begin' });
      await thread.call({
        op: 'load',
        rows: [
          { ...row('a', 'smith law', 4), ...pointless },
          { ...row('b', 'garcia law', 5), ...pointless },
        ],
      });
      expect(await thread.call({ op: 'commit' })).toBe(2);
      await thread.call({ op: 'begin' });
      await thread.call({
        op: 'load',
        rows: [{ ...row('a', 'smith law', 4), ...pointless }, row('c', 'smith towing', 3)],
      });
      expect(await thread.call({ op: 'commit' })).toBe(2);
      const page = await thread.call<IndexPage>({
        op: 'search',
        query: search({ q: 'smith', sort: 'relevance' }),
        countLimit: 1001,
      });
      expect(page).toMatchObject({ ids: ['a', 'c'], total: 2 });
      const near = await thread.call<IndexPage>({
        op: 'search',
        query: search({ center: { latitude: 25.77, longitude: -80.19 }, radiusMeters: 1000 }),
        countLimit: 1001,
      });
      expect(near).toMatchObject({ ids: ['c'], total: 1 });
    } finally {
      await thread.close();
    }
  });

  it('loads and searches in its thread, in order; refuses a request it cannot send and goes on; when it ends, tells and fails every later request', async () => {
    const ended: Error[] = [];
    const thread = new SearchIndexThread((error) => ended.push(error));
    try {
      // No index yet: no answer (the caller searches with SQL).
      expect(await thread.call({ op: 'search', query: search({}), countLimit: 10 })).toBeNull();

      await thread.call({ op: 'begin' });
      await thread.call({ op: 'load', rows: [row('a', 'alpha law', 4), row('b', 'beta law', 5)] });
      expect(await thread.call({ op: 'commit' })).toBe(2);

      // Sent one after the other without waiting: the search sees the write before it.
      const before = thread.call<IndexPage>({ op: 'search', query: search({}), countLimit: 10 });
      const write = thread.call({
        op: 'apply',
        rows: [row('c', 'gamma law', 4.5)],
        removed: ['b'],
      });
      const after = thread.call<IndexPage>({
        op: 'search',
        query: search({
          center: { latitude: 25.77, longitude: -80.19 },
          // Monday 5 January 2026, 10:00 in New York.
          now: new Date(Date.UTC(2026, 0, 5, 15)),
        }),
        countLimit: 10,
      });
      expect((await before).ids).toEqual(['b', 'a']);
      await write;
      const page = await after;
      expect(page).toMatchObject({ ids: ['c', 'a'], total: 2, open: [true, true] });
      expect(page.distances).toEqual([0, 0]);

      // A function cannot be cloned to the thread: refused, nothing lost.
      await expect(
        thread.call({ op: 'search', query: search({ q: (() => 'x') as never }), countLimit: 1 }),
      ).rejects.toThrow(/could not be cloned/);
      expect(
        (await thread.call<IndexPage>({ op: 'search', query: search({}), countLimit: 10 })).ids,
      ).toEqual(['c', 'a']);
      expect(ended).toEqual([]);

      await thread.close();
      expect(ended).toHaveLength(1);
      // Ended: every later request fails at once.
      await expect(thread.call({ op: 'commit' })).rejects.toThrow(/exited/);
    } finally {
      await thread.close();
    }
  });
});
