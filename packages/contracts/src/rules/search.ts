/**
 * Search text as both the web and the API read it: Unicode-normalised, trimmed, inner
 * whitespace collapsed, at most 100 characters. (No zod here: the home page uses it.)
 */
export const SEARCH_TEXT_MAX = 100;
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX);
}

/**
 * The search key of a text: Unicode-normalised (as normalizeSearchText), accents removed,
 * inner whitespace collapsed, lower-cased. The API stores provider names with it
 * (`name_normalized`, `search_text`) and reads queries and the words people search with
 * (synonyms) with it, so 'Café', 'cafe' and ' CAFE ' meet, and 'grúa' is 'grua'.
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
