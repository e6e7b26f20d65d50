import { createRoute, z } from '@hono/zod-openapi';
import {
  AddEmailSchema,
  appLanguageFromHeader,
  ApiErrorSchema,
  ChangePasswordSchema,
  ChangePhoneCodeSchema,
  ChangePhoneSchema,
  CodeSentSchema,
  CurrentUserSchema,
  DeviceSessionListSchema,
  RecentProofSchema,
  RecentProofStateSchema,
} from '@sahay/domain';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByClient } from '../../lib/rate-limit';
import { requireSession, toCurrentUser } from '../../lib/session';
import { users } from '../../db/schema/auth';
import { eq } from 'drizzle-orm';
import {
  addEmail,
  changePassword,
  changePhone,
  proofState,
  proveRecent,
  sendPhoneChangeCode,
  sendProofCode,
  type SecurityDeps,
} from './account-security.service';
import { signOut } from './accounts.service';
import { endAllSessions, endDeviceSession, listDeviceSessions } from './device-sessions.service';
import { phoneAuthDeps } from './phone-auth.routes';

const signedIn = {
  401: jsonResponse(ApiErrorSchema, 'Not signed in'),
  403: jsonResponse(ApiErrorSchema, 'PROOF_REQUIRED: confirm with a password or a code first'),
  ...errorResponses,
} as const;
const ok = z.object({ ok: z.literal(true) });
const sessionParam = z.object({ id: z.uuid('Not a session id').openapi({ param: { name: 'id', in: 'path' } }) });
const route = <P extends string>(method: 'get' | 'post', path: P, summary: string) => ({ method, path, tags: ['Account'], summary });

const listRoute = createRoute({
  ...route('get', '/account/sessions', 'My signed-in devices: when each signed in, when it was last used, and what it is'),
  responses: { 200: jsonResponse(DeviceSessionListSchema, 'The devices, most recent first'), ...signedIn },
});
const endOneRoute = createRoute({
  ...route('post', '/account/sessions/{id}/sign-out', 'Sign out one of my devices (its live connections close at once)'),
  request: { params: sessionParam },
  responses: { 200: jsonResponse(ok, 'Signed out'), 404: jsonResponse(ApiErrorSchema, 'Not one of my devices'), ...signedIn },
});
const endAllRoute = createRoute({
  ...route('post', '/account/sessions/sign-out-everywhere', 'Sign out every device, this one included'),
  responses: { 200: jsonResponse(ok, 'Signed out everywhere; the cookie is cleared'), ...signedIn },
});
const passwordRoute = createRoute({
  ...route('post', '/account/password', 'Change my password (the current one, or a recent code when the account has none); other devices are signed out'),
  request: { body: jsonBody(ChangePasswordSchema) },
  responses: { 200: jsonResponse(ok, 'Changed'), ...signedIn },
});
const proofStateRoute = createRoute({
  ...route('get', '/account/proof', 'Whether this session was recently proven, and how it can be'),
  responses: { 200: jsonResponse(RecentProofStateSchema, 'The state'), ...signedIn },
});
const proofCodeRoute = createRoute({
  ...route('post', '/account/proof/code', 'Send a code to my verified number, to confirm it is me'),
  responses: { 200: jsonResponse(CodeSentSchema, 'Sent'), ...signedIn },
});
const proveRoute = createRoute({
  ...route('post', '/account/proof', 'Confirm it is me with my password or a code: sensitive actions are allowed for 15 minutes'),
  request: { body: jsonBody(RecentProofSchema) },
  responses: { 200: jsonResponse(RecentProofStateSchema, 'Proven'), ...signedIn },
});
const emailRoute = createRoute({
  ...route('post', '/account/email', 'Add an email to an account made with a mobile number'),
  request: { body: jsonBody(AddEmailSchema) },
  responses: {
    200: jsonResponse(z.object({ user: CurrentUserSchema }), 'Added'),
    409: jsonResponse(ApiErrorSchema, 'Email taken or already set'),
    ...signedIn,
  },
});
const phoneCodeRoute = createRoute({
  ...route('post', '/account/phone/code', 'Change or verify my mobile number, step 1 (needs a recent proof): a code to the new number'),
  request: { body: jsonBody(ChangePhoneCodeSchema) },
  responses: { 200: jsonResponse(CodeSentSchema, 'Sent'), 409: jsonResponse(ApiErrorSchema, 'Number used by another account'), ...signedIn },
});
const phoneRoute = createRoute({
  ...route('post', '/account/phone', 'Change or verify my mobile number, step 2: the code makes it my verified number'),
  request: { body: jsonBody(ChangePhoneSchema) },
  responses: {
    200: jsonResponse(z.object({ user: CurrentUserSchema }), 'Changed'),
    409: jsonResponse(ApiErrorSchema, 'Number used by another account'),
    ...signedIn,
  },
});

