import { initContract } from '@ts-rest/core';
import { routeMeta } from '../common/route-meta.js';
import { ZPlaceSuggestQuerySchema, ZPlaceSuggestResponseSchema } from './places.schemas.js';

const c = initContract();

export const placesContract = c.router({
  suggest: {
    method: 'GET',
    path: '/places/suggest',
    query: ZPlaceSuggestQuerySchema,
    responses: { 200: ZPlaceSuggestResponseSchema },
    metadata: routeMeta({ access: 'public' }),
    summary: "At most 8 US places for a ZIP prefix ('331') or a city prefix ('mia')",
  },
});
