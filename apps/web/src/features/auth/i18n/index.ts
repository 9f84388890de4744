import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of sign-in, registration, email confirmation, password reset and Google sign-in. */
export const authMessages = defineCatalog('auth', en, { es: () => import('./es.json') });
