import { CHAT_MESSAGES_PER_MINUTE } from '@sahay/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { clientIp } from './client-ip';
import type { AppDeps, AppEnv, RateLimitPolicy } from './context';
import { errorBody } from './errors';
import { readSession } from './session';

const DEFAULT_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

/**
 * A fixed-window limit per key. Over the limit: 429 with Retry-After and the JSON error shape.
 * The store is in memory, one per server instance (docs/session-policy.md).
 */
function limitBy(
  name: string,
  policy: RateLimitPolicy,
  key: (c: Context<AppEnv>) => string | Promise<string>,
  message = DEFAULT_MESSAGE,
): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: policy.windowMs,
    limit: policy.limit,
    standardHeaders: 'draft-7',
    keyGenerator: async (c) => `${name}:${await key(c)}`,
    handler: (c) => c.json(errorBody('RATE_LIMITED', message), 429),
  });
}

/** Per client address: for forms anyone may send (sign-in, contact). */
export function limitByClient(name: string, policy: RateLimitPolicy, trustProxy: string | undefined, message?: string): MiddlewareHandler<AppEnv> {
  return limitBy(name, policy, (c) => clientIp(c, trustProxy), message);
}

/**
 * Per signed-in person, or per client address for a visitor: a family behind one address does not share one
 * person's allowance, and a visitor cannot escape the limit by signing out.
 */
export function limitByUser(name: string, policy: RateLimitPolicy, trustProxy: string | undefined, message?: string): MiddlewareHandler<AppEnv> {
  return limitBy(
    name,
    policy,
    async (c) => {
      const session = await readSession(c);
      return session ? `user:${session.user.id}` : `ip:${clientIp(c, trustProxy)}`;
    },
    message,
  );
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
  // Twenty AI messages a minute is more than anyone types, and bounds what a script can cost us.
  ai: { windowMs: 60_000, limit: 20 },
  chatMessages: { windowMs: 60_000, limit: CHAT_MESSAGES_PER_MINUTE },
  // Enough for a family making several requests and changing their mind about the doctor; too few to page
  // experts over and over.
  consultationRequests: { windowMs: 60 * 60_000, limit: 30 },
};
