import { z } from 'zod';
import { dataEnvelope } from '../common/envelope.schemas.js';

export const ZHealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  uptimeSeconds: z.number().nonnegative(),
});
export const ZHealthResponseSchema = dataEnvelope(ZHealthSchema);
export type THealth = z.infer<typeof ZHealthSchema>;

/**
 * Readiness (GET /api/health/ready): the API answers searches from its search index, or
 * has none to wait for (SEARCH_INDEX=sql, or a load that failed: searches use SQL).
 */
export const ZReadinessSchema = z.object({
  status: z.literal('ready'),
  searchIndex: z.enum(['loaded', 'off']),
});
export const ZReadinessResponseSchema = dataEnvelope(ZReadinessSchema);
export type TReadiness = z.infer<typeof ZReadinessSchema>;
