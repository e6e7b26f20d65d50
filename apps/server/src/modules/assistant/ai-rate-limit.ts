import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';
import { limitByUser } from '../../lib/rate-limit';

const limiters = new WeakMap<AppDeps, MiddlewareHandler<AppEnv>>();

/**
 * One allowance per person or visitor for every AI message, whichever endpoint carries it (assistant, triage,
 * medical questions, pre-consultation): 20 a minute by default, then 429 'Rate Limit Exceeded' (spec 000 §8).
 */
export function aiRateLimit(deps: AppDeps): MiddlewareHandler<AppEnv> {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = limitByUser('ai', deps.rateLimits.ai, deps.env.TRUST_PROXY, 'Too many requests. Please wait a moment and try again.');
    limiters.set(deps, limiter);
  }
  return limiter;
}
