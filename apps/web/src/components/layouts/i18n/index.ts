import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the header, account menu, mobile drawer and footer (every page). */
export const layoutMessages = defineCatalog('layout', en, { es: () => import('./es.json') });
