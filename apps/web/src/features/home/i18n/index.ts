import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the home page (hero, categories, latest posts, about). */
export const homeMessages = defineCatalog('home', en, { es: () => import('./es.json') });
