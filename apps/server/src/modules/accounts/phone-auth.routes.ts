import { createRoute, z } from '@hono/zod-openapi';
import { CodeSentSchema, CurrentUserSchema, ForgotPasswordSchema, PhoneCodeRequestSchema, PhoneSignInSchema, ResetPasswordSchema } from '@sahay/domain';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByClient, sharedCounter } from '../../lib/rate-limit';
import { readSession } from '../../lib/session';
import type { RecipientQuota } from './code-delivery';
import { forgotPassword, resetPassword } from './password-recovery.service';
import { sendSignInCode, signInWithCode, type PhoneAuthDeps } from './phone-sign-in.service';

const SignedInSchema = z.object({ user: CurrentUserSchema });

const codeRoute = createRoute({
  method: 'post',
  path: '/phone/code',
  tags: ['Accounts'],
  summary: 'Send a 6-digit sign-in code by SMS (5 minutes, 5 tries); the answer is the same whether or not an account uses the number',
  request: { body: jsonBody(PhoneCodeRequestSchema) },
  responses: { 200: jsonResponse(CodeSentSchema, 'A code is on its way'), ...errorResponses },
});

const signInRoute = createRoute({
  method: 'post',
  path: '/phone/sign-in',
  tags: ['Accounts'],
  summary: 'Sign in with the code; signs up when no account uses the number (then fullName is needed: 400 under fullName, code kept)',
  request: { body: jsonBody(PhoneSignInSchema) },
  responses: {
    200: jsonResponse(SignedInSchema.extend({ created: z.boolean() }), 'Signed in (created: a new account); the session cookie is set'),
    ...errorResponses,
  },
});

const forgotRoute = createRoute({
  method: 'post',
  path: '/password/forgot',
  tags: ['Accounts'],
  summary: 'Forgot password: a code by SMS to a verified number or a link by email; the same answer whether or not an account uses it',
  request: { body: jsonBody(ForgotPasswordSchema) },
  responses: { 200: jsonResponse(z.object({ message: z.string() }), 'Sent if an account uses it'), ...errorResponses },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/password/reset',
  tags: ['Accounts'],
  summary: 'A new password from a reset code or link: ends every session of the account and signs this browser in',
  request: { body: jsonBody(ResetPasswordSchema) },
  responses: { 200: jsonResponse(SignedInSchema, 'Password reset; the session cookie is set'), ...errorResponses },
});

function forwardCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

/** What the code services need for this request. */
export async function phoneAuthDeps(deps: AppDeps, c: Context<AppEnv>): Promise<PhoneAuthDeps> {
  const policy = deps.rateLimits.codesPerRecipient;
  const quota: RecipientQuota = { counter: sharedCounter(deps.rateLimitStore, 'codes-per-recipient', policy.windowMs), limit: policy.limit };
  return {
    auth: deps.auth,
    db: deps.database.db,
    outbox: deps.outbox,
    quota,
    headers: c.req.raw.headers,
    // better-auth's secret also keys the codes' hashes (one-time-codes.service.ts).
    key: (await deps.auth.$context).secret,
    now: deps.clock?.now() ?? new Date(),
  };
}

export function phoneAuthRoutes(deps: AppDeps) {
  const router = createRouter();
  const sends = limitByClient(deps, 'codes-per-address', deps.rateLimits.codesPerAddress);
  const checks = limitByClient(deps, 'code-checks', deps.rateLimits.codeChecks);
  router.use('/phone/code', sends);
  router.use('/password/forgot', sends);
  router.use('/phone/sign-in', checks);
  router.use('/password/reset', checks);

  return router
    .openapi(codeRoute, async (c) => c.json(await sendSignInCode(await phoneAuthDeps(deps, c), c.req.valid('json').phone), 200))
    .openapi(signInRoute, async (c) => {
      const previous = await readSession(c);
      const result = await signInWithCode(await phoneAuthDeps(deps, c), c.req.valid('json'), previous?.sessionId ?? null);
      forwardCookies(c, result.cookies);
      if (previous) await deps.realtime.closeSocketsOf(previous.user.id, previous.sessionId);
      return c.json({ user: result.user, created: result.created }, 200);
    })
    .openapi(forgotRoute, async (c) => c.json(await forgotPassword(await phoneAuthDeps(deps, c), c.req.valid('json')), 200))
    .openapi(resetRoute, async (c) => {
      const previous = await readSession(c);
      const base = await phoneAuthDeps(deps, c);
      const result = await resetPassword({ ...base, hasher: deps.passwordHasher, realtime: deps.realtime }, c.req.valid('json'), previous?.sessionId ?? null);
      forwardCookies(c, result.cookies);
      if (previous && previous.user.id !== result.user.id) await deps.realtime.closeSocketsOf(previous.user.id, previous.sessionId);
      return c.json({ user: result.user }, 200);
    });
}
