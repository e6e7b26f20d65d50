import { callStatusRank, type BridgedCall } from '@sahay/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bridgedCallEvents, type bridgedCalls } from '../../db/schema/phone-calls';

export type CallRow = typeof bridgedCalls.$inferSelect;
type EventRow = typeof bridgedCallEvents.$inferSelect;

export async function eventsOf(db: Database, callIds: string[]): Promise<Map<string, EventRow[]>> {
  const byCall = new Map<string, EventRow[]>();
  if (callIds.length === 0) return byCall;
  const rows = await db.select().from(bridgedCallEvents).where(inArray(bridgedCallEvents.callId, callIds)).orderBy(asc(bridgedCallEvents.at));
  for (const row of rows) byCall.set(row.callId, [...(byCall.get(row.callId) ?? []), row]);
  return byCall;
}

/** The one mapper of a call for its members: states and Sahay's number, no one's phone. */
export function toBridgedCall(row: CallRow, events: EventRow[]): BridgedCall {
  // A report that arrived late still sits where it belongs in the call's life.
  const history = [...events].sort((a, b) => callStatusRank(a.status) - callStatusRank(b.status) || a.at.getTime() - b.at.getTime());
  return {
    id: row.id,
    status: row.status,
    callerId: row.callerId,
    simulated: row.provider === 'local',
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    conversationSeconds: row.conversationSeconds,
    history: history.map((event) => ({ status: event.status, at: event.at.toISOString() })),
  };
}
