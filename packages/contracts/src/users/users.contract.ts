import { initContract } from '@ts-rest/core';
import { ZSessionResponseSchema } from '../auth/auth.schemas.js';
import { routeMeta } from '../common/route-meta.js';

const c = initContract();

export const usersContract = c.router({
  me: {
    method: 'GET',
    path: '/users/me',
    responses: { 200: ZSessionResponseSchema },
    summary: 'The signed-in user',
    metadata: routeMeta({ access: 'user' }),
  },
});
