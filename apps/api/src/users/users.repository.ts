import type { TLocale } from '@app/contracts';
import type { DeepPartial, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { User } from './user.entity';

/**
 * An account of the demo data (a sample reviewer): confirmed, created on a past day. Kept as
 * it is when its id is already there, so loading the sample twice changes nothing.
 */
export async function insertSampleUser(
  manager: EntityManager,
  values: Pick<
    User,
    'id' | 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'profilePicUrl' | 'createdAt'
  >,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(User)
    .values({ ...values, isEmailConfirmed: true })
    .orIgnore()
    .execute();
}

/** The account's email address; undefined when there is no such account. */
export async function emailOfUser(db: EntityManager, id: string): Promise<string | undefined> {
  const row = await db.findOne(User, { select: { id: true, email: true }, where: { id } });
  return row?.email;
}

/** Locks the account's row (FOR UPDATE): writes about one account queue behind it. */
export async function lockUserRow(db: Pick<EntityManager, 'query'>, id: string): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [id]);
}

/** A new account (the entity's defaults filled in); throws on a taken email (23505). */
export function createUser(db: EntityManager, values: DeepPartial<User>): Promise<User> {
  const users = db.getRepository(User);
  return users.save(users.create(values));
}

/** Inserts an account without reading it back. */
export async function insertUser(db: EntityManager, values: DeepPartial<User>): Promise<void> {
  await db.insert(User, values as QueryDeepPartialEntity<User>);
}

/**
 * Sets columns of one account (in the caller's transaction when `db` is its manager);
 * `tokenVersion: () => 'token_version + 1'` signs the account out everywhere.
 */
export async function updateUser(
  db: EntityManager,
  id: string,
  set: QueryDeepPartialEntity<User>,
): Promise<void> {
  await db.createQueryBuilder().update(User).set(set).where('id = :id', { id }).execute();
}

/** What the session user shows besides the row: review count, owned providers and their type. */
export async function sessionCounts(
  db: Pick<EntityManager, 'query'>,
  userId: string,
): Promise<{ review_count: number; provider_ids: string[]; provider_type: string | null }> {
  const [row] = await db.query<
    [{ review_count: number; provider_ids: string[]; provider_type: string | null }]
  >(
    `SELECT (SELECT count(*)::int FROM reviews WHERE author_id = $1) AS review_count,
            ARRAY(SELECT id FROM providers WHERE owner_id = $1 ORDER BY id) AS provider_ids,
            (SELECT NULLIF(provider_type, '') FROM providers WHERE owner_id = $1
              ORDER BY id LIMIT 1) AS provider_type`,
    [userId],
  );
  return row;
}

/** The account's language ('en' | 'es'), null when not chosen or no such account (issue 19). */
export async function languageOfUser(
  db: Pick<EntityManager, 'query'>,
  id: string | null | undefined,
): Promise<TLocale | null> {
  if (!id) return null;
  const [row] = await db.query<Array<{ language: TLocale | null }>>(
    'SELECT language FROM users WHERE id = $1',
    [id],
  );
  return row?.language ?? null;
}

/** The language of the account with this (normalized) email, null when none or not chosen. */
export async function languageOfEmail(
  db: Pick<EntityManager, 'query'>,
  email: string,
): Promise<TLocale | null> {
  const [row] = await db.query<Array<{ language: TLocale | null }>>(
    'SELECT language FROM users WHERE email = $1',
    [email],
  );
  return row?.language ?? null;
}
