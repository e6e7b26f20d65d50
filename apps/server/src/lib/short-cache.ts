import { LRUCache } from 'lru-cache';

/**
 * Remembers what `load` answered for a key during ttlMs, and lets concurrent callers of the same key share one
 * load (ages measured on `clock`). For figures that may be a few seconds old (how many experts are online), so that a busy landing page reads
 * the database once per interval instead of once per visitor. ttlMs 0 loads every time.
 */
export function shortCache<V extends object>(
  ttlMs: number,
  load: (key: string) => Promise<V>,
  clock: { now(): Date } = { now: () => new Date() },
): (key: string) => Promise<V> {
  if (ttlMs <= 0) return load;
  const cache = new LRUCache<string, V>({
    max: 100,
    ttl: ttlMs,
    fetchMethod: (key) => load(key),
    // Every read asks the clock (no 1 ms cached "now"), so a test that moves the clock sees the age it set.
    ttlResolution: 0,
    perf: { now: () => clock.now().getTime() },
  });
  return async (key) => {
    const value = await cache.fetch(key);
    if (value === undefined) throw new Error(`shortCache: no value for ${key}`);
    return value;
  };
}
