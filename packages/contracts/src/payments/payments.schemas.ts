import { z } from 'zod';
import {
  AD_PRICE_PER_PLACEMENT_USD,
  PLAN_TYPES,
  PREMIUM_PRICE_PER_MONTH_USD,
  type AdPlacement,
} from '../constants.js';
import { dataEnvelope, pagedEnvelope } from '../common/envelope.schemas.js';
import { offsetPagination } from '../common/pagination.schemas.js';
import { ZCampaignSchema } from '../provider-tools/provider-tools.schemas.js';
import { identifierText, singleLineText, zUuid } from '../rules/text.js';
import { PAYMENT_MESSAGES } from './payments.messages.js';

/** A provider's id in a path or a query (a UUID, or a sample entry's `demo-1`). */
const zProviderIdParam = identifierText(z.string().min(1).max(64));

/**
 * An admin's reason, kept in the audit log: one line, no control or bidi characters (the
 * text rule), so the log shows what was written.
 */
const zAuditReason = singleLineText(
  z
    .string({ required_error: PAYMENT_MESSAGES.reasonRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.reasonRequired)
    .max(500),
);

/** Prices in integer cents: the server charges these, never an amount a client sends. */
export const PREMIUM_PRICE_CENTS = PREMIUM_PRICE_PER_MONTH_USD * 100;
export const AD_PRICE_PER_PLACEMENT_CENTS = AD_PRICE_PER_PLACEMENT_USD * 100;

/** Names of the placements on receipts and in Stripe Checkout. */
export const AD_PLACEMENT_LABELS: Record<AdPlacement, string> = {
  main: 'Main Page',
  search: 'Search Results',
  provider: "Provider's Page",
  user: "User's Page",
};

/** Stripe's published test card numbers that the test-mode checkout accepts (issue 18). */
export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export const ZCheckoutResponseSchema = dataEnvelope(z.object({ url: z.string() }));
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponseSchema>;

export const ZCampaignCheckoutParamsSchema = z.object({
  id: zProviderIdParam,
  campaignId: zUuid(),
});

export const PAYMENT_KINDS = ['premium', 'campaign'] as const;
export type TPaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATUSES = ['paid', 'failed'] as const;

export const ZPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  campaignId: z.string().nullable(),
  /** Integer cents. */
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  receiptUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type TPayment = z.infer<typeof ZPaymentSchema>;

export const ZBillingSchema = z.object({
  plan: z.enum(PLAN_TYPES),
  /** Whether a payment gateway is configured; false: the test-mode stand-in. */
  testMode: z.boolean(),
  subscription: z
    .object({
      status: z.string(),
      /** True once cancelled: Premium ends at currentPeriodEnd instead of renewing. */
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.string().nullable(),
    })
    .nullable(),
  payments: z.array(ZPaymentSchema),
  /** The next Premium charge (integer cents), while Premium renews; null otherwise. */
  nextCharge: z.object({ amountCents: z.number().int(), date: z.string() }).nullable().optional(),
});
export type TBilling = z.infer<typeof ZBillingSchema>;

// ---------- receipts (decision 0031) ----------

export const ZReceiptParamsSchema = z.object({
  id: zProviderIdParam,
  paymentId: zUuid(),
});

/** One payment's receipt: what was bought, from whom, the amount in cents and the card. */
export const ZReceiptSchema = ZPaymentSchema.extend({
  providerId: z.string(),
  providerName: z.string(),
  description: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** Stripe's hosted invoice (Premium in real mode), else null. */
  invoiceUrl: z.string().nullable(),
});
export type TReceipt = z.infer<typeof ZReceiptSchema>;
export const ZReceiptResponseSchema = dataEnvelope(ZReceiptSchema);
export const ZBillingResponseSchema = dataEnvelope(ZBillingSchema);

// ---------- test mode checkout (no Stripe key) ----------

export const ZTestCheckoutParamsSchema = z.object({
  sessionId: identifierText(z.string().regex(/^cs_test_[A-Za-z0-9]{8,64}$/)),
});

export const ZTestCheckoutSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  providerId: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'complete']),
  /** Where the page goes after paying (our own page). */
  returnPath: z.string(),
});
export type TTestCheckout = z.infer<typeof ZTestCheckoutSchema>;
export const ZTestCheckoutResponseSchema = dataEnvelope(ZTestCheckoutSchema);

