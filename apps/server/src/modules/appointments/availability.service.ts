import { AvailabilitySchema, type Availability, type CurrentUser } from '@sahay/domain';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expertAvailability } from '../../db/schema/bookings';
import { appointments } from '../../db/schema/health-records';
import type { Db } from '../consultation-lifecycle/actors';
import { requireExpert } from '../consultation-lifecycle/actors';

/** The expert's stored hours, or null when they have not set any (no slots, nobody can book them). */
export async function availabilityOf(db: Db, expertId: string): Promise<Availability | null> {
  const [row] = await db.select({ hours: expertAvailability.hours }).from(expertAvailability).where(eq(expertAvailability.expertId, expertId));
  if (!row) return null;
  // Stored rows passed the schema when written; parsing again fills defaults added since.
  const parsed = AvailabilitySchema.safeParse(row.hours);
  return parsed.success ? parsed.data : null;
}

/** GET /api/expert-desk/availability: the signed-in expert's own hours (null: not set yet). */
export async function myAvailability(db: Database, user: CurrentUser): Promise<Availability | null> {
  const me = await requireExpert(db, user);
  return availabilityOf(db, me.id);
}

/** PUT /api/expert-desk/availability: replaces the expert's hours. Booked appointments stay booked. */
export async function saveMyAvailability(db: Database, user: CurrentUser, hours: Availability): Promise<Availability> {
  const me = await requireExpert(db, user);
  await db
    .insert(expertAvailability)
    .values({ expertId: me.id, hours })
    .onConflictDoUpdate({ target: expertAvailability.expertId, set: { hours, updatedAt: new Date() } });
  return hours;
}

/**
 * The expert's scheduled appointments overlapping [from, until): what generateSlots leaves out. A slot held for a
 * payment is busy until its hold expires (`from` is now for every caller), then free again (issue 19 part 4).
 */
export async function busyIntervals(db: Db, expertId: string, from: Date, until: Date, exceptId?: string) {
  const rows = await db
    .select({ id: appointments.id, start: appointments.appointmentDate, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.expertId, expertId),
        eq(appointments.status, 'scheduled'),
        or(isNull(appointments.holdExpiresAt), gt(appointments.holdExpiresAt, from)),
        lt(appointments.appointmentDate, until),
        gt(appointments.appointmentDate, new Date(from.getTime() - 24 * 3_600_000)),
      ),
    );
  return rows
    .filter((row) => row.id !== exceptId)
    .map((row) => ({ start: row.start, end: row.end ?? new Date(row.start.getTime() + 30 * 60_000) }))
    .filter((row) => row.end > from);
}
