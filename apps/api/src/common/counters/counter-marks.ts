import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../../config/app-config';

/**
 * Most marks kept in memory when REDIS_URL is unset (decision 0058): about 170 bytes each
 * (a 22-character hash of the key and a number), so some 35 MB at most, whatever the
 * traffic (the keys as written, 70 characters of joined text, took 730 bytes a mark). The
 * least recently used mark goes first; a mark lost so is at worst one view or impression
 * counted twice, never memory without bound.
 */
export const COUNTER_MARKS_MAX = 200_000;

/** A short flat key for memory: 132 bits of SHA-256, collisions out of reach. */
function memoryKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 22);
}

/** Takes one use of a key if one is left (the key keeps its expiry). */
const TAKE_SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]))
if n and n > 0 then redis.call('DECR', KEYS[1]) return 1 end
return 0`;

/**
 * Short-lived marks behind the public counters (sponsored impressions and clicks, profile
 * views, mini-site visits): 'this client was counted for this already' and 'this client may
 * still count n clicks'. Every mark expires; in memory they live in one LRU of at most
 * COUNTER_MARKS_MAX entries, in Redis (REDIS_URL, shared by the replicas) as keys with a TTL.
 * Nothing here grows with what a client sends.
 */
@Injectable()
export class CounterMarks implements OnModuleDestroy {
  private readonly memory = new LRUCache<string, number>({ max: COUNTER_MARKS_MAX });
  private readonly redis: Redis | null;

  constructor(config: AppConfig) {
    this.redis = config.env.REDIS_URL
      ? new Redis(config.env.REDIS_URL, {
          keyPrefix: `${config.env.REDIS_KEY_PREFIX ?? ''}counter-marks:`,
          maxRetriesPerRequest: 2,
        })
      : null;
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }

  /** Marks `key` for `windowMs`; true when it was not marked yet (the first in the window). */
  async first(key: string, windowMs: number): Promise<boolean> {
    if (this.redis) return (await this.redis.set(key, '1', 'PX', windowMs, 'NX')) === 'OK';
    const k = memoryKey(key);
    if (this.memory.has(k)) return false;
    this.memory.set(k, 0, { ttl: windowMs });
    return true;
  }

  /** Allows `count` uses of `key` for `windowMs`, replacing what was left of an earlier grant. */
  async grant(key: string, count: number, windowMs: number): Promise<void> {
    if (this.redis) {
      await this.redis.set(key, String(count), 'PX', windowMs);
      return;
    }
    this.memory.set(memoryKey(key), count, { ttl: windowMs });
  }

  /** Takes one use of `key`; true when one was left (a key never granted, or expired, has none). */
  async take(key: string): Promise<boolean> {
    if (this.redis) return (await this.redis.eval(TAKE_SCRIPT, 1, key)) === 1;
    const k = memoryKey(key);
    const left = this.memory.get(k);
    if (left === undefined || left <= 0) return false;
    // The grant's expiry stays (noUpdateTTL): taking a use never extends the window.
    this.memory.set(k, left - 1, { noUpdateTTL: true });
    return true;
  }

  /** How many marks memory holds (0 with Redis): what the bound is about. */
  get size(): number {
    return this.memory.size;
  }
}
