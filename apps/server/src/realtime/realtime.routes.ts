import { upgradeWebSocket } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { WebSocket } from 'ws';
import type { AppDeps, AppEnv } from '../lib/context';
import { errorBody } from '../lib/errors';
import { readSocketSession } from '../lib/socket-session';

export const REALTIME_PATH = '/api/realtime';

/**
 * The one WebSocket endpoint. The session cookie authenticates it, and a page of another origin may not open
 * it with the person's cookie (cross-site WebSocket hijacking), so the Origin must be ours.
 */
export function realtimeRoute(deps: AppDeps, allowedOrigins: readonly string[]): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  const allowed = new Set(allowedOrigins.map((url) => new URL(url).origin));
  const authorise: MiddlewareHandler<AppEnv> = async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !allowed.has(origin)) return c.json(errorBody('FORBIDDEN', 'Cross-origin socket refused'), 403);
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return c.json(errorBody('BAD_REQUEST', 'Open this address as a WebSocket'), 400);
    // Issue 17: during a shutdown the 1012-closed clients come straight back; refused, they retry with back-off and
    // reach the next instance instead of opening (and writing presence) on this one as it goes.
    if (deps.realtime.isClosing) return c.json(errorBody('UNAVAILABLE', 'Restarting, please retry'), 503);
    const session = await readSocketSession(c);
    if (!session) return c.json(errorBody('UNAUTHENTICATED', 'Please log in to continue'), 401);
    return next();
  };
  const upgrade = upgradeWebSocket((c) => {
    const session = (c as Context<AppEnv>).get('session');
    return {
      onOpen: (_event, ws) => {
        if (!session) return ws.close(1008, 'unauthenticated');
        deps.realtime.connect(session.user.id, ws.raw as WebSocket, session.sessionId).catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'realtime: connect failed');
          ws.close(1011, 'unavailable');
        });
      },
    };
  }) as MiddlewareHandler<AppEnv>;
  return [authorise, upgrade];
}
