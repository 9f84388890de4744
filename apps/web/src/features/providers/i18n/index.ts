import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the provider page (profile, hours, reviews, ratings, report and trust parts). */
export const providerMessages = defineCatalog('providers', en, { es: () => import('./es.json') });
