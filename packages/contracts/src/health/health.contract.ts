import { initContract } from '@ts-rest/core';
import { ZErrorBodySchema } from '../common/errors.schemas.js';
import { routeMeta } from '../common/route-meta.js';
import { ZHealthResponseSchema, ZReadinessResponseSchema } from './health.schemas.js';

const c = initContract();

export const healthContract = c.router({
  check: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and readiness: answers 200 when the database answers',
    responses: { 200: ZHealthResponseSchema, 503: ZErrorBodySchema },
    metadata: routeMeta({ access: 'public' }),
  },
  ready: {
    method: 'GET',
    path: '/health/ready',
    summary:
      'Readiness for traffic: 503 while the search index loads (a large directory, after a start), 200 once it is loaded',
    responses: { 200: ZReadinessResponseSchema, 503: ZErrorBodySchema },
    metadata: routeMeta({ access: 'public' }),
  },
});
