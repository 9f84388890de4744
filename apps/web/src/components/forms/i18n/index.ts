import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/**
 * Words of the shared forms and panels of signed-in pages: lead request form, profile form,
 * injury facts, image upload dialog, password requirements, moderation cases.
 */
export const formMessages = defineCatalog('forms', en, { es: () => import('./es.json') });
