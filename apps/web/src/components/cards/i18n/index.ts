import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/**
 * Words of the shared parts of public pages: provider card, review item, search box,
 * sponsored entries, page placeholder.
 */
export const cardMessages = defineCatalog('cards', en, { es: () => import('./es.json') });
