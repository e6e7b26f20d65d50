import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/auth';

/** "Last seen" moves forward at most this often per session: one small write per active device every 5 minutes. */
export const LAST_SEEN_STEP_MS = 5 * 60_000;
// Sessions whose last-seen time this instance wrote lately; a restart or another instance only writes once more.
const lastWritten = new LRUCache<string, number>({ max: 50_000 });

/** Called when a request carries a session: keeps the devices list's "last seen" within LAST_SEEN_STEP_MS. */
export async function touchSession(db: Database, sessionId: string, now: Date): Promise<void> {
  const written = lastWritten.get(sessionId);
  if (written !== undefined && now.getTime() - written < LAST_SEEN_STEP_MS) return;
  lastWritten.set(sessionId, now.getTime());
  // updated_at is better-auth's (the session's own changes): left as it is.
  await db
    .update(sessions)
    .set({ lastSeenAt: now, updatedAt: sql`${sessions.updatedAt}` })
    .where(eq(sessions.id, sessionId));
}
