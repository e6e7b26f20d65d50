import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema/auth';
import { sessionForUserPlugin } from './auth-session-plugin';
import type { Logger } from './logger';
import type { PasswordHasher } from './password-hash';

// The session policy (docs/session-policy.md): 30 days, sliding, extended at most once a day of use;
// a sensitive write needs a sign-in within the last 15 minutes.
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_REFRESH_AGE_SECONDS = 24 * 60 * 60;
export const FRESH_SESSION_SECONDS = 15 * 60;

export interface AuthConfig {
  db: Database;
  secret: string;
  publicUrl: string;
  production: boolean;
  /** better-auth's own messages ("User not found", adapter errors) go to our structured log, at its level. */
  logger: Logger;
  /** scrypt with the OWASP parameters behind a concurrency cap in the server; cheaper parameters in tests. */
  passwordHasher: PasswordHasher;
}

export function createAuth({ db, secret, publicUrl, production, logger, passwordHasher }: AuthConfig) {
  const authLogger = logger.child({ component: 'better-auth' });
  // In production every cookie is Secure and __Host- prefixed: bound to this host, path /, never sent over HTTP.
  const cookieName = (name: string) => (production ? `__Host-sahay.${name}` : `sahay.${name}`);
  return betterAuth({
    appName: 'Sahay',
    baseURL: publicUrl,
    basePath: '/api/auth',
    trustedOrigins: [publicUrl],
    secret,
    telemetry: { enabled: false },
    logger: {
      // better-auth filters below this level; pino then applies LOG_LEVEL (silent in tests).
      level: 'debug',
      log: (level, message, ...args: unknown[]) => {
        const [first] = args;
        if (first instanceof Error) authLogger[level]({ err: first }, message);
        else if (args.length > 0) authLogger[level]({ details: args }, message);
        else authLogger[level](message);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: passwordHasher.hash, verify: passwordHasher.verify },
    },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false },
        role: { type: 'string', required: false, input: false, defaultValue: 'patient' },
      },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
      freshAge: FRESH_SESSION_SECONDS,
    },
    plugins: [sessionForUserPlugin],
    // Our routes call auth.api directly and apply their own limits keyed by the real client address.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' },
      cookies: {
        session_token: { name: cookieName('session_token') },
        session_data: { name: cookieName('session_data') },
        dont_remember: { name: cookieName('dont_remember') },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
