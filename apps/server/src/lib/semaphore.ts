/**
 * At most `limit` tasks run at once; the rest wait in arrival order. `limit` 0 means no cap (used by the bench to
 * compare). Password hashing goes through one of these so a storm of sign-ins queues instead of filling libuv's
 * thread pool, which file reads and DNS lookups share (docs/decisions/052).
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Tasks running now and tasks queued behind them. */
  get pending(): { active: number; queued: number } {
    return { active: this.active, queued: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the first waiter, so a newcomer cannot slip in between.
    if (this.limit > 0 && this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
