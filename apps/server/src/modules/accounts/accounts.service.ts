import { AUTH_MESSAGES, type CurrentUser, type SignIn, type SignUp } from '@sahay/domain';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/auth';
import type { Database } from '../../db/client';
import type { Auth } from '../../lib/auth';
import { isCommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../lib/errors';
import { toCurrentUser } from '../../lib/session';

export interface AuthResult {
  user: CurrentUser;
  /** Set-Cookie values to forward to the browser. */
  cookies: string[];
}

function isAuthError(error: unknown, ...codes: string[]): boolean {
  if (!(error instanceof APIError)) return false;
  const code = (error.body as { code?: string } | undefined)?.code;
  return code !== undefined && codes.includes(code);
}

export async function signUp(auth: Auth, input: SignUp, headers: Headers): Promise<AuthResult> {
  if (isCommonPassword(input.password)) {
    throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.commonPassword.description, {
      password: [AUTH_MESSAGES.commonPassword.description],
    });
  }
  try {
    const result = await auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.fullName, phone: `+91${input.phone}` },
      headers,
      returnHeaders: true,
    });
    return { user: toCurrentUser(result.response.user), cookies: result.headers.getSetCookie() };
  } catch (error) {
    if (isAuthError(error, 'USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')) {
      throw new AppError('CONFLICT', AUTH_MESSAGES.accountExists.description, {
        email: [AUTH_MESSAGES.accountExists.description],
      });
    }
    throw error;
  }
}

/**
 * Signs in and rotates the session: a session the browser already carried is ended, so a token planted
 * before sign-in (session fixation) is worth nothing after it.
 */
export async function signIn(
  auth: Auth,
  db: Database,
  input: SignIn,
  headers: Headers,
  previousSessionId: string | null,
): Promise<AuthResult> {
  try {
    const result = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
    if (previousSessionId) await db.delete(sessions).where(eq(sessions.id, previousSessionId));
    return { user: toCurrentUser(result.response.user), cookies: result.headers.getSetCookie() };
  } catch (error) {
    if (isAuthError(error, 'INVALID_EMAIL_OR_PASSWORD', 'CREDENTIAL_ACCOUNT_NOT_FOUND')) {
      throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
    }
    throw error;
  }
}

export async function signOut(auth: Auth, headers: Headers): Promise<string[]> {
  const result = await auth.api.signOut({ headers, returnHeaders: true });
  return result.headers.getSetCookie();
}
