import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessions, users } from '../db/schema/auth';
import type { AppEnv, SessionState } from './context';
import { readSession, toCurrentUser } from './session';
import { touchSession } from './session-last-seen';

/**
 * The session check of a socket being opened (issue 17 part 6): the session and its account in one query, where
 * better-auth's getSession reads them in two. Thousands of sockets open at once after a restart, so this is their
 * hot path. Better-auth stays the authority whenever it has something to do: a session due for its daily extension
 * goes through it (readSession), and so does every ordinary request. Like better-auth, the cookie must carry our
 * signature and the session must not have expired.
 */
export async function readSocketSession(c: Context<AppEnv>): Promise<SessionState | null> {
  const deps = c.get('deps');
  const auth = await deps.auth.$context;
  const token = signedValue(getCookie(c, auth.authCookies.sessionToken.name), auth.secret);
  if (!token) return null;
  const [row] = await deps.database.db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) return null;
  const { expiresIn, updateAge } = auth.sessionConfig;
  if (row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now) return readSession(c);
  const state: SessionState = { user: toCurrentUser(row.user), sessionId: row.sessionId, signedInAt: row.createdAt };
  c.set('session', state);
  await touchSession(deps.database.db, state.sessionId, deps.clock?.now() ?? new Date());
  return state;
}

/** better-call's signed cookie: `value.signature`, the signature the base64 HMAC-SHA256 of the value. */
function signedValue(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = Buffer.from(cookie.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}
