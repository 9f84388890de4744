import { z } from 'zod';
import { dataEnvelope } from '../common/envelope.schemas.js';
import { zCreatePost } from '../rules/provider-tools.js';

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
  /** The language the text is written in, where the API could tell; null: unknown (issue 19). */
  language: z.enum(['en', 'es']).nullable().optional(),
});
export type TPost = z.infer<typeof ZPostSchema>;
export const ZPostsResponseSchema = dataEnvelope(z.array(ZPostSchema));
export const ZLatestPostsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(3),
});

/**
 * A new post (owner): text up to 500 characters, text or an image required, up to 5
 * images uploaded to this site. Photos need the premium plan; the free (basic) plan may
 * publish one post per 7 days (429 'Free plan allows one post per week').
 */
export const ZCreatePostBodySchema = zCreatePost;
export type TCreatePostBody = z.infer<typeof ZCreatePostBodySchema>;
export const ZPostResponseSchema = dataEnvelope(ZPostSchema);
