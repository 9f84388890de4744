/**
 * Search text as both the web and the API read it: Unicode-normalised, trimmed, inner
 * whitespace collapsed, at most 100 characters. (No zod here: the home page uses it.)
 */
export const SEARCH_TEXT_MAX = 100;
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX);
}
