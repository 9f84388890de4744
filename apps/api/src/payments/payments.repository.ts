import type { AdPlacement, TPaymentKind } from '@app/contracts';
import type { CardSummary } from './payment-event';
import type { Querier } from '../database/querier';

/**
 * The payment tables' rows as their queries read them (checkout_sessions, subscriptions,
 * payments: tables without an entity) and the reads and writes more than one payments
 * service makes.
 */

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
  /** 'expired': closed by us (paid another way, or its owner's billing closed). */
  status: 'open' | 'complete' | 'expired';
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

/**
 * Billing rows belong to the person who owns the profile (decision 0056): a row is the
 * profile's current billing only when its owner_id is the profile's owner of now.
 */
const OF_CURRENT_OWNER = (alias: string) =>
  `${alias}.owner_id = (SELECT owner_id FROM providers WHERE id = ${alias}.provider_id)`;

/**
 * The provider's subscription row (its current owner's), locked for the caller's
 * transaction with `lock`.
 */
export async function subscriptionOf(
  db: Querier,
  providerId: string,
  { lock = false } = {},
): Promise<SubscriptionRow | undefined> {
  const [sub]: SubscriptionRow[] = await db.query(
    `SELECT * FROM subscriptions s WHERE s.provider_id = $1 AND ${OF_CURRENT_OWNER('s')}${lock ? ' FOR UPDATE' : ''}`,
    [providerId],
  );
  return sub;
}

/** The Stripe customer of the provider's current owner, if there is one. */
export async function stripeCustomerOf(db: Querier, providerId: string): Promise<string | null> {
  const [row]: Array<{ customer_id: string }> = await db.query(
    `SELECT c.customer_id FROM stripe_customers c
     WHERE c.provider_id = $1 AND ${OF_CURRENT_OWNER('c')}`,
    [providerId],
  );
  return row?.customer_id ?? null;
}

/** Keeps the Stripe customer of the provider's current owner (the first one kept stays). */
export async function saveStripeCustomer(
  db: Querier,
  providerId: string,
  customerId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO stripe_customers (provider_id, customer_id, owner_id)
     SELECT id, $2, owner_id FROM providers WHERE id = $1 AND owner_id IS NOT NULL
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
                               receipt_url, card_brand, card_last4, stripe_ref, owner_id)
         VALUES ($1, $2, $3, $4, lower($5), $6, $7, $8, $9, $10,
                 (SELECT owner_id FROM providers WHERE id = $1))
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

/**
 * The latest open checkout of the same thing and price that `createdBy` started, younger
 * than `maxAgeSeconds`.
 */
export async function openCheckoutOf(
  db: Querier,
  c: {
    createdBy: string;
    providerId: string;
    kind: TPaymentKind;
    campaignId: string | null;
    testMode: boolean;
    amountCents: number;
    maxAgeSeconds: number;
  },
): Promise<CheckoutRow | undefined> {
  const [open]: CheckoutRow[] = await db.query(
    `SELECT * FROM checkout_sessions
     WHERE provider_id = $1 AND kind = $2 AND campaign_id IS NOT DISTINCT FROM $3
       AND status = 'open' AND test_mode = $4 AND amount_cents = $5
       AND created_at > now() - make_interval(secs => $6) AND created_by = $7
     ORDER BY created_at DESC LIMIT 1`,
    [c.providerId, c.kind, c.campaignId, c.testMode, c.amountCents, c.maxAgeSeconds, c.createdBy],
  );
  return open;
}

/** Keeps a checkout we started (the server's price, checked again when it completes). */
export async function insertCheckout(
  db: Querier,
  c: Pick<
    CheckoutRow,
    | 'id'
    | 'provider_id'
    | 'created_by'
    | 'kind'
    | 'campaign_id'
    | 'amount_cents'
    | 'test_mode'
    | 'url'
  >,
): Promise<void> {
  await db.query(
    `INSERT INTO checkout_sessions
       (id, provider_id, created_by, kind, campaign_id, amount_cents, currency, test_mode, url)
     VALUES ($1, $2, $3, $4, $5, $6, 'usd', $7, $8)`,
    [c.id, c.provider_id, c.created_by, c.kind, c.campaign_id, c.amount_cents, c.test_mode, c.url],
  );
}

