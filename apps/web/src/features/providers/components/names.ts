import { providerMessages } from '../i18n';
import en from '../i18n/en.json';

type Key = keyof typeof en;

/**
 * The name shown for a category, weekday or plan on the provider page, as
 * components/labels has it (the same words, copied in this catalog): the page's first
 * JavaScript has no room for the labels module and its states (150 KB budget, decision 0021).
 * A value without a name shows as it is.
 */
export function nameOf(kind: 'category' | 'day' | 'plan', value: string): string {
  const key = `${kind}.${value}`;
  return key in en ? providerMessages.t(key as Key) : value;
}
