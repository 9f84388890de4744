import { INJURY_FACTS } from '@app/contracts';
import {
  RankTree,
  SearchIndex,
  SortedSlots,
  earthPoint,
  type IndexQuery,
  type IndexedProvider,
} from './search-index';
import { SlotTable, TextColumn, utf8 } from './search-index-texts';

/** A deterministic pseudo-random sequence (the same providers every run). */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

const NAMES = ['smith', 'smithfield', 'garcia', 'lee', 'café', 'zoë', 'harbor'];
const CATEGORIES = ['Law Firms', 'Towing Services', 'Chiropractors'];

function provider(id: string, next: () => number): IndexedProvider {
  const first = NAMES[Math.floor(next() * NAMES.length)]!;
  const second = NAMES[Math.floor(next() * NAMES.length)]!;
  const name = `${first} ${second}`;
  // Points on a few ZIP centres (ties of distance) and scattered around them.
  const centre = Math.floor(next() * 4);
  const scatter = next() < 0.5 ? 0 : (next() - 0.5) * 0.6;
  return {
    id,
    name,
    category: CATEGORIES[Math.floor(next() * CATEGORIES.length)]!,
    state: next() < 0.5 ? 'FL' : 'NY',
    rating: Math.round(next() * 50) / 10,
    reviewCount: Math.floor(next() * 5),
    createdMicros: 1_700_000_000_000_000 + Math.floor(next() * 10) * 1_000_000,
    latitude: next() < 0.1 ? null : 25.7 + centre * 0.05 + scatter,
    longitude: -80.2 + centre * 0.03 + scatter,
    timeZone: 'America/New_York',
    facts: Math.floor(next() * 64),
    openWeek: next() < 0.3 ? null : [540, 1020, 1980, 2460],
    languages: next() < 0.5 ? ['en'] : ['en', 'es'],
    // 'help' in two thirds (by id, drawing nothing from `next`): at 600 providers a word
    // the index keeps as bits (Postings.dense) that not every provider holds.
    words: [
      first,
      second,
      'law',
      ...([...id].reduce((n, c) => n + c.charCodeAt(0), 0) % 3 ? ['help'] : []),
    ],
    nameWords: [first, second],
    specialtyWords: next() < 0.3 ? ['whiplash'] : [],
    cityWords: ['miami'],
  };
}

/**
 * A text search for `key` whose terms hold `terms`' words (no synonyms, no category named),
 * by relevance, the first page of 20, no filters: `rest` overrides.
 */
const textQuery = (key: string, terms: string[][], rest: Partial<IndexQuery> = {}): IndexQuery => ({
  facts: 0,
  sort: 'relevance',
  offset: 0,
  limit: 20,
  text: {
    key,
    prefixOnly: false,
    terms: terms.map((words) => ({ words, synonymCategory: null })),
    textMatches: true,
    categories: [],
  },
  ...rest,
});

const QUERIES: IndexQuery[] = [
  { facts: 0, sort: 'rating_desc', offset: 0, limit: 20 },
  { facts: 0, sort: 'rating_asc', offset: 40, limit: 20 },
  { facts: 0, sort: 'reviews_desc', offset: 0, limit: 50, state: 'NY' },
  { facts: 0, sort: 'newest', offset: 0, limit: 20, category: 'Towing Services' },
  { facts: 3, sort: 'rating_desc', offset: 0, limit: 20, languages: ['es'] },
  {
    facts: 0,
    sort: 'distance',
    offset: 0,
    limit: 30,
    center: { latitude: 25.75, longitude: -80.17 },
    radiusMeters: 20_000,
  },
  textQuery('smith', [['smith', 'smithfield']]),
  textQuery('smith help', [['smith', 'smithfield'], ['help']]),
  {
    facts: 0,
    sort: 'rating_desc',
    offset: 0,
    limit: 20,
    text: { key: 'ga', prefixOnly: true, terms: [], textMatches: false, categories: [] },
  },
];

