import { AiConversationIdSchema, detectRedFlags } from '@sahay/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { clientIp } from '../../lib/client-ip';
import type { AppDeps, AppEnv, RateLimitPolicy } from '../../lib/context';
import { errorBody } from '../../lib/errors';
import { sharedCounter, type HitCounter } from '../../lib/rate-limit';
import { readSession } from '../../lib/session';
import { issueVisitorId, newVisitorId, readVisitorId } from '../../lib/visitor-id';

// Spec 000 §8: the AI endpoints' 429 text.
const MESSAGE = 'Too many requests. Please wait a moment and try again.';

interface Bucket {
  counter: HitCounter;
  policy: RateLimitPolicy;
}

/**
 * The AI limits' counters in the shared store (decision 061). Named, not per middleware: every AI endpoint, on
 * every instance, draws on the same allowances.
 */
function bucketsOf(deps: AppDeps): Record<'person' | 'address' | 'conversation', Bucket> {
  const { ai, aiPerAddress, aiConversation } = deps.rateLimits;
  const bucket = (name: string, policy: RateLimitPolicy) => ({ counter: sharedCounter(deps.rateLimitStore, name, policy.windowMs), policy });
  return { person: bucket('ai', ai), address: bucket('ai-address', aiPerAddress), conversation: bucket('ai-conversation', aiConversation) };
}

async function bodyOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The body's conversationId (docs/decisions/032), if it is a well-formed one; the route validates the rest. */
function conversationIdOf(body: Record<string, unknown>): string | undefined {
  const parsed = AiConversationIdSchema.safeParse(body.conversationId);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Issue 13: what the person just wrote carries a red flag. Such a message is answered with the emergency line
 * and first aid from the domain, without asking the AI, so it never waits behind the person's allowance; the
 * address ceiling still bounds a script.
 */
function isEmergency(body: Record<string, unknown>): boolean {
  const said = [body.message, body.lastAnswer, body.description].filter((value): value is string => typeof value === 'string');
  return said.some((text) => detectRedFlags(text).emergency);
}

async function isOngoing(counter: HitCounter, key: string): Promise<boolean> {
  const hits = await counter.get(key);
  // The store returns a count only while its window runs.
  return !!hits && hits.totalHits > 0;
}

interface Caller {
  /** The allowances the call counts against: the person's, and for a browser without our cookie also its address's. */
  keys: string[];
  /** What a conversation id is scoped to: one person's conversations are not another's. */
  scope: string;
  signedIn: boolean;
  /** Set when the browser has no valid anonymous id: gives it one on this answer, whatever the answer is. */
  issueCookie?: () => void;
}

async function callerOf(c: Context<AppEnv>, deps: AppDeps, ip: string): Promise<Caller> {
  const session = await readSession(c);
  if (session) return { keys: [`user:${session.user.id}`], scope: `user:${session.user.id}`, signedIn: true };
  const production = deps.env.NODE_ENV === 'production';
  const { secret } = await deps.auth.$context;
  const visitor = readVisitorId(c, secret, production);
  if (visitor) return { keys: [`visitor:${visitor}`], scope: `visitor:${visitor}`, signedIn: false };
  // No cookie yet, a script that keeps none, or a forged one: counted by address, and as the browser's new id, so
  // its next call (with the cookie) continues the same allowance and the same conversation.
  const fresh = newVisitorId();
  return {
    keys: [`ip:${ip}`, `visitor:${fresh}`],
    scope: `visitor:${fresh}`,
    signedIn: false,
    issueCookie: () => issueVisitorId(c, fresh, secret, production),
  };
}

/**
 * Docs/decisions/032, spec 000 §8. Every AI message is counted against:
 * - the person: the signed-in user, else the browser's signed anonymous-id cookie, else (no valid cookie yet)
 *   the address and the id the browser is given. A conversation (`conversationId` in the body, on the endpoints that pass `conversations`)
 *   counts once, at its first call; its further calls count against the conversation's own cap.
 * - for visitors, every call against the address's ceiling, far above one person's allowance, so a neighbourhood
 *   behind one carrier NAT address works and a script that drops or rotates cookies is still bounded.
 *   Signed-in people are not counted there: a script on their address cannot lock them out.
 * A message with red flags (issue 13) counts only against the address ceiling: the emergency line never waits.
 * Over any of them: 429 with Retry-After and the JSON error shape.
 */
export function aiRateLimit(deps: AppDeps, options: { conversations?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const { person, address, conversation } = bucketsOf(deps);

  return async (c, next) => {
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    const caller = await callerOf(c, deps, ip);
    const body = await bodyOf(c);
    const conversationId = options.conversations ? conversationIdOf(body) : undefined;
    const conversationKey = conversationId ? `${caller.scope}:${conversationId}` : undefined;
    const charges: [Bucket, string][] = [];
    if (!caller.signedIn) charges.push([address, `ip:${ip}`]);
    if (!isEmergency(body)) {
      if (!conversationKey || !(await isOngoing(conversation.counter, conversationKey))) {
        for (const key of caller.keys) charges.push([person, key]);
      }
      if (conversationKey) charges.push([conversation, conversationKey]);
    }

    for (const [bucket, key] of charges) {
      const { totalHits, resetTime } = await bucket.counter.increment(key);
      if (totalHits > bucket.policy.limit) {
        caller.issueCookie?.();
        c.header('Retry-After', String(Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))));
        return c.json(errorBody('RATE_LIMITED', MESSAGE), 429);
      }
    }
    await next();
    caller.issueCookie?.();
  };
}
