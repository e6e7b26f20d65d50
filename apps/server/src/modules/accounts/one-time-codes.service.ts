import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_SECURITY_MESSAGES as M,
  ONE_TIME_CODE_MAX_TRIES,
  ONE_TIME_CODE_RESEND_SECONDS,
  ONE_TIME_CODE_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
} from '@sahay/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { oneTimeCodes, type OneTimeCodePurpose } from '../../db/schema/one-time-codes';
import { AppError } from '../../lib/errors';

/** 429 with Retry-After: a new code for this number was sent moments ago (the web app's resend timer). */
export class ResendTooSoonError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Please wait ${retryAfterSeconds} seconds before asking for a new code`);
    this.name = 'ResendTooSoonError';
  }
}

type PhoneCodePurpose = Exclude<OneTimeCodePurpose, 'reset-link'>;

/**
 * A keyed hash: HMAC-SHA256 under the auth secret, over the purpose, the number (or account) and the code. A copy of
 * the table alone does not let anyone try the million codes offline, and a code for one purpose or number is worth
 * nothing for another.
 */
export function codeHash(key: string, purpose: OneTimeCodePurpose, subject: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${subject}\u0000${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Six random digits from the operating system's generator, zeros kept ("004217"). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface CodeContext {
  key: string;
  now: Date;
}

/**
 * Makes a code for `phone`, replacing any earlier one for the same purpose and number (the newest SMS is the one
 * that works). A code asked for again within ONE_TIME_CODE_RESEND_SECONDS is refused with the seconds left.
 * Returns the code, to be put into the SMS queued in the same transaction.
 */
export async function issuePhoneCode(tx: Tx, ctx: CodeContext, target: { purpose: PhoneCodePurpose; phone: string; userId: string | null }): Promise<string> {
  const where = and(eq(oneTimeCodes.purpose, target.purpose), eq(oneTimeCodes.phone, target.phone));
  const [latest] = await tx.select({ createdAt: oneTimeCodes.createdAt }).from(oneTimeCodes).where(where).for('update');
  if (latest) {
    const waited = (ctx.now.getTime() - latest.createdAt.getTime()) / 1000;
    if (waited < ONE_TIME_CODE_RESEND_SECONDS) throw new ResendTooSoonError(Math.ceil(ONE_TIME_CODE_RESEND_SECONDS - waited));
  }
  await tx.delete(oneTimeCodes).where(where);
  const code = newCode();
  await tx.insert(oneTimeCodes).values({
    purpose: target.purpose,
    phone: target.phone,
    userId: target.userId,
    codeHash: codeHash(ctx.key, target.purpose, target.phone, code),
    expiresAt: new Date(ctx.now.getTime() + ONE_TIME_CODE_TTL_MINUTES * 60_000),
    createdAt: ctx.now,
  });
  return code;
}

/**
 * Checks a code typed for `phone`. Right: the row is deleted (a code works once) and its account id returned. Wrong:
 * the try is counted, and the fifth wrong try ends the code. No code, an expired one or one tried too often all get
 * the same answer. The row is locked while it is checked, so tries sent at once are each counted.
 */
export async function consumePhoneCode(
  db: Database,
  ctx: CodeContext,
  target: { purpose: PhoneCodePurpose; phone: string; code: string },
  options: { keepOnSuccess?: boolean } = {},
): Promise<{ userId: string | null }> {
  const outcome = await db.transaction(async (tx) => {
    const where = and(eq(oneTimeCodes.purpose, target.purpose), eq(oneTimeCodes.phone, target.phone));
    const [row] = await tx.select().from(oneTimeCodes).where(where).for('update');
    if (!row || row.expiresAt <= ctx.now || row.attempts >= ONE_TIME_CODE_MAX_TRIES) return 'expired' as const;
    if (!sameHash(row.codeHash, codeHash(ctx.key, target.purpose, target.phone, target.code))) {
      await tx
        .update(oneTimeCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(oneTimeCodes.id, row.id));
      return row.attempts + 1 >= ONE_TIME_CODE_MAX_TRIES ? ('expired' as const) : ('wrong' as const);
    }
    if (!options.keepOnSuccess) await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.id, row.id));
    return { userId: row.userId };
  });
  if (outcome === 'expired') throw new AppError('VALIDATION_FAILED', M.codeExpired, { code: [M.codeExpired] });
  if (outcome === 'wrong') throw new AppError('VALIDATION_FAILED', M.wrongCode, { code: [M.wrongCode] });
  return outcome;
}

/** Deletes a code after the action it allowed was carried out (used with keepOnSuccess). */
export async function discardPhoneCode(db: Database | Tx, purpose: PhoneCodePurpose, phone: string): Promise<void> {
  await db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.phone, phone)));
}

/** A password-reset link's token: 256 random bits in the link, its keyed hash in the table; one per account. */
export async function issueResetLink(tx: Tx, ctx: CodeContext, userId: string): Promise<string> {
  await tx.delete(oneTimeCodes).where(and(eq(oneTimeCodes.purpose, 'reset-link'), eq(oneTimeCodes.userId, userId)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(oneTimeCodes).values({
    purpose: 'reset-link',
    userId,
    codeHash: codeHash(ctx.key, 'reset-link', '', token),
    expiresAt: new Date(ctx.now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
    createdAt: ctx.now,
  });
  return token;
}

/** The account a reset link is for, using the link up; a dead link is a 400 with one message whatever the reason. */
export async function consumeResetLink(tx: Tx, ctx: CodeContext, token: string): Promise<string> {
  // The lookup is by the keyed hash of a 256-bit token: nothing to learn from its timing.
  const [row] = await tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, 'reset-link'), eq(oneTimeCodes.codeHash, codeHash(ctx.key, 'reset-link', '', token))))
    .returning();
  if (!row?.userId || row.expiresAt <= ctx.now) throw new AppError('VALIDATION_FAILED', M.resetLinkInvalid, { token: [M.resetLinkInvalid] });
  return row.userId;
}

/** Codes and links an hour past their expiry are deleted whenever a new one is made. */
export async function forgetOldCodes(db: Database | Tx, now: Date): Promise<void> {
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, new Date(now.getTime() - 60 * 60_000)));
}
