import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Principal } from './principal';

/**
 * The signed-in user (undefined on a public route called without a valid token): what
 * JwtStrategy attached, at least a Principal (a handler types it as the user it reads).
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | undefined =>
    context.switchToHttp().getRequest().user,
);
