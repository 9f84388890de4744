import { initContract } from '@ts-rest/core';
import { routeMeta } from '../common/route-meta.js';
import { ZProviderIdParamsSchema } from '../providers/providers.schemas.js';
import {
  ZCloseListingBodySchema,
  ZCreateListingBodySchema,
  ZCreateListingResponseSchema,
  ZDuplicatesBodySchema,
  ZDuplicatesResponseSchema,
  ZLikelyDuplicatesErrorSchema,
  ZListingResponseSchema,
  ZMergeListingBodySchema,
} from './listings.schemas.js';

const c = initContract();

/** 'Add your business' (issue 47). */
export const listingsContract = c.router({
  create: {
    method: 'POST',
    path: '/providers',
    body: ZCreateListingBodySchema,
    responses: { 201: ZCreateListingResponseSchema, 409: ZLikelyDuplicatesErrorSchema },
    metadata: routeMeta({
      access: 'verified',
      rateLimit: 'listing',
      errors: {
        409: 'Likely duplicates exist (same phone, or a similar name within 500 m): `candidates`; send `notADuplicate: true` to add it anyway',
        429: 'Too many listings added by this person, or at this address, today',
      },
    }),
    summary: "Add your business: a new listing, public at once and 'Not yet verified'",
  },
  duplicates: {
    method: 'POST',
    path: '/providers/duplicates',
    body: ZDuplicatesBodySchema,
    responses: { 200: ZDuplicatesResponseSchema },
    metadata: routeMeta({ access: 'verified', rateLimit: 'search' }),
    summary: 'The listings likely the same business as the one about to be added',
  },
});

/** The admin console's listing lifecycle (issue 47). */
export const adminListingsContract = c.router({
  create: {
    method: 'POST',
    path: '/admin/providers',
    body: ZCreateListingBodySchema,
    responses: { 201: ZCreateListingResponseSchema, 409: ZLikelyDuplicatesErrorSchema },
    metadata: routeMeta({
      access: 'admin',
      errors: { 409: 'Likely duplicates exist: `candidates`; send `notADuplicate: true`' },
    }),
    summary: 'Create a listing (the duplicate check of POST /providers included)',
  },
  merge: {
    method: 'POST',
    path: '/admin/providers/:id/merge',
    pathParams: ZProviderIdParamsSchema,
    body: ZMergeListingBodySchema,
    responses: { 200: ZListingResponseSchema },
    metadata: routeMeta({
      access: 'admin',
      errors: { 409: 'Into itself, or into a listing already merged' },
    }),
    summary:
      'Merge a listing into another: its reviews, bookmarks, leads, claims, posts and sources move; its URL answers 301',
  },
  close: {
    method: 'POST',
    path: '/admin/providers/:id/close',
    pathParams: ZProviderIdParamsSchema,
    body: ZCloseListingBodySchema,
    responses: { 200: ZListingResponseSchema },
    metadata: routeMeta({ access: 'admin', errors: { 409: 'The listing was merged' } }),
    summary: 'Close a listing (permanently or temporarily): out of search, no leads',
  },
  reopen: {
    method: 'POST',
    path: '/admin/providers/:id/reopen',
    pathParams: ZProviderIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ZListingResponseSchema },
    metadata: routeMeta({ access: 'admin', errors: { 409: 'The listing is not closed' } }),
    summary: 'Reopen a closed listing',
  },
});
