import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the 404 page. */
export const miscMessages = defineCatalog('misc', en, { es: () => import('./es.json') });
