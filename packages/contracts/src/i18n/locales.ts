/**
 * The languages of the product (issue 19, docs/decisions/0036). English is the default. Plain
 * data with no zod, so the web's first chunk can read it (the schema is in locale.schema.ts).
 */
export const LOCALES = ['en', 'es'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<TLocale, string> = { en: 'English', es: 'Español' };

/** The BCP 47 tag `Intl` formats with: US English, US Spanish. */
export const INTL_LOCALES: Record<TLocale, string> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'es-MX' -> 'es', 'EN' -> 'en', 'fr' -> undefined. */
export function localeOf(tag: string | null | undefined): TLocale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The best of our languages for an Accept-Language header ('es-US,es;q=0.9,en;q=0.8' ->
 * 'es'): the first supported tag by quality, then by order; English when none is supported.
 */
export function pickLocale(acceptLanguage: string | null | undefined): TLocale {
  return preferredLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * The language an Accept-Language header asks for among ours, or null when it names none
 * (no header, '*', only other languages): what a new account keeps as its language, so that
 * an account nobody chose a language for stays null and follows each device's choice.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): TLocale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { locale: localeOf(tag), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.locale !== undefined && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.locale ?? null;
}
