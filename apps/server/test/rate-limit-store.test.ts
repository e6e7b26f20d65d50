import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { rateLimitHits } from '../src/db/schema/platform';
import { postgresRateLimitStore, SWEEP_EVERY_MS } from '../src/providers/rate-limit/postgres-rate-limit-store';
import type { RateLimitStore } from '../src/providers/rate-limit/rate-limit-store';
import { connectRedisRateLimitStore } from '../src/providers/rate-limit/redis-rate-limit-store';
import { waitFor } from './support/realtime-helpers';
import { createTestDatabase } from './support/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL;
const MINUTE = 60_000;

/** The clock the PostgreSQL store reads; Redis keeps its own time, so its windows are short and really end. */
let now = new Date('2026-03-01T10:00:00Z');
const clock = { now: () => now };

interface StoreKind {
  name: string;
  /** Two instances of the server, each with its own store, counting in one place. */
  open(): Promise<[RateLimitStore, RateLimitStore]>;
  /** Lets the window of `resetTime` end. */
  endWindow(resetTime: Date): Promise<void>;
  /** A window short enough for endWindow to wait out with Redis. */
  windowMs: number;
}

let database: DatabaseHandle;
const prefix = `sahay-test:${randomUUID()}:`;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  if (!REDIS_URL) return;
  // Whatever the tests left under their own prefix.
  const client = await createClient({ url: REDIS_URL }).connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*` })) if (keys.length > 0) await client.del(keys);
  await client.close();
});

const kinds: StoreKind[] = [
  {
    name: 'PostgreSQL table',
    open: () => Promise.resolve([postgresRateLimitStore(database.db, { clock }), postgresRateLimitStore(database.db, { clock })]),
    endWindow: (resetTime) => {
      now = new Date(resetTime.getTime() + 1);
      return Promise.resolve();
    },
    windowMs: 5 * MINUTE,
  },
  {
    name: 'Redis',
    open: async () => [await connectRedisRateLimitStore({ url: REDIS_URL ?? '', prefix }), await connectRedisRateLimitStore({ url: REDIS_URL ?? '', prefix })],
    endWindow: (resetTime) => waitFor(() => Date.now() > resetTime.getTime() + 20, 'the Redis window to end'),
    windowMs: 400,
  },
];

describe.each(kinds)('the $name rate-limit store', (kind) => {
  const skip = kind.name === 'Redis' && !REDIS_URL;
  let first: RateLimitStore;
  let second: RateLimitStore;
  beforeAll(async () => {
    if (!skip) [first, second] = await kind.open();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });
  const key = () => `test:${randomUUID()}`;

  it.skipIf(skip)('counts the hits of one fixed window, which starts at the first hit, in one place for every instance', async () => {
    const k = key();
    const before = kind.name === 'Redis' ? Date.now() : now.getTime();
    const one = await first.increment(k, MINUTE);
    const two = await second.increment(k, MINUTE);
    const three = await first.increment(k, MINUTE);
    expect([one.totalHits, two.totalHits, three.totalHits]).toEqual([1, 2, 3]);
    expect(one.resetTime.getTime()).toBeGreaterThanOrEqual(before + MINUTE - 50);
    expect(one.resetTime.getTime()).toBeLessThanOrEqual(before + MINUTE + 1000);
    // Later hits do not move the end of the window.
    expect(Math.abs(three.resetTime.getTime() - one.resetTime.getTime())).toBeLessThan(100);
    expect((await second.get(k))?.totalHits).toBe(3);
    // Another key is another count.
    expect((await second.increment(key(), MINUTE)).totalHits).toBe(1);
  });

  it.skipIf(skip)('counts every hit once when two instances count the same key at once', async () => {
    const k = key();
    const counted = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).increment(k, MINUTE)));
    expect(counted.map((c) => c.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it.skipIf(skip)('starts a new window with the first hit after the window ended', async () => {
    const k = key();
    await first.increment(k, kind.windowMs);
    const last = await second.increment(k, kind.windowMs);
    expect(last.totalHits).toBe(2);
    await kind.endWindow(last.resetTime);
    expect(await first.get(k)).toBeUndefined();
    const fresh = await second.increment(k, kind.windowMs);
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime.getTime()).toBeGreaterThan(last.resetTime.getTime());
  });

  it.skipIf(skip)('takes a hit back without going below zero, and forgets a key on reset', async () => {
    const k = key();
    expect(await first.get(k)).toBeUndefined();
    await first.decrement(k);
    expect(await first.get(k)).toBeUndefined();
    await first.increment(k, MINUTE);
    await first.increment(k, MINUTE);
    await second.decrement(k);
    expect((await first.get(k))?.totalHits).toBe(1);
    await second.decrement(k);
    await second.decrement(k);
    expect((await first.get(k))?.totalHits).toBe(0);
    await second.reset(k);
    expect(await first.get(k)).toBeUndefined();
    expect((await first.increment(k, MINUTE)).totalHits).toBe(1);
  });
});

describe('the PostgreSQL table store', () => {
  it('deletes the rows of ended windows every minute and keeps the running ones', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const store = postgresRateLimitStore(database.db, { clock });
    try {
      const ended = `sweep:${randomUUID()}`;
      const running = `sweep:${randomUUID()}`;
      await store.increment(ended, MINUTE);
      await store.increment(running, 10 * MINUTE);
      now = new Date(now.getTime() + 2 * MINUTE);
      const keyExists = async (key: string) => (await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key))).length === 1;
      expect(await keyExists(ended)).toBe(true);
      await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS);
      await vi.waitUntil(async () => !(await keyExists(ended)), { timeout: 5000 });
      expect(await keyExists(running)).toBe(true);
    } finally {
      await store.close();
      vi.useRealTimers();
    }
  });
});

describe.skipIf(!REDIS_URL)('the Redis store', () => {
  it('leaves ending a window to Redis: each key expires with its window, under the configured prefix', async () => {
    const store = await connectRedisRateLimitStore({ url: REDIS_URL ?? '', prefix });
    const raw = await createClient({ url: REDIS_URL }).connect();
    try {
      await store.increment('expiry', 10 * MINUTE);
      const ttl = await raw.pTTL(`${prefix}expiry`);
      expect(ttl).toBeGreaterThan(10 * MINUTE - 5000);
      expect(ttl).toBeLessThanOrEqual(10 * MINUTE);
      expect(await raw.get(`${prefix}expiry`)).toBe('1');
    } finally {
      await raw.close();
      await store.close();
    }
  });
});
