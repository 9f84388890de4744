import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** The privacy policy and the terms of use (their whole text), and the legal page's words. */
export const legalMessages = defineCatalog('legal', en, { es: () => import('./es.json') });
