import type { Role } from '@app/contracts';

/**
 * Who is calling, as the guards and decorators of common/ read it: the signed-in account's
 * id, roles and whether its email is confirmed. JwtStrategy (auth/) attaches the full user
 * to the request, which has these fields; common/ needs no more and imports no feature.
 */
export interface Principal {
  readonly id: string;
  readonly roles: readonly Role[];
  readonly isEmailConfirmed: boolean;
}
