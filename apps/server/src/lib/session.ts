import { CurrentUserSchema, type CurrentUser } from '@sahay/domain';
import type { Context } from 'hono';
import { AppError } from './errors';
import type { AppEnv, SessionState } from './context';
import { touchSession } from './session-last-seen';

interface AuthUser {
  id: string;
  name: string;
  email: string | null;
  phone?: string | null;
  role?: string | null;
}

/** The one mapper from an account row to what leaves the server about the signed-in person. */
export function toCurrentUser(user: AuthUser): CurrentUser {
  return CurrentUserSchema.parse({
    id: user.id,
    name: user.name,
    email: user.email ?? null,
    phone: user.phone ?? null,
    role: user.role ?? 'patient',
  });
}

/**
 * Reads the session from the request's cookie once per request. Better-auth extends a session that is more
 * than a day old here, so its refreshed cookie is forwarded on the answer.
 */
export async function readSession(c: Context<AppEnv>): Promise<SessionState | null> {
  const cached = c.get('session');
  if (cached !== undefined) return cached;
  const { auth } = c.get('deps');
  const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  const state = response ? { user: toCurrentUser(response.user), sessionId: response.session.id, signedInAt: response.session.createdAt } : null;
  c.set('session', state);
  // The devices list's "last seen" (issue 20 part 5).
  if (state) await touchSession(c.get('deps').database.db, state.sessionId, c.get('deps').clock?.now() ?? new Date());
  return state;
}

export async function requireSession(c: Context<AppEnv>): Promise<SessionState> {
  const session = await readSession(c);
  if (!session) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
  return session;
}

/** Admins only (the admin console's endpoints): 403 for anyone else signed in. */
export function assertAdmin(user: CurrentUser): void {
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Admins only');
}
