import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { clientIp } from './client-ip';
import type { AppDeps, AppEnv, RateLimitPolicy } from './context';
import { errorBody } from './errors';

/**
 * A fixed-window limit per client address. Over the limit: 429 with Retry-After and the JSON error shape.
 * The store is in memory, one per server instance (docs/session-policy.md).
 */
export function limitByClient(name: string, policy: RateLimitPolicy, trustProxy: string | undefined): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: policy.windowMs,
    limit: policy.limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => `${name}:${clientIp(c, trustProxy)}`,
    handler: (c) => c.json(errorBody('RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'), 429),
  });
}

// Ten tries per address per five minutes stops password guessing and still lets a person mistype a few times.
export const DEFAULT_RATE_LIMITS: AppDeps['rateLimits'] = {
  signIn: { windowMs: 5 * 60_000, limit: 10 },
  signUp: { windowMs: 60 * 60_000, limit: 20 },
  // Forms that write a row and queue an email: enough for a family or an office behind one address, too few to
  // flood the support inbox or the outbox.
  contact: { windowMs: 60 * 60_000, limit: 10 },
  // Also bounds password guessing by someone holding a stolen session cookie.
  accountDeletion: { windowMs: 60 * 60_000, limit: 10 },
};
