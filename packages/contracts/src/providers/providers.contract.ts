import { initContract } from '@ts-rest/core';
import { routeMeta } from '../common/route-meta.js';
import { ZPostsResponseSchema } from '../posts/posts.schemas.js';
import {
  ZCreateReviewBodySchema,
  ZReviewResponseSchema,
  ZReviewsQuerySchema,
  ZReviewsResponseSchema,
} from '../reviews/reviews.schemas.js';
import {
  ZProviderIdParamsSchema,
  ZProviderProfileQuerySchema,
  ZProviderProfileResponseSchema,
  ZProvidersListResponseSchema,
  ZProvidersQuerySchema,
  ZSponsoredQuerySchema,
  ZSponsoredResponseSchema,
  ZSuggestQuerySchema,
  ZSuggestResponseSchema,
} from './providers.schemas.js';

const c = initContract();

export const providersContract = c.router({
  list: {
    method: 'GET',
    path: '/providers',
    query: ZProvidersQuerySchema,
    responses: { 200: ZProvidersListResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'search' }),
    summary: 'Search providers by text (full text + trigram), category and state, sorted',
  },
  suggest: {
    method: 'GET',
    path: '/providers/suggest',
    query: ZSuggestQuerySchema,
    responses: { 200: ZSuggestResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'search' }),
    summary: 'At most 6 name suggestions; the first 6 providers for an empty q',
  },
  sponsored: {
    method: 'GET',
    path: '/providers/sponsored',
    query: ZSponsoredQuerySchema,
    responses: { 200: ZSponsoredResponseSchema },
    metadata: routeMeta({ access: 'public' }),
    summary: 'Sponsored providers of a placement, in turn',
  },
  get: {
    method: 'GET',
    path: '/providers/:id',
    pathParams: ZProviderIdParamsSchema,
    query: ZProviderProfileQuerySchema,
    responses: { 200: ZProviderProfileResponseSchema },
    metadata: routeMeta({ access: 'public' }),
    summary:
      'A provider profile with its rating summary; with near or lat + lng, its distance from there',
  },
  reviews: {
    method: 'GET',
    path: '/providers/:id/reviews',
    pathParams: ZProviderIdParamsSchema,
    query: ZReviewsQuerySchema,
    responses: { 200: ZReviewsResponseSchema },
    metadata: routeMeta({ access: 'public' }),
    summary: 'Reviews of a provider, sorted, with a cursor for Load More',
  },
  createReview: {
    method: 'POST',
    path: '/providers/:id/reviews',
    pathParams: ZProviderIdParamsSchema,
    body: ZCreateReviewBodySchema,
    responses: { 201: ZReviewResponseSchema },
    metadata: routeMeta({
      access: 'verified',
      rateLimit: 'review',
      errors: { 409: 'The caller has already reviewed this provider' },
    }),
    summary: 'Write a review (verified users, not the owner, one per person per provider)',
  },
  posts: {
    method: 'GET',
    path: '/providers/:id/posts',
    pathParams: ZProviderIdParamsSchema,
    responses: { 200: ZPostsResponseSchema },
    metadata: routeMeta({ access: 'public' }),
    summary: "A provider's posts, newest first",
  },
});
