import type { TAdminUser } from '@app/contracts';
import type { User } from '../users/user.entity';
import { usernameOf } from '../users/username';

/** The user columns the admin console lists (users u). */
export interface UserRow {
  id: User['id'];
  email: User['email'];
  first_name: User['firstName'];
  last_name: User['lastName'];
  is_blocked: User['isBlocked'];
  is_email_confirmed: User['isEmailConfirmed'];
  roles: User['roles'];
  created_at: User['createdAt'];
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
