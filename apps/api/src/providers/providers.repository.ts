import type { PlanType } from '@app/contracts';
import { LIST_ITEM_COLUMNS, type ProviderListRow } from './provider-list-item';
import type { EntityManager } from 'typeorm';
import { Provider } from './provider.entity';
import { searchColumns } from './search-text';
import type { Querier } from '../database/querier';
import { detectTextLanguage } from '../common/text-language';

/**
 * The SQL of the providers area, but for the search's (search-sql.ts, search-statement.ts):
 * its reads, and the writes to `providers` and `provider_views` that other areas make
 * (reviews: the rating; payments and the provider tools: the plan and the profile;
 * moderation: the row lock that serialises review writes). The writes take the caller's
 * EntityManager, so they join the caller's transaction.
 */

/**
 * Takes the provider row lock (SELECT ... FOR UPDATE) for the rest of the caller's
 * transaction: every review write of a provider holds it, so the recomputed rating and
 * count always see each other's rows. Null when there is no such provider.
 */
export async function lockProvider(
  manager: EntityManager,
  id: string,
): Promise<Pick<Provider, 'id' | 'ownerId' | 'plan'> | null> {
  return manager
    .getRepository(Provider)
    .createQueryBuilder('p')
    .select(['p.id', 'p.ownerId', 'p.plan'])
    .where('p.id = :id', { id })
    .setLock('pessimistic_write')
    .getOne();
}

/** The provider's plan; null when there is no such provider. */
export async function planOf(db: EntityManager, id: string): Promise<PlanType | null> {
  const row = await db.findOne(Provider, { select: { id: true, plan: true }, where: { id } });
  return row?.plan ?? null;
}

/** Whether the provider exists. */
export async function providerExists(db: Pick<EntityManager, 'exists'>, id: string) {
  return db.exists(Provider, { where: { id } });
}

/**
 * Sets a provider's rating (mean of its reviews' ratings, one decimal; 0 without reviews)
 * and review_count, over the reviews that count (a confirmed consumer alert's do not). Call
 * it inside the transaction that wrote the reviews, after locking the provider row
 * (lockProvider).
 */
export async function recomputeProviderRating(manager: Querier, providerId: string): Promise<void> {
  await manager.query(
    `UPDATE providers p
     SET rating = COALESCE(s.avg, 0), review_count = s.n
     FROM (SELECT round(avg(rating), 1) AS avg, count(*)::int AS n
           FROM reviews WHERE provider_id = $1 AND counted) s
     WHERE p.id = $1`,
    [providerId],
  );
}

/** Sets the plan (an admin's decision, the demo switch); the caller checked and locked the row. */
export async function setPlan(manager: EntityManager, id: string, plan: PlanType): Promise<void> {
  await manager.update(Provider, { id }, { plan });
}

/**
 * A payment's plan change: locks the row and sets `to` unless the profile is unclaimed or
 * already on it. Answers the plan it had when it changed, else null.
 */
export async function setPaidPlan(
  manager: Querier,
  id: string,
  to: Extract<PlanType, 'premium' | 'basic'>,
): Promise<PlanType | null> {
  const changed: Array<{ from_plan: PlanType }> = await manager.query(
    `WITH old AS (SELECT id, plan FROM providers WHERE id = $1 FOR UPDATE),
     updated AS (
       UPDATE providers p SET plan = $2 FROM old
       WHERE p.id = old.id AND old.plan <> 'unclaimed' AND old.plan <> $2
       RETURNING old.plan AS from_plan)
     SELECT from_plan FROM updated`,
    [id, to],
  );
  return changed[0]?.from_plan ?? null;
}

/**
 * Writes a profile edit (PATCH /providers/{id}); the search columns follow the name, the
 * category and the tags in the same write. `current` is the row before the edit.
 */
export async function updateProfileColumns(
  manager: EntityManager,
  current: Pick<Provider, 'id' | 'name' | 'category' | 'specialties'>,
  changes: Partial<Provider>,
): Promise<void> {
  if (changes.name !== undefined || changes.category !== undefined || changes.specialties)
    Object.assign(
      changes,
      searchColumns({
        name: changes.name ?? current.name,
        category: changes.category ?? current.category,
        specialties: changes.specialties ?? current.specialties,
      }),
    );
  // The description's language is told from its text (null when it cannot be, issue 19).
  if (changes.description !== undefined)
    changes.descriptionLanguage = detectTextLanguage(changes.description);
  if (Object.keys(changes).length > 0) await manager.update(Provider, { id: current.id }, changes);
}

