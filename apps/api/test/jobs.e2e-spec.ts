import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../src/jobs/jobs.service';
import { createTestApp, type TestApp } from './test-app';

/**
 * The job queue (pg-boss, decision 0059) on the real database, two API processes' worth of
 * apps sharing it: a singleton queue runs one job at a time across both, every job once;
 * a job that fails every try is in the failed list the admins read.
 */

/** What each app's handlers saw, in this process (both apps run here). */
const runs: Array<{ app: string; n: number; start: number; end: number }> = [];
let failures = 0;

function jobsModuleFor(app: string) {
  @Injectable()
  class TestQueues implements OnModuleInit {
    constructor(private readonly jobs: JobsService) {}
    onModuleInit() {
      this.jobs.register<{ n: number }>(
        'test-singleton',
        async ({ n }) => {
          const start = Date.now();
          await new Promise((resolve) => setTimeout(resolve, 150));
          runs.push({ app, n, start, end: Date.now() });
        },
        { policy: 'singleton' },
      );
      this.jobs.register(
        'test-failing',
        async () => {
          failures += 1;
          throw new Error('This job always fails');
        },
        { retryLimit: 1, retryDelaySeconds: 1 },
      );
    }
  }
  @Module({ providers: [TestQueues] })
  class TestQueuesModule {}
  return TestQueuesModule;
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let a: TestApp;
let b: TestApp;
const env = { JOB_QUEUE: 'on', JOB_POLL_SECONDS: '0.5' };

beforeAll(async () => {
  a = await createTestApp({ env, imports: [jobsModuleFor('a')] });
  b = await createTestApp({ env, sharing: a, imports: [jobsModuleFor('b')] });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

it('keeps its tables in the pgboss schema of the app database', async () => {
  const [row] = await a.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_name = 'job'`,
  );
  expect(row!.n).toBe(1);
});

it('runs each job of a singleton queue once, one at a time across two apps', async () => {
  const jobs = a.app.get(JobsService);
  for (let n = 0; n < 6; n += 1) await jobs.send('test-singleton', { n });
  await until('six runs', () => runs.length === 6);
  expect(runs.map((r) => r.n).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  const ordered = [...runs].sort((x, y) => x.start - y.start);
  for (let i = 1; i < ordered.length; i += 1)
    expect(ordered[i]!.start).toBeGreaterThanOrEqual(ordered[i - 1]!.end);
});

it('retries a failing job, then lists it among the failures', async () => {
  const jobs = b.app.get(JobsService);
  const id = await jobs.send('test-failing', { what: 'x' });
  await until('the failed state', async () => (await jobs.state('test-failing', id)) === 'failed');
  expect(failures).toBe(2);
  const failed = await jobs.failures();
  expect(failed).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        id,
        queue: 'test-failing',
        data: { what: 'x' },
        retryCount: 1,
        error: expect.objectContaining({ message: 'This job always fails' }),
      }),
    ]),
  );
});

it('refuses to send when the queue is off', async () => {
  const off = await createTestApp({ sharing: a });
  try {
    await expect(off.app.get(JobsService).send('test-singleton', { n: 9 })).rejects.toThrow(
      'The job queue is off (JOB_QUEUE=off): no job can be sent',
    );
  } finally {
    await off.close();
  }
});
