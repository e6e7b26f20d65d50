import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Issue 20: a session for an account whose holder proved themselves another way than the password (a code sent to
 * their verified number, a password-reset link). Server-only: callable as `auth.api.startSessionFor` from our routes,
 * never reachable over HTTP. The session and its cookie are made exactly as a password sign-in makes them.
 */
export const sessionForUserPlugin = {
  id: 'sahay-session-for-user',
  endpoints: {
    startSessionFor: createAuthEndpoint.serverOnly({ method: 'POST', body: z.object({ userId: z.string() }) }, async (ctx) => {
      const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
      if (!user) throw new APIError('NOT_FOUND', { message: 'No such account' });
      const session = await ctx.context.internalAdapter.createSession(user.id);
      await setSessionCookie(ctx, { session, user });
      return ctx.json({ user, session });
    }),
  },
} satisfies BetterAuthPlugin;
