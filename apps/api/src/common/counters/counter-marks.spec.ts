import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { AppConfig } from '../../config/app-config';
import { parseEnv } from '../../config/env.schema';
import { COUNTER_MARKS_MAX, CounterMarks } from './counter-marks';

const marksWith = (env: Record<string, string>) =>
  new CounterMarks(new AppConfig(parseEnv(env), '/tmp', 'secret'));

describe('CounterMarks in memory', () => {
  it('holds at most COUNTER_MARKS_MAX marks, whatever is sent (decision 0058)', async () => {
    const marks = marksWith({});
    for (let i = 0; i < COUNTER_MARKS_MAX + 50_000; i++)
      await marks.first(`view:${i}:client-${i}`, 600_000);
    expect(marks.size).toBe(COUNTER_MARKS_MAX);
  });

  it('marks once per window, and grants uses that are taken one at a time', async () => {
    const marks = marksWith({});
    expect(await marks.first('a', 60_000)).toBe(true);
    expect(await marks.first('a', 60_000)).toBe(false);
    expect(await marks.take('never-granted')).toBe(false);
    await marks.grant('c', 1, 60_000);
    expect(await marks.take('c')).toBe(true);
    expect(await marks.take('c')).toBe(false);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const missing = process.env.TEST_REDIS_MISSING;

(missing ? describe.skip : describe)(
  `CounterMarks in Redis${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    it('keeps every mark as a key that expires, and counts the same as in memory', async () => {
      const prefix = `test-${randomBytes(4).toString('hex')}:`;
      const marks = marksWith({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
      const redis = (marks as unknown as { redis: import('ioredis').Redis }).redis;
      try {
        expect(await marks.first('a', 60_000)).toBe(true);
        expect(await marks.first('a', 60_000)).toBe(false);
        await marks.grant('c', 1, 60_000);
        expect(await marks.take('c')).toBe(true);
        expect(await marks.take('c')).toBe(false);
        expect(await marks.take('never-granted')).toBe(false);
        for (const key of ['a', 'c']) {
          const ttl = await redis.pttl(key);
          expect(ttl).toBeGreaterThan(0);
          expect(ttl).toBeLessThanOrEqual(60_000);
        }
        await redis.del('a', 'c');
      } finally {
        await marks.onModuleDestroy();
      }
    });
  },
);

/** The collector, so that a heap figure counts what is kept, not garbage not yet collected. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('CounterMarks memory', () => {
  it('a full store of sponsored-sized keys stays under 80 MB of heap (the joined keys took 147 MB)', async () => {
    const gc = collector();
    const marks = marksWith({});
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < COUNTER_MARKS_MAX; i++)
      await marks.first(
        `sponsored:i:${randomBytes(16).toString('hex')}:2001:db8:${i}::/48`,
        600_000,
      );
    gc();
    const mb = (process.memoryUsage().heapUsed - before) / 1e6;
    expect(mb).toBeLessThan(80);
    expect(marks.size).toBe(COUNTER_MARKS_MAX);
  });

  it('a grant expires with its window, however many uses are left', async () => {
    const marks = marksWith({});
    const start = Date.now();
    await marks.grant('short', 1_000_000, 500);
    expect(await marks.take('short')).toBe(true);
    // Uses are left until the window ends; the deadline only bounds a failure.
    while ((await marks.take('short')) && Date.now() - start < 10_000)
      await new Promise((r) => setTimeout(r, 25));
    expect(Date.now() - start).toBeGreaterThanOrEqual(450);
    expect(Date.now() - start).toBeLessThan(10_000);
    expect(await marks.take('short')).toBe(false);
  });
});
