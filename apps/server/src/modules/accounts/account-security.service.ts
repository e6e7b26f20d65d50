import {
  ACCOUNT_SECURITY_MESSAGES as M,
  indianE164,
  maskPhone,
  type ChangePassword,
  type CodeSent,
  type RecentProof,
  type RecentProofState,
} from '@sahay/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hash';
import { linkVisitorRequests } from '../consultations/visitor-link';
import { codeSent, countRecipient, deliverSoon, queueCodeSms } from './code-delivery';
import { assertNewPassword, assertRecentProof, markProven, passwordHashOf, passwordMatches, provenUntil, storeNewPassword } from './credentials.service';
import { consumePhoneCode, discardPhoneCode, forgetOldCodes } from './one-time-codes.service';
import type { PhoneAuthDeps } from './phone-sign-in.service';

export type SecurityDeps = Omit<PhoneAuthDeps, 'auth' | 'headers'> & { hasher: PasswordHasher };
export interface Holder {
  userId: string;
  sessionId: string;
}

async function verifiedPhoneOf(db: Database, userId: string): Promise<string | null> {
  const [user] = await db.select({ phone: users.phone, verified: users.phoneVerified }).from(users).where(eq(users.id, userId));
  return user?.verified && user.phone ? user.phone : null;
}

export async function proofState(deps: SecurityDeps, holder: Holder): Promise<RecentProofState> {
  const until = await provenUntil(deps.db, holder.sessionId);
  const phone = await verifiedPhoneOf(deps.db, holder.userId);
  return {
    provenUntil: until && until > deps.now ? until.toISOString() : null,
    hasPassword: (await passwordHashOf(deps.db, holder.userId)) !== null,
    codeTo: phone ? maskPhone(phone) : null,
  };
}

/** A code to the account's verified number, to confirm it is them before a sensitive action. */
export async function sendProofCode(deps: SecurityDeps, holder: Holder): Promise<CodeSent> {
  const phone = await verifiedPhoneOf(deps.db, holder.userId);
  if (!phone) throw new AppError('BAD_REQUEST', M.noPhoneForCode);
  await countRecipient(deps.quota, `sms:${phone}`, deps.now);
  const id = await deps.db.transaction((tx) => queueCodeSms(tx, deps, { purpose: 'recent-proof', phone, userId: holder.userId }));
  await forgetOldCodes(deps.db, deps.now);
  await deliverSoon(deps.outbox, [id]);
  return codeSent(phone);
}

/** The password or a code typed now: this session may do sensitive things for RECENT_PROOF_MINUTES. */
export async function proveRecent(
  deps: SecurityDeps,
  holder: Holder,
  input: RecentProof & ({ password: string } | { code: string }),
): Promise<RecentProofState> {
  if ('password' in input) {
    if (!(await passwordMatches(deps.db, deps.hasher, holder.userId, input.password))) {
      throw new AppError('VALIDATION_FAILED', M.wrongPassword, { password: [M.wrongPassword] });
    }
  } else {
    const phone = await verifiedPhoneOf(deps.db, holder.userId);
    if (!phone) throw new AppError('BAD_REQUEST', M.noPhoneForCode);
    await consumePhoneCode(deps.db, deps, { purpose: 'recent-proof', phone, code: input.code });
  }
  await markProven(deps.db, holder.sessionId, deps.now);
  return proofState(deps, holder);
}

/**
 * Change password: the current one confirms it is the holder; an account made with a mobile number that has none
 * yet sets its first after a recent proof (a code). Other sessions end; returns them, for their sockets to close.
 */
export async function changePassword(deps: SecurityDeps, holder: Holder, input: ChangePassword): Promise<string[]> {
  if ((await passwordHashOf(deps.db, holder.userId)) !== null) {
    const current = input.currentPassword ?? '';
    if (!current || !(await passwordMatches(deps.db, deps.hasher, holder.userId, current))) {
      throw new AppError('VALIDATION_FAILED', M.wrongPassword, { currentPassword: [M.wrongPassword] });
    }
  } else {
    await assertRecentProof(deps.db, holder.sessionId, deps.now);
  }
  assertNewPassword(input.newPassword, 'newPassword');
  const ended = await storeNewPassword(deps.db, deps.hasher, {
    userId: holder.userId,
    password: input.newPassword,
    keepSessionId: holder.sessionId,
    how: 'changed',
  });
  await markProven(deps.db, holder.sessionId, deps.now);
  return ended;
}

/** "Add email": for an account made with a mobile number. The email then signs in with a password too, once set. */
export async function addEmail(deps: SecurityDeps, holder: Holder, email: string): Promise<void> {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, holder.userId));
  if (user?.email) throw new AppError('CONFLICT', M.emailAlreadySet, { email: [M.emailAlreadySet] });
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, holder.userId)));
  if (taken) throw new AppError('CONFLICT', M.emailInUse, { email: [M.emailInUse] });
  try {
    await deps.db.update(users).set({ email, emailVerified: false }).where(eq(users.id, holder.userId));
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('CONFLICT', M.emailInUse, { email: [M.emailInUse] });
    throw error;
  }
}

/** Change (or verify) the mobile number, step 1: a recent proof, then a code to the new number. */
export async function sendPhoneChangeCode(deps: SecurityDeps, holder: Holder, tenDigits: string): Promise<CodeSent> {
  await assertRecentProof(deps.db, holder.sessionId, deps.now);
  const phone = indianE164(tenDigits);
  await assertPhoneFree(deps.db, phone, holder.userId);
  await countRecipient(deps.quota, `sms:${phone}`, deps.now);
  const id = await deps.db.transaction((tx) => queueCodeSms(tx, deps, { purpose: 'phone-change', phone, userId: holder.userId }));
  await deliverSoon(deps.outbox, [id]);
  return codeSent(phone);
}

/** Step 2: the code from the new number makes it the account's verified number; visitor requests with it join. */
export async function changePhone(deps: SecurityDeps, holder: Holder, input: { phone: string; code: string }): Promise<string> {
  await assertRecentProof(deps.db, holder.sessionId, deps.now);
  const phone = indianE164(input.phone);
  const { userId } = await consumePhoneCode(deps.db, deps, { purpose: 'phone-change', phone, code: input.code }, { keepOnSuccess: true });
  // A code asked for by another account for the same number is not this account's.
  if (userId !== holder.userId) throw new AppError('VALIDATION_FAILED', M.codeExpired, { code: [M.codeExpired] });
  await assertPhoneFree(deps.db, phone, holder.userId);
  try {
    await deps.db.update(users).set({ phone, phoneVerified: true }).where(eq(users.id, holder.userId));
  } catch (error) {
    if (isUniqueViolation(error, 'users_verified_phone_key')) throw new AppError('CONFLICT', M.phoneInUse, { phone: [M.phoneInUse] });
    throw error;
  }
  await discardPhoneCode(deps.db, 'phone-change', phone);
  await linkVisitorRequests(deps.db, holder.userId, phone);
  return phone;
}

async function assertPhoneFree(db: Database, phone: string, userId: string) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phoneVerified, true), ne(users.id, userId)));
  if (other) throw new AppError('CONFLICT', M.phoneInUse, { phone: [M.phoneInUse] });
}
