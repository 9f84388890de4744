import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of a published review (review item): verification, breakdown, reply, photos. */
export const reviewMessages = defineCatalog('reviews', en, { es: () => import('./es.json') });