/** Records a change of the provider's name (provider_name_changes, decision 0058). */
export async function recordNameChange(
  db: Querier,
  providerId: string,
  oldName: string,
  newName: string,
  by: string,
): Promise<void> {
  await db.query(
    `INSERT INTO provider_name_changes (provider_id, old_name, new_name, changed_by)
     VALUES ($1, $2, $3, $4)`,
    [providerId, oldName, newName, by],
  );
}

/** When the provider's name last changed, or null. */
export async function lastNameChange(db: Querier, providerId: string): Promise<Date | null> {
  const [row]: Array<{ at: Date | null }> = await db.query(
    'SELECT max(changed_at) AS at FROM provider_name_changes WHERE provider_id = $1',
    [providerId],
  );
  return row?.at ?? null;
}

/** Records the language of a provider's description, told from its text (the demo loader). */
export async function setDescriptionLanguage(
  db: Querier,
  id: string,
  description: string,
): Promise<void> {
  await db.query('UPDATE providers SET description_language = $2 WHERE id = $1', [
    id,
    detectTextLanguage(description),
  ]);
}

/** Adds a profile view to today's count. */
export async function countProviderView(db: Querier, providerId: string): Promise<void> {
  await db.query(
    `INSERT INTO provider_views (provider_id, day, count) VALUES ($1, current_date, 1)
     ON CONFLICT (provider_id, day) DO UPDATE SET count = provider_views.count + 1`,
    [providerId],
  );
}

/**
 * The straight-line (chord) metres from a point to the provider, as the search measures it
 * (earthdistance's sphere); null when the provider has no point.
 */
export async function chordFrom(
  db: Querier,
  id: string,
  point: { latitude: number; longitude: number },
): Promise<number | null> {
  const [row]: Array<{ chord: number | null }> = await db.query(
    `SELECT (ll_to_earth(latitude, longitude) <-> ll_to_earth($2, $3)) AS chord
     FROM providers WHERE id = $1`,
    [id, point.latitude, point.longitude],
  );
  const chord = row?.chord;
  return chord === null || chord === undefined ? null : Number(chord);
}

/** The list items of these providers (in no order). */
export function listItemsOf(db: Querier, ids: string[]): Promise<ProviderListRow[]> {
  return db.query(`SELECT ${LIST_ITEM_COLUMNS} FROM providers p WHERE p.id = ANY($1)`, [ids]);
}

/** The sample data's demo sponsored entries but `exclude`, by id. */
export function demoSponsored(db: Querier, exclude: string): Promise<ProviderListRow[]> {
  return db.query(
    `SELECT ${LIST_ITEM_COLUMNS} FROM providers p WHERE p.sponsored AND p.id <> $1 ORDER BY p.id`,
    [exclude],
  );
}

/** A provider's provenance rows as JSON, oldest first (the profile's `sources`). */
export const SOURCES_SQL = `(SELECT coalesce(json_agg(json_build_object('source', s.source,
  'release', s.release, 'licence', s.licence, 'attribution', s.attribution)
  ORDER BY s.imported_at, s.record_id), '[]'::json)
  FROM provider_sources s WHERE s.provider_id = p.id)`;

/**
 * The listing `id` was merged into, followed to the one kept (a merge points the listings
 * merged into the old one at the new one, so the chain is one step; the walk stops at 10);
 * null when `id` was not merged.
 */
export async function mergedTargetOf(db: Querier, id: string): Promise<string | null> {
  const [row]: Array<{ id: string } | undefined> = await db.query(
    `WITH RECURSIVE chain(id, merged_into, depth) AS (
       SELECT id, merged_into, 0 FROM providers WHERE id = $1
       UNION ALL
       SELECT p.id, p.merged_into, c.depth + 1 FROM providers p
       JOIN chain c ON p.id = c.merged_into WHERE c.depth < 10
     )
     SELECT id FROM chain WHERE merged_into IS NULL AND depth > 0 LIMIT 1`,
    [id],
  );
  return row?.id ?? null;
}
