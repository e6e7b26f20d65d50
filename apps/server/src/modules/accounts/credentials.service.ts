import { ACCOUNT_SECURITY_MESSAGES as M, AUTH_MESSAGES, RECENT_PROOF_MINUTES, type OutboxTemplate } from '@sahay/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { accounts, sessions, users } from '../../db/schema/auth';
import { outbox } from '../../db/schema/platform';
import { isCommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hash';
import { outboxMessage } from '../notifications/message-templates';
import { languageOf } from '../notifications/recipient-language';

export const PASSWORD_CHANGED_TEMPLATE = 'password-changed' satisfies OutboxTemplate;

const credentialOf = (userId: string) => and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'));

/** The account's password hash, or null for an account made with a mobile number that has not set one. */
export async function passwordHashOf(db: Database | Tx, userId: string): Promise<string | null> {
  const [credential] = await db.select({ hash: accounts.password }).from(accounts).where(credentialOf(userId));
  return credential?.hash ?? null;
}

/** True when the password is the account's; false too when the account has none. */
export async function passwordMatches(db: Database, hasher: PasswordHasher, userId: string, password: string): Promise<boolean> {
  const hash = await passwordHashOf(db, userId);
  return hash ? hasher.verify({ hash, password }) : false;
}

/** Session-policy: a new password is 8+ characters (the schema) and not on the common-password list. */
export function assertNewPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.commonPassword.description, { [field]: [AUTH_MESSAGES.commonPassword.description] });
  }
}

/**
 * Stores a new password (better-auth's credential row, made if the account has none yet), ends every other session
 * of the account, and tells the holder by email and SMS. Returns the sessions ended, whose sockets are to close.
 */
export async function storeNewPassword(
  db: Database,
  hasher: PasswordHasher,
  change: { userId: string; password: string; keepSessionId: string | null; how: 'changed' | 'reset' },
): Promise<string[]> {
  const hash = await hasher.hash(change.password);
  return db.transaction(async (tx) => {
    const updated = await tx.update(accounts).set({ password: hash }).where(credentialOf(change.userId)).returning({ id: accounts.id });
    if (updated.length === 0) await tx.insert(accounts).values({ accountId: change.userId, providerId: 'credential', userId: change.userId, password: hash });
    const others = change.keepSessionId ? and(eq(sessions.userId, change.userId), ne(sessions.id, change.keepSessionId)) : eq(sessions.userId, change.userId);
    const ended = await tx.delete(sessions).where(others).returning({ id: sessions.id });
    await queuePasswordNotice(tx, change.userId, change.how);
    return ended.map((row) => row.id);
  });
}

async function queuePasswordNotice(tx: Tx, userId: string, how: 'changed' | 'reset') {
  const [user] = await tx
    .select({ name: users.name, email: users.email, phone: users.phone, phoneVerified: users.phoneVerified, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const payload = { name: user.name, how };
  const messages = [
    ...(user.email ? [outboxMessage('email', user.email, PASSWORD_CHANGED_TEMPLATE, payload, languageOf(user.language))] : []),
    ...(user.phone && user.phoneVerified ? [outboxMessage('sms', user.phone, PASSWORD_CHANGED_TEMPLATE, payload, languageOf(user.language))] : []),
  ];
  if (messages.length > 0) await tx.insert(outbox).values(messages);
}

/**
 * Until when this session counts as recently proven: RECENT_PROOF_MINUTES after its sign-in or after the last
 * password or code typed on it (POST /api/account/proof). The sliding refresh of the session does not count.
 */
export async function provenUntil(db: Database, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: sessions.createdAt, provenAt: sessions.provenAt }).from(sessions).where(eq(sessions.id, sessionId));
  if (!row) return null;
  const last = row.provenAt && row.provenAt > row.createdAt ? row.provenAt : row.createdAt;
  return new Date(last.getTime() + RECENT_PROOF_MINUTES * 60_000);
}

/** 403 PROOF_REQUIRED unless the session was proven within the window: the web app then asks for a password or a code. */
export async function assertRecentProof(db: Database, sessionId: string, now: Date): Promise<void> {
  const until = await provenUntil(db, sessionId);
  if (!until || until <= now) throw new AppError('PROOF_REQUIRED', M.proofRequired);
}

export async function markProven(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ provenAt: now }).where(eq(sessions.id, sessionId));
}
