import { z } from 'zod';
import { dataEnvelope } from '../common/envelope.schemas.js';

/** A provider's post (spec 3, Post): text and up to 5 images. */
export const ZPostSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  providerAvatar: z.string().nullable(),
  providerCategory: z.string(),
  text: z.string(),
  imageUrls: z.array(z.string()),
  createdAt: z.string(),
});
export type TPost = z.infer<typeof ZPostSchema>;
export const ZPostsResponseSchema = dataEnvelope(z.array(ZPostSchema));
export const ZLatestPostsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(3),
});
