import { ACCOUNT_SECURITY_MESSAGES as M, indianE164, type CodeSent, type CurrentUser, type PhoneSignIn } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Auth } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { OutboxWorker } from '../../lib/outbox-port';
import { toCurrentUser } from '../../lib/session';
import { linkVisitorRequests } from '../consultations/visitor-link';
import { codeSent, countRecipient, deliverSoon, queueCodeSms, type RecipientQuota } from './code-delivery';
import { consumePhoneCode, forgetOldCodes, type CodeContext } from './one-time-codes.service';

export interface PhoneAuthDeps extends CodeContext {
  auth: Auth;
  db: Database;
  outbox: OutboxWorker;
  quota: RecipientQuota;
  headers: Headers;
}

/** The account that signs in with this number: only one whose holder has verified it (issue 20 part 4). */
export async function accountWithVerifiedPhone(db: Database, phone: string): Promise<{ id: string } | undefined> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phoneVerified, true)));
  return account;
}

/**
 * "Use mobile number": a sign-in code by SMS, whether or not an account uses the number (the answer is the same,
 * so it tells nothing about who has an account; the code itself goes only to the number's holder).
 */
export async function sendSignInCode(deps: PhoneAuthDeps, tenDigits: string): Promise<CodeSent> {
  const phone = indianE164(tenDigits);
  await countRecipient(deps.quota, `sms:${phone}`, deps.now);
  const account = await accountWithVerifiedPhone(deps.db, phone);
  const id = await deps.db.transaction((tx) => queueCodeSms(tx, deps, { purpose: 'phone-sign-in', phone, userId: account?.id ?? null }));
  await forgetOldCodes(deps.db, deps.now);
  await deliverSoon(deps.outbox, [id]);
  return codeSent(phone);
}

export interface PhoneSignInResult {
  user: CurrentUser;
  cookies: string[];
  created: boolean;
}

/**
 * Signs in with the code, or signs up when no account uses the number: then the name is needed, and a right code
 * without one is kept for the second try (400 under `fullName`). The browser's earlier session ends (as at password
 * sign-in), and requests made as a visitor with this number join the account (decision 062).
 */
export async function signInWithCode(deps: PhoneAuthDeps, input: PhoneSignIn & { code: string }, previousSessionId: string | null): Promise<PhoneSignInResult> {
  const phone = indianE164(input.phone);
  const existing = await accountWithVerifiedPhone(deps.db, phone);
  const needsName = !existing && !input.fullName;
  await consumePhoneCode(deps.db, deps, { purpose: 'phone-sign-in', phone, code: input.code }, { keepOnSuccess: needsName });
  if (needsName) throw new AppError('VALIDATION_FAILED', M.needsName, { fullName: [M.needsName] });
  const userId = existing?.id ?? (await createPhoneAccount(deps.db, phone, input.fullName ?? ''));
  const result = await deps.auth.api.startSessionFor({ body: { userId }, headers: deps.headers, returnHeaders: true });
  if (previousSessionId) await deps.db.delete(sessions).where(eq(sessions.id, previousSessionId));
  await linkVisitorRequests(deps.db, userId, phone);
  return { user: toCurrentUser(result.response.user), cookies: result.headers.getSetCookie(), created: !existing };
}

/** An account with a name and a verified number only: no email, no password (both can be added later). */
async function createPhoneAccount(db: Database, phone: string, name: string): Promise<string> {
  try {
    const [created] = await db.insert(users).values({ name, phone, phoneVerified: true }).returning({ id: users.id });
    if (!created) throw new Error('account not created');
    return created.id;
  } catch (error) {
    // Two sign-ups with one number at once: the second finds the first's account.
    if (!isUniqueViolation(error, 'users_verified_phone_key')) throw error;
    const account = await accountWithVerifiedPhone(db, phone);
    if (!account) throw error;
    return account.id;
  }
}
