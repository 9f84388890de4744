import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of /settings and /bookmarks. */
export const accountMessages = defineCatalog('account', en, { es: () => import('./es.json') });
