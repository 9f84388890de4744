import type { TLocale } from './locales.js';

/**
 * Spanish for the messages the API and the forms share (the spec's English stays the
 * English): each English message of `MESSAGES`, `AUTH_MESSAGES`, … maps to its Spanish, and
 * messages with a number or a name in them match a pattern. Built by messages-es.ts; loaded
 * by the web app only when Spanish is chosen (`@app/contracts/i18n-es`).
 */
export interface MessageTranslations {
  /** English message -> Spanish, word for word the whole message. */
  readonly exact: ReadonlyMap<string, string>;
  /** For messages with values in them: a pattern over the English and its Spanish. */
  readonly patterns: readonly (readonly [RegExp, (...groups: string[]) => string])[];
}

/** A message in the locale; the English when no translation is known. */
export function translateWith(
  translations: MessageTranslations,
  message: string,
  locale: TLocale,
): string {
  if (locale === 'en') return message;
  const exact = translations.exact.get(message);
  if (exact !== undefined) return exact;
  for (const [pattern, spanish] of translations.patterns) {
    const match = pattern.exec(message);
    if (match) return spanish(...match.slice(1));
  }
  return message;
}

/** Pairs two records of the same keys into English -> translation. */
export function pairMessages<K extends string>(
  english: Readonly<Record<K, string>>,
  translated: Readonly<Record<K, string>>,
): [string, string][] {
  return (Object.keys(english) as K[]).map((key) => [english[key], translated[key]]);
}
