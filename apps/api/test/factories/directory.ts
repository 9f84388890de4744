import type { Role } from '@app/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { TokenService } from '../../src/auth/token.service';
import { searchColumns } from '../../src/providers/search-text';
import type { TestApp } from '../test-app';

/** Unique data per test: accounts, providers and reviews written straight to the database. */

export interface TestUser {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

export async function createUser(
  t: TestApp,
  {
    verified = true,
    roles = ['user'],
    firstName = 'Test',
    lastName = `User${randomBytes(2).toString('hex')}`,
    createdAt = new Date(),
  }: {
    verified?: boolean;
    roles?: Role[];
    firstName?: string;
    lastName?: string;
    createdAt?: Date;
  } = {},
): Promise<TestUser> {
  const email = `u-${randomBytes(6).toString('hex')}@example.com`;
  const [row] = await t.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, is_email_confirmed, roles, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [email, firstName, lastName, verified, roles, createdAt],
  );
  const token = t.app.get(TokenService).signSession({ id: row!.id, tokenVersion: 0, roles });
  return { id: row!.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

export interface ProviderInput {
  id?: string;
  name?: string;
  category?: string;
  state?: string;
  city?: string;
  specialties?: string[];
  description?: string;
  plan?: 'basic' | 'premium' | 'unclaimed';
  ownerId?: string | null;
  rating?: number;
  reviewCount?: number;
  createdAt?: Date;
  sponsored?: boolean;
}

export async function createProvider(t: TestApp, input: ProviderInput = {}): Promise<string> {
  const name = input.name ?? `Provider ${randomBytes(4).toString('hex')}`;
  const category = input.category ?? 'Law Firms';
  const specialties = input.specialties ?? [];
  const { nameNormalized, searchText } = searchColumns({ name, category, specialties });
  const [row] = await t.query<{ id: string }>(
    `INSERT INTO providers (id, name, name_normalized, search_text, category, specialties,
       description, plan, state, city, owner_id, rating, review_count, created_at, sponsored)
     VALUES (COALESCE($1, gen_random_uuid()::text), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
       $12, $13, $14, $15)
     RETURNING id`,
    [
      input.id ?? null,
      name,
      nameNormalized,
      searchText,
      category,
      specialties,
      input.description ?? `${name} helps people after accidents.`,
      input.plan ?? 'basic',
      input.state ?? 'FL',
      input.city ?? 'Miami',
      input.ownerId ?? null,
      input.rating ?? 0,
      input.reviewCount ?? 0,
      input.createdAt ?? new Date(),
      input.sponsored ?? false,
    ],
  );
  return row!.id;
}

export const REVIEW_TEXT =
  'A careful, honest and friendly team. They explained every step, kept every appointment on time and the bill matched the estimate.';

export function reviewBody(
  scores: [number, number, number, number, number] = [5, 5, 5, 5, 5],
  extra: Record<string, unknown> = {},
) {
  const [respectful, explained, onTime, costs, overall] = scores;
  return {
    ratings: { respectful, explained, onTime, costs, overall },
    text: REVIEW_TEXT,
    ...extra,
  };
}

/** A review written straight to the database (the provider's rating is not recomputed). */
export async function insertReview(
  t: TestApp,
  providerId: string,
  authorId: string,
  rating: number,
  createdAt = new Date(),
): Promise<string> {
  const s = Math.round(rating);
  const [row] = await t.query<{ id: string }>(
    `INSERT INTO reviews (id, provider_id, author_id, respectful, explained, on_time, costs,
       overall, rating, text, created_at)
     VALUES ($1, $2, $3, $4, $4, $4, $4, $4, $5, $6, $7) RETURNING id`,
    [randomUUID(), providerId, authorId, s, rating, REVIEW_TEXT, createdAt],
  );
  return row!.id;
}
