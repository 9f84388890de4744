import { z } from 'zod';
import { dataEnvelope } from '../common/envelope.schemas.js';
import { PLACE_SUGGEST_MAX } from '../rules/places.js';
import { ZSearchTextSchema } from '../providers/providers.schemas.js';

/** A US place: a ZIP code or a city (the ZIP codes' centre). `id` is usable as `near`. */
export const ZPlaceSchema = z.object({
  id: z.string(),
  kind: z.enum(['zip', 'city']),
  /** '33101 Miami, FL' or 'Miami, FL'. */
  label: z.string(),
  zip: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});
export type TPlace = z.infer<typeof ZPlaceSchema>;

export const ZPlaceSuggestQuerySchema = z.object({ q: ZSearchTextSchema.optional() });
export const ZPlaceSuggestResponseSchema = dataEnvelope(
  z.array(ZPlaceSchema).max(PLACE_SUGGEST_MAX),
);
