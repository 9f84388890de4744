import { randomBytes } from 'node:crypto';
import { TokenService } from '../src/auth/token.service';
import { User } from '../src/users/user.entity';
import type { TestApp } from './test-app';

/**
 * A confirmed account made straight in the database (no password: it signs in with the
 * token given back), for tests whose subject is not the sign-up flow.
 */
export async function createUser(
  t: TestApp,
  fields: Partial<Pick<User, 'firstName' | 'lastName' | 'roles' | 'isEmailConfirmed'>> = {},
): Promise<{ user: User; token: string; auth: { authorization: string } }> {
  const [row] = await t.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, is_email_confirmed, roles)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      `user-${randomBytes(6).toString('hex')}@example.com`,
      fields.firstName ?? 'Test',
      fields.lastName ?? 'Person',
      fields.isEmailConfirmed ?? true,
      fields.roles ?? ['user'],
    ],
  );
  const [user] = await t.query<User>(
    'SELECT id, email, roles, token_version AS "tokenVersion" FROM users WHERE id = $1',
    [row!.id],
  );
  const token = t.app.get(TokenService).signSession(user!);
  return { user: user!, token, auth: { authorization: `Bearer ${token}` } };
}
