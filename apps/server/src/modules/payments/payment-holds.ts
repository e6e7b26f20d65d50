import { PAYMENT_MESSAGES } from '@sahay/domain';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { appointments } from '../../db/schema/health-records';

/**
 * Issue 19 part 4: a booking that needs payment holds its slot for 10 minutes (appointments.hold_expires_at). The
 * partial unique index still covers it (it is 'scheduled'), so two people can never hold one slot; once the time has
 * passed it no longer counts as busy (availability.service) and the next booking of the expert releases it here, in
 * its own transaction, before inserting: the hold is cancelled with its consultation. Releasing is idempotent.
 */
export async function releaseExpiredHolds(tx: Tx, expertId: string, now: Date): Promise<number> {
  const released = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelReason: PAYMENT_MESSAGES.heldCancelReason, cancelledAt: now })
    .where(
      and(
        eq(appointments.expertId, expertId),
        eq(appointments.status, 'scheduled'),
        isNotNull(appointments.holdExpiresAt),
        lte(appointments.holdExpiresAt, now),
      ),
    )
    .returning({ consultationId: appointments.consultationId });
  const ids = released.flatMap((row) => (row.consultationId ? [row.consultationId] : []));
  if (ids.length > 0) {
    await tx
      .update(consultations)
      .set({ status: 'cancelled' })
      .where(and(inArray(consultations.id, ids), inArray(consultations.status, ['active', 'pending'])));
  }
  return released.length;
}
