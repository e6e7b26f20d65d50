import type { Presence } from '@sahay/domain';
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { presenceConnections, userPresence } from '../db/schema/chat';
import { experts } from '../db/schema/experts';
import { publish } from './bus';

export const HEARTBEAT_MS = 30_000;
// Three missed beats: the instance holding the connection is gone.
export const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

/** Presence rows of live sockets: an instance holds them and has beaten within STALE_AFTER_MS. */
export function livePresence(now: Date): SQL {
  return and(gt(presenceConnections.connections, 0), gt(presenceConnections.heartbeatAt, new Date(now.getTime() - STALE_AFTER_MS))) as SQL;
}

/** Whether this person has a live socket on some instance now. */
export async function isConnected(db: Database | Tx, userId: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ userId: presenceConnections.userId })
    .from(presenceConnections)
    .where(and(eq(presenceConnections.userId, userId), livePresence(now)))
    .limit(1);
  return !!row;
}

/** Online while any live instance holds a socket of theirs; otherwise when they were last connected or active. One query. */
export async function presenceOf(db: Database | Tx, userIds: string[], now = new Date()): Promise<Map<string, Presence>> {
  const result = new Map<string, Presence>(userIds.map((id) => [id, { online: false, lastSeenAt: null }]));
  if (userIds.length === 0) return result;
  const ids = JSON.stringify(userIds);
  const answer: unknown = await db.execute(sql`
    select ids.id as user_id, ${userPresence.lastSeenAt} as last_seen_at,
      exists(select 1 from ${presenceConnections} where ${presenceConnections.userId} = ids.id and ${livePresence(now)}) as online
    from (select distinct value::uuid as id from jsonb_array_elements_text(${ids}::jsonb)) ids
    left join ${userPresence} on ${userPresence.userId} = ids.id`);
  const { rows } = answer as { rows: { user_id: string; last_seen_at: Date | string | null; online: boolean }[] };
  for (const row of rows) {
    result.set(row.user_id, { online: row.online, lastSeenAt: row.last_seen_at === null ? null : new Date(row.last_seen_at).toISOString() });
  }
  return result;
}

/** This instance now holds `connections` sockets of this person (0 removes the row). */
export async function recordConnections(db: Database, instanceId: string, userId: string, connections: number, now = new Date()): Promise<void> {
  if (connections > 0) {
    await db
      .insert(presenceConnections)
      .values({ instanceId, userId, connections, heartbeatAt: now })
      .onConflictDoUpdate({ target: [presenceConnections.instanceId, presenceConnections.userId], set: { connections, heartbeatAt: now } });
  } else {
    await db.delete(presenceConnections).where(and(eq(presenceConnections.instanceId, instanceId), eq(presenceConnections.userId, userId)));
  }
  await recordActivity(db, userId, now);
}

// Sending many messages should not write "last seen" each time: once a minute per person is precise enough
// for 'Last seen 5 minutes ago'. Per instance, in memory; connects and disconnects always write.
const ACTIVITY_WRITE_MS = 60_000;
const lastWritten = new Map<string, number>();

export async function recordActivityThrottled(db: Database, userId: string, now = new Date()): Promise<void> {
  if (now.getTime() - (lastWritten.get(userId) ?? 0) < ACTIVITY_WRITE_MS) return;
  await recordActivity(db, userId, now);
}

/** Last activity: connecting, disconnecting, sending. Mirrored on experts.last_seen_at for expert listings. */
export async function recordActivity(db: Database, userId: string, now = new Date()): Promise<void> {
  lastWritten.set(userId, now.getTime());
  if (lastWritten.size > 100_000) lastWritten.clear();
  await db
    .insert(userPresence)
    .values({ userId, lastSeenAt: now })
    .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: now } });
  await db.update(experts).set({ lastSeenAt: now }).where(eq(experts.userId, userId));
}

export async function heartbeat(db: Database, instanceId: string, now = new Date()): Promise<void> {
  await db.update(presenceConnections).set({ heartbeatAt: now }).where(eq(presenceConnections.instanceId, instanceId));
}

/** On a clean shutdown this instance's sockets are gone at once, not after three missed beats. */
export async function dropInstance(db: Database, instanceId: string): Promise<void> {
  await db.delete(presenceConnections).where(eq(presenceConnections.instanceId, instanceId));
}

/**
 * Decision 061: rows of instances that stopped beating (killed, crashed, cut off from the database) are deleted,
 * each by one instance only (DELETE … RETURNING). Returns the last beat heard for each person who had such a row.
 */
export async function removeStaleConnections(db: Database, now = new Date()): Promise<Map<string, Date>> {
  const stale = new Date(now.getTime() - STALE_AFTER_MS);
  const rows = await db
    .delete(presenceConnections)
    .where(lte(presenceConnections.heartbeatAt, stale))
    .returning({ userId: presenceConnections.userId, heartbeatAt: presenceConnections.heartbeatAt });
  const lastBeat = new Map<string, Date>();
  for (const row of rows) {
    const known = lastBeat.get(row.userId);
    if (!known || row.heartbeatAt > known) lastBeat.set(row.userId, row.heartbeatAt);
  }
  return lastBeat;
}

/** Last seen moves forwards only: a later connect or message already recorded wins over an old beat. */
async function recordLastSeen(db: Database, userId: string, at: Date): Promise<Date> {
  const [row] = await db
    .insert(userPresence)
    .values({ userId, lastSeenAt: at })
    .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: sql`greatest(${userPresence.lastSeenAt}, excluded.last_seen_at)` } })
    .returning({ lastSeenAt: userPresence.lastSeenAt });
  const lastSeenAt = row?.lastSeenAt ?? at;
  await db.update(experts).set({ lastSeenAt }).where(eq(experts.userId, userId));
  return lastSeenAt;
}

/**
 * Every beat of every instance: refreshes its own rows, then removes those of instances that stopped beating and
 * tells every instance (NOTIFY) that each of their people who is on no live instance went offline, last seen at
 * the last beat heard. Open pages see it at once, not only the next page load (decision 061).
 */
export async function sweepPresence(db: Database, instanceId: string, now = new Date()): Promise<void> {
  await heartbeat(db, instanceId, now);
  const gone = await removeStaleConnections(db, now);
  if (gone.size === 0) return;
  const presence = await presenceOf(db, [...gone.keys()], now);
  const failures: unknown[] = [];
  for (const [userId, lastBeat] of gone) {
    if (presence.get(userId)?.online) continue;
    try {
      const lastSeenAt = await recordLastSeen(db, userId, lastBeat);
      await publish(db, { t: 'presence', u: userId, online: false, at: lastSeenAt.toISOString() });
    } catch (error) {
      // Such as an account deleted meanwhile: the others are still announced.
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
