import { defineCatalog } from '../../../../lib/i18n';
import en from './en.json';

/** Words of the account menu and the mobile drawer (loaded with them, not with every page). */
export const menuMessages = defineCatalog('menu', en, { es: () => import('./es.json') });
