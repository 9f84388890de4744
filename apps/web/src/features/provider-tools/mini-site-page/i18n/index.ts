import { defineCatalog } from '../../../../lib/i18n';
import en from './en.json';

/**
 * Words of the public mini-site page (/m/{slug}): a catalog of its own, so that page's chunk
 * carries only its own few words (its first JavaScript has a budget).
 */
export const miniSitePageMessages = defineCatalog('providerToolsMiniSite', en, {
  es: () => import('./es.json'),
});
