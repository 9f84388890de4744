import { z } from 'zod';
import { BADGES } from '../auth/auth.schemas.js';
import { dataEnvelope } from '../common/envelope.schemas.js';
import { ZReviewSchema } from '../reviews/reviews.schemas.js';
import { FIELD_MESSAGES } from '../rules/api-messages.js';
import { zUuid } from '../rules/text.js';

/** A review on a reviewer's page also names the provider it is about. */
export const ZUserReviewSchema = ZReviewSchema.extend({
  provider: z.object({ id: z.string(), name: z.string(), category: z.string() }),
});

/** A reviewer's public page (spec 2, Reviewer profile). */
export const ZPublicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  location: z.string().nullable(),
  badges: z.array(z.enum(BADGES)),
  memberSince: z.number().int(),
  reviewCount: z.number().int().nonnegative(),
  reviews: z.array(ZUserReviewSchema),
});
export type TPublicUser = z.infer<typeof ZPublicUserSchema>;
export const ZPublicUserResponseSchema = dataEnvelope(ZPublicUserSchema);
export const ZUserIdParamsSchema = z.object({ id: zUuid(FIELD_MESSAGES.invalidUserId) });
