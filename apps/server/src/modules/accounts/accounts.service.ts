import { AUTH_MESSAGES, indianE164, VALIDATION_MESSAGES, type CurrentUser, type SignIn, type SignUp } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { accounts, sessions, users } from '../../db/schema/auth';
import type { Database } from '../../db/client';
import type { Auth } from '../../lib/auth';
import { isCommonPassword } from '../../lib/common-passwords';
import type { AccountLockPolicy } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hash';
import { toCurrentUser } from '../../lib/session';
import { beginSignInAttempt, clearSignInFailures, recordSignInFailure } from './sign-in-lock.service';

export interface AuthResult {
  user: CurrentUser;
  /** Set-Cookie values to forward to the browser. */
  cookies: string[];
}

/**
 * By its code, not its class: a body that fails better-auth's own schema is refused by better-call, whose APIError
 * is another copy of the class than the one `better-auth/api` exports.
 */
function isAuthError(error: unknown, ...codes: string[]): boolean {
  if (!(error instanceof Error) || !('body' in error)) return false;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && codes.includes(code);
}

/**
 * Two sign-ups with one email at once both pass better-auth's "exists?" check; the second then hits the unique
 * index, which better-auth reports as FAILED_TO_CREATE_USER without its cause. The account being there now tells
 * the two apart (issue 16: one 201, the others 409).
 */
async function lostSignUpRace(db: Database, error: unknown, email: string): Promise<boolean> {
  if (!isAuthError(error, 'FAILED_TO_CREATE_USER')) return false;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return existing !== undefined;
}

export async function signUp(auth: Auth, db: Database, input: SignUp, headers: Headers): Promise<AuthResult> {
  if (isCommonPassword(input.password)) {
    throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.commonPassword.description, {
      password: [AUTH_MESSAGES.commonPassword.description],
    });
  }
  try {
    const result = await auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.fullName, phone: indianE164(input.phone) },
      headers,
      returnHeaders: true,
    });
    return { user: toCurrentUser(result.response.user), cookies: result.headers.getSetCookie() };
  } catch (error) {
    if (isAuthError(error, 'USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') || (await lostSignUpRace(db, error, input.email))) {
      throw new AppError('CONFLICT', AUTH_MESSAGES.accountExists.description, {
        email: [AUTH_MESSAGES.accountExists.description],
      });
    }
    // better-auth checks emails more strictly than the spec's 'text@text.text' (a one-letter top-level domain,
    // letters outside ASCII): what it refuses is a bad email to the person, not a server fault.
    if (isAuthError(error, 'INVALID_EMAIL') || (isAuthError(error, 'VALIDATION_ERROR') && error instanceof Error && error.message.includes('body.email'))) {
      throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.invalidEmail.description, { email: [AUTH_MESSAGES.invalidEmail.description] });
    }
    throw error;
  }
}

export interface SignInOptions {
  auth: Auth;
  db: Database;
  passwordHasher: PasswordHasher;
  lock: AccountLockPolicy;
  now: Date;
  headers: Headers;
  /** The session the browser arrived with, if any. */
  previousSessionId: string | null;
}

/**
 * Signs in and rotates the session: a session the browser already carried is ended, so a token planted
 * before sign-in (session fixation) is worth nothing after it. Attempts count against the email before the
 * password is checked (decision 052); a paused email is refused without a check.
 */
export async function signIn(input: SignIn, options: SignInOptions): Promise<AuthResult> {
  const { auth, db, headers, previousSessionId } = options;
  await beginSignInAttempt(db, options.lock, input.email, options.now);
  let result;
  try {
    result = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    // INVALID_EMAIL: an email better-auth refuses could never sign up, so no account has it.
    if (isAuthError(error, 'INVALID_EMAIL_OR_PASSWORD', 'CREDENTIAL_ACCOUNT_NOT_FOUND', 'INVALID_EMAIL')) {
      await recordSignInFailure(db, options.lock, input.email, options.now);
      throw new AppError('UNAUTHENTICATED', VALIDATION_MESSAGES['auth.invalidCredentials']);
    }
    throw error;
  }
  await clearSignInFailures(db, input.email);
  await upgradePasswordHash(db, options.passwordHasher, result.response.user.id, input.password);
  if (previousSessionId) await db.delete(sessions).where(eq(sessions.id, previousSessionId));
  return { user: toCurrentUser(result.response.user), cookies: result.headers.getSetCookie() };
}

/**
 * A hash made with older parameters (decision 052: N=2^14 before, 2^17 now) is replaced while the password is at
 * hand, that is right after it was verified. Costs one more hash, once per account.
 */
async function upgradePasswordHash(db: Database, hasher: PasswordHasher, userId: string, password: string) {
  const where = and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'));
  const [credential] = await db.select({ hash: accounts.password }).from(accounts).where(where);
  if (!credential?.hash || !hasher.needsRehash(credential.hash)) return;
  await db
    .update(accounts)
    .set({ password: await hasher.hash(password) })
    .where(where);
}

export async function signOut(auth: Auth, headers: Headers): Promise<string[]> {
  const result = await auth.api.signOut({ headers, returnHeaders: true });
  return result.headers.getSetCookie();
}
