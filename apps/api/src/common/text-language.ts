import type { TLocale } from '@app/contracts';

/** Frequent Spanish function words (with and without accents); 'a' and 'me' are in both. */
const SPANISH = new Set(
  (
    'a el la los las de del que y en un una unos unas por con para muy me mi mis es fue su sus ' +
    'al lo pero nos se le les como más mas este esta estos estas ese esa son está están todo ' +
    'todos también tambien sin porque ya yo ellos nuestro nuestra hay desde cuando sobre ' +
    'gracias mucho muchos bien siempre ni fueron estaba tiene tienen hizo ayudó'
  ).split(' '),
);

/** Frequent English function words. */
const ENGLISH = new Set(
  (
    'the and to of a an in is was for my with that they it very but we i me our on at this ' +
    'were are have had has from be been their them you your he she his her not so all would ' +
    'will about after what when who us did just there really highly great recommend helped ' +
    'always also'
  ).split(' '),
);

/** Words counted at most: a long text is judged by its beginning. */
const MAX_WORDS = 400;
/** Function words one side needs at least before the text is given a language. */
const MIN_HITS = 8;

/**
 * The language a text is written in, 'en' or 'es', or null when it cannot be told (short,
 * mixed, another language). Deterministic: counts frequent function words of each language;
 * one side must reach MIN_HITS and have at least twice the other's count (issue 19).
 * Words in both lists ('me') count for neither.
 */
export function detectTextLanguage(text: string | null | undefined): TLocale | null {
  if (!text) return null;
  const words = text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}']+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  let es = 0;
  let en = 0;
  for (const word of words) {
    const inEs = SPANISH.has(word);
    const inEn = ENGLISH.has(word);
    if (inEs && !inEn) es += 1;
    else if (inEn && !inEs) en += 1;
  }
  if (es >= MIN_HITS && es >= 2 * en) return 'es';
  if (en >= MIN_HITS && en >= 2 * es) return 'en';
  return null;
}

/** The language of texts written together (a post's title and body): judged as one. */
export function detectTextsLanguage(...texts: Array<string | null | undefined>): TLocale | null {
  return detectTextLanguage(texts.filter(Boolean).join('\n'));
}
