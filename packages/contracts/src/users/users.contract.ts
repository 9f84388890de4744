import { initContract } from '@ts-rest/core';
import { ZSessionResponseSchema } from '../auth/auth.schemas.js';
import { routeMeta } from '../common/route-meta.js';
import { ZPublicUserResponseSchema, ZUserIdParamsSchema } from './users.schemas.js';

const c = initContract();

export const usersContract = c.router({
  me: {
    method: 'GET',
    path: '/users/me',
    responses: { 200: ZSessionResponseSchema },
    summary: 'The signed-in user',
    metadata: routeMeta({ access: 'user' }),
  },
  // After /users/me, so that 'me' is never read as an id.
  get: {
    method: 'GET',
    path: '/users/:id',
    pathParams: ZUserIdParamsSchema,
    responses: { 200: ZPublicUserResponseSchema },
    summary: "A reviewer's public page: name, avatar, location, badges, member since, reviews",
    metadata: routeMeta({ access: 'public' }),
  },
});
