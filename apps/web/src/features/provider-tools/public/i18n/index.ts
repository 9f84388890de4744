import { defineCatalog } from '../../../../lib/i18n';
import en from './en.json';

/**
 * Words of the provider tools' public pages (/m/{slug}, /lead-address/confirm): a small catalog
 * of their own, so those chunks do not carry the tools' words.
 */
export const toolsPublicMessages = defineCatalog('providerToolsPublic', en, {
  es: () => import('./es.json'),
});
