import { deviceSummary, type AppLanguage, type DeviceSession } from '@sahay/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { AppError } from '../../lib/errors';

/** The account's signed-in devices, most recently used first; the one asking is marked; names in the reader's language. */
export async function listDeviceSessions(db: Database, userId: string, currentSessionId: string, now: Date, language: AppLanguage): Promise<DeviceSession[]> {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    device: deviceSummary(row.userAgent, language),
  }));
}

/** Ends one of the account's sessions; someone else's session, or one already gone, is 404 alike. */
export async function endDeviceSession(db: Database, userId: string, sessionId: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new AppError('NOT_FOUND', 'This device is not signed in');
}

/** "Sign out everywhere": every session of the account, this one included. */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
