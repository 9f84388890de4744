import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { RATE_LIMIT_REDIS } from './rate-limit-storage';

/** A fixed-window counter as read: how many so far, and seconds until the window ends. */
export interface CounterState {
  count: number;
  resetSeconds: number;
}

/** The most counters kept in memory (without Redis); the oldest go first beyond it. */
const MEMORY_MAX_KEYS = 100_000;

/**
 * Fixed-window counters that can be read without being counted (the throttler storage can
 * only count): failed sign-ins per account and per account and client, mails per address.
 * In Redis when REDIS_URL is set (keys under REDIS_KEY_PREFIX, shared by every replica, as
 * the rate limits are), else in a bounded map of this process.
 */
@Injectable()
export class CounterStore {
  private readonly memory = new Map<string, { count: number; expiresAt: number }>();

  constructor(
    @Inject(RATE_LIMIT_REDIS) private readonly redisStore: ThrottlerStorageRedisService | null,
  ) {}

  /** Counts one and answers the count of the window (which starts with its first count). */
  async add(key: string, windowSeconds: number): Promise<CounterState> {
    const name = `counter:${key}`;
    const redis = this.redisStore?.redis;
    if (redis) {
      const [[, count], [, ttl]] = (await redis.multi().incr(name).pttl(name).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) {
        await redis.pexpire(name, windowSeconds * 1000);
        return { count, resetSeconds: windowSeconds };
      }
      return { count, resetSeconds: Math.ceil(ttl / 1000) };
    }
    const now = Date.now();
    let entry = this.live(name, now);
    if (!entry) {
      entry = { count: 0, expiresAt: now + windowSeconds * 1000 };
      this.memory.set(name, entry);
      this.bound();
    }
    entry.count += 1;
    return { count: entry.count, resetSeconds: Math.ceil((entry.expiresAt - now) / 1000) };
  }

  /** The count of the current window (0 when none is running), without counting. */
  async read(key: string): Promise<CounterState> {
    const name = `counter:${key}`;
    const redis = this.redisStore?.redis;
    if (redis) {
      const [[, count], [, ttl]] = (await redis.multi().get(name).pttl(name).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: Number(count ?? 0), resetSeconds: Math.max(0, Math.ceil(ttl / 1000)) };
    }
    const now = Date.now();
    const entry = this.live(name, now);
    return entry
      ? { count: entry.count, resetSeconds: Math.ceil((entry.expiresAt - now) / 1000) }
      : { count: 0, resetSeconds: 0 };
  }

  /** Ends a window at once (its count starts again from 0). */
  async clear(key: string): Promise<void> {
    const name = `counter:${key}`;
    const redis = this.redisStore?.redis;
    if (redis) await redis.del(name);
    else this.memory.delete(name);
  }

  private live(name: string, now: number) {
    const entry = this.memory.get(name);
    if (entry && entry.expiresAt <= now) {
      this.memory.delete(name);
      return undefined;
    }
    return entry;
  }

  /** Over its bound, the map drops its oldest windows (a Map keeps the order of insertion). */
  private bound(): void {
    for (const name of this.memory.keys()) {
      if (this.memory.size <= MEMORY_MAX_KEYS) break;
      this.memory.delete(name);
    }
  }
}
