import { Module } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { AppConfig } from '../../config/app-config';

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
export class RateLimitStorageModule {}