export function accountSecurityRoutes(deps: AppDeps) {
  const router = createRouter();
  const checks = limitByClient(deps, 'code-checks', deps.rateLimits.codeChecks);
  const sends = limitByClient(deps, 'codes-per-address', deps.rateLimits.codesPerAddress);
  // Every check of a password or code from one address counts (GET /account/proof too: it is cheap and rare).
  for (const path of ['/account/password', '/account/proof', '/account/phone']) router.use(path, checks);
  for (const path of ['/account/proof/code', '/account/phone/code']) router.use(path, sends);

  const holderOf = async (c: Context<AppEnv>) => {
    const session = await requireSession(c);
    const base = await phoneAuthDeps(deps, c);
    const security: SecurityDeps = { ...base, hasher: deps.passwordHasher };
    return { session, security, holder: { userId: session.user.id, sessionId: session.sessionId } };
  };
  const currentUser = async (userId: string) => {
    const [row] = await deps.database.db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error('account gone');
    return toCurrentUser(row);
  };

  return router
    .openapi(listRoute, async (c) => {
      const { session, security } = await holderOf(c);
      // Issue 20 part 2: the device names in the language the app asks in (Accept-Language, sent with every call).
      const language = appLanguageFromHeader(c.req.header('accept-language'));
      return c.json({ sessions: await listDeviceSessions(security.db, session.user.id, session.sessionId, security.now, language) }, 200);
    })
    .openapi(endOneRoute, async (c) => {
      const { session } = await holderOf(c);
      const { id } = c.req.valid('param');
      await endDeviceSession(deps.database.db, session.user.id, id);
      await deps.realtime.closeSocketsOf(session.user.id, id);
      if (id === session.sessionId) for (const cookie of await signOut(deps.auth, c.req.raw.headers)) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ ok: true as const }, 200);
    })
    .openapi(endAllRoute, async (c) => {
      const { session } = await holderOf(c);
      await endAllSessions(deps.database.db, session.user.id);
      await deps.realtime.closeSocketsOf(session.user.id);
      for (const cookie of await signOut(deps.auth, c.req.raw.headers)) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ ok: true as const }, 200);
    })
    .openapi(passwordRoute, async (c) => {
      const { session, security, holder } = await holderOf(c);
      const ended = await changePassword(security, holder, c.req.valid('json'));
      for (const id of ended) await deps.realtime.closeSocketsOf(session.user.id, id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(proofStateRoute, async (c) => {
      const { security, holder } = await holderOf(c);
      return c.json(await proofState(security, holder), 200);
    })
    .openapi(proofCodeRoute, async (c) => {
      const { security, holder } = await holderOf(c);
      return c.json(await sendProofCode(security, holder), 200);
    })
    .openapi(proveRoute, async (c) => {
      const { security, holder } = await holderOf(c);
      return c.json(await proveRecent(security, holder, c.req.valid('json')), 200);
    })
    .openapi(emailRoute, async (c) => {
      const { security, holder } = await holderOf(c);
      await addEmail(security, holder, c.req.valid('json').email);
      return c.json({ user: await currentUser(holder.userId) }, 200);
    })
    .openapi(phoneCodeRoute, async (c) => {
      const { security, holder } = await holderOf(c);
      return c.json(await sendPhoneChangeCode(security, holder, c.req.valid('json').phone), 200);
    })
    .openapi(phoneRoute, async (c) => {
      const { security, holder } = await holderOf(c);
      await changePhone(security, holder, c.req.valid('json'));
      return c.json({ user: await currentUser(holder.userId) }, 200);
    });
}
