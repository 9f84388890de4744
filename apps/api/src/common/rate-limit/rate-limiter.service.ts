import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { errorBody, API_MESSAGE_TEMPLATES } from '@app/contracts';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';

/** Where a client stands against one limit: the `RateLimit-*` headers (IETF draft). */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the allowance is whole again. */
  resetSeconds: number;
}

/** Sets `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`. */
export function setRateLimitHeaders(
  res: { setHeader(name: string, value: string): unknown },
  state: RateLimitState,
): void {
  res.setHeader('RateLimit-Limit', String(state.limit));
  res.setHeader('RateLimit-Remaining', String(state.remaining));
  res.setHeader('RateLimit-Reset', String(state.resetSeconds));
}

export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    /** The limit that was reached (the 429 carries it in `RateLimit-Limit`). */
    readonly limit?: number,
    message = API_MESSAGE_TEMPLATES.tooManyRequests(retryAfterSeconds),
  ) {
    super(errorBody(429, message), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Fixed-window counters in the throttler storage: memory on one process, Redis when
 * REDIS_URL is set so that every API replica shares them.
 */
@Injectable()
export class RateLimiter {
  constructor(@InjectThrottlerStorage() private readonly storage: ThrottlerStorage) {}

  /**
   * Counts one hit; throws 429 when the key is over its limit for the window, else says
   * what is left of it.
   */
  async hit(
    key: string,
    limit: number,
    windowSeconds: number,
    message?: string,
  ): Promise<RateLimitState> {
    const windowMs = windowSeconds * 1000;
    const record = await this.storage.increment(key, windowMs, limit, windowMs, 'default');
    if (record.isBlocked) {
      throw new TooManyRequestsException(
        Math.max(1, Math.ceil(record.timeToBlockExpire)),
        limit,
        message,
      );
    }
    return {
      limit,
      remaining: Math.max(0, limit - record.totalHits),
      resetSeconds: Math.max(0, Math.ceil(record.timeToExpire)),
    };
  }
}
