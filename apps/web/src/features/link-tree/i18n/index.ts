import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of /link-tree (the document's own title, subtitle and buttons are shown as written). */
export const linkTreeMessages = defineCatalog('linkTree', en, { es: () => import('./es.json') });
