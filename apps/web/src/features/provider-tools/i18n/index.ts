import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the provider tools (my profile, dashboard, leads, plans, mini-site builder, ads). */
export const toolsMessages = defineCatalog('providerTools', en, { es: () => import('./es.json') });
