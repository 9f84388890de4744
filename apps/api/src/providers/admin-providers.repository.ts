import type { User } from '../users/user.entity';
import type { ProviderListRow } from './provider-list-item';
import type { Provider } from './provider.entity';
import type { Querier } from '../database/querier';

/** A row of the admin's provider list: the list item's columns and the owner's email. */
export type AdminProviderRow = ProviderListRow & {
  owner_id: Provider['ownerId'];
  owner_email: User['email'] | null;
  status: Provider['status'];
  merged_into: Provider['mergedInto'];
};

/**
 * Providers, newest first, optionally matched (an ILIKE pattern) over name, city and owner
 * email, with the count of all matches. The match is a set of ids read off trigram indexes
 * (migration 1796100000000) and the page walks the (created_at, id) index, so neither reads
 * the whole table at 300k providers.
 */
export async function adminProviderPage(
  db: Querier,
  pattern: string | null,
  limit: number,
  offset: number,
): Promise<{ rows: AdminProviderRow[]; total: number }> {
  const match = pattern
    ? `WHERE p.id IN (
         SELECT id FROM providers WHERE name ILIKE $1 OR city ILIKE $1
         UNION SELECT op.id FROM users u JOIN providers op ON op.owner_id = u.id
         WHERE u.email ILIKE $1)`
    : '';
  const filter = pattern ? [pattern] : [];
  const [rows, [count]] = await Promise.all([
    db.query<AdminProviderRow[]>(
      `SELECT p.id, p.name, p.category, p.city, p.state, p.rating, p.review_count, p.logo_url,
              p.description, p.plan, p.specialties, p.quote, p.owner_id, o.email AS owner_email,
              p.status, p.merged_into
       FROM providers p LEFT JOIN users o ON o.id = p.owner_id ${match}
       ORDER BY p.created_at DESC, p.id ASC
       LIMIT $${filter.length + 1} OFFSET $${filter.length + 2}`,
      [...filter, limit, offset],
    ),
    db.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM providers p ${match}`,
      filter,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The provider row locked for its deletion, or undefined. */
export async function lockProviderForDelete(
  manager: Querier,
  id: string,
): Promise<{ id: string; name: Provider['name']; owner_id: Provider['ownerId'] } | undefined> {
  const [row] = await manager.query<
    Array<{ id: string; name: Provider['name']; owner_id: Provider['ownerId'] }>
  >('SELECT id, name, owner_id FROM providers WHERE id = $1 FOR UPDATE', [id]);
  return row;
}

/** The stored keys of the claim documents of a provider (read before it goes). */
export function claimDocumentsOf(
  manager: Querier,
  providerId: string,
): Promise<Array<{ registration_key: string; address_proof_key: string }>> {
  return manager.query(
    'SELECT registration_key, address_proof_key FROM profile_claims WHERE provider_id = $1',
    [providerId],
  );
}

export async function deleteProviderRow(manager: Querier, id: string): Promise<void> {
  await manager.query('DELETE FROM providers WHERE id = $1', [id]);
}

/** Whether the user still owns a provider. */
export async function ownsAnyProvider(manager: Querier, userId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    'SELECT 1 FROM providers WHERE owner_id = $1 LIMIT 1',
    [userId],
  );
  return rows.length > 0;
}

/** A provider and its owner's account, for the owner's password link. */
export async function providerWithOwner(
  db: Querier,
  id: string,
): Promise<
  | {
      id: string;
      name: Provider['name'];
      owner_id: string | null;
      owner_email: User['email'] | null;
      is_blocked: User['isBlocked'] | null;
    }
  | undefined
> {
  const [row] = await db.query<
    Array<{
      id: string;
      name: Provider['name'];
      owner_id: string | null;
      owner_email: User['email'] | null;
      is_blocked: User['isBlocked'] | null;
    }>
  >(
    `SELECT p.id, p.name, o.id AS owner_id, o.email AS owner_email, o.is_blocked
     FROM providers p LEFT JOIN users o ON o.id = p.owner_id WHERE p.id = $1`,
    [id],
  );
  return row;
}
