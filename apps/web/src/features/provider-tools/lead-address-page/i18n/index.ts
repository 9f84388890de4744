import { defineCatalog } from '../../../../lib/i18n';
import en from './en.json';

/** Words of the lead address confirmation page (/lead-address/confirm), in its own chunk. */
export const leadAddressPageMessages = defineCatalog('providerToolsLeadAddress', en, {
  es: () => import('./es.json'),
});