describe('SearchIndex', () => {
  it('answers after thousands of writes (dead slots compacted) as one built from the result', () => {
    const next = random(7);
    const written = new SearchIndex();
    const ids = Array.from({ length: 600 }, (_, i) => `p-${i}`);
    // Loaded as the service loads (batches left unsorted, then sorted: slots renumbered by
    // place), the other built one write at a time.
    written.apply(
      ids.slice(0, 300).map((id) => provider(id, next)),
      [],
      true,
    );
    written.apply(
      ids.slice(300).map((id) => provider(id, next)),
      [],
      true,
    );
    written.sort();
    const final = new Map<string, IndexedProvider>();
    for (const id of ids) final.set(id, provider(id, next));
    // 3,000 writes, one provider at a time, then a batch and some removals: past the
    // compaction point.
    // A ranked text search now and then: what it computes from the orders (ranks, the
    // names by rating) must be computed again after the writes that follow.
    // Two words, one of them kept as bits: the bits must follow the slots' new numbers.
    const ranked = QUERIES.filter((q) => q.text && !q.text.prefixOnly);
    expect(ranked.map((q) => q.text!.key)).toEqual(['smith', 'smith help']);
    for (let round = 0; round < 5; round += 1) {
      for (const [i, id] of ids.entries()) {
        const p = provider(id, next);
        final.set(id, p);
        written.apply([p]);
        if (i % 97 === 0) for (const query of ranked) written.search(query, 1001);
      }
    }
    // And one batch of every provider at once (a catch-up of many changes).
    const batch = ids.map((id) => provider(id, next));
    for (const p of batch) final.set(p.id, p);
    written.apply(batch);
    const removed = ids.filter((_, i) => i % 7 === 0);
    written.apply([], removed);
    for (const id of removed) final.delete(id);
    const fresh = new SearchIndex();
    fresh.apply([...final.values()]);
    expect(written.count).toBe(final.size);
    for (const query of QUERIES) {
      expect(written.search(query, 1001)).toEqual(fresh.search(query, 1001));
    }
    expect(fresh.search(QUERIES[0]!, 1001).total).toBe(final.size);
  });

  it('reads nearest first as a sort of every point in the radius would (ties by id)', () => {
    const next = random(11);
    const providers = Array.from({ length: 3000 }, (_, i) => provider(`n-${i}`, next));
    const index = new SearchIndex();
    index.apply(providers);
    const center = { latitude: 25.76, longitude: -80.18 };
    const [cx, cy, cz] = earthPoint(center.latitude, center.longitude);
    const chord = (p: IndexedProvider) => {
      const [x, y, z] = earthPoint(p.latitude!, p.longitude!);
      return Math.hypot(x - cx, y - cy, z - cz);
    };
    const radius = 15_000;
    const inside = providers
      .filter((p) => p.latitude !== null)
      .filter((p) => 2 * 6378168 * Math.asin(chord(p) / (2 * 6378168)) <= radius)
      .sort((a, b) => chord(a) - chord(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    expect(inside.length).toBeGreaterThan(500);
    for (const [offset, countLimit] of [
      [0, 100],
      [60, 1001],
      [inside.length - 5, 100_000],
    ] as const) {
      const answer = index.search(
        { facts: 0, sort: 'distance', offset, limit: 20, center, radiusMeters: radius },
        countLimit,
      );
      expect(answer.ids).toEqual(inside.slice(offset, offset + 20).map((p) => p.id));
      // The count is exact, or stops at the cap.
      if (countLimit > inside.length) expect(answer.total).toBe(inside.length);
      else expect(answer.total).toBeGreaterThanOrEqual(countLimit);
    }
  });
});

describe('SearchIndex radius', () => {
  it('keeps a point a hair inside the radius and leaves one a hair outside (the arc, as SQL)', () => {
    // Points due north of the centre, along its meridian: their arc is R × the latitude's
    // difference. Each one millimetre or a micrometre either side of the 15 km radius, where
    // the test of the chord alone cannot tell and the arc is computed.
    const R = 6378168;
    const center = { latitude: 25.76, longitude: -80.18 };
    const radius = 15_000;
    const next = random(5);
    const at = (id: string, arc: number): IndexedProvider => ({
      ...provider(id, next),
      latitude: center.latitude + (arc / R) * (180 / Math.PI),
      longitude: center.longitude,
    });
    const offsets = { in1mm: -1e-3, in1um: -1e-6, out1um: 1e-6, out1mm: 1e-3, centre: -radius };
    const index = new SearchIndex();
    index.apply(Object.entries(offsets).map(([id, d]) => at(id, radius + d)));
    const [cx, cy, cz] = earthPoint(center.latitude, center.longitude);
    const arcOf = (id: string) => {
      const p = at(id, radius + offsets[id as keyof typeof offsets]);
      const [x, y, z] = earthPoint(p.latitude!, p.longitude!);
      return 2 * R * Math.asin(Math.hypot(x - cx, y - cy, z - cz) / (2 * R));
    };
    const inside = Object.keys(offsets).filter((id) => arcOf(id) <= radius);
    expect(inside.sort()).toEqual(['centre', 'in1mm', 'in1um']);
    for (const sort of ['rating_desc', 'distance'] as const) {
      const answer = index.search(
        { facts: 0, sort, offset: 0, limit: 20, center, radiusMeters: radius },
        1001,
      );
      expect([...answer.ids].sort()).toEqual(inside);
      expect(answer.total).toBe(3);
    }
  });
});

describe('SearchIndex ranked text', () => {
  // Names beginning with 'smith' (a third of 3,000), some 'smith' exactly, cities and
  // specialties that lift some: a page read from the prefix in rating order, a page few
  // pass (the matches collected and looked up), and a text no name begins.
  const FIRSTS = ['smith', 'smithson', 'smithers', 'garcia', 'lee', 'harbor'];
  const next = random(23);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const providers: IndexedProvider[] = Array.from({ length: 3000 }, (_, i) => {
    const first = pick(FIRSTS);
    const name = i % 397 === 0 ? 'smith' : `${first} ${pick(['law', 'towing', 'smith'])}`;
    const specialtyWords = next() < 0.2 ? ['whiplash'] : next() < 0.005 ? ['smith'] : [];
    return {
      ...provider(`t-${i}`, next),
      name,
      words: [...new Set([...name.split(' '), ...specialtyWords, 'help'])].concat(
        i % 97 === 5 ? ['quux'] : [],
      ),
      nameWords: [...new Set(name.split(' '))],
      specialtyWords,
      cityWords: next() < 0.1 ? ['smithfield'] : ['miami'],
      rating: Math.round(next() * 50) / 10,
    };
  });
  const index = new SearchIndex();
  index.apply(providers);
  const byRating = (a: IndexedProvider, b: IndexedProvider) =>
    b.rating - a.rating || b.reviewCount - a.reviewCount || (a.id < b.id ? -1 : 1);
  /** Decision 0024's relevance computed for every provider, then the rating order. */
  const expected = (
    key: string,
    words: string[],
    facts: number,
    offset: number,
    among: IndexedProvider[] = providers,
  ) => {
    const holds = (list: string[]) => list.some((w) => words.includes(w));
    const prefixed = (p: IndexedProvider) => p.name.startsWith(key);
    const score = (p: IndexedProvider) =>
      (prefixed(p) ? 32 + (p.name === key ? 64 : 0) : 0) +
      (holds(p.nameWords) ? 16 : 0) +
      (holds(p.specialtyWords) ? 2 : 0) +
      (holds(p.cityWords) ? 1 : 0);
    const matches = among.filter(
      (p) => (prefixed(p) || holds(p.words)) && (p.facts & facts) === facts,
    );
    const ranked = matches.sort((a, b) => score(b) - score(a) || byRating(a, b));
    return { ids: ranked.slice(offset, offset + 20).map((p) => p.id), total: matches.length };
  };
  const search = (
    key: string,
    words: string[],
    facts: number,
    offset: number,
    from: SearchIndex = index,
  ) => from.search(textQuery(key, [words], { facts, sort: 'rating_desc', offset }), 100_000);

  it('counts a rare word with a common one (the common lists read forwards, not as bits)', () => {
    // 'quux' is in 31 providers' text; 'law' or 'towing' in most names.
    const holders = providers.filter(
      (p) => p.words.includes('quux') && (p.words.includes('law') || p.words.includes('towing')),
    );
    const answer = index.search(
      textQuery('quux towing', [['quux'], ['law', 'towing']], { sort: 'newest' }),
      100_000,
    );
    expect(holders.length).toBeGreaterThan(10);
    expect(holders.length).toBeLessThan(31);
    expect(answer.total).toBe(holders.length);
    const newest = [...holders].sort(
      (a, b) => b.createdMicros - a.createdMicros || (a.id < b.id ? -1 : 1),
    );
    expect(answer.ids).toEqual(newest.slice(0, 20).map((p) => p.id));
  });

  it.each([
    ['a page of the prefix in rating order', 'smith', ['smith', 'smithson', 'smithers'], 0, 0],
    ['a deeper page of it', 'smith', ['smith', 'smithson'], 0, 200],
    ['filters half pass', 'smith', ['smith', 'smithson', 'smithers'], 1, 0],
    ['filters few pass', 'smith', ['smith', 'smithson', 'smithers'], 63, 0],
    ['a word not among the completions', 'smith', ['smith'], 0, 0],
    ['few pass, a word not among the completions', 'smith', ['smith'], 31, 0],
    ['no name begins with the text', 'whip', ['whiplash'], 0, 0],
  ])('%s', (_, key, words, facts, offset) => {
    const want = expected(key, words, facts, offset);
    expect(want.ids.length).toBeGreaterThan(0);
    expect(search(key, words, facts, offset)).toEqual(want);
  });

  it('keeps its ranks across writes: new ratings, new names, removals, one provider rewritten until its ranks are laid out again, more new names than the rank tree keeps beside it', () => {
    const written = new SearchIndex();
    written.apply(providers);
    const now = new Map(providers.map((p) => [p.id, p]));
    const check = (round: number) => {
      const among = [...now.values()];
      for (const [key, words, facts, offset] of [
        ['smith', ['smith', 'smithson', 'smithers'], 0, round % 3 === 0 ? 0 : 40],
        ['smith', ['smith'], 1, 0],
        ['whip', ['whiplash'], 0, 0],
      ] as const) {
        expect(search(key, [...words], facts, offset, written)).toEqual(
          expected(key, [...words], facts, offset, among),
        );
      }
    };
    const write = (p: IndexedProvider) => {
      now.set(p.id, p);
      written.apply([p]);
    };
    check(0);
    for (let round = 1; round <= 300; round += 1) {
      const pick = providers[Math.floor(next() * providers.length)]!;
      const roll = next();
      if (roll < 0.5)
        write({ ...(now.get(pick.id) ?? pick), rating: Math.round(next() * 50) / 10 });
      else if (roll < 0.8)
        write({ ...pick, id: `new-${round}`, rating: Math.round(next() * 50) / 10 });
      else {
        now.delete(pick.id);
        written.apply([], [pick.id]);
      }
      if (round % 4 === 0) check(round);
    }
    // Written again and again unchanged, the provider's new slot lands in the same gap of
    // rank keys each time, halving it, until they are laid out again.
    const same = now.get(providers[3]!.id)!;
    for (let round = 0; round < 40; round += 1) {
      write({ ...same });
      if (round % 5 === 0) check(round);
    }
    check(1);
    // More new providers than the rank tree merges beside it (RECENT_MAX).
    for (let round = 0; round < 2200; round += 1) {
      const pick = providers[round % providers.length]!;
      write({ ...pick, id: `more-${round}`, rating: Math.round(next() * 50) / 10 });
      if (round % 400 === 0) check(round);
    }
    check(1);
  });
});

describe('SearchIndex ranked text without a name prefix', () => {
  /** The expected order when only a specialty lifts some: those first, then by rating. */
  const specialtyThenRating = (a: IndexedProvider, b: IndexedProvider) =>
    b.specialtyWords.length - a.specialtyWords.length ||
    b.rating - a.rating ||
    b.reviewCount - a.reviewCount ||
    (a.id < b.id ? -1 : 1);
  it('ranks a specialty held by more providers than are offered first (5,000) above the rating order', () => {
    const next = random(31);
    // 8,000 providers whose text holds 'whiplash', 70 % of them as a specialty.
    const providers: IndexedProvider[] = Array.from({ length: 8000 }, (_, i) => {
      const specialtyWords = next() < 0.7 ? ['whiplash'] : [];
      return {
        ...provider(`w-${i}`, next),
        words: ['whiplash', 'care'],
        specialtyWords,
        rating: Math.round(next() * 50) / 10,
      };
    });
    const index = new SearchIndex();
    index.apply(providers);
    const ranked = [...providers].sort(specialtyThenRating);
    const answer = index.search(textQuery('whip', [['whiplash']]), 1001);
    expect(answer.ids).toEqual(ranked.slice(0, 20).map((p) => p.id));
    expect(answer.total).toBe(1001);
  });

  it('offers first the few matches in a long specialty list the text seldom matches, then walks the rating order', () => {
    // 'injury law': 6,000 law firms hold both words in their names, 6 of them 'lawsuit' as a
    // specialty too; 6,000 funders hold 'lawsuit' (a completion of 'law') as a specialty but
    // not 'injury', so they do not match.
    const next = random(41);
    const firms: IndexedProvider[] = Array.from({ length: 6000 }, (_, i) => ({
      ...provider(`f-${i}`, next),
      words: ['injury', 'law'],
      nameWords: ['injury', 'law'],
      specialtyWords: i % 1000 === 7 ? ['lawsuit'] : [],
      rating: Math.round(next() * 50) / 10,
    }));
    const funders: IndexedProvider[] = Array.from({ length: 6000 }, (_, i) => ({
      ...provider(`l-${i}`, next),
      words: ['lawsuit', 'funding'],
      nameWords: ['lawsuit', 'funding'],
      specialtyWords: ['lawsuit'],
      rating: 5,
    }));
    const index = new SearchIndex();
    index.apply([...firms, ...funders]);
    const ranked = [...firms].sort(specialtyThenRating);
    for (const offset of [0, 20]) {
      const answer = index.search(
        textQuery('injury law', [['injury'], ['law', 'lawsuit']], { offset }),
        100_000,
      );
      expect(answer.ids).toEqual(ranked.slice(offset, offset + 20).map((p) => p.id));
      expect(answer.total).toBe(6000);
    }
  });
});

describe('SearchIndex ranked text, two words', () => {
  /** The providers by `score` (highest first), then by rating. */
  const rankedBy = (providers: IndexedProvider[], score: (p: IndexedProvider) => number) =>
    [...providers].sort(
      (a, b) =>
        score(b) - score(a) ||
        b.rating - a.rating ||
        b.reviewCount - a.reviewCount ||
        (a.id < b.id ? -1 : 1),
    );
  /** Each page of `key` at `offsets` is `ranked`'s, with `total` matches. */
  const expectPages = (
    index: SearchIndex,
    key: string,
    terms: string[][],
    countLimit: number,
    ranked: IndexedProvider[],
    total: number,
    offsets: number[],
  ) => {
    for (const offset of offsets) {
      expect(index.search(textQuery(key, terms, { offset }), countLimit)).toEqual({
        ids: ranked.slice(offset, offset + 20).map((p) => p.id),
        total,
      });
    }
  };

  it('offers first the few matches of a long specialty list found from the rare word (the list kept as bits)', () => {
    // 'sunrise law': 1,000 providers hold 'sunrise', 400 of them 'law' too (in their names,
    // none beginning with the text), 8 of those 'lawsuit' as a specialty, rated lowest;
    // 6,000 funders hold 'lawsuit' (a completion of 'law'), 6,000 firms 'law'.
    const next = random(53);
    const sunrise: IndexedProvider[] = Array.from({ length: 1000 }, (_, i) => {
      const law = i % 5 < 2;
      const nameWords = law ? ['law', 'office', 'sunrise'] : ['sunrise', 'care'];
      return {
        ...provider(`s-${i}`, next),
        name: nameWords.join(' '),
        words: nameWords,
        nameWords,
        specialtyWords: law && i % 125 === 0 ? ['lawsuit'] : [],
        rating: law && i % 125 === 0 ? 1 : 2 + Math.round(next() * 30) / 10,
      };
    });
    const others: IndexedProvider[] = Array.from({ length: 12_000 }, (_, i) => {
      const nameWords = i % 2 ? ['lawsuit', 'funding'] : ['law', 'firm'];
      return {
        ...provider(`o-${i}`, next),
        name: nameWords.join(' '),
        words: nameWords,
        nameWords,
        specialtyWords: i % 2 ? ['lawsuit'] : [],
      };
    });
    const index = new SearchIndex();
    index.apply([...others, ...sunrise]);
    const matches = sunrise.filter((p) => p.nameWords.includes('law'));
    expect(matches.filter((p) => p.specialtyWords.length)).toHaveLength(8);
    const ranked = rankedBy(matches, (p) => p.specialtyWords.length);
    expectPages(
      index,
      'sunrise law',
      [['sunrise'], ['law', 'lawsuit']],
      100_000,
      ranked,
      400,
      [0, 20],
    );
  });

  it('offers first the few names holding every term, then walks the rating order for names holding one', () => {
    // 'smith counsel': 8,000 providers hold both words in their text, 'smith' in their
    // names; 30 of them 'counsel' in their names too, rated lowest. Those 30 score 16, the
    // others 8.
    const next = random(59);
    const providers: IndexedProvider[] = Array.from({ length: 8000 }, (_, i) => {
      const both = i % 250 === 3 && i < 7500;
      // No name begins with the text.
      const nameWords = both ? ['counsel', 'smith'] : ['smith', 'group'];
      return {
        ...provider(`c-${i}`, next),
        name: nameWords.join(' '),
        words: [...nameWords, 'counsel'],
        nameWords,
        specialtyWords: [],
        cityWords: [],
        rating: both ? 1 : 2 + Math.round(next() * 30) / 10,
      };
    });
    const index = new SearchIndex();
    index.apply(providers);
    const twoInName = (p: IndexedProvider) => (p.nameWords.includes('counsel') ? 1 : 0);
    expect(providers.filter(twoInName)).toHaveLength(30);
    // Walked: the count stops at the limit.
    expectPages(
      index,
      'smith counsel',
      [['smith'], ['counsel']],
      1001,
      rankedBy(providers, twoInName),
      1001,
      [0, 20, 40],
    );
  });
});

describe('SearchIndex rare matches of common words', () => {
  it('collects them from the category list when walks of the orders give up', () => {
    const next = random(41);
    // 20,000 providers: 'alpha' in 30 %, 'beta' in another 30 %, both in ten.
    const providers: IndexedProvider[] = Array.from({ length: 20_000 }, (_, i) => {
      const words = [
        ...(i % 1000 < 300 || i % 2000 === 1 ? ['alpha'] : []),
        ...((i % 1000 >= 300 && i % 1000 < 600) || i % 2000 === 1 ? ['beta'] : []),
      ];
      return { ...provider(`r-${i}`, next), words, nameWords: ['acme'], specialtyWords: [] };
    });
    const index = new SearchIndex();
    index.apply(providers);
    for (const sort of ['rating_desc', 'newest'] as const) {
      const answer = index.search(
        textQuery('alpha beta', [['alpha'], ['beta']], {
          sort,
          category: 'Law Firms',
          state: 'NY',
        }),
        100_000,
      );
      const matches = providers
        .filter((p) => p.words.length === 2 && p.category === 'Law Firms' && p.state === 'NY')
        .sort((a, b) =>
          sort === 'newest'
            ? b.createdMicros - a.createdMicros || (a.id < b.id ? -1 : 1)
            : b.rating - a.rating || b.reviewCount - a.reviewCount || (a.id < b.id ? -1 : 1),
        );
      expect(matches.length).toBeGreaterThan(0);
      expect(answer).toEqual({ ids: matches.map((p) => p.id), total: matches.length });
    }
  });
});

describe('SearchIndex open now', () => {
  it("reads each provider's week (ranges kept inline, or more of them apart), 24 hours and unknown hours", () => {
    const next = random(5);
    // Ten ranges (more than a slot keeps inline): the first 40 minutes of every 3rd hour.
    const many = Array.from({ length: 10 }, (_, i) => [i * 180, i * 180 + 40]).flat();
    const week = (id: string, openWeek: number[] | null, facts = 0): IndexedProvider => ({
      ...provider(id, next),
      timeZone: 'UTC',
      openWeek,
      facts,
    });
    const index = new SearchIndex();
    index.apply([
      week('many', many),
      week('mornings', [540, 720, 1980, 2160]),
      week('always', null, 1 << INJURY_FACTS.indexOf('open24Hours')),
      week('unknown', null),
      week('never', []),
    ]);
    const openAt = (minute: number) =>
      index
        .search(
          {
            facts: 0,
            sort: 'rating_desc',
            offset: 0,
            limit: 20,
            // Monday 5 January 2026, 00:00 UTC, plus the week minute.
            openNowAt: new Date(Date.UTC(2026, 0, 5) + minute * 60_000),
          },
          1001,
        )
        .ids.sort();
    expect(openAt(0)).toEqual(['always', 'many']);
    expect(openAt(40)).toEqual(['always']);
    expect(openAt(560)).toEqual(['always', 'many', 'mornings']);
    // The last of the ten ranges, and just past it.
    expect(openAt(9 * 180 + 39)).toEqual(['always', 'many']);
    expect(openAt(10 * 180)).toEqual(['always']);
    expect(openAt(1980)).toEqual(['always', 'mornings']);
  });
});

describe('SearchIndex page facts', () => {
  it('gives each id of a page its distance to the centre and open now (null: no point, unknown hours, or not in the index)', () => {
    const next = random(6);
    const at = (id: string, latitude: number | null, openWeek: number[] | null) => ({
      ...provider(id, next),
      latitude,
      longitude: latitude === null ? null : -80.2,
      timeZone: 'America/New_York',
      openWeek,
      facts: 0,
    });
    const index = new SearchIndex();
    // Monday 09:00 to 17:00 in New York.
    index.apply([at('north', 25.9, [540, 1020]), at('south', 25.5, []), at('nowhere', null, null)]);
    const center = { latitude: 25.7, longitude: -80.2 };
    const [cx, cy, cz] = earthPoint(center.latitude, center.longitude);
    const chord = (latitude: number) => {
      const [x, y, z] = earthPoint(latitude, -80.2);
      return Math.hypot(x - cx, y - cy, z - cz);
    };
    // Monday 5 January 2026, 10:00 in New York (15:00 UTC).
    const monday10 = new Date(Date.UTC(2026, 0, 5, 15));
    const ids = ['south', 'gone', 'nowhere', 'north'];
    const facts = index.pageFacts(ids, center, monday10);
    expect(facts.open).toEqual([false, null, null, true]);
    expect(facts.distances![0]).toBeCloseTo(chord(25.5), 6);
    expect(facts.distances!.slice(1, 3)).toEqual([null, null]);
    expect(facts.distances![3]).toBeCloseTo(chord(25.9), 6);
    // About 13.8 miles each way (0.2 degrees of latitude).
    expect(facts.distances![3]! / 1609.344).toBeCloseTo(13.8, 1);
    // Neither asked for: neither computed.
    expect(index.pageFacts(ids, undefined, undefined)).toEqual({ distances: null, open: null });
    // Monday 18:00 in New York: closed.
    expect(index.pageFacts(['north'], undefined, new Date(Date.UTC(2026, 0, 5, 23))).open).toEqual([
      false,
    ]);
  });
});

describe('SortedSlots', () => {
  it('keeps rank keys ascending along the order through inserts, laying them out again when a gap is used up', () => {
    const value = new Float64Array(5000);
    const order = new SortedSlots((a, b) => value[a]! - value[b]! || a - b);
    const next = random(5);
    let size = 0;
    const add = (v: number) => {
      value[size] = v;
      order.insert([size]);
      size += 1;
    };
    for (let i = 0; i < 1000; i += 1) add(Math.floor(next() * 100));
    const ascending = () => {
      const keys = order.ranks(value.length);
      for (let i = 1; i < order.length; i += 1) {
        if (keys[order.data[i]!]! <= keys[order.data[i - 1]!]!) return false;
      }
      return true;
    };
    expect(ascending()).toBe(true);
    const labeling = order.labeling;
    // Scattered inserts find room between their neighbours.
    for (let i = 0; i < 500; i += 1) add(Math.floor(next() * 100) + 0.5);
    expect(ascending()).toBe(true);
    expect(order.labeling).toBe(labeling);
    // 100 inserts into one gap (each just before the last, between the same neighbours)
    // use it up: the keys are laid out again.
    for (let i = 0; i < 100; i += 1) add(50.25 - i / 1000);
    expect(ascending()).toBe(true);
    expect(order.labeling).toBeGreaterThan(labeling);
    // A batch lands in several gaps at once.
    value.set([10.1, 10.1, 99.9, -1], size);
    order.insert([size, size + 1, size + 2, size + 3]);
    size += 4;
    expect(ascending()).toBe(true);
    expect(order.length).toBe(size);
  });
});

describe('TextColumn and SlotTable', () => {
  it('order texts bytewise (as PostgreSQL "C") and find slots by id after removals', () => {
    const texts = new TextColumn();
    const table = new SlotTable(texts);
    const words = ['b', 'a', 'é', 'z', 'ab', 'café', '€', 'Z'];
    texts.reserve(words.length);
    words.forEach((w, slot) => {
      texts.set(slot, w);
      table.add(slot);
    });
    const order = words.map((_, slot) => slot).sort((a, b) => texts.compare(a, b));
    expect(order.map((s) => texts.get(s))).toEqual(
      [...words].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))),
    );
    expect(texts.startsWith(words.indexOf('café'), utf8('caf'))).toBe(true);
    expect(texts.compareTo(words.indexOf('ab'), utf8('a'))).toBeGreaterThan(0);
    expect(table.find(utf8('é'))).toBe(2);
    expect(table.remove(utf8('é'))).toBe(2);
    expect(table.find(utf8('é'))).toBe(-1);
    expect(table.find(utf8('café'))).toBe(5);
    expect(table.find(utf8('nope'))).toBe(-1);
  });
});

