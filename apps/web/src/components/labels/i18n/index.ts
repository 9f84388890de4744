import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Names of the product's data in each language: categories, states, types, facts, days. */
export const labelMessages = defineCatalog('labels', en, { es: () => import('./es.json') });
