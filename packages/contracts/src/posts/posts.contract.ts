import { initContract } from '@ts-rest/core';
import { routeMeta } from '../common/route-meta.js';
import { ZLatestPostsQuerySchema, ZPostsResponseSchema } from './posts.schemas.js';

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
});
