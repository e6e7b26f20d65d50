import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that a browser sent from another site. Our routes call better-auth
 * directly, so its own origin check does not run; this is the one check for every route. Requests without an
 * Origin header (curl, server-to-server) carry no cookies a browser added for them, so they pass.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map((url) => new URL(url).origin));
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (SAFE_METHODS.has(c.req.method) || !origin || allowed.has(origin)) return next();
    return c.json(errorBody('FORBIDDEN', 'This request came from another website and was refused'), 403);
  };
}
