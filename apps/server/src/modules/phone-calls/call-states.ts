import { isFinalCallStatus, type BridgedCallStatus } from '@sahay/domain';
import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { bridgedCallEvents, bridgedCalls } from '../../db/schema/phone-calls';

export interface StatusReport {
  status: BridgedCallStatus;
  at: Date;
  /** 'sahay', 'simulator' or the provider's name. */
  source: string;
  failureReason?: string | null;
  conversationSeconds?: number | null;
}

/**
 * Records that a call reached a state. Idempotent and order-proof: each state is kept once (a repeated report
 * finds its row), and the call's status only moves forward and never leaves completed or failed. The enum is
 * declared in the call's order, so "forward" is a comparison in the database, atomic under concurrent reports.
 * Returns whether the call's status changed.
 */
export async function recordCallStatus(db: Database | Tx, callId: string, report: StatusReport): Promise<boolean> {
  await db.insert(bridgedCallEvents).values({ callId, status: report.status, source: report.source, at: report.at }).onConflictDoNothing();
  const final = isFinalCallStatus(report.status);
  const updated = await db
    .update(bridgedCalls)
    .set({
      status: report.status,
      ...(final ? { endedAt: report.at } : {}),
      ...(report.failureReason ? { failureReason: report.failureReason } : {}),
      ...(report.conversationSeconds != null ? { conversationSeconds: report.conversationSeconds } : {}),
    })
    .where(
      and(
        eq(bridgedCalls.id, callId),
        notInArray(bridgedCalls.status, ['completed', 'failed']),
        lt(bridgedCalls.status, sql`${report.status}::bridged_call_status`),
      ),
    )
    .returning({ id: bridgedCalls.id });
  return updated.length > 0;
}
