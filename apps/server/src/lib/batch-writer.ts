interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Entry<V> {
  value: V;
  waiters: Waiter[];
}

export interface BatchWriterOptions<V> {
  /** At most this many keys per flush (one multi-row statement each). */
  maxBatch?: number;
  /** After a failed flush its keys are written again this much later (unless written anew meanwhile). */
  retryMs?: number;
  /** Combines a pending value with a newer one for the same key; by default the newer one wins. */
  merge?: (pending: V, newer: V) => V;
  onError?: (error: unknown) => void;
}

/**
 * Group commit (issue 17 part 6): writes are collected per key and flushed one batch at a time, each batch in a
 * few multi-row statements instead of one statement per write. A flush starts at once when none is running, so a
 * lone write waits one round trip; under load, writes arriving during a flush join the next one. `write` resolves
 * once a flush holding the key has committed and rejects when it failed; failed keys are retried later, so a
 * passing database fault does not leave a stale row behind.
 */
export class BatchWriter<K, V> {
  private pending = new Map<K, Entry<V>>();
  private running: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly maxBatch: number;
  private readonly retryMs: number;

  constructor(
    private readonly flush: (batch: Map<K, V>) => Promise<void>,
    private readonly options: BatchWriterOptions<V> = {},
  ) {
    this.maxBatch = options.maxBatch ?? 1000;
    this.retryMs = options.retryMs ?? 1000;
  }

  write(key: K, value: V): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry = this.pending.get(key);
      const merged = entry && this.options.merge ? this.options.merge(entry.value, value) : value;
      this.pending.set(key, { value: merged, waiters: [...(entry?.waiters ?? []), { resolve, reject }] });
      this.start();
    });
  }

  /** Keys written and not yet committed. */
  get size(): number {
    return this.pending.size;
  }

  /** Resolves once everything written so far has been flushed (or has failed once). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops retrying (shutdown); pending writes are still flushed by `drain`. */
  stop(): void {
    clearTimeout(this.retryTimer);
  }

  private start(): void {
    if (this.running || this.pending.size === 0) return;
    this.running = this.loop();
  }

  /**
   * `running` is cleared in the same turn as the last look at `pending`: a writer woken by this flush that writes
   * again at once must start a new flush, not find this one still marked running.
   */
  private async loop(): Promise<void> {
    // Writes of the same turn of the event loop go together.
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (;;) {
      if (this.pending.size === 0) {
        this.running = undefined;
        return;
      }
      const taken = new Map<K, Entry<V>>();
      for (const [key, entry] of this.pending) {
        if (taken.size >= this.maxBatch) break;
        taken.set(key, entry);
        this.pending.delete(key);
      }
      try {
        await this.flush(new Map([...taken].map(([key, entry]) => [key, entry.value])));
      } catch (error) {
        this.running = undefined;
        this.failed(taken, error);
        return;
      }
      for (const entry of taken.values()) entry.waiters.forEach((waiter) => waiter.resolve());
    }
  }

  private failed(taken: Map<K, Entry<V>>, error: unknown): void {
    this.options.onError?.(error);
    for (const [key, entry] of taken) {
      entry.waiters.forEach((waiter) => waiter.reject(error));
      const newer = this.pending.get(key);
      if (!newer) this.pending.set(key, { value: entry.value, waiters: [] });
      else if (this.options.merge) this.pending.set(key, { value: this.options.merge(entry.value, newer.value), waiters: newer.waiters });
    }
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.start(), this.retryMs);
    this.retryTimer.unref();
  }
}
