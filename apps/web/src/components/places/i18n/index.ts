import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the place box and the location actions (search and home). */
export const placeMessages = defineCatalog('places', en, { es: () => import('./es.json') });
