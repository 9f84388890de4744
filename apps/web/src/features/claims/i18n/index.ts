import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the provider page's 'Claim This Profile' flow. */
export const claimMessages = defineCatalog('claims', en, { es: () => import('./es.json') });
