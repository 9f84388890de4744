import { z } from 'zod';
import { LOCALES } from './locales.js';

/** 'en' | 'es': a language the product speaks (locales.ts). */
export const ZLocaleSchema = z.enum(LOCALES);
