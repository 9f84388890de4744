import { initContract } from '@ts-rest/core';
import { routeMeta } from '../common/route-meta.js';
import { ZProviderIdParamsSchema } from '../providers/providers.schemas.js';
import { ZReviewIdParamsSchema } from '../reviews/reviews.schemas.js';
import {
  ZReportBodySchema,
  ZReportResponseSchema,
  ZReviewInvitationsBodySchema,
  ZReviewInvitationsResponseSchema,
  ZReviewRecordResponseSchema,
  ZUnsubscribeBodySchema,
  ZUnsubscribeQuerySchema,
  ZUnsubscribeStateSchema,
} from './trust.schemas.js';

const c = initContract();

/** Reviews people can trust (issue 17): invitations, unsubscribe, reports, the public record. */
export const trustContract = c.router({
  invite: {
    method: 'POST',
    path: '/providers/:id/review-invitations',
    pathParams: ZProviderIdParamsSchema,
    body: ZReviewInvitationsBodySchema,
    responses: { 200: ZReviewInvitationsResponseSchema },
    metadata: routeMeta({
      access: 'provider',
      errors: { 429: "Over the provider's 200 invitations a day" },
    }),
    summary:
      'Invite clients to review (the owner, any plan): up to 50 a request and 200 a day (429 with Retry-After); an address once per 90 days; unsubscribed addresses skipped',
  },
  unsubscribeState: {
    method: 'GET',
    path: '/review-invitations/unsubscribe',
    query: ZUnsubscribeQuerySchema,
    responses: { 200: ZUnsubscribeStateSchema },
    metadata: routeMeta({ access: 'public' }),
    summary: "An invitation mail's unsubscribe link: the (masked) address and whether it is out",
  },
  unsubscribe: {
    method: 'POST',
    path: '/review-invitations/unsubscribe',
    body: ZUnsubscribeBodySchema,
    responses: { 200: ZUnsubscribeStateSchema },
    metadata: routeMeta({ access: 'public' }),
    summary:
      'Stop review invitations to the address of this link, from every provider (repeatable)',
  },
  report: {
    method: 'POST',
    path: '/reviews/:id/reports',
    pathParams: ZReviewIdParamsSchema,
    body: ZReportBodySchema,
    responses: { 201: ZReportResponseSchema },
    metadata: routeMeta({
      access: 'verified',
      rateLimit: 'review',
      errors: { 409: 'This person already reported the review' },
    }),
    summary:
      'Report a review (any signed-in person with a verified email but its author; one report per person)',
  },
  record: {
    method: 'GET',
    path: '/providers/:id/review-record',
    pathParams: ZProviderIdParamsSchema,
    responses: { 200: ZReviewRecordResponseSchema },
    metadata: routeMeta({ access: 'public' }),
    summary:
      "A provider's moderation record: appeals filed and upheld in 12 months, removed reviews' public lines",
  },
});
