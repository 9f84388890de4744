import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the UI kit (dialog, lightbox, stars, state field, loading shapes). */
export const uiMessages = defineCatalog('ui', en, { es: () => import('./es.json') });
