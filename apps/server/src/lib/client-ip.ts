import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the client. Behind a proxy, TRUST_PROXY names the header the proxy sets; in a list such as
 * X-Forwarded-For the rightmost entry is the one our proxy added, the others are the client's to forge.
 * Without TRUST_PROXY, headers are ignored and the socket address is used.
 */
export function clientIp(c: Context, trustProxy: string | undefined): string {
  if (trustProxy) {
    const value = c.req.header(trustProxy);
    const last = value?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests, app.request) have no socket.
    return 'local';
  }
}
