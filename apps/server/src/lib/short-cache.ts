import { LRUCache } from 'lru-cache';

/**
 * Remembers what `load` answered for a key during ttlMs, and lets concurrent callers of the same key share one
 * load. For figures that may be a few seconds old (how many experts are online), so that a busy landing page reads
 * the database once per interval instead of once per visitor. ttlMs 0 loads every time.
 */
export function shortCache<V extends object>(ttlMs: number, load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  if (ttlMs <= 0) return load;
  const cache = new LRUCache<string, V>({ max: 100, ttl: ttlMs, fetchMethod: (key) => load(key) });
  return async (key) => {
    const value = await cache.fetch(key);
    if (value === undefined) throw new Error(`shortCache: no value for ${key}`);
    return value;
  };
}
