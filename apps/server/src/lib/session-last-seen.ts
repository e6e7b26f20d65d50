import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { BatchWriter } from './batch-writer';

/** "Last seen" moves forward at most this often per session: one small write per active device every 5 minutes. */
export const LAST_SEEN_STEP_MS = 5 * 60_000;
// Sessions whose last-seen time this instance wrote lately; a restart or another instance only writes once more.
const lastWritten = new LRUCache<string, number>({ max: 50_000 });
// Issue 17 part 6: after a restart every session is written once more, thousands at a time when all sockets
// reconnect; they go in batches, one statement for many sessions.
const writers = new WeakMap<Database, BatchWriter<string, Date>>();

/** Called when a request carries a session: keeps the devices list's "last seen" within LAST_SEEN_STEP_MS. */
export async function touchSession(db: Database, sessionId: string, now: Date): Promise<void> {
  const written = lastWritten.get(sessionId);
  if (written !== undefined && now.getTime() - written < LAST_SEEN_STEP_MS) return;
  lastWritten.set(sessionId, now.getTime());
  await writerFor(db).write(sessionId, now);
}

function writerFor(db: Database): BatchWriter<string, Date> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new BatchWriter((batch) => writeLastSeen(db, batch), { maxBatch: 2000, merge: (a, b) => (a > b ? a : b) });
    writers.set(db, writer);
  }
  return writer;
}

// updated_at is better-auth's (the session's own changes): left as it is.
async function writeLastSeen(db: Database, batch: Map<string, Date>): Promise<void> {
  const rows = JSON.stringify([...batch].map(([id, at]) => ({ id, at: at.toISOString() })));
  await db.execute(sql`update sessions s set last_seen_at = v.at from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, at timestamptz) where s.id = v.id`);
}
