import { z } from 'zod';

/** `{ data: T }`: the envelope of every success body (DESIGN 3). */
export function dataEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ data });
}

/** `{ data: T[], total, offset, limit }`: offset-paged lists. */
export function pagedEnvelope<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().nonnegative(),
    offset: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
  });
}

/** `{ data: T[], nextCursor }`: cursor-paged lists (Load More). */
export function cursorEnvelope<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), nextCursor: z.string().nullable() });
}

export const ZSuccessSchema = dataEnvelope(z.object({ success: z.literal(true) }));
