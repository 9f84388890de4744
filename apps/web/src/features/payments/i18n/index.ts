import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of checkout, receipts, billing and ad campaigns (issue 18, decision 0031). */
export const paymentsMessages = defineCatalog('payments', en, { es: () => import('./es.json') });
