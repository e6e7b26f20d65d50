import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema, SessionInfoSchema, SignInSchema, SignUpSchema } from '@sahay/domain';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByClient } from '../../lib/rate-limit';
import { readSession } from '../../lib/session';
import { signIn, signOut, signUp } from './accounts.service';
import { SignInLockedError } from './sign-in-lock.service';

const UserAnswer = SessionInfoSchema.extend({ user: SessionInfoSchema.shape.user.unwrap() });

const signUpRoute = createRoute({
  method: 'post',
  path: '/sign-up',
  tags: ['Accounts'],
  summary: 'Create an account and sign in',
  request: { body: jsonBody(SignUpSchema) },
  responses: {
    201: jsonResponse(UserAnswer, 'Account created; the session cookie is set'),
    409: jsonResponse(ApiErrorSchema, 'An account with this email exists'),
    ...errorResponses,
  },
});

const signInRoute = createRoute({
  method: 'post',
  path: '/sign-in',
  tags: ['Accounts'],
  summary: 'Sign in with email and password',
  request: { body: jsonBody(SignInSchema) },
  responses: {
    200: jsonResponse(UserAnswer, 'Signed in; the session cookie is set'),
    401: jsonResponse(ApiErrorSchema, 'Wrong email or password'),
    // 429 (errorResponses) also when the account's sign-in is paused after repeated wrong passwords (decision 052).
    ...errorResponses,
  },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/sign-out',
  tags: ['Accounts'],
  summary: 'End the current session',
  responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Signed out') },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/session',
  tags: ['Accounts'],
  summary: 'The signed-in person, or null',
  responses: { 200: jsonResponse(SessionInfoSchema, 'The current session') },
});

function forwardCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

export function accountsRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/sign-in', limitByClient(deps, 'sign-in', deps.rateLimits.signIn));
  router.use('/sign-up', limitByClient(deps, 'sign-up', deps.rateLimits.signUp));

  return router
    .openapi(signUpRoute, async (c) => {
      const result = await signUp(deps.auth, deps.database.db, c.req.valid('json'), c.req.raw.headers);
      forwardCookies(c, result.cookies);
      return c.json({ user: result.user }, 201);
    })
    .openapi(signInRoute, async (c) => {
      const previous = await readSession(c);
      try {
        const result = await signIn(c.req.valid('json'), {
          auth: deps.auth,
          db: deps.database.db,
          passwordHasher: deps.passwordHasher,
          lock: deps.rateLimits.signInAccount,
          now: deps.clock?.now() ?? new Date(),
          headers: c.req.raw.headers,
          previousSessionId: previous?.sessionId ?? null,
        });
        forwardCookies(c, result.cookies);
        // The replaced session's sockets close with it (issue 16).
        if (previous) await deps.realtime.closeSocketsOf(previous.user.id, previous.sessionId);
        return c.json({ user: result.user }, 200);
      } catch (error) {
        // The app's error handler answers 429 in the one error shape, on this context, with this header.
        if (error instanceof SignInLockedError) c.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    })
    .openapi(signOutRoute, async (c) => {
      const session = await readSession(c);
      forwardCookies(c, await signOut(deps.auth, c.req.raw.headers));
      // Issue 16: this session's sockets close at once, on every instance (other devices stay signed in).
      if (session) await deps.realtime.closeSocketsOf(session.user.id, session.sessionId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(sessionRoute, async (c) => {
      const session = await readSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ user: session?.user ?? null }, 200);
    });
}
