import { z } from 'zod';
import { dataEnvelope } from '../common/envelope.schemas.js';

export const ZHealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  uptimeSeconds: z.number().nonnegative(),
});
export const ZHealthResponseSchema = dataEnvelope(ZHealthSchema);
export type THealth = z.infer<typeof ZHealthSchema>;
