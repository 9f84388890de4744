import { defineCatalog } from '../../lib/i18n';
import en from './en.json';

/** Words of the shared components (layouts, cards, forms' common parts). */
export const commonMessages = defineCatalog('common', en, { es: () => import('./es.json') });
