import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type TLocale } from '@app/contracts';

/**
 * The Lingui instances (docs/decisions/0036). `i18n` speaks the chosen language; `english`
 * always English, the fallback of a message whose Spanish has not loaded yet (a lazy chunk
 * that arrived after the switch). Catalogs are compiled to Lingui's message format at build
 * time (vite.config.ts, `compiledCatalogs`), so no message parser ships to the browser.
 */
export const i18n = setupI18n();
export const english = setupI18n();

type Loader = () => Promise<{ default: Record<string, unknown> }>;

interface Registered {
  namespace: string;
  loaders: Partial<Record<TLocale, Loader>>;
  loaded: Set<TLocale>;
}

const catalogs = new Map<string, Registered>();
let version = 0;
/** While a catalog's English is added (see register): no re-render. */
let quiet = false;
const listeners = new Set<() => void>();

function prefixed(namespace: string, messages: Record<string, unknown>): Messages {
  const out: Messages = {};
  for (const [key, message] of Object.entries(messages)) {
    out[`${namespace}.${key}`] = message as Messages[string];
  }
  return out;
}

/** Registers a catalog: its English at once, its other languages when asked for. */
export function register(
  namespace: string,
  englishMessages: Record<string, unknown>,
  loaders: Partial<Record<TLocale, Loader>>,
): void {
  if (catalogs.has(namespace)) return;
  catalogs.set(namespace, { namespace, loaders, loaded: new Set(['en']) });
  const messages = prefixed(namespace, englishMessages);
  // New keys change no message on screen (a chunk registers its catalog before its first
  // render), so they re-render nothing: each lazy chunk's catalog re-rendered every
  // translated component of the page (the provider page's Lighthouse TBT, decision 0036).
  quiet = true;
  try {
    english.load('en', messages);
    i18n.load('en', { ...messages });
  } finally {
    quiet = false;
  }
  if (!english.locale) english.activate('en');
  if (!i18n.locale) i18n.activate(DEFAULT_LOCALE);
}

/** Loads every registered catalog's messages in `locale` (the ones not loaded yet). */
export async function loadCatalogs(locale: TLocale): Promise<void> {
  const missing = [...catalogs.values()].filter((c) => !c.loaded.has(locale));
  if (missing.length === 0) return;
  const modules = await Promise.all(
    missing.map(async (c) => {
      const load = c.loaders[locale];
      return { c, messages: load ? (await load()).default : {} };
    }),
  );
  const merged: Messages = {};
  for (const { c, messages } of modules) {
    c.loaded.add(locale);
    Object.assign(merged, prefixed(c.namespace, messages));
  }
  i18n.load(locale, merged);
}

let pending: Promise<void> | undefined;
/** Loads what a chunk registered after the switch (called again until nothing is missing). */
export function loadPending(): Promise<void> {
  const locale = i18n.locale as TLocale;
  pending ??= loadCatalogs(locale).finally(() => {
    pending = undefined;
  });
  return pending;
}

export function translate(id: string, values?: Record<string, unknown>): string {
  if (i18n.locale !== 'en' && !(id in i18n.messages)) {
    void loadPending();
    return english._(id, values);
  }
  return i18n._(id, values);
}

i18n.on('change', () => {
  if (quiet) return;
  version += 1;
  for (const listener of listeners) listener();
});

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever the language or a catalog changes (what hooks re-render on). */
export function i18nVersion(): number {
  return version;
}
