import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of /transparency and of the review invitations' unsubscribe page (issue 17). */
export const trustMessages = defineCatalog('trust', en, { es: () => import('./es.json') });
