import { Global, Module } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';
import { RateLimiter } from './rate-limiter.service';

/** The Redis store of the counters, or null for memory (REDIS_URL unset). */
export const RATE_LIMIT_REDIS = Symbol('RATE_LIMIT_REDIS');

/**
 * The Redis store as a provider of its own: Nest then calls its onModuleDestroy when the app
 * closes, which disconnects its client. Handed to ThrottlerModule as a plain option it was
 * never closed, and the open connection kept a closed app's process (a Jest worker) alive.
 */
@Module({
  providers: [
    {
      provide: RATE_LIMIT_REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.env.REDIS_URL
          ? new ThrottlerStorageRedisService(config.env.REDIS_URL, {
              keyPrefix: config.env.REDIS_KEY_PREFIX,
            })
          : null,
    },
  ],
  exports: [RATE_LIMIT_REDIS],
})
class RateLimitStorageModule {}

/**
 * Counters in memory, or in Redis (REDIS_URL, keys prefixed with REDIS_KEY_PREFIX) so that
 * replicas share them.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [RATE_LIMIT_REDIS],
      useFactory: (storage: ThrottlerStorageRedisService | null) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: 1_000_000 }],
        storage: storage ?? undefined,
      }),
    }),
  ],
  providers: [RateLimiter],
  exports: [RateLimiter],
})
export class RateLimitModule {}