describe('RankTree', () => {
  // Rank keys 7 apart all fall in one of the sorted walk's buckets (sorted by radix); 150,000
  // apart, a few in each (sorted by insertion as the walk reaches them).
  it.each([7, 150_000])(
    'walks the live slots of a name range by rank, by its tree or by sorting the range, with slots added since (rank keys %d apart)',
    (gap) => {
      const n = 6000;
      const next = random(11);
      const value = Float64Array.from({ length: n }, () => Math.floor(next() * 400));
      const order = new SortedSlots((a, b) => value[a]! - value[b]! || a - b);
      const built = 5000;
      order.reset(Int32Array.from({ length: built }, (_, i) => i));
      // Unique ranks in a shuffled order; a tenth of the slots dead.
      const rank = new Int32Array(n);
      const shuffled = Array.from({ length: n }, (_, i) => i).sort(() => next() - 0.5);
      shuffled.forEach((slot, i) => (rank[slot] = (i + 1) * gap));
      const alive = Uint8Array.from({ length: n }, () => (next() < 0.9 ? 1 : 0));
      const tree = new RankTree(order, rank, alive, 0);
      // Slots added since the tree was built (merged into each walk), and some removed.
      const added = Array.from({ length: n - built }, (_, i) => built + i);
      const dead = Array.from({ length: 200 }, () => Math.floor(next() * built));
      for (const s of dead) alive[s] = 0;
      expect(tree.update(dead, added)).toBe(true);
      for (let round = 0; round < 60; round += 1) {
        const a = Math.floor(next() * 400);
        const b = a + 1 + Math.floor(next() * (round % 3 === 0 ? 200 : 6));
        const range = (list: ArrayLike<number>, length: number): [number, number] => {
          const first = (v: number) => {
            let lo = 0;
            let hi = length;
            while (lo < hi) {
              const mid = (lo + hi) >> 1;
              if (value[list[mid]!]! < v) lo = mid + 1;
              else hi = mid;
            }
            return lo;
          };
          return [first(a), first(b)];
        };
        const expected = Array.from({ length: n }, (_, s) => s)
          .filter((s) => alive[s] && value[s]! >= a && value[s]! < b)
          .sort((x, y) => rank[x]! - rank[y]!);
        const take = 1 + Math.floor(next() * (expected.length + 5));
        for (const hint of [0, 1_000_000]) {
          const seen: Array<[number, number]> = [];
          tree.walk(
            range,
            (slot, r) => {
              seen.push([slot, r]);
              return seen.length < take;
            },
            hint,
          );
          expect([a, b, hint, seen]).toEqual([
            a,
            b,
            hint,
            expected.slice(0, take).map((s) => [s, rank[s]]),
          ]);
        }
      }
    },
  );
});
