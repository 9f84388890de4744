import { SearchCache } from './search-cache';

describe('SearchCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
  });

  it('answers from the cache until the time to live is over', async () => {
    const cache = new SearchCache<number>(5000, 10, now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 4999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 5000;
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares a slow load past the time to live, which counts from its answer', async () => {
    const cache = new SearchCache<number>(1000, 10, now);
    let loads = 0;
    let finish: (v: number) => void = () => undefined;
    const slow = () => {
      loads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = cache.get('a', slow);
    clock = 5000; // the load is still running
    const second = cache.get('a', slow);
    finish(1);
    expect([await first, await second]).toEqual([1, 1]);
    expect(loads).toBe(1);
    clock = 5999;
    expect(await cache.get('a', slow)).toBe(1);
    clock = 6000;
    void cache.get('a', slow);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent callers and keys answers apart', async () => {
    const cache = new SearchCache<string>(1000, 10, now);
    let loads = 0;
    const load = (v: string) => async () => {
      loads += 1;
      return v;
    };
    const [x, y, z] = await Promise.all([
      cache.get('q=a', load('A')),
      cache.get('q=a', load('A2')),
      cache.get('q=b', load('B')),
    ]);
    expect([x, y, z]).toEqual(['A', 'A', 'B']);
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new SearchCache<number>(1000, 10, now);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('drops the least recently used entry beyond its size, and is off at ttl 0', async () => {
    const cache = new SearchCache<string>(1000, 2, now);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c'); // drops b
    expect(cache.size).toBe(2);
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    expect(await cache.get('c', async () => 'c2')).toBe('c');

    const off = new SearchCache<number>(0, 10, now);
    let loads = 0;
    await off.get('a', async () => ++loads);
    await off.get('a', async () => ++loads);
    expect(loads).toBe(2);
    expect(off.size).toBe(0);
  });

  it('builds a key given as a function only when the cache is on', async () => {
    let built = 0;
    const key = () => {
      built += 1;
      return 'a';
    };
    const on = new SearchCache<number>(1000, 10, now);
    let loads = 0;
    await on.get(key, async () => ++loads);
    expect(await on.get('a', async () => ++loads)).toBe(1);
    expect([built, loads]).toEqual([1, 1]);
    await new SearchCache<number>(0, 10, now).get(key, async () => ++loads);
    expect([built, loads]).toEqual([1, 2]);
  });
});
