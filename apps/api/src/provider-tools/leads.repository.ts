import type { RowOf } from '../database/row-of';
import type { LeadForm, Provider } from '../providers/provider.entity';
import type { User } from '../users/user.entity';
import type { Lead } from './lead.entity';
import type { Querier } from '../database/querier';

/** The reads and writes of tables `leads` and `lead_address_confirmations`. */

/** A row of leads as its queries read it. */
export type LeadRow = Pick<
  RowOf<Lead>,
  | 'id'
  | 'provider_id'
  | 'name'
  | 'email'
  | 'phone'
  | 'message'
  | 'options'
  | 'created_at'
  | 'handled_at'
>;

/** What a new lead needs of its provider and of the provider's owner. */
export interface LeadRecipient {
  name: Provider['name'];
  plan: Provider['plan'];
  lead_form: LeadForm | null;
  owner_id: Provider['ownerId'];
  owner_email: User['email'] | null;
  status: Provider['status'];
  merged_into: Provider['mergedInto'];
}

export async function leadRecipientOf(
  db: Querier,
  providerId: string,
): Promise<LeadRecipient | undefined> {
  const [provider]: LeadRecipient[] = await db.query(
    `SELECT p.name, p.plan, p.lead_form, p.owner_id, u.email AS owner_email, p.status,
            p.merged_into
     FROM providers p LEFT JOIN users u ON u.id = p.owner_id WHERE p.id = $1`,
    [providerId],
  );
  return provider;
}

export async function insertLead(
  db: Querier,
  lead: Pick<
    RowOf<Lead>,
    'provider_id' | 'name' | 'email' | 'phone' | 'message' | 'options' | 'user_id'
  >,
): Promise<LeadRow> {
  // The lead is the profile's owner's of now (decision 0056).
  const [row]: LeadRow[] = await db.query(
    `INSERT INTO leads (provider_id, name, email, phone, message, options, user_id, owner_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT owner_id FROM providers WHERE id = $1))
     RETURNING *`,
    [lead.provider_id, lead.name, lead.email, lead.phone, lead.message, lead.options, lead.user_id],
  );
  return row!;
}

/**
 * The leads of a provider that its current owner reads (decision 0056): those sent while
 * that person owned it, never an earlier owner's.
 */
const CURRENT_OWNERS = `provider_id = $1
  AND owner_id = (SELECT owner_id FROM providers WHERE id = $1)`;

/** One page of the provider's leads (its current owner's), newest first. */
export function leadsPage(
  db: Querier,
  providerId: string,
  limit: number,
  offset: number,
): Promise<LeadRow[]> {
  return db.query(
    `SELECT * FROM leads WHERE ${CURRENT_OWNERS} ORDER BY created_at DESC, id DESC
     LIMIT $2 OFFSET $3`,
    [providerId, limit, offset],
  );
}

export async function leadCount(db: Querier, providerId: string): Promise<number> {
  const [row]: Array<{ n: number }> = await db.query(
    `SELECT count(*)::int AS n FROM leads WHERE ${CURRENT_OWNERS}`,
    [providerId],
  );
  return row!.n;
}

/** Every lead of the provider (its current owner's), newest first. */
export function allLeadsOf(db: Querier, providerId: string): Promise<LeadRow[]> {
  return db.query(`SELECT * FROM leads WHERE ${CURRENT_OWNERS} ORDER BY created_at DESC, id DESC`, [
    providerId,
  ]);
}

/** Marks the provider's lead handled (keeping a first time) or new again; undefined if unknown. */
export async function setLeadHandled(
  db: Querier,
  leadId: string,
  providerId: string,
  handled: boolean,
): Promise<LeadRow | undefined> {
  // An UPDATE answers [rows, count] through TypeORM.
  const [rows]: [LeadRow[], number] = await db.query(
    `UPDATE leads SET handled_at = CASE WHEN $3 THEN COALESCE(handled_at, now()) END
     WHERE id = $1 AND provider_id = $2
       AND owner_id = (SELECT owner_id FROM providers WHERE id = $2) RETURNING *`,
    [leadId, providerId, handled],
  );
  return rows[0];
}

/**
 * Stores a new confirmation token for the address, unless it is confirmed or was mailed
 * less than `resendMinutes` ago. Answers the provider's name when a mail is due, else null.
 */
export async function storeLeadAddressToken(
  db: Querier,
  providerId: string,
  address: string,
  tokenHash: string,
  resendMinutes: number,
): Promise<Pick<Provider, 'name'> | null> {
  const rows: Array<Pick<Provider, 'name'>> = await db.query(
    `INSERT INTO lead_address_confirmations (provider_id, email, token_hash, sent_at)
     VALUES ($1, $2, $3, now())
     ON CONFLICT (provider_id, email) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, sent_at = now()
       WHERE lead_address_confirmations.confirmed_at IS NULL
         AND lead_address_confirmations.sent_at < now() - make_interval(mins => $4)
     RETURNING (SELECT name FROM providers WHERE id = $1) AS name`,
    [providerId, address, tokenHash, resendMinutes],
  );
  return rows[0] ?? null;
}

/**
 * Confirms the address of a token sent less than `days` ago (once: the token is dropped).
 * Answers the address and its provider's name, or undefined.
 */
export async function confirmLeadAddress(
  db: Querier,
  tokenHash: string,
  days: number,
): Promise<{ email: string; name: Provider['name'] } | undefined> {
  // An UPDATE answers [rows, count] through TypeORM.
  const [rows]: [Array<{ email: string; name: Provider['name'] }>, number] = await db.query(
    `UPDATE lead_address_confirmations c SET confirmed_at = now(), token_hash = NULL
     FROM providers p
     WHERE c.token_hash = $1 AND p.id = c.provider_id
       AND c.sent_at > now() - make_interval(days => $2)
     RETURNING c.email, p.name`,
    [tokenHash, days],
  );
  return rows[0];
}

/**
 * Forgets the lead-form addresses confirmed for a provider (its owner changes, decision
 * 0056): the next owner's leads are never mailed to an address the previous one confirmed.
 */
export async function forgetLeadAddresses(db: Querier, providerId: string): Promise<void> {
  await db.query('DELETE FROM lead_address_confirmations WHERE provider_id = $1', [providerId]);
}

/** A merge (issue 47): the leads of `from` become the kept listing's. Answers how many moved. */
export async function moveLeads(db: Querier, from: string, into: string): Promise<number> {
  const rows: unknown[] = await db.query(
    'UPDATE leads SET provider_id = $2 WHERE provider_id = $1 RETURNING id',
    [from, into],
  );
  return rows.length;
}
