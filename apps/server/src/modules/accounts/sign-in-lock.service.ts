import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInFailures, users } from '../../db/schema/auth';
import { outbox } from '../../db/schema/platform';
import type { AccountLockPolicy } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { outboxMessage, SIGN_IN_LOCKED_TEMPLATE } from '../notifications/message-templates';
import { languageOf } from '../notifications/recipient-language';

/** 429 with Retry-After: the account's sign-in is paused, whatever the password. */
export class SignInLockedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', signInLockedMessage(retryAfterSeconds));
    this.name = 'SignInLockedError';
  }
}

// The login page offers "Forgot password?" beside the form (decision 102); the message itself stays short (decision 052).
export function signInLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-ins for this account. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

function lockedError(lockedUntil: Date, now: Date) {
  return new SignInLockedError(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)));
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function lockedRow(tx: Tx, email: string) {
  const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.email, email)).for('update');
  return row;
}

/**
 * Counts an attempt before its password is checked, so guesses sent all at once cannot outrun the count: at most
 * `limit` attempts per window get a password check. A paused email is refused here, so the right password does
 * not get through a pause. Unknown emails are counted and paused the same way: the answer says nothing about
 * which exist. A correct password then clears the count (clearSignInFailures); a wrong one may start the pause
 * (recordSignInFailure).
 */
export async function beginSignInAttempt(db: Database, policy: AccountLockPolicy, email: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // One statement inserts or locks the row, so a correct sign-in deleting it meanwhile cannot leave us without one.
    const [row] = await tx
      .insert(signInFailures)
      .values({ email, failures: 0, windowStartedAt: now })
      .onConflictDoUpdate({ target: signInFailures.email, set: { email: sql`excluded.email` } })
      .returning();
    if (!row) throw new Error('sign-in failure row missing');
    if (row.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
    const windowEnds = new Date(row.windowStartedAt.getTime() + policy.windowMs);
    const restart = row.lockedUntil !== null || windowEnds <= now;
    // More attempts in flight than the limit: refused until the window ends (only a burst of guesses gets here).
    if (!restart && row.failures >= policy.limit) throw lockedError(windowEnds, now);
    await tx
      .update(signInFailures)
      .set({ failures: restart ? 1 : row.failures + 1, windowStartedAt: restart ? now : row.windowStartedAt, lockedUntil: null })
      .where(eq(signInFailures.email, email));
  });
}

/**
 * A counted attempt had the wrong password. When it is the `limit`th in the window, the email is paused for
 * `lockMs` and, in the same transaction, one email and one SMS are queued to the account holder: one notice per
 * pause, not per attempt. The row is locked meanwhile, so failures on several instances pause and notify once.
 */
export async function recordSignInFailure(db: Database, policy: AccountLockPolicy, email: string, now: Date): Promise<void> {
  const lockedUntil = await db.transaction(async (tx) => {
    const row = await lockedRow(tx, email);
    // Gone: a correct sign-in in the meantime cleared the count.
    if (!row) return null;
    if (row.lockedUntil && row.lockedUntil > now) return row.lockedUntil;
    if (row.failures < policy.limit) return null;
    const lock = new Date(now.getTime() + policy.lockMs);
    await tx.update(signInFailures).set({ failures: 0, lockedUntil: lock }).where(eq(signInFailures.email, email));
    await queueLockNotice(tx, email, policy.lockMs);
    return lock;
  });
  await forgetIdleFailures(db, now);
  if (lockedUntil) throw lockedError(lockedUntil, now);
}

const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * Deletes counts nobody has added to for a day and whose lock (if any) ended a day ago: they no longer count, and
 * the email typed may be no one's. Called on every failure; the index keeps it cheap.
 */
async function forgetIdleFailures(db: Database, now: Date) {
  const cutoff = new Date(now.getTime() - FORGET_AFTER_MS);
  await db
    .delete(signInFailures)
    .where(and(lt(signInFailures.windowStartedAt, cutoff), or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, cutoff))));
}

/** A correct password starts the count again. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}

async function queueLockNotice(tx: Tx, email: string, lockMs: number) {
  const [user] = await tx
    .select({ name: users.name, email: users.email, phone: users.phone, language: users.preferredLanguage })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user?.email) return;
  const payload = { name: user.name, minutes: Math.round(lockMs / 60_000) };
  await tx
    .insert(outbox)
    .values([
      outboxMessage('email', user.email, SIGN_IN_LOCKED_TEMPLATE, payload, languageOf(user.language)),
      ...(user.phone ? [outboxMessage('sms', user.phone, SIGN_IN_LOCKED_TEMPLATE, payload, languageOf(user.language))] : []),
    ]);
}
