import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { routeMeta } from '../common/route-meta.js';
import { ZReviewIdParamsSchema } from './reviews.schemas.js';

const c = initContract();

export const reviewsContract = c.router({
  delete: {
    method: 'DELETE',
    path: '/reviews/:id',
    pathParams: ZReviewIdParamsSchema,
    body: c.noBody(),
    responses: { 204: z.undefined() },
    metadata: routeMeta({ access: 'user' }),
    summary: "Delete a review (its author or an admin); the provider's rating follows",
  },
});
