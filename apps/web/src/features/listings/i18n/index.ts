import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of 'Add your business' and of the admin's New listing form (issue 47). */
export const listingMessages = defineCatalog('listings', en, { es: () => import('./es.json') });
