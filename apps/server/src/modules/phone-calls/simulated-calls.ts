import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bridgedCalls } from '../../db/schema/phone-calls';
import { simulatedEvents } from '../../providers/call-bridge/local-call-bridge';
import { recordCallStatus } from './call-states';

/**
 * Writes the states the local bridge's calls have reached by `now`, each at the time the script gives it, through
 * the same path as a provider's status reports. Run before every read of calls, so what is shown is always up to
 * date, on any instance, and tests move a clock instead of waiting.
 */
export async function advanceSimulatedCalls(db: Database, now: Date, callIds?: string[]): Promise<void> {
  if (callIds?.length === 0) return;
  const live = await db
    .select({ id: bridgedCalls.id, createdAt: bridgedCalls.createdAt, simulation: bridgedCalls.simulation })
    .from(bridgedCalls)
    .where(
      and(
        eq(bridgedCalls.provider, 'local'),
        isNotNull(bridgedCalls.simulation),
        notInArray(bridgedCalls.status, ['completed', 'failed']),
        callIds ? inArray(bridgedCalls.id, callIds) : undefined,
      ),
    );
  for (const call of live) {
    if (!call.simulation) continue;
    for (const event of simulatedEvents(call.createdAt, call.simulation)) {
      if (event.at > now) break;
      await recordCallStatus(db, call.id, { ...event, source: 'simulator' });
    }
  }
}
