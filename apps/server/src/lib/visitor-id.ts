import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * A browser's anonymous id, so the AI limit can count visitors who share one address (carrier NAT) one by one
 * (docs/decisions/032). The value is 128 random bits and an HMAC of them under AUTH_SECRET: a client cannot
 * make up ids of its own, only ask us for new ones, and each new one is bounded by the per-address ceiling.
 * It names nobody and is not stored anywhere but in the rate limiter's counters.
 */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

// Like the session cookies (lib/auth.ts): in production Secure and __Host- prefixed, bound to this host and path /.
export const visitorCookieName = (production: boolean) => (production ? '__Host-sahay.visitor' : 'sahay.visitor');

const sign = (secret: string, id: string) => createHmac('sha256', secret).update(`sahay.visitor:${id}`).digest('base64url');

/** The id in the request's cookie, or undefined when there is none or it is not one we signed. */
export function readVisitorId(c: Context, secret: string, production: boolean): string | undefined {
  const match = VALUE.exec(getCookie(c, visitorCookieName(production)) ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  const expected = Buffer.from(sign(secret, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : undefined;
}

export const newVisitorId = () => randomBytes(16).toString('base64url');

/** Gives the browser its id (from newVisitorId), to be sent from its next request on. */
export function issueVisitorId(c: Context, id: string, secret: string, production: boolean): void {
  setCookie(c, visitorCookieName(production), `${id}.${sign(secret, id)}`, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: production,
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
}
