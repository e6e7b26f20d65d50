import { ACCOUNT_SECURITY_MESSAGES as M, indianE164, type ForgotPassword, type OutboxTemplate, type ResetPassword } from '@sahay/domain';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/auth';
import { outbox } from '../../db/schema/platform';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hash';
import { toCurrentUser } from '../../lib/session';
import type { RealtimeHub } from '../../realtime/hub';
import { outboxMessage } from '../notifications/message-templates';
import { languageOf } from '../notifications/recipient-language';
import { countRecipient, deliverSoon, queueCodeSms } from './code-delivery';
import { assertNewPassword, markProven, storeNewPassword } from './credentials.service';
import { consumePhoneCode, consumeResetLink, forgetOldCodes, issueResetLink, ResendTooSoonError } from './one-time-codes.service';
import { accountWithVerifiedPhone, type PhoneAuthDeps } from './phone-sign-in.service';
import { clearSignInFailures } from './sign-in-lock.service';

export const RESET_LINK_TEMPLATE = 'password-reset-link' satisfies OutboxTemplate;

/**
 * "Forgot password?": a code by SMS to a verified number, or a link by email. The answer is the same whether or not
 * an account uses the number or email, and whether or not a code was sent moments ago (no account enumeration).
 */
export async function forgotPassword(deps: PhoneAuthDeps, input: ForgotPassword): Promise<{ message: string }> {
  const queued: number[] = [];
  if (input.channel === 'sms') {
    const phone = indianE164(input.phone);
    await countRecipient(deps.quota, `sms:${phone}`, deps.now);
    const account = await accountWithVerifiedPhone(deps.db, phone);
    if (account) {
      try {
        queued.push(await deps.db.transaction((tx) => queueCodeSms(tx, deps, { purpose: 'password-reset', phone, userId: account.id })));
      } catch (error) {
        // The earlier code still works; saying "wait" here would tell that an account uses the number.
        if (!(error instanceof ResendTooSoonError)) throw error;
      }
    }
  } else {
    await countRecipient(deps.quota, `email:${input.email}`, deps.now);
    const [account] = await deps.db
      .select({ id: users.id, name: users.name, email: users.email, language: users.preferredLanguage })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`);
    if (account?.email) {
      const email = account.email;
      const id = await deps.db.transaction(async (tx) => {
        const token = await issueResetLink(tx, deps, account.id);
        const [row] = await tx
          .insert(outbox)
          .values(outboxMessage('email', email, RESET_LINK_TEMPLATE, { token, name: account.name }, languageOf(account.language)))
          .returning({ id: outbox.id });
        return row?.id;
      });
      if (id !== undefined) queued.push(id);
    }
  }
  await forgetOldCodes(deps.db, deps.now);
  await deliverSoon(deps.outbox, queued);
  return { message: M.resetSent };
}

/**
 * A new password from a reset code or link. Every session of the account ends (their sockets close), this browser
 * gets a new one, and the account's failed sign-ins are forgotten. Any session it carried before ends too.
 */
export async function resetPassword(
  deps: PhoneAuthDeps & { hasher: PasswordHasher; realtime: RealtimeHub },
  input: ResetPassword & { password: string },
  previousSessionId: string | null,
) {
  assertNewPassword(input.password);
  const userId = 'token' in input ? await deps.db.transaction((tx) => consumeResetLink(tx, deps, input.token)) : await userOfResetCode(deps, input);
  await storeNewPassword(deps.db, deps.hasher, { userId, password: input.password, keepSessionId: null, how: 'reset' });
  await deps.realtime.closeSocketsOf(userId);
  const [account] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (account?.email) await clearSignInFailures(deps.db, account.email.toLowerCase());
  // The browser may have carried someone else's session: it ends, as at any sign-in.
  if (previousSessionId) await deps.db.delete(sessions).where(eq(sessions.id, previousSessionId));
  const result = await deps.auth.api.startSessionFor({ body: { userId }, headers: deps.headers, returnHeaders: true });
  // The new password was typed just now: sensitive actions need no second proof for a while.
  await markProven(deps.db, result.response.session.id, deps.now);
  return { user: toCurrentUser(result.response.user), cookies: result.headers.getSetCookie() };
}

async function userOfResetCode(deps: PhoneAuthDeps, input: { phone: string; code: string }): Promise<string> {
  const phone = indianE164(input.phone);
  const { userId } = await consumePhoneCode(deps.db, deps, { purpose: 'password-reset', phone, code: input.code });
  if (!userId) throw new AppError('VALIDATION_FAILED', M.codeExpired, { code: [M.codeExpired] });
  return userId;
}
