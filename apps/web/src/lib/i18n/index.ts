import { useMemo, useSyncExternalStore } from 'react';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  localeOf,
  pickLocale,
  type TLocale,
} from '@app/contracts';
import { afterNextPaint } from '../after-paint';
import { i18n, i18nVersion, loadCatalogs, register, subscribe, translate } from './runtime';

export type { TLocale } from '@app/contracts';

/** Values a message interpolates: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface Catalog<K extends string> {
  readonly namespace: string;
  /** The message in the current language (outside React, or in an event handler). */
  t(key: K, values?: MessageValues): string;
}

/**
 * One folder's messages (docs/decisions/0036): `en.json` is the source and ships with the
 * folder's chunk; the other languages load only when chosen. Keys are typed from en.json.
 *
 *   export const searchMessages = defineCatalog('search', en, { es: () => import('./es.json') });
 */
export function defineCatalog<K extends string>(
  namespace: string,
  englishMessages: Record<K, string>,
  loaders: { es: () => Promise<{ default: Record<string, unknown> }> },
): Catalog<K> {
  register(namespace, englishMessages, loaders);
  return {
    namespace,
    t: (key, values) => translate(`${namespace}.${key}`, values),
  };
}

function useI18nVersion(): number {
  return useSyncExternalStore(subscribe, i18nVersion, i18nVersion);
}

/** `t(key, values)` of a catalog; the component re-renders when the language changes. */
export function useT<K extends string>(catalog: Catalog<K>): Catalog<K>['t'] {
  const version = useI18nVersion();
  // A new function per language, so memoized children that take `t` re-render too.
  return useMemo(() => {
    void version;
    return (key: K, values?: MessageValues) => catalog.t(key, values);
  }, [catalog, version]);
}

/** The current language; re-renders when it changes. */
export function useLocale(): TLocale {
  useI18nVersion();
  return currentLocale();
}

export function currentLocale(): TLocale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export const LANGUAGE_STORAGE_KEY = 'lang';

function storedLocale(): TLocale | undefined {
  try {
    return localeOf(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/**
 * The language of a first render: `?lang=` of a shared link, then the visitor's earlier
 * choice, then the browser's languages, then English.
 */
export function initialLocale(): TLocale {
  const fromUrl = localeOf(new URLSearchParams(window.location.search).get('lang'));
  if (fromUrl) return fromUrl;
  const stored = storedLocale();
  if (stored) return stored;
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return pickLocale(browser.filter(Boolean).join(','));
}

const localeListeners = new Set<(locale: TLocale) => void>();
/** Called after the person picks a language (the account keeps it when signed in). */
export function onLocaleChosen(listener: (locale: TLocale) => void): () => void {
  localeListeners.add(listener);
  return () => localeListeners.delete(listener);
}

/** Loads the language's messages, then switches to it; `<html lang>` follows. */
export async function activateLocale(
  locale: TLocale,
  { sharedMessagesAfterPaint = false } = {},
): Promise<void> {
  if (sharedMessagesAfterPaint) {
    // The first render: the shared messages' Spanish (with the contracts it reads: the same
    // chunks the API client loads after paint) follows the first paint; what shows one
    // re-renders when it arrives.
    afterNextPaint(() => void loadSharedMessages(locale).then(() => i18n.emit('change')));
    await loadCatalogs(locale);
  } else await Promise.all([loadCatalogs(locale), loadSharedMessages(locale)]);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/**
 * The person's choice: switches, remembers it on this device and tells the listeners (the
 * session saves it to the account). `accountSaves`: the caller saves it to the account
 * itself (the settings page, which shows the outcome), so the listeners are not told.
 */
export async function chooseLocale(
  locale: TLocale,
  { accountSaves = false }: { accountSaves?: boolean } = {},
): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts this visit
  }
  await activateLocale(locale);
  if (!accountSaves) for (const listener of localeListeners) listener(locale);
}

/** Before the first render (main.tsx): the first language, its messages loaded. */
export async function startI18n(): Promise<void> {
  await activateLocale(initialLocale(), { sharedMessagesAfterPaint: true });
}

/** What a lazy route awaits after its chunk loaded: its catalogs in the current language. */
export function ensureCatalogs(): Promise<void> {
  return loadCatalogs(currentLocale());
}

// Shared messages of @app/contracts (the spec's English and its Spanish), loaded with Spanish.
let sharedTranslate: ((message: string, locale: TLocale) => string) | undefined;
async function loadSharedMessages(locale: TLocale): Promise<void> {
  if (locale === 'en' || sharedTranslate) return;
  sharedTranslate = (await import('@app/contracts/i18n-es')).translateMessage;
}

/**
 * A message of @app/contracts (a zod schema's, or an API error's) in the current language.
 * The API already answers in the caller's language; the forms' own checks use this.
 */
export function localizeMessage(message: string): string {
  const locale = currentLocale();
  return locale === 'en' || !sharedTranslate ? message : sharedTranslate(message, locale);
}

const intlLocale = () => INTL_LOCALES[currentLocale()];

/**
 * Intl formatters, one per language and options: building one costs far more than using it
 * (a profile of the provider page spent more time in `new Intl.NumberFormat` than in
 * rendering its header), and a page formats the same few shapes many times. Bounded: the
 * options come from code, not from input, but a caller could vary them.
 */
const FORMATTERS_MAX = 256;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(
  cache: Map<string, F>,
  options: object | undefined,
  make: (locale: string) => F,
): F {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) {
    if (cache.size >= FORMATTERS_MAX) cache.clear();
    format = make(locale);
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return cached(numberFormats, options, (l) => new Intl.NumberFormat(l, options)).format(value);
}

const listFormats = new Map<string, Intl.ListFormat>();
/** 'Overture Maps Foundation and NPPES' / '… y NPPES': items joined as the language joins them. */
export function formatList(items: readonly string[]): string {
  return cached(
    listFormats,
    undefined,
    (l) => new Intl.ListFormat(l, { style: 'long', type: 'conjunction' }),
  ).format(items);
}

/** Whole dollars without cents ('$25'), otherwise two decimals. */
export function formatMoney(cents: number, currency = 'USD'): string {
  const whole = cents % 100 === 0;
  return formatNumber(cents / 100, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return cached(dateFormats, options, (l) => new Intl.DateTimeFormat(l, options)).format(
    new Date(value),
  );
}

/**
 * Builds the formatters every page uses while the browser is idle after the first paint: the
 * first Intl formatter of a page loads the locale data (~15 ms on a desktop, 4× that on a
 * phone), which otherwise lands in the render of the page's content (its largest paint).
 */
export function warmFormatters(): void {
  formatNumber(0, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  formatDate(0, { hour: 'numeric', minute: '2-digit' });
}

let timeZone: string | undefined;
/** This browser's time zone (read once: it costs a formatter). */
export function browserTimeZone(): string {
  timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone;
}
