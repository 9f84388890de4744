import type { Role, TAdminUser } from '@app/contracts';
import { usernameOf } from '../users/username';

/** The user columns the admin console lists (users u). */
export interface UserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_blocked: boolean;
  is_email_confirmed: boolean;
  roles: Role[];
  created_at: Date;
}

export const USER_COLUMNS =
  'u.id, u.email, u.first_name, u.last_name, u.is_blocked, u.is_email_confirmed, u.roles, u.created_at';

export function toAdminUser(row: UserRow): TAdminUser {
  return {
    id: row.id,
    username: usernameOf({ email: row.email, firstName: row.first_name, lastName: row.last_name }),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isBlocked: row.is_blocked,
    isEmailConfirmed: row.is_email_confirmed,
    roles: row.roles,
    createdAt: row.created_at.toISOString(),
  };
}
