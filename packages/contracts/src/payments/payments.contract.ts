import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ZErrorBodySchema } from '../common/errors.schemas.js';
import { routeMeta } from '../common/route-meta.js';
import { ZProviderIdParamsSchema } from '../providers/providers.schemas.js';
import {
  ZAdminBillingQuerySchema,
  ZAdminCampaignParamsSchema,
  ZAdminCampaignResponseSchema,
  ZAdminCampaignsResponseSchema,
  ZAdminCancelCampaignBodySchema,
  ZAdminPaymentsResponseSchema,
  ZAdminSetPlanBodySchema,
  ZAdminSubscriptionsResponseSchema,
  ZBillingResponseSchema,
  ZCampaignCheckoutParamsSchema,
  ZCheckoutResponseSchema,
  ZPaySavedCardBodySchema,
  ZPaySavedCardResponseSchema,
  ZSavedCardParamsSchema,
  ZSavedCardsResponseSchema,
  ZReceiptParamsSchema,
  ZReceiptResponseSchema,
  ZSponsoredEventsBodySchema,
  ZSponsoredEventsResponseSchema,
  ZTestCheckoutParamsSchema,
  ZTestCheckoutPayBodySchema,
  ZTestCheckoutResponseSchema,
} from './payments.schemas.js';

const c = initContract();

/**
 * Plans and ads through Stripe (issue 18, docs/decisions/0028). Prices come from the
 * server; the webhook (POST /api/webhooks/stripe) is a plain controller because its
 * signature covers the raw body.
 */
