import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { routeMeta } from '../common/route-meta.js';
import {
  ZAppealBodySchema,
  ZReviewIdParamsSchema,
  ZReviewReplyBodySchema,
  ZReviewResponseSchema,
  ZUpdateReviewBodySchema,
} from './reviews.schemas.js';

const c = initContract();

export const reviewsContract = c.router({
  delete: {
    method: 'DELETE',
    path: '/reviews/:id',
    pathParams: ZReviewIdParamsSchema,
    body: c.noBody(),
    responses: { 204: z.undefined() },
    metadata: routeMeta({ access: 'user' }),
    summary:
      "Delete your own review (its author only: admins remove reviews through moderation, an appeal or a report, with a reason and the public line); the provider's rating follows",
  },
  update: {
    method: 'PATCH',
    path: '/reviews/:id',
    pathParams: ZReviewIdParamsSchema,
    body: ZUpdateReviewBodySchema,
    responses: { 200: ZReviewResponseSchema },
    metadata: routeMeta({ access: 'verified', rateLimit: 'review' }),
    summary:
      "Edit a review (its author only): ratings, text and photos under the rules of a new review; sets editedAt and the provider's rating follows",
  },
  respond: {
    method: 'PUT',
    path: '/reviews/:id/response',
    pathParams: ZReviewIdParamsSchema,
    body: ZReviewReplyBodySchema,
    responses: { 200: ZReviewResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary:
      "Write or replace the provider's response (the provider's owner); the reviewer is mailed the first time",
  },
  appeal: {
    method: 'POST',
    path: '/reviews/:id/appeal',
    pathParams: ZReviewIdParamsSchema,
    body: ZAppealBodySchema,
    responses: { 200: ZReviewResponseSchema },
    metadata: routeMeta({
      access: 'provider',
      errors: { 409: 'The review is already under appeal' },
    }),
    summary:
      "Appeal a review (the provider's owner): answers the review with appealUnderReview true; 409 while one is under review",
  },
});
