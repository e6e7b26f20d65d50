import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema/platform';
import type { Logger } from '../../lib/logger';
import type { HitCount, RateLimitStore } from './rate-limit-store';

/** How often rows whose window has ended are deleted: one indexed delete a minute per instance. */
export const SWEEP_EVERY_MS = 60_000;

export interface PostgresRateLimitStore extends RateLimitStore {
  /** Deletes the rows whose window has ended (also run every SWEEP_EVERY_MS). */
  sweep(): Promise<void>;
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts in `rate_limit_hits`, on PostgreSQL or the embedded PGlite (decision 061). One upsert per hit: the row is
 * locked while it is counted, so hits on several instances at once each count once. `clock` is the app's: tests
 * move it instead of waiting for a window to end.
 */
export function postgresRateLimitStore(db: Database, options: { clock?: { now(): Date }; logger?: Logger } = {}): PostgresRateLimitStore {
  const now = () => options.clock?.now() ?? new Date();
  const running = (at: Date) => gt(rateLimitHits.resetsAt, at);
  const sweep = async () => {
    await db.delete(rateLimitHits).where(lte(rateLimitHits.resetsAt, now()));
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => options.logger?.warn({ err: error }, 'rate limits: sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();

  return {
    kind: 'postgres',
    sweep,
    increment: async (key, windowMs): Promise<HitCount> => {
      const at = now();
      const ended = sql`${rateLimitHits.resetsAt} <= ${timestamp(at)}`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, hits: 1, resetsAt: new Date(at.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
            resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, resetsAt: rateLimitHits.resetsAt });
      if (!row) throw new Error('rate limit row missing');
      return { totalHits: row.hits, resetTime: row.resetsAt };
    },
    get: async (key) => {
      const [row] = await db
        .select({ hits: rateLimitHits.hits, resetsAt: rateLimitHits.resetsAt })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), running(now())));
      return row ? { totalHits: row.hits, resetTime: row.resetsAt } : undefined;
    },
    decrement: async (key) => {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(and(eq(rateLimitHits.key, key), running(now())));
    },
    reset: async (key) => {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },
    close: () => {
      clearInterval(timer);
      return Promise.resolve();
    },
  };
}
