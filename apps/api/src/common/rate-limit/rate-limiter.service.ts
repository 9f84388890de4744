import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { errorBody } from '@app/contracts';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';

export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      errorBody(429, `Too many requests. Please try again in ${retryAfterSeconds} seconds.`),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Fixed-window counters in the throttler storage: memory on one process, Redis when
 * REDIS_URL is set so that every API replica shares them.
 */
@Injectable()
export class RateLimiter {
  constructor(@InjectThrottlerStorage() private readonly storage: ThrottlerStorage) {}

  /** Counts one hit; throws 429 when the key is over its limit for the window. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    const windowMs = windowSeconds * 1000;
    const record = await this.storage.increment(key, windowMs, limit, windowMs, 'default');
    if (record.isBlocked) {
      throw new TooManyRequestsException(Math.max(1, Math.ceil(record.timeToBlockExpire)));
    }
  }
}
