import { defineCatalog } from '../../lib/i18n';
import en from './en.json';

/**
 * Every route's document title (config/route-titles.ts), keyed by the route. Imported only by
 * that lazily loaded module, so public pages' initial JavaScript does not carry them.
 */
export const routeTitleMessages = defineCatalog('routeTitles', en, {
  es: () => import('./es.json'),
});
