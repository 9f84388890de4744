import { initContract } from '@ts-rest/core';
import { routeMeta } from '../common/route-meta.js';
import { ZProviderIdParamsSchema } from '../providers/providers.schemas.js';
import {
  ZClaimCreatedResponseSchema,
  ZClaimSubmitBodySchema,
  ZMyClaimResponseSchema,
} from './claims.schemas.js';

const c = initContract();

export const claimsContract = c.router({
  /**
   * Multipart: files `registration` and `addressProof` (PDF, JPG or PNG by content, 10 MB
   * each) and the fields of ZClaimFieldsSchema. 409 when the provider already has an owner or
   * the caller already has a pending claim on it.
   */
  submit: {
    method: 'POST',
    path: '/providers/:id/claims',
    pathParams: ZProviderIdParamsSchema,
    contentType: 'multipart/form-data',
    body: ZClaimSubmitBodySchema,
    responses: { 201: ZClaimCreatedResponseSchema },
    metadata: routeMeta({
      access: 'verified',
      rateLimit: 'upload',
      errors: {
        409: 'The provider already has an owner, the caller has a pending claim on it, or the caller reviewed it',
      },
    }),
    summary: 'Claim a provider profile with a registration document and a proof of address',
  },
  mine: {
    method: 'GET',
    path: '/providers/:id/claims/mine',
    pathParams: ZProviderIdParamsSchema,
    responses: { 200: ZMyClaimResponseSchema },
    metadata: routeMeta({ access: 'user' }),
    summary: "The caller's latest claim on this provider (pending, approved or cancelled), or null",
  },
});
