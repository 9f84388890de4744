import { Global, Module } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';
import { RateLimiter } from './rate-limiter.service';

/**
 * Counters in memory, or in Redis (REDIS_URL, keys prefixed with REDIS_KEY_PREFIX) so that
 * replicas share them.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: 1_000_000 }],
        storage: config.env.REDIS_URL
          ? new ThrottlerStorageRedisService(config.env.REDIS_URL, {
              keyPrefix: config.env.REDIS_KEY_PREFIX,
            })
          : undefined,
      }),
    }),
  ],
  providers: [RateLimiter],
  exports: [RateLimiter],
})
export class RateLimitModule {}
