import type { Database } from '../../db/client';
import type { Env } from '../../lib/env';
import type { Logger } from '../../lib/logger';
import { postgresRateLimitStore } from './postgres-rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';
import { connectRedisRateLimitStore } from './redis-rate-limit-store';

/** Redis when REDIS_URL is set, else the database's `rate_limit_hits` table (decision 061). */
export async function createRateLimitStore(options: {
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>;
  db: Database;
  logger: Logger;
  clock?: { now(): Date };
}): Promise<RateLimitStore> {
  const { env, db, logger, clock } = options;
  if (env.REDIS_URL) return connectRedisRateLimitStore({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX, logger });
  return postgresRateLimitStore(db, { clock, logger });
}
