import { defineCatalog } from '../../../../lib/i18n';
import en from './en.json';

/**
 * Words of the provider page's lazy parts (the review form, its own review's actions, report
 * and trust, the facts card): their own catalog, so that they stay out of the page's first
 * JavaScript with the code that shows them.
 */
export const providerPartMessages = defineCatalog('providerParts', en, {
  es: () => import('./es.json'),
});