/** Card fields of the test-mode page; only brand and last 4 digits are ever kept. */
export const ZTestCheckoutPayBodySchema = z.object({
  nameOnCard: singleLineText(z.string().trim().max(100)).optional(),
  cardNumber: singleLineText(
    z
      .string({ required_error: PAYMENT_MESSAGES.cardNumberInvalid })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{12,19}$/.test(v), PAYMENT_MESSAGES.cardNumberInvalid),
  ),
  expiry: singleLineText(
    z
      .string({ required_error: PAYMENT_MESSAGES.cardExpiryInvalid })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, PAYMENT_MESSAGES.cardExpiryInvalid),
  ),
  cvc: singleLineText(
    z
      .string({ required_error: PAYMENT_MESSAGES.cardCvcInvalid })
      .trim()
      .regex(/^\d{3,4}$/, PAYMENT_MESSAGES.cardCvcInvalid),
  ),
  postalCode: singleLineText(z.string().trim().max(10)).optional(),
});
export type TTestCheckoutPayBody = z.input<typeof ZTestCheckoutPayBodySchema>;

// ---------- admin ----------

export const ZAdminSetPlanBodySchema = z.object({
  plan: z.enum(['basic', 'premium']),
  reason: zAuditReason,
});
export type TAdminSetPlanBody = z.infer<typeof ZAdminSetPlanBodySchema>;

// ---------- sponsored placements (decision 0031) ----------

export const SPONSORED_EVENT_TYPES = ['impression', 'click'] as const;
export type TSponsoredEventType = (typeof SPONSORED_EVENT_TYPES)[number];
/** Most events one batch carries (a page shows a few sponsored entries). */
export const SPONSORED_EVENTS_MAX = 50;

/** Impressions and clicks of sponsored entries, sent in batches by the pages that show them. */
export const ZSponsoredEventsBodySchema = z.object({
  events: z
    .array(
      z.object({
        campaignId: zUuid(),
        type: z.enum(SPONSORED_EVENT_TYPES),
      }),
    )
    .min(1)
    .max(SPONSORED_EVENTS_MAX),
});
export type TSponsoredEventsBody = z.infer<typeof ZSponsoredEventsBodySchema>;
export const ZSponsoredEventsResponseSchema = dataEnvelope(
  z.object({ counted: z.number().int().nonnegative() }),
);

// ---------- admin: subscriptions, payments, campaigns (decision 0031) ----------

/** An admin list: newest first, optionally one provider's. */
export const ZAdminBillingQuerySchema = offsetPagination(20, 100).extend({
  providerId: zProviderIdParam.optional(),
});
export type TAdminBillingQuery = z.infer<typeof ZAdminBillingQuerySchema>;

export const ZAdminSubscriptionSchema = z.object({
  providerId: z.string(),
  providerName: z.string(),
  plan: z.enum(PLAN_TYPES),
  subscriptionId: z.string().nullable(),
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAdminSubscription = z.infer<typeof ZAdminSubscriptionSchema>;
export const ZAdminSubscriptionsResponseSchema = pagedEnvelope(ZAdminSubscriptionSchema);

export const ZAdminPaymentSchema = ZPaymentSchema.extend({
  providerId: z.string(),
  providerName: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type TAdminPayment = z.infer<typeof ZAdminPaymentSchema>;
export const ZAdminPaymentsResponseSchema = pagedEnvelope(ZAdminPaymentSchema);

export const ZAdminCampaignSchema = ZCampaignSchema.extend({
  providerName: z.string(),
  /** Integer cents: placements × $25. */
  amountCents: z.number().int().nonnegative(),
});
export type TAdminCampaign = z.infer<typeof ZAdminCampaignSchema>;
export const ZAdminCampaignsResponseSchema = pagedEnvelope(ZAdminCampaignSchema);
export const ZAdminCampaignResponseSchema = dataEnvelope(ZAdminCampaignSchema);

export const ZAdminCampaignParamsSchema = z.object({ campaignId: zUuid() });
export const ZAdminCancelCampaignBodySchema = z.object({ reason: zAuditReason });
export type TAdminCancelCampaignBody = z.infer<typeof ZAdminCancelCampaignBodySchema>;

// ---------- saved cards (decision 0031) ----------

/** A saved card: the customer's payment method at Stripe (or test mode's); no number. */
export const ZSavedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export type TSavedCard = z.infer<typeof ZSavedCardSchema>;
export const ZSavedCardsResponseSchema = dataEnvelope(z.array(ZSavedCardSchema));
export const ZSavedCardParamsSchema = z.object({
  id: zProviderIdParam,
  paymentMethodId: identifierText(z.string().regex(/^(pm|card)_[A-Za-z0-9_]{4,100}$/)),
});
export const ZPaySavedCardBodySchema = z.object({
  paymentMethodId: identifierText(
    z
      .string({ required_error: PAYMENT_MESSAGES.savedCardMissing })
      .regex(/^(pm|card)_[A-Za-z0-9_]{4,100}$/, PAYMENT_MESSAGES.savedCardMissing),
  ),
});
export type TPaySavedCardBody = z.infer<typeof ZPaySavedCardBodySchema>;
export const ZPaySavedCardResponseSchema = dataEnvelope(
  z.object({ status: z.literal('paid'), paymentId: z.string() }),
);
