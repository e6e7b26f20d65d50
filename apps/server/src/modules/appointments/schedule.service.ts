import { DEFAULT_EXPERT_TIME_ZONE, wallClock, zonedInstant, addDays, type CurrentUser, type ExpertSchedule } from '@sahay/domain';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema/health-records';
import { requireExpert } from '../consultation-lifecycle/actors';
import { toAppointment, viewRows } from './appointment-views';
import { availabilityOf } from './availability.service';

const WEEK_DAYS = 7;

/**
 * GET /api/expert-desk/schedule: the signed-in expert's appointments of today and of the 7 days from today, by the
 * days of their own time zone; cancelled ones stay on the list, marked, so the expert sees what changed.
 */
export async function expertSchedule(db: Database, user: CurrentUser, now: Date): Promise<ExpertSchedule> {
  const me = await requireExpert(db, user);
  const timeZone = (await availabilityOf(db, me.id))?.timeZone ?? DEFAULT_EXPERT_TIME_ZONE;
  const today = wallClock(now, timeZone).date;
  const dayStart = zonedInstant(today, 0, timeZone);
  const tomorrow = zonedInstant(addDays(today, 1), 0, timeZone);
  const weekEnd = zonedInstant(addDays(today, WEEK_DAYS), 0, timeZone);
  const rows = await viewRows(
    db,
    and(eq(appointments.expertId, me.id), gte(appointments.appointmentDate, dayStart), lt(appointments.appointmentDate, weekEnd)),
  );
  const views = rows.map((row) => toAppointment(row, now));
  return {
    timeZone,
    today: views.filter((a) => new Date(a.start) < tomorrow),
    week: views,
  };
}
