import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { MESSAGES, type PlanType } from '@app/contracts';
import type { User } from '../users/user.entity';
import type { Querier } from '../database/querier';

export const PROVIDER_NOT_FOUND_MESSAGE = MESSAGES.providerNotFound;

/** The columns the provider tools decide on. */
export interface OwnedProvider {
  id: string;
  name: string;
  owner_id: string | null;
  plan: PlanType;
  is_sample: boolean;
  category: string;
  state: string | null;
  lead_form: {
    formName: string;
    formDescription: string;
    options: Array<{ id: string; text: string; checked: boolean }>;
    emailAddress: string;
  } | null;
}

/**
 * Loads a provider for a write by `user`: 404 when it does not exist, 403 unless the user
 * owns it (providers.owner_id) or, with `allowAdmin`, is an admin (roles read from the
 * user row by the access guard). `lock` takes the row lock (SELECT ... FOR UPDATE), for
 * checks that must hold until the transaction commits.
 */
export async function loadOwnedProvider(
  db: Querier,
  user: User,
  providerId: string,
  { allowAdmin = false, lock = false }: { allowAdmin?: boolean; lock?: boolean } = {},
): Promise<OwnedProvider> {
  const [row]: OwnedProvider[] = await db.query(
    `SELECT id, name, owner_id, plan, is_sample, category, state, lead_form
     FROM providers WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [providerId],
  );
  if (!row) throw new NotFoundException(PROVIDER_NOT_FOUND_MESSAGE);
  const isOwner = row.owner_id !== null && row.owner_id === user.id;
  if (!isOwner && !(allowAdmin && user.roles.includes('admin')))
    throw new ForbiddenException(MESSAGES.notYourProvider);
  return row;
}
