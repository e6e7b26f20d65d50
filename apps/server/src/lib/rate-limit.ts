import { CHAT_MESSAGES_PER_MINUTE } from '@sahay/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import type { HitCount, RateLimitStore } from '../providers/rate-limit/rate-limit-store';
import { clientIp } from './client-ip';
import type { AppDeps, AppEnv, RateLimitPolicy } from './context';
import { errorBody } from './errors';
import { readSession } from './session';

const DEFAULT_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

/**
 * One limit's counter in the shared store (decision 061): its keys are prefixed with the limit's name, so every
 * limit, and every route that shares one, has its own bucket on every instance.
 */
export interface HitCounter {
  get(key: string): Promise<HitCount | undefined>;
  increment(key: string): Promise<HitCount>;
}

export function sharedCounter(store: RateLimitStore, name: string, windowMs: number): HitCounter & Store<AppEnv> {
  const named = (key: string) => `${name}:${key}`;
  return {
    prefix: `${name}:`,
    localKeys: false,
    get: (key) => store.get(named(key)),
    increment: (key) => store.increment(named(key), windowMs),
    decrement: (key) => store.decrement(named(key)),
    resetKey: (key) => store.reset(named(key)),
  };
}

/**
 * A fixed-window limit per key, counted in the shared store. Over the limit: 429 with Retry-After and the JSON
 * error shape.
 */
function limitBy(
  deps: AppDeps,
  name: string,
  policy: RateLimitPolicy,
  key: (c: Context<AppEnv>) => string | Promise<string>,
  message = DEFAULT_MESSAGE,
  countOnlyFailures = false,
): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: policy.windowMs,
    limit: policy.limit,
    skipSuccessfulRequests: countOnlyFailures,
    standardHeaders: 'draft-7',
    store: sharedCounter(deps.rateLimitStore, name, policy.windowMs),
    keyGenerator: key,
    handler: (c) => c.json(errorBody('RATE_LIMITED', message), 429),
  });
}

/** Per client address: for forms anyone may send (sign-in, contact). */
export function limitByClient(deps: AppDeps, name: string, policy: RateLimitPolicy, message?: string): MiddlewareHandler<AppEnv> {
  return limitBy(deps, name, policy, (c) => clientIp(c, deps.env.TRUST_PROXY), message);
}

/**
 * Per client address, counting only the answers that failed: share links opened by a clinic behind one address
 * are never stopped, a guesser is (decision 071). Over the limit, every lookup waits, found or not.
 */
export function limitFailuresByClient(deps: AppDeps, name: string, policy: RateLimitPolicy, message?: string): MiddlewareHandler<AppEnv> {
  return limitBy(deps, name, policy, (c) => clientIp(c, deps.env.TRUST_PROXY), message, true);
}

/**
 * Per signed-in person, or per client address for a visitor: a family behind one address does not share one
 * person's allowance, and a visitor cannot escape the limit by signing out.
 */
export function limitByUser(deps: AppDeps, name: string, policy: RateLimitPolicy, message?: string): MiddlewareHandler<AppEnv> {
  return limitBy(
    deps,
    name,
    policy,
    async (c) => {
      const session = await readSession(c);
      return session ? `user:${session.user.id}` : `ip:${clientIp(c, deps.env.TRUST_PROXY)}`;
    },
    message,
  );
}

// Ten tries per address per five minutes stops password guessing and still lets a person mistype a few times.
export const DEFAULT_RATE_LIMITS: AppDeps['rateLimits'] = {
  signIn: { windowMs: 5 * 60_000, limit: 10 },
  // Per account from any address (decision 052): five wrong passwords in 15 minutes pause that account for 15.
  // A person who mistypes a few times is not stopped; a botnet guessing one account gets 20 tries an hour.
  signInAccount: { windowMs: 15 * 60_000, limit: 5, lockMs: 15 * 60_000 },
  signUp: { windowMs: 60 * 60_000, limit: 20 },
  // Forms that write a row and queue an email: enough for a family or an office behind one address, too few to
  // flood the support inbox or the outbox.
  contact: { windowMs: 60 * 60_000, limit: 10 },
  // Also bounds password guessing by someone holding a stolen session cookie.
  accountDeletion: { windowMs: 60 * 60_000, limit: 10 },
  // Twenty AI messages a minute is more than anyone types, and bounds what a script can cost us.
  ai: { windowMs: 60_000, limit: 20 },
  // Twenty people's allowance: a carrier NAT address shared by a neighbourhood keeps working, a script that
  // throws its cookie away after every call is still bounded (docs/decisions/032).
  aiPerAddress: { windowMs: 60_000, limit: 400 },
  // A triage chat makes 9 calls (8 follow-ups and the analysis); the rest leaves room for retrying the analysis.
  aiConversation: { windowMs: 30 * 60_000, limit: 20 },
  chatMessages: { windowMs: 60_000, limit: CHAT_MESSAGES_PER_MINUTE },
  // Enough for a family making several requests and changing their mind about the doctor; too few to page
  // experts over and over.
  consultationRequests: { windowMs: 60 * 60_000, limit: 30 },
  // Health share tokens that were not found, per address (decision 071): a person who mistypes or holds an old
  // link fails a few times; the tokens have 192 random bits, so this only keeps scanners from costing us queries.
  shareLookups: { windowMs: 15 * 60_000, limit: 30 },
  // Each export reads every table of the person (decision 074): both formats a few times over, then a pause.
  dataExports: { windowMs: 15 * 60_000, limit: 10 },
  // Issue 20: five codes an hour for one number, with 5 tries each and 30 s between codes, give a guesser 25 tries
  // an hour against a million codes, and a person enough resends for a slow network.
  codesPerRecipient: { windowMs: 60 * 60_000, limit: 5 },
  // A carrier NAT address is shared (ARCHITECTURE: by account first, address as a backstop): 30 numbers an hour.
  codesPerAddress: { windowMs: 60 * 60_000, limit: 30 },
  codeChecks: { windowMs: 15 * 60_000, limit: 60 },
};