export const paymentsContract = c.router({
  subscriptionCheckout: {
    method: 'POST',
    path: '/providers/:id/subscription/checkout',
    pathParams: ZProviderIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ZCheckoutResponseSchema },
    metadata: routeMeta({
      access: 'provider',
      errors: { 409: 'The provider is already Premium, or has no owner' },
    }),
    summary:
      'Start Premium ($25/month, owner): answers the Stripe Checkout URL (or the test-mode page)',
  },
  subscriptionCancel: {
    method: 'POST',
    path: '/providers/:id/subscription/cancel',
    pathParams: ZProviderIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ZBillingResponseSchema },
    metadata: routeMeta({
      access: 'provider',
      errors: { 409: 'No Premium subscription to cancel' },
    }),
    summary: 'Cancel Premium at the end of the paid period (owner)',
  },
  billing: {
    method: 'GET',
    path: '/providers/:id/billing',
    pathParams: ZProviderIdParamsSchema,
    responses: { 200: ZBillingResponseSchema },
    metadata: routeMeta({ access: 'user' }),
    summary: 'Plan, renewal or end date and payment history (owner or admin)',
  },
  billingPortal: {
    method: 'POST',
    path: '/providers/:id/billing/portal',
    pathParams: ZProviderIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ZCheckoutResponseSchema },
    metadata: routeMeta({
      access: 'provider',
      errors: { 409: 'Test mode, or the provider has no Stripe customer yet' },
    }),
    summary: 'The Stripe customer portal (cards, invoices, cancel) for the owner: answers its URL',
  },
  receipt: {
    method: 'GET',
    path: '/providers/:id/payments/:paymentId',
    pathParams: ZReceiptParamsSchema,
    responses: { 200: ZReceiptResponseSchema },
    metadata: routeMeta({ access: 'user' }),
    summary: "One payment's receipt (owner or admin); mailed to the owner on every payment",
  },
  campaignCheckout: {
    method: 'POST',
    path: '/providers/:id/campaigns/:campaignId/checkout',
    pathParams: ZCampaignCheckoutParamsSchema,
    body: c.noBody(),
    responses: { 200: ZCheckoutResponseSchema },
    metadata: routeMeta({
      access: 'provider',
      errors: { 409: 'The campaign is not waiting for payment' },
    }),
    summary:
      'Pay a pending campaign (owner): one-time payment of placements × $25, computed by the server',
  },
  savedCards: {
    method: 'GET',
    path: '/providers/:id/payment-methods',
    pathParams: ZProviderIdParamsSchema,
    responses: { 200: ZSavedCardsResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary: "The owner's saved cards (brand, last 4 and expiry only), from Stripe",
  },
  deleteSavedCard: {
    method: 'DELETE',
    path: '/providers/:id/payment-methods/:paymentMethodId',
    pathParams: ZSavedCardParamsSchema,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    metadata: routeMeta({ access: 'provider' }),
    summary: 'Delete a saved card (detached from the Stripe customer; owner)',
  },
  campaignPaySaved: {
    method: 'POST',
    path: '/providers/:id/campaigns/:campaignId/pay',
    pathParams: ZCampaignCheckoutParamsSchema,
    body: ZPaySavedCardBodySchema,
    responses: { 200: ZPaySavedCardResponseSchema, 402: ZErrorBodySchema },
    metadata: routeMeta({
      access: 'provider',
      errors: { 409: 'The campaign is not waiting for payment' },
    }),
    summary:
      'Pay a pending campaign with a saved card (owner): the server price, charged off-session; 402 with the decline message',
  },
  testCheckout: {
    method: 'GET',
    path: '/payments/test-checkout/:sessionId',
    pathParams: ZTestCheckoutParamsSchema,
    responses: { 200: ZTestCheckoutResponseSchema },
    metadata: routeMeta({ access: 'user' }),
    summary: 'Test mode only (no Stripe key): the checkout the test page shows (its creator)',
  },
  testCheckoutPay: {
    method: 'POST',
    path: '/payments/test-checkout/:sessionId/pay',
    pathParams: ZTestCheckoutParamsSchema,
    body: ZTestCheckoutPayBodySchema,
    responses: { 200: ZTestCheckoutResponseSchema, 402: ZErrorBodySchema },
    metadata: routeMeta({ access: 'user', errors: { 409: 'The checkout is already complete' } }),
    summary:
      "Test mode only: pay with a Stripe test card (4242… succeeds, 4000 0000 0000 0002 is declined: 402 'Your card was declined.'); completes through the webhook's code path",
  },
  adminSetPlan: {
    method: 'POST',
    path: '/admin/providers/:id/plan',
    pathParams: ZProviderIdParamsSchema,
    body: ZAdminSetPlanBodySchema,
    responses: { 200: ZBillingResponseSchema },
    metadata: routeMeta({ access: 'admin', errors: { 409: 'Premium needs a claimed provider' } }),
    summary: 'Grant or revoke Premium with a reason (admin; audited)',
  },
  adminSubscriptions: {
    method: 'GET',
    path: '/admin/subscriptions',
    query: ZAdminBillingQuerySchema,
    responses: { 200: ZAdminSubscriptionsResponseSchema },
    metadata: routeMeta({ access: 'admin' }),
    summary: 'Premium subscriptions, most recently changed first (admin)',
  },
  adminPayments: {
    method: 'GET',
    path: '/admin/payments',
    query: ZAdminBillingQuerySchema,
    responses: { 200: ZAdminPaymentsResponseSchema },
    metadata: routeMeta({ access: 'admin' }),
    summary: 'Payments in cents, newest first (admin)',
  },
  adminCampaigns: {
    method: 'GET',
    path: '/admin/campaigns',
    query: ZAdminBillingQuerySchema,
    responses: { 200: ZAdminCampaignsResponseSchema },
    metadata: routeMeta({ access: 'admin' }),
    summary: 'Ad campaigns with their figures, newest first (admin)',
  },
  adminCancelCampaign: {
    method: 'POST',
    path: '/admin/campaigns/:campaignId/cancel',
    pathParams: ZAdminCampaignParamsSchema,
    body: ZAdminCancelCampaignBodySchema,
    responses: { 200: ZAdminCampaignResponseSchema },
    metadata: routeMeta({
      access: 'admin',
      errors: { 409: 'The campaign is already cancelled or over' },
    }),
    summary: 'Cancel a campaign with a reason: it leaves every placement at once (admin; audited)',
  },
  sponsoredEvents: {
    method: 'POST',
    path: '/sponsored/events',
    body: ZSponsoredEventsBodySchema,
    responses: { 202: ZSponsoredEventsResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'sponsored' }),
    summary: 'Count sponsored impressions and clicks',
  },
});

export const ZWebhookResponseSchema = z.object({ received: z.literal(true) });
