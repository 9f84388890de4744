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
import {
  ZAdminAlertResponseSchema,
  ZAdminAlertsQuerySchema,
  ZAdminAlertsResponseSchema,
  ZAlertDecisionBodySchema,
  ZOpenAlertBodySchema,
  ZProviderTrustResponseSchema,
  ZReviewCasesResponseSchema,
  ZTransparencyResponseSchema,
} from './alerts.schemas.js';
import { ZReplyCheckResponseSchema } from './reply-check.js';
import { ZReviewReplyBodySchema } from '../reviews/reviews.schemas.js';
import { ZAdminIdParamsSchema } from '../admin/admin.schemas.js';

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
  transparency: {
    method: 'GET',
    path: '/transparency',
    responses: { 200: ZTransparencyResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'search' }),
    summary:
      'Monthly numbers of the last 12 months from the rows: reviews posted and labelled, reports, removals by reason, appeals filed/upheld/rejected, consumer alerts confirmed',
  },
  providerTrust: {
    method: 'GET',
    path: '/providers/:id/trust',
    pathParams: ZProviderIdParamsSchema,
    responses: { 200: ZProviderTrustResponseSchema },
    metadata: routeMeta({ access: 'public' }),
    summary:
      "A profile's confirmed consumer alerts (90 days) and its sub-score rankings ('Top rated for …'); the plan is never an input",
  },
  checkReply: {
    method: 'POST',
    path: '/reviews/:id/response/check',
    pathParams: ZReviewIdParamsSchema,
    body: ZReviewReplyBodySchema,
    responses: { 200: ZReplyCheckResponseSchema },
    metadata: routeMeta({ access: 'provider', rateLimit: 'account' }),
    summary:
      "Check a reply before publishing (the provider's owner): warnings for threats and, for medical and legal categories, details that may identify the client; never a block",
  },
  adminAlerts: {
    method: 'GET',
    path: '/admin/consumer-alerts',
    query: ZAdminAlertsQuerySchema,
    responses: { 200: ZAdminAlertsResponseSchema },
    metadata: routeMeta({ access: 'admin' }),
    summary:
      'Consumer alerts by status: open (oldest first), confirmed or dismissed (newest first)',
  },
  openAlert: {
    method: 'POST',
    path: '/admin/consumer-alerts',
    body: ZOpenAlertBodySchema,
    responses: { 201: ZAdminAlertResponseSchema },
    metadata: routeMeta({ access: 'admin', rateLimit: 'account' }),
    summary:
      "Open an alert by hand for a moderators' finding (an incentive, a threat against a reviewer), naming the reviews that stop counting once confirmed",
  },
  decideAlert: {
    method: 'POST',
    path: '/admin/consumer-alerts/:id/decision',
    pathParams: ZAdminIdParamsSchema,
    body: ZAlertDecisionBodySchema,
    responses: { 200: ZAdminAlertResponseSchema },
    metadata: routeMeta({
      access: 'admin',
      rateLimit: 'account',
      errors: { 409: 'The alert is already decided' },
    }),
    summary:
      'Confirm (shown on the profile for 90 days; its reviews stop counting and the rating is recomputed) or dismiss an alert, with a reason',
  },
  cases: {
    method: 'GET',
    path: '/me/review-cases',
    responses: { 200: ZReviewCasesResponseSchema },
    metadata: routeMeta({ access: 'user' }),
    summary:
      "The signed-in person's moderation cases, newest first: appeals and reports of their reviews, and appeals of their providers' reviews (submitted, decided, reason)",
  },
});
