import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the public reviewer page (/user/{id}) and the person's own page (/me). */
export const userMessages = defineCatalog('users', en, { es: () => import('./es.json') });