/** Stores an event's id; false when it was stored before (a duplicate delivery). */
export async function markEventProcessed(
  manager: Querier,
  event: { id: string; type: string; created: number },
): Promise<boolean> {
  const inserted: unknown[] = await manager.query(
    `INSERT INTO stripe_events (id, type, created) VALUES ($1, $2, to_timestamp($3))
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [event.id, event.type, event.created],
  );
  return inserted.length > 0;
}

/** A checkout we started, locked for the caller's transaction. */
export async function lockCheckout(
  manager: Querier,
  id: string | null,
): Promise<CheckoutRow | undefined> {
  const [row]: CheckoutRow[] = await manager.query(
    'SELECT * FROM checkout_sessions WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row;
}

export async function completeCheckout(manager: Querier, id: string): Promise<void> {
  await manager.query(
    `UPDATE checkout_sessions SET status = 'complete', completed_at = now() WHERE id = $1`,
    [id],
  );
}

/**
 * The provider an event is about (its metadata's, its subscription's or its customer's) and
 * whether the event is its current owner's (decision 0056): refused when its subscription
 * or customer was closed (`stripe_detached`), belongs to another owner, names another owner
 * in its metadata, or when the profile has no owner.
 */
export async function providerOfEvent(
  manager: Querier,
  from: {
    providerId: string | null;
    ownerId: string | null;
    subscriptionId: string | null;
    customer: string | null;
  },
): Promise<{ providerId: string; refused: string | null } | null> {
  const [row]: Array<{
    provider_id: string;
    owner_id: string | null;
    detached: boolean;
    other_owner: boolean;
  }> = await manager.query(
    `WITH found AS (
       SELECT id AS provider_id FROM providers WHERE id = $1
       UNION ALL SELECT provider_id FROM subscriptions WHERE subscription_id = $2
       UNION ALL SELECT provider_id FROM stripe_customers WHERE customer_id = $3
       UNION ALL SELECT provider_id FROM stripe_detached
         WHERE stripe_id IN ($2, $3) AND provider_id IS NOT NULL
       LIMIT 1)
     SELECT f.provider_id, p.owner_id,
       EXISTS (SELECT 1 FROM stripe_detached WHERE stripe_id IN ($2, $3)) AS detached,
       EXISTS (SELECT 1 FROM subscriptions WHERE subscription_id = $2
                 AND owner_id IS DISTINCT FROM p.owner_id)
         OR EXISTS (SELECT 1 FROM stripe_customers WHERE customer_id = $3
                 AND owner_id IS DISTINCT FROM p.owner_id) AS other_owner
     FROM found f JOIN providers p ON p.id = f.provider_id`,
    [from.providerId, from.subscriptionId, from.customer],
  );
  if (!row) return null;
  const refused = row.detached
    ? 'closed'
    : !row.owner_id
      ? 'unclaimed'
      : row.other_owner || (from.ownerId !== null && from.ownerId !== row.owner_id)
        ? 'other_owner'
        : null;
  return { providerId: row.provider_id, refused };
}

/**
 * Writes a subscription state (the caller decided it is newer than the one kept): what the
 * change does not tell (subscription id, cancel at period end, period end) stays.
 */
export async function saveSubscription(
  manager: Querier,
  providerId: string,
  s: {
    subscriptionId: string | null;
    status: string;
    cancelAtPeriodEnd: boolean | null;
    periodEnd: Date | null;
    eventAt: Date;
  },
): Promise<void> {
  await manager.query(
    `INSERT INTO subscriptions
       (provider_id, subscription_id, status, cancel_at_period_end, current_period_end,
        last_event_at, owner_id)
     VALUES ($1, $2, $3, coalesce($4, false), $5, $6,
             (SELECT owner_id FROM providers WHERE id = $1))
     ON CONFLICT (provider_id) DO UPDATE SET
       owner_id = EXCLUDED.owner_id,
       subscription_id = coalesce(EXCLUDED.subscription_id, subscriptions.subscription_id),
       status = EXCLUDED.status,
       cancel_at_period_end = coalesce($4, subscriptions.cancel_at_period_end),
       current_period_end = coalesce(EXCLUDED.current_period_end, subscriptions.current_period_end),
       last_event_at = EXCLUDED.last_event_at,
       updated_at = now()`,
    [providerId, s.subscriptionId, s.status, s.cancelAtPeriodEnd, s.periodEnd, s.eventAt],
  );
}

/**
 * Ends the subscriptions cancelled at their period's end whose period is over (one
 * provider's, or all); answers their providers.
 */
export async function endLapsedSubscriptions(
  manager: Querier,
  providerId?: string,
): Promise<string[]> {
  // A CTE: TypeORM answers a bare UPDATE ... RETURNING as [rows, count].
  const ended: Array<{ provider_id: string }> = await manager.query(
    `WITH ended AS (
       UPDATE subscriptions SET status = 'canceled', updated_at = now()
       WHERE cancel_at_period_end AND status IN ('active', 'trialing')
         AND current_period_end <= now() ${providerId ? 'AND provider_id = $1' : ''}
       RETURNING provider_id)
     SELECT provider_id FROM ended`,
    providerId ? [providerId] : [],
  );
  return ended.map((row) => row.provider_id);
}

/** The owner cancels Premium at its period's end. */
export async function cancelAtPeriodEnd(manager: Querier, providerId: string): Promise<void> {
  await manager.query(
    `UPDATE subscriptions SET cancel_at_period_end = true, updated_at = now()
     WHERE provider_id = $1`,
    [providerId],
  );
}

/** The latest 100 payments of the provider's current owner, newest first. */
export function paymentsOf(db: Querier, providerId: string): Promise<PaymentRow[]> {
  return db.query(
    `SELECT id, kind, campaign_id, amount_cents, currency, status, receipt_url, created_at
     FROM payments x WHERE x.provider_id = $1 AND ${OF_CURRENT_OWNER('x')}
     ORDER BY created_at DESC, id DESC LIMIT 100`,
    [providerId],
  );
}

/** A payment with what its receipt shows: the provider's name, the card, the campaign. */
export interface ReceiptRow extends PaymentRow {
  provider_id: string;
  provider_name: string;
  card_brand: string | null;
  card_last4: string | null;
  duration_days: number | null;
  placements: AdPlacement[] | null;
}

/**
 * A payment's receipt row (of this provider only, when one is given; and only of its
 * current owner with `currentOwnerOnly`: an owner never reads an earlier owner's).
 */
export async function receiptRowOf(
  db: Querier,
  paymentId: string,
  providerId?: string,
  currentOwnerOnly = false,
): Promise<ReceiptRow | undefined> {
  const [row]: ReceiptRow[] = await db.query(
    `SELECT x.id, x.kind, x.campaign_id, x.amount_cents, x.currency, x.status, x.receipt_url,
            x.created_at, x.provider_id, x.card_brand, x.card_last4, p.name AS provider_name,
            c.duration_days, c.placements
     FROM payments x JOIN providers p ON p.id = x.provider_id
     LEFT JOIN ad_campaigns c ON c.id = x.campaign_id
     WHERE x.id = $1 AND ($2::text IS NULL OR x.provider_id = $2)
       AND (NOT $3 OR x.owner_id = p.owner_id)`,
    [paymentId, providerId ?? null, currentOwnerOnly],
  );
  return row;
}

/** The email address of the provider's owner (where its receipts are mailed), if it has one. */
export async function ownerEmailOf(db: Querier, providerId: string): Promise<string | null> {
  const [owner]: Array<{ email: string }> = await db.query(
    `SELECT u.email FROM providers p JOIN users u ON u.id = p.owner_id WHERE p.id = $1`,
    [providerId],
  );
  return owner?.email ?? null;
}
