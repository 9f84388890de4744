import { ConcurrencyGate } from './search-gate';

describe('ConcurrencyGate', () => {
  const deferred = () => {
    let resolve: () => void = () => undefined;
    let reject: (e: Error) => void = () => undefined;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
  const tick = () => new Promise((r) => setImmediate(r));

  it('runs at most `limit` tasks at once and starts the waiting ones in arrival order', async () => {
    const gate = new ConcurrencyGate(2);
    const tasks = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = tasks.map((t, i) =>
      gate.run(async () => {
        started.push(i);
        await t.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.queued).toBe(2);
    tasks[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]!.resolve();
    tasks[3]!.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(gate.queued).toBe(0);
  });

  it('frees the slot of a failed task', async () => {
    const gate = new ConcurrencyGate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
    const a = deferred();
    const first = gate.run(() => a.promise);
    const second = gate.run(async () => 'after');
    await tick();
    expect(gate.queued).toBe(1);
    a.reject(new Error('x'));
    await expect(first).rejects.toThrow('x');
    await expect(second).resolves.toBe('after');
  });
});
