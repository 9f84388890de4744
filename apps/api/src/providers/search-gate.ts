/**
 * Lets at most `limit` tasks run at once; later ones wait, first come first served, without
 * holding anything. The provider searches go through one, so that however many slow
 * searches arrive (a broad text search ranks every match: seconds at 1M providers), they
 * hold at most that many of the database pool's connections and the other routes (profiles,
 * reviews, sign-in checks, writes) still get theirs instead of timing out waiting for one.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new Error('ConcurrencyGate needs a limit of at least 1');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    // A finishing task hands its slot straight to the first waiter (`running` unchanged).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }
}
