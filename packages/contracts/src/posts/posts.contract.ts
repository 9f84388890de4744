import { initContract } from '@ts-rest/core';
import { routeMeta } from '../common/route-meta.js';
import { ZProviderIdParamsSchema } from '../providers/providers.schemas.js';
import {
  ZCreatePostBodySchema,
  ZLatestPostsQuerySchema,
  ZPostResponseSchema,
  ZPostsResponseSchema,
} from './posts.schemas.js';

const c = initContract();

export const postsContract = c.router({
  latest: {
    method: 'GET',
    path: '/posts/latest',
    query: ZLatestPostsQuerySchema,
    responses: { 200: ZPostsResponseSchema },
    metadata: routeMeta({ access: 'public' }),
    summary: 'The newest posts of all providers (home: Latest Posts)',
  },
  create: {
    method: 'POST',
    path: '/providers/:id/posts',
    pathParams: ZProviderIdParamsSchema,
    body: ZCreatePostBodySchema,
    responses: { 201: ZPostResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary:
      'Publish a post (owner): photos on premium only; the free plan may post once per week (429)',
  },
});
