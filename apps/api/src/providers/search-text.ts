/** Trigram similarity (`%`) accepted between a query and a provider name (set per connection). */
export const NAME_SIMILARITY_THRESHOLD = 0.2;

/**
 * The search key of a text: Unicode-normalised (as contracts' normalizeSearchText),
 * accents removed, inner whitespace collapsed, lower-cased. Provider names are stored with
 * it (`name_normalized`, `search_text`) and queries are read with it, so 'Café', 'cafe'
 * and ' CAFE ' meet.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFKC')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The columns a provider's search reads, derived from what the provider says. */
export function searchColumns(p: { name: string; category: string; specialties: string[] }): {
  nameNormalized: string;
  searchText: string;
} {
  return {
    nameNormalized: searchKey(p.name),
    searchText: searchKey([p.name, p.category, ...p.specialties].join(' ')),
  };
}

/** Escapes LIKE wildcards (the default escape character is a backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
