import {
  categoryNamedBy,
  escapeLike,
  searchColumns,
  searchKey,
  searchTerms,
  similarity,
} from './search-text';

describe('search key', () => {
  it('lower-cases, removes accents and collapses spaces', () => {
    expect(searchKey('  Café   Ñandú  Clinic ')).toBe('cafe nandu clinic');
  });

  it('puts name, category and specialties in search_text', () => {
    expect(
      searchColumns({ name: 'Smith & Partners', category: 'Law Firms', specialties: ['Auto'] }),
    ).toEqual({
      nameNormalized: 'smith & partners',
      searchText: 'smith & partners law firms auto',
    });
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('similarity and categoryNamedBy', () => {
  const categories = [
    { category: 'Chiropractors', names: ['chiropractors', 'chiropractor'] },
    { category: 'Towing Services', names: ['towing services', 'towing'] },
    { category: 'Law Firms', names: ['law firms', 'law firm'] },
  ];

  it("computes pg_trgm's similarity", () => {
    expect(similarity('towing', 'towing')).toBe(1);
    // 'word' has 5 trigrams ('  w',' wo','wor','ord','rd '), 'words' 6; 4 shared of 7.
    expect(similarity('word', 'words')).toBeCloseTo(4 / 7);
    expect(similarity('', 'x')).toBe(0);
  });

  it('names a category from a misspelt or partial query, and nothing else', () => {
    expect(categoryNamedBy('chiropracter', categories)).toBe('Chiropractors');
    expect(categoryNamedBy('towing', categories)).toBe('Towing Services');
    expect(categoryNamedBy('law firm', categories)).toBe('Law Firms');
    expect(categoryNamedBy('smith', categories)).toBeNull();
    expect(categoryNamedBy('law', categories)).toBeNull();
    expect(categoryNamedBy('smith towing', categories)).toBeNull();
  });
});

describe('search terms', () => {
  const synonyms = (phrase: string) =>
    ({ 'tow truck': { category: 'Towing Services' }, attorney: { category: 'Law Firms' } })[
      phrase
    ] ?? null;

  it('reads the longest synonym phrase as one term, and hints categories from plain words', () => {
    expect(searchTerms(['smith', 'tow', 'truck', 'law'], synonyms)).toEqual([
      { words: ['smith'], category: null, synonym: false },
      { words: ['tow', 'truck'], category: 'Towing Services', synonym: true },
      { words: ['law'], category: 'Law Firms', synonym: false },
    ]);
    expect(searchTerms(['attorney'], synonyms)).toEqual([
      { words: ['attorney'], category: 'Law Firms', synonym: true },
    ]);
  });
});
