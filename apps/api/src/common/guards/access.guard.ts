import {
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@app/contracts';
import type { Request } from 'express';
import type { Principal } from './principal';
import { routeAccess } from './route-meta';

/**
 * The one access check of the API, declared per route in the contract. The Bearer token is
 * checked by passport-jwt (JwtStrategy), which re-reads the user on every request, so a
 * blocked or deleted user or a bumped token version is refused at once. Public routes
 * attach the user when a valid token comes along and ignore a bad one.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = routeAccess(context, this.reflector);
    const req = context.switchToHttp().getRequest<Request & { user?: Principal }>();
    if (access === 'public') {
      if (req.headers.authorization) {
        try {
          await super.canActivate(context);
        } catch {
          req.user = undefined;
        }
      }
      return true;
    }
    await super.canActivate(context);
    const user = req.user!;
    if (access === 'verified' && !user.isEmailConfirmed)
      throw new ForbiddenException(MESSAGES.verifiedOnly);
    if (access === 'admin' && !user.roles.includes('admin'))
      throw new ForbiddenException(MESSAGES.adminOnly);
    if (access === 'provider' && !user.roles.includes('provider'))
      throw new ForbiddenException(MESSAGES.providerOnly);
    return true;
  }

  /**
   * passport-jwt reports a bad, expired or refused token as no user, and an exception of
   * JwtStrategy.validate (the user lookup failing: database down, pool exhausted) as
   * `error`: that one is the server's fault, not a sign-in problem, so it goes on to the
   * error filter (500) instead of a 401 that would sign the person out.
   */
  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(MESSAGES.unauthorized);
    return user;
  }
}
