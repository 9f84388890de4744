import { ALL_CATEGORIES_LABEL, ALL_STATES_LABEL, INTL_LOCALES, stateName } from '@app/contracts';
import { currentLocale } from '../../lib/i18n';
import { labelMessages } from './i18n';
import en from './i18n/en.json';

export { labelMessages } from './i18n';

type Key = keyof typeof en;

/**
 * The name shown for a value of the product's data ('Law Firms' -> 'Abogados de accidentes'
 * in Spanish). The value itself (URLs, API parameters, stored data) stays English; a value
 * without a translation shows as it is. Call during render (or use `useLocale()` to re-render).
 */
function label(prefix: string, value: string): string {
  const key = `${prefix}.${value}` as Key;
  return key in en ? labelMessages.t(key) : value;
}

export const categoryLabel = (category: string) =>
  category === ALL_CATEGORIES_LABEL
    ? labelMessages.t('allCategories')
    : label('category', category);
export const providerTypeLabel = (type: string) => label('providerType', type);
export const factLabel = (fact: string) => label('fact', fact);
export const planLabel = (plan: string) => label('plan', plan);
export const dayLabel = (day: string) => label('day', day);
/** 'FL' -> 'Florida'; 'NY' -> 'Nueva York' in Spanish; 'All States' -> 'Todos los estados'. */
export const stateLabel = (code: string) =>
  code === ALL_STATES_LABEL
    ? labelMessages.t('allStates')
    : `state.${code}` in en
      ? labelMessages.t(`state.${code}` as Key)
      : stateName(code);

/** A language's name in the current language ('es' -> 'Spanish' / 'español'), from Intl. */
export function languageName(code: string): string {
  try {
    return (
      new Intl.DisplayNames([INTL_LOCALES[currentLocale()]], { type: 'language' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** 'Spanish spoken' / 'Se habla español'. */
export const languageSpokenLabel = (code: string) =>
  labelMessages.t('languageSpoken', { language: languageName(code) });
