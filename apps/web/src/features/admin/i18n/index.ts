import { defineCatalog } from '../../../lib/i18n';
import en from './en.json';

/** Words of the admin area (layout, lists, moderation, billing, audit log); decision 0036. */
export const adminMessages = defineCatalog('admin', en, { es: () => import('./es.json') });

export type AdminMessageKey = keyof typeof en;
