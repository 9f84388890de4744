import type { TPaymentKind } from '@app/contracts';
import type { EntityManager } from 'typeorm';
import type { CardSummary } from './payment-event';

/**
 * The payment tables' rows as their queries read them (checkout_sessions, subscriptions,
 * payments: tables without an entity) and the reads and writes more than one payments
 * service makes.
 */

type Querier = Pick<EntityManager, 'query'>;

/** A checkout we started: the price the server set, checked again when it completes. */
export interface CheckoutRow {
  id: string;
  provider_id: string;
  created_by: string | null;
  kind: TPaymentKind;
  campaign_id: string | null;
  amount_cents: number;
  currency: string;
  test_mode: boolean;
  status: 'open' | 'complete';
  url: string;
  created_at: Date;
}

export interface SubscriptionRow {
  provider_id: string;
  subscription_id: string | null;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  last_event_at: Date;
}

export interface PaymentRow {
  id: string;
  kind: TPaymentKind;
  campaign_id: string | null;
  amount_cents: number;
  currency: string;
  status: 'paid' | 'failed';
  receipt_url: string | null;
  created_at: Date;
}

/** A subscription state to apply, from any event that tells one. */
export interface SubscriptionChange {
  subscriptionId: string | null;
  status: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: number | null;
  eventAt: number;
}

/** Subscription states in which the profile has Premium. */
export const PREMIUM_STATES = new Set(['active', 'trialing']);

/** The provider's subscription row, locked for the caller's transaction with `lock`. */
export async function subscriptionOf(
  db: Querier,
  providerId: string,
  { lock = false } = {},
): Promise<SubscriptionRow | undefined> {
  const [sub]: SubscriptionRow[] = await db.query(
    `SELECT * FROM subscriptions WHERE provider_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [providerId],
  );
  return sub;
}

/** The provider's Stripe customer id, if it has one. */
export async function stripeCustomerOf(db: Querier, providerId: string): Promise<string | null> {
  const [row]: Array<{ customer_id: string }> = await db.query(
    'SELECT customer_id FROM stripe_customers WHERE provider_id = $1',
    [providerId],
  );
  return row?.customer_id ?? null;
}

/** Keeps the provider's Stripe customer (the first one kept stays). */
export async function saveStripeCustomer(
  db: Querier,
  providerId: string,
  customerId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO stripe_customers (provider_id, customer_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING`,
    [providerId, customerId],
  );
}

/**
 * Records a payment, one row per Stripe object (a failed invoice that is paid later turns
 * into paid). Answers the payment's id when it became paid now (its receipt is mailed).
 */
export async function recordPayment(
  manager: Querier,
  p: {
    providerId: string;
    kind: TPaymentKind;
    campaignId: string | null;
    amountCents: number;
    currency: string;
    status: 'paid' | 'failed';
    receiptUrl: string | null;
    ref: string;
    card?: CardSummary;
  },
): Promise<string | null> {
  const [row]: Array<{ id: string; status: string; was: string | null }> = await manager.query(
    `WITH was AS (SELECT status FROM payments WHERE stripe_ref = $10),
       saved AS (
         INSERT INTO payments (provider_id, kind, campaign_id, amount_cents, currency, status,
                               receipt_url, card_brand, card_last4, stripe_ref)
         VALUES ($1, $2, $3, $4, lower($5), $6, $7, $8, $9, $10)
         ON CONFLICT (stripe_ref) DO UPDATE SET status = EXCLUDED.status,
           amount_cents = EXCLUDED.amount_cents,
           receipt_url = coalesce(EXCLUDED.receipt_url, payments.receipt_url)
         RETURNING id, status)
       SELECT saved.id, saved.status, (SELECT status FROM was) AS was FROM saved`,
    [
      p.providerId,
      p.kind,
      p.campaignId,
      p.amountCents,
      p.currency,
      p.status,
      p.receiptUrl,
      p.card?.brand ?? null,
      p.card?.last4 ?? null,
      p.ref,
    ],
  );
  return row && row.status === 'paid' && row.was !== 'paid' ? row.id : null;
}
