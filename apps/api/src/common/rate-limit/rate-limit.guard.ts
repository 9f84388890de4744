import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Principal } from '../guards/principal';
import { routeRateLimit } from '../guards/route-meta';
import type { TRateLimit } from '@app/contracts';
import { RATE_LIMIT_POLICIES } from './rate-limit.policies';
import { clientAddressKey } from './client-address';
import { RateLimiter, setRateLimitHeaders } from './rate-limiter.service';

/** The counter of a route's limit for one anonymous client address (IPv6 by /64). */
export function addressLimitKey(name: TRateLimit, address: string | undefined): string {
  return `route:${name}:ip:${clientAddressKey(address)}`;
}

/**
 * Applies the rate limit a route declares, per client address (IPv6 by /64) or per
 * signed-in user, and tells the client where it stands (`RateLimit-*` headers).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const name = routeRateLimit(context, this.reflector);
    if (!name) return true;
    const policy = RATE_LIMIT_POLICIES[name];
    const req = context.switchToHttp().getRequest<Request & { user?: Principal }>();
    const key =
      policy.by === 'user' && req.user
        ? `route:${name}:user:${req.user.id}`
        : addressLimitKey(name, req.ip);
    let state = await this.limiter.hit(key, policy.limit, policy.windowSeconds);
    const unverified = policy.unverified;
    if (unverified && req.user && !req.user.isEmailConfirmed) {
      const { limit, windowSeconds, message } = unverified;
      const tight = await this.limiter.hit(
        `route:${name}:unverified:${req.user.id}`,
        limit,
        windowSeconds,
        message,
      );
      // The headers tell the allowance that runs out first.
      if (tight.remaining < state.remaining) state = tight;
    }
    setRateLimitHeaders(context.switchToHttp().getResponse<Response>(), state);
    return true;
  }
}
