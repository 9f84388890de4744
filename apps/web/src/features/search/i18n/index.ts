import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the /search page (its filters, results, map and list/map toggle). */
export const searchMessages = defineCatalog('search', en, { es: () => import('./es.json') });
