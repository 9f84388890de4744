import { searchKey } from '@app/contracts';

/**
 * Trigram similarity (`%`, set per connection) a query word needs to reach a word of the
 * search vocabulary to count as a misspelling of it ('smiht' → 'smith' is 0.33).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.3;

/** Misspellings and completions a query word may stand for, at most. */
export const MAX_TYPOS_PER_WORD = 5;
export const MAX_COMPLETIONS = 10;

/** The words of a search key as the `simple` text-search parser sees them (letters, digits). */
export function searchWords(key: string): string[] {
  return key.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A tsquery lexeme, quoted (vocabulary words may hold '-', '/', '.' or a quote). */
export function tsLexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The search key of a text (contracts' searchKey: the synonyms are read with it too). */
export { searchKey };

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

/** pg_trgm's trigrams of a text: each word padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return similarityOf(shared, ta.size, tb.size);
}

/** similarity() from counts: `shared` of `a` and `b` distinct trigrams. */
export function similarityOf(shared: number, a: number, b: number): number {
  const all = a + b - shared;
  return all === 0 ? 0 : shared / all;
}

/** How close a whole query must be to a category's name to search that category. */
export const CATEGORY_MATCH_THRESHOLD = 0.5;

/**
 * The category a whole query names, exactly or misspelt ('chiropracter', 'towing',
 * 'law firm'), or null. Each category is known by its label and its distinctive word(s).
 */
export function categoryNamedBy(
  key: string,
  categories: ReadonlyArray<{ category: string; names: readonly string[] }>,
): string | null {
  const query = trigrams(key);
  let best: { category: string; score: number } | null = null;
  for (const { category, names } of categories) {
    for (const name of names) {
      const grams = nameTrigrams(name);
      let shared = 0;
      for (const t of query) if (grams.has(t)) shared += 1;
      const score = similarityOf(shared, query.size, grams.size);
      // Most of the query must be the name, so 'smith towing' stays a name search.
      const covered = shared / query.size;
      if (score >= CATEGORY_MATCH_THRESHOLD && covered >= 0.7 && (!best || score > best.score))
        best = { category, score };
    }
  }
  return best?.category ?? null;
}

/** The trigrams of the categories' names, computed once each. */
const categoryGrams = new Map<string, Set<string>>();
function nameTrigrams(name: string): Set<string> {
  let grams = categoryGrams.get(name);
  if (!grams) categoryGrams.set(name, (grams = trigrams(name)));
  return grams;
}

/**
 * Words that point at a category inside a longer query ('smith law', 'sunrise medical'):
 * they still have to match as text, but providers of that category rank above others
 * (decision 0024). Whole-query synonyms ('attorney') are contracts' SEARCH_SYNONYMS.
 */
export const CATEGORY_WORDS: Readonly<Record<string, string>> = {
  law: 'Law Firms',
  legal: 'Law Firms',
  medical: 'Medical Facilities',
  clinic: 'Medical Facilities',
  doctor: 'Medical Facilities',
  doctors: 'Medical Facilities',
  body: 'Auto Body Shops',
  towing: 'Towing Services',
  chiropractic: 'Chiropractors',
  insurance: 'Insurance Agents',
  agency: 'Insurance Agents',
  imaging: 'MRI/Imaging Centers',
  funding: 'Case Funding Loans',
  therapy: 'Physical Therapists',
  therapist: 'Physical Therapists',
  therapists: 'Physical Therapists',
};

/**
 * One part of a text query: a word, or a phrase people use for a category ('tow truck',
 * 'attorney'). A synonym matches its category or, for one word, its own text; a plain word
 * matches its text and may hint at a category (CATEGORY_WORDS) for the ranking.
 */
export interface SearchTerm {
  words: string[];
  category: string | null;
  synonym: boolean;
}

/**
 * The terms of a query's words, longest synonym phrase first (up to three words).
 * `synonymOf` answers the category of a phrase (contracts' SEARCH_SYNONYMS).
 */
export function searchTerms(
  words: string[],
  synonymOf: (phrase: string) => { category?: string } | null,
): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length;) {
    let n = Math.min(3, words.length - i);
    for (; n >= 1; n -= 1) {
      const category = synonymOf(words.slice(i, i + n).join(' '))?.category;
      if (category) {
        terms.push({ words: words.slice(i, i + n), category, synonym: true });
        break;
      }
    }
    if (n >= 1) {
      i += n;
      continue;
    }
    const word = words[i]!;
    terms.push({ words: [word], category: CATEGORY_WORDS[word] ?? null, synonym: false });
    i += 1;
  }
  return terms;
}
