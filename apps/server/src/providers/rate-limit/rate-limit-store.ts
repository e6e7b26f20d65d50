/** One key's count in its running window. */
export interface HitCount {
  totalHits: number;
  resetTime: Date;
}

/**
 * Where every server instance counts rate-limited requests (decision 061): PostgreSQL's `rate_limit_hits` table, or
 * Redis when REDIS_URL is set. Fixed windows: a key's window starts at its first hit and lasts `windowMs`; the hit
 * after it ends starts a new one.
 */
export interface RateLimitStore {
  readonly kind: 'postgres' | 'redis';
  /** Counts one hit against `key`, atomically across instances, and says how many its window holds now. */
  increment(key: string, windowMs: number): Promise<HitCount>;
  /** The key's count, while its window runs. */
  get(key: string): Promise<HitCount | undefined>;
  /** Takes one hit back (never below zero), leaving the window as it is. */
  decrement(key: string): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store did not answer (Redis down or too slow): the app answers 503 with Retry-After, as for a lost database
 * connection, rather than let requests through uncounted.
 */
export class RateLimitStoreUnavailableError extends Error {
  override name = 'RateLimitStoreUnavailableError';
}
