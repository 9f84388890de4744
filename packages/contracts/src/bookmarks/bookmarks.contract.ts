import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { dataEnvelope } from '../common/envelope.schemas.js';
import { routeMeta } from '../common/route-meta.js';
import { ZProviderIdSchema, ZProviderListItemSchema } from '../providers/providers.schemas.js';

const c = initContract();
const ZProviderIdParams = z.object({ providerId: ZProviderIdSchema });

export const bookmarksContract = c.router({
  list: {
    method: 'GET',
    path: '/bookmarks',
    responses: { 200: dataEnvelope(z.array(ZProviderListItemSchema)) },
    metadata: routeMeta({ access: 'user' }),
    summary: "The signed-in person's bookmarked providers, newest first",
  },
  add: {
    method: 'PUT',
    path: '/bookmarks/:providerId',
    pathParams: ZProviderIdParams,
    body: c.noBody(),
    responses: { 204: z.undefined() },
    metadata: routeMeta({ access: 'user' }),
    summary: 'Bookmark a provider (idempotent)',
  },
  remove: {
    method: 'DELETE',
    path: '/bookmarks/:providerId',
    pathParams: ZProviderIdParams,
    body: c.noBody(),
    responses: { 204: z.undefined() },
    metadata: routeMeta({ access: 'user' }),
    summary: 'Remove a bookmark (idempotent)',
  },
});
