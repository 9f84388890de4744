import type { AdPlacement } from '@app/contracts';
import type { CheckoutRow, PaymentRow } from './payments.repository';
import type { Querier } from '../database/querier';

/**
 * Test mode's saved cards (table `saved_cards`, no entity: brand, last 4 and expiry only),
 * the record a saved-card payment leaves, and the test checkout page's read of a session.
 */

export interface SavedCardRow {
  id: string;
  provider_id: string;
  brand: string;
  /** char(4). */
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Date;
}

/** A test-mode session with its campaign's placements and days (null for Premium). */
export interface TestSessionRow extends Pick<
  CheckoutRow,
  'id' | 'provider_id' | 'created_by' | 'kind' | 'campaign_id' | 'amount_cents' | 'currency'
> {
  status: 'open' | 'complete';
  placements: AdPlacement[] | null;
  duration_days: number | null;
}

/** The provider's saved test cards, newest first, at most 20. */
export function savedCardsOf(
  db: Querier,
  providerId: string,
): Promise<Array<Pick<SavedCardRow, 'id' | 'brand' | 'last4' | 'exp_month' | 'exp_year'>>> {
  return db.query(
    `SELECT id, brand, last4, exp_month, exp_year FROM saved_cards
     WHERE provider_id = $1 ORDER BY created_at DESC, id LIMIT 20`,
    [providerId],
  );
}

/** One of the provider's saved test cards, or null. */
export async function savedCardOf(
  db: Querier,
  cardId: string,
  providerId: string,
): Promise<Pick<SavedCardRow, 'brand' | 'last4'> | null> {
  const [saved]: Array<Pick<SavedCardRow, 'brand' | 'last4'>> = await db.query(
    'SELECT brand, last4 FROM saved_cards WHERE id = $1 AND provider_id = $2',
    [cardId, providerId],
  );
  return saved ?? null;
}

/** Deletes one of the provider's saved test cards; false when it was not there. */
export async function deleteSavedCard(
  db: Querier,
  cardId: string,
  providerId: string,
): Promise<boolean> {
  const removed: unknown[] = await db.query(
    `WITH removed AS (DELETE FROM saved_cards WHERE id = $1 AND provider_id = $2 RETURNING id)
     SELECT id FROM removed`,
    [cardId, providerId],
  );
  return removed.length > 0;
}

/** Saves a test card (once per id). */
export async function insertSavedCard(
  db: Querier,
  card: Pick<SavedCardRow, 'id' | 'provider_id' | 'brand' | 'last4' | 'exp_month' | 'exp_year'>,
): Promise<void> {
  await db.query(
    `INSERT INTO saved_cards (id, provider_id, brand, last4, exp_month, exp_year)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [card.id, card.provider_id, card.brand, card.last4, card.exp_month, card.exp_year],
  );
}

/**
 * Keeps the record of a campaign paid with a saved card (the payment intent's id, the
 * server's price), once per payment intent.
 */
export async function insertSavedCardCheckout(
  db: Querier,
  c: Pick<
    CheckoutRow,
    'id' | 'provider_id' | 'created_by' | 'campaign_id' | 'amount_cents' | 'test_mode'
  >,
): Promise<void> {
  await db.query(
    `INSERT INTO checkout_sessions
       (id, provider_id, created_by, kind, campaign_id, amount_cents, currency, test_mode, url)
     VALUES ($1, $2, $3, 'campaign', $4, $5, 'usd', $6, '')
     ON CONFLICT (id) DO NOTHING`,
    [c.id, c.provider_id, c.created_by, c.campaign_id, c.amount_cents, c.test_mode],
  );
}

/** The id of the payment a Stripe reference recorded, or null. */
export async function paymentIdByRef(
  db: Querier,
  stripeRef: string,
): Promise<PaymentRow['id'] | null> {
  const [payment]: Array<Pick<PaymentRow, 'id'>> = await db.query(
    'SELECT id FROM payments WHERE stripe_ref = $1',
    [stripeRef],
  );
  return payment?.id ?? null;
}

/** A test-mode checkout session with its campaign's placements and days, or null. */
export async function testSessionOf(
  db: Querier,
  sessionId: string,
): Promise<TestSessionRow | null> {
  const [row]: TestSessionRow[] = await db.query(
    `SELECT s.id, s.provider_id, s.created_by, s.kind, s.campaign_id, s.amount_cents,
            trim(s.currency) AS currency, s.status, c.placements, c.duration_days
     FROM checkout_sessions s LEFT JOIN ad_campaigns c ON c.id = s.campaign_id
     WHERE s.id = $1 AND s.test_mode AND s.status <> 'expired'`,
    [sessionId],
  );
  return row ?? null;
}
