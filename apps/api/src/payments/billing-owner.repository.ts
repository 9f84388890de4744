import type { Querier } from '../database/querier';

/**
 * The reads and writes that close a person's billing on a profile (decision 0056): what
 * is still open at Stripe, and the local rows detached when the owner changes or the
 * account is deleted. `keepOwner`: the rows of that person stay (a claim approved for the
 * profile's owner of now changes nothing of theirs).
 */

/** What is still open at Stripe for a provider (rows of anyone but `keepOwner`). */
export interface OpenAtStripe {
  providerId: string;
  customer: string | null;
  /** Subscriptions not yet canceled. */
  subscriptions: string[];
  /** Checkout sessions still open. */
  sessions: string[];
  /** Whether a Premium subscription (active or trialing) was among them. */
  premium: boolean;
}

export async function openAtStripe(
  db: Querier,
  providerId: string,
  keepOwner: string | null,
): Promise<OpenAtStripe> {
  const [row]: Array<{
    customer: string | null;
    subscriptions: string[];
    sessions: string[];
    premium: boolean;
  }> = await db.query(
    `SELECT
       (SELECT customer_id FROM stripe_customers
         WHERE provider_id = $1 AND owner_id IS DISTINCT FROM $2) AS customer,
       ARRAY(SELECT subscription_id FROM subscriptions
         WHERE provider_id = $1 AND owner_id IS DISTINCT FROM $2
           AND subscription_id IS NOT NULL AND status <> 'canceled') AS subscriptions,
       ARRAY(SELECT id FROM checkout_sessions
         WHERE provider_id = $1 AND status = 'open' AND NOT test_mode
           AND created_by IS DISTINCT FROM $2 ORDER BY created_at) AS sessions,
       EXISTS (SELECT 1 FROM subscriptions
         WHERE provider_id = $1 AND owner_id IS DISTINCT FROM $2
           AND status IN ('active', 'trialing')) AS premium`,
    [providerId, keepOwner],
  );
  return {
    providerId,
    customer: row!.customer,
    subscriptions: row!.subscriptions,
    sessions: row!.sessions,
    premium: row!.premium,
  };
}

/** The providers a person owns, with their names. */
export function providersOwnedBy(
  db: Querier,
  ownerId: string,
): Promise<Array<{ id: string; name: string }>> {
  return db.query('SELECT id, name FROM providers WHERE owner_id = $1 ORDER BY name, id', [
    ownerId,
  ]);
}

/**
 * Detaches a provider's billing from everyone but `keepOwner`: its Stripe customer,
 * subscription and open checkouts are remembered as closed (their later events are
 * refused), the customer and subscription rows go, open checkouts become 'expired', and
 * the saved test cards go. Payments stay, for the books, under the owner who paid (their
 * owner_id), so the next owner's history starts empty. Answers what was detached.
 */
export async function detachBilling(
  manager: Querier,
  providerId: string,
  keepOwner: string | null,
  reason: 'owner_change' | 'account_deleted',
): Promise<string[]> {
  const detached: Array<{ stripe_id: string }> = await manager.query(
    `WITH closing AS (
       SELECT customer_id AS stripe_id, 'customer' AS object FROM stripe_customers
         WHERE provider_id = $1 AND owner_id IS DISTINCT FROM $2
       UNION ALL SELECT subscription_id, 'subscription' FROM subscriptions
         WHERE provider_id = $1 AND owner_id IS DISTINCT FROM $2 AND subscription_id IS NOT NULL
       UNION ALL SELECT id, 'checkout' FROM checkout_sessions
         WHERE provider_id = $1 AND status = 'open' AND created_by IS DISTINCT FROM $2),
     saved AS (
       INSERT INTO stripe_detached (stripe_id, object, provider_id, reason)
       SELECT stripe_id, object, $1, $3 FROM closing
       ON CONFLICT (stripe_id) DO NOTHING RETURNING stripe_id)
     SELECT stripe_id FROM closing`,
    [providerId, keepOwner, reason],
  );
  await manager.query(
    'DELETE FROM stripe_customers WHERE provider_id = $1 AND owner_id IS DISTINCT FROM $2',
    [providerId, keepOwner],
  );
  await manager.query(
    'DELETE FROM subscriptions WHERE provider_id = $1 AND owner_id IS DISTINCT FROM $2',
    [providerId, keepOwner],
  );
  await manager.query(
    `UPDATE checkout_sessions SET status = 'expired'
     WHERE provider_id = $1 AND status = 'open' AND created_by IS DISTINCT FROM $2`,
    [providerId, keepOwner],
  );
  if (keepOwner === null)
    await manager.query('DELETE FROM saved_cards WHERE provider_id = $1', [providerId]);
  return detached.map((row) => row.stripe_id);
}

/** Whether a paid payment of the campaign is recorded already. */
export async function campaignPaid(db: Querier, campaignId: string): Promise<boolean> {
  const [row]: Array<{ paid: boolean }> = await db.query(
    `SELECT EXISTS (SELECT 1 FROM payments WHERE campaign_id = $1 AND status = 'paid') AS paid`,
    [campaignId],
  );
  return row!.paid;
}

/**
 * The campaign's open checkouts (another way of paying it is about to charge): Stripe's, or
 * test mode's own.
 */
export function openCampaignCheckouts(
  db: Querier,
  campaignId: string,
  testMode = false,
): Promise<string[]> {
  return db
    .query(
      `SELECT id FROM checkout_sessions
       WHERE campaign_id = $1 AND status = 'open' AND test_mode = $2 AND url <> ''`,
      [campaignId, testMode],
    )
    .then((rows: Array<{ id: string }>) => rows.map((r) => r.id));
}

/** Marks our checkout expired (closed at Stripe), unless it completed meanwhile. */
export async function expireCheckout(db: Querier, id: string): Promise<void> {
  await db.query(
    `UPDATE checkout_sessions SET status = 'expired' WHERE id = $1 AND status = 'open'`,
    [id],
  );
}

/** Remembers a subscription as closed (its later events are refused); false if it was. */
export async function rememberDetached(
  manager: Querier,
  subscriptionId: string,
  providerId: string,
  reason: 'refused_event',
): Promise<boolean> {
  const saved: unknown[] = await manager.query(
    `INSERT INTO stripe_detached (stripe_id, object, provider_id, reason)
     VALUES ($1, 'subscription', $2, $3)
     ON CONFLICT (stripe_id) DO NOTHING RETURNING stripe_id`,
    [subscriptionId, providerId, reason],
  );
  return saved.length > 0;
}
