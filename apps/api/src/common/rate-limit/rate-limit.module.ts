import { Global, Module } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import { CounterStore } from './counter-store.service';
import { RATE_LIMIT_REDIS, RateLimitStorageModule } from './rate-limit-storage';
import { RateLimiter } from './rate-limiter.service';

export { RATE_LIMIT_REDIS } from './rate-limit-storage';

/**
 * Counters in memory, or in Redis (REDIS_URL, keys prefixed with REDIS_KEY_PREFIX) so that
 * replicas share them.
 */
@Global()
@Module({
  imports: [
    RateLimitStorageModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [RATE_LIMIT_REDIS],
      useFactory: (storage: ThrottlerStorageRedisService | null) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: 1_000_000 }],
        storage: storage ?? undefined,
      }),
    }),
  ],
  providers: [RateLimiter, CounterStore],
  exports: [RateLimiter, CounterStore],
})
export class RateLimitModule {}
