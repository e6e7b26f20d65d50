import { CALL_REJOIN_GRACE_SECONDS, type CallRecord } from '@sahay/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { callRecords, callRooms } from '../../db/schema/calls';
import { consultations } from '../../db/schema/consultations';
import type { CallLog } from '../../realtime/call-log';

const GRACE_MS = CALL_REJOIN_GRACE_SECONDS * 1000;
/** An accepted call whose pages never met is over this long after its ring ended. */
const ACCEPTED_WAIT_MS = 2 * 60_000;

/**
 * Issue 15 part 4: the calls module's answer to the signalling's reports. A call starts when a page of each member
 * is in it, ends at End call or when access ends, and after a page left ends at the moment it left unless a page of
 * that member is back within the grace period (a reload, a network change).
 */
export function callLogOf(db: Database, clock: { now(): Date } = { now: () => new Date() }): CallLog {
  return {
    bothIn: (consultationId) => callBothIn(db, consultationId, clock.now()),
    async left(consultationId) {
      await db
        .update(callRecords)
        .set({ leftAt: sql`coalesce(${callRecords.leftAt}, ${clock.now()})` })
        .where(and(eq(callRecords.consultationId, consultationId), eq(callRecords.status, 'connected')));
    },
    async ended(consultationId) {
      const now = clock.now();
      await db
        .update(callRecords)
        .set({ status: 'ended', endedAt: sql`coalesce(${callRecords.leftAt}, ${now})` })
        .where(and(eq(callRecords.consultationId, consultationId), eq(callRecords.status, 'connected')));
    },
  };
}

async function callBothIn(db: Database, consultationId: string, now: Date): Promise<void> {
  const [live] = await db
    .select()
    .from(callRecords)
    .where(and(eq(callRecords.consultationId, consultationId), inArray(callRecords.status, ['ringing', 'accepted', 'connected'])));
  if (live?.status === 'connected') {
    if (!live.leftAt) return;
    if (now.getTime() - live.leftAt.getTime() <= GRACE_MS) {
      await db.update(callRecords).set({ leftAt: null }).where(eq(callRecords.id, live.id));
      return;
    }
    // Left too long ago (the sweep had not come by yet): that call ended then, and a new one starts.
    await db.update(callRecords).set({ status: 'ended', endedAt: live.leftAt }).where(eq(callRecords.id, live.id));
  } else if (live) {
    // Answered (or joined from the link while it still rang): it connects now.
    await db.update(callRecords).set({ status: 'connected', startedAt: now }).where(eq(callRecords.id, live.id));
    return;
  }
  const [consultation] = await db
    .select({ type: consultations.consultationType, roomId: callRooms.id })
    .from(consultations)
    .leftJoin(callRooms, and(eq(callRooms.consultationId, consultations.id), isNull(callRooms.startsAt)))
    .where(eq(consultations.id, consultationId));
  if (!consultation) return;
  // Joined from a meeting link without ringing. Another instance may have started it a moment ago: one wins.
  await db
    .insert(callRecords)
    .values({ consultationId, roomId: consultation.roomId, mode: consultation.type === 'audio' ? 'audio' : 'video', status: 'connected', startedAt: now })
    .onConflictDoNothing({ target: callRecords.consultationId, where: sql`${callRecords.status} in ('ringing', 'accepted', 'connected')` });
}

/** Calls whose page left longer ago than the grace period ended when it left; accepted calls that never met are over. */
export async function endAbandonedCalls(db: Database, now: Date): Promise<void> {
  await db
    .update(callRecords)
    .set({ status: 'ended', endedAt: callRecords.leftAt })
    .where(and(eq(callRecords.status, 'connected'), isNotNull(callRecords.leftAt), lt(callRecords.leftAt, new Date(now.getTime() - GRACE_MS))));
  await db
    .update(callRecords)
    .set({ status: 'ended' })
    .where(and(eq(callRecords.status, 'accepted'), lt(callRecords.expiresAt, new Date(now.getTime() - ACCEPTED_WAIT_MS))));
}

function toCallRecord(row: typeof callRecords.$inferSelect): CallRecord {
  const duration = row.startedAt && row.endedAt ? Math.max(0, Math.round((row.endedAt.getTime() - row.startedAt.getTime()) / 1000)) : null;
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds: duration,
  };
}

/** The calls of these consultations, oldest first, for their history (the caller checked who may read them). */
export async function callRecordsOf(db: Database, consultationIds: readonly string[]): Promise<Map<string, CallRecord[]>> {
  const byConsultation = new Map<string, CallRecord[]>();
  if (consultationIds.length === 0) return byConsultation;
  const rows = await db
    .select()
    .from(callRecords)
    .where(inArray(callRecords.consultationId, [...consultationIds]))
    .orderBy(asc(callRecords.createdAt));
  for (const row of rows) byConsultation.set(row.consultationId, [...(byConsultation.get(row.consultationId) ?? []), toCallRecord(row)]);
  return byConsultation;
}
