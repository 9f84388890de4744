import { escapeLike, searchColumns, searchKey } from './search-text';

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
