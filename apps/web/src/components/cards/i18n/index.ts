import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the provider card, the sponsored entries and the page placeholder. */
export const cardMessages = defineCatalog('cards', en, { es: () => import('./es.json') });
