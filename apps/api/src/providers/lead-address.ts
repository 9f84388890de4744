import { normalizeEmail } from '@app/contracts';

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Whether leads of `providerId` may be mailed to `email` (issue 16 item 10): its recipient
 * confirmed it through the mailed link, or it is the owner's own confirmed account email.
 */
export async function isLeadAddressConfirmed(
  db: Queryable,
  providerId: string,
  email: string,
): Promise<boolean> {
  if (!email) return false;
  const [row] = (await db.query(
    `SELECT EXISTS (
       SELECT 1 FROM providers p JOIN users u ON u.id = p.owner_id
       WHERE p.id = $1 AND u.email = $2 AND u.is_email_confirmed
     ) OR EXISTS (
       SELECT 1 FROM lead_address_confirmations
       WHERE provider_id = $1 AND email = $2 AND confirmed_at IS NOT NULL
     ) AS confirmed`,
    [providerId, normalizeEmail(email)],
  )) as Array<{ confirmed: boolean }>;
  return row?.confirmed === true;
}
