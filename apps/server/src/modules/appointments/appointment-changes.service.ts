import {
  BOOKING_MESSAGES,
  BOOKING_WINDOW_DAYS,
  canChangeAppointment,
  expertCancelReasonProblem,
  isHoldExpired,
  PAYMENT_MESSAGES,
  type Appointment,
  type CancelInput,
  type CurrentUser,
  type RescheduleInput,
} from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { callRooms } from '../../db/schema/calls';
import { consultations } from '../../db/schema/consultations';
import { consultationStatusChanges } from '../../db/schema/expert-work';
import { appointments } from '../../db/schema/health-records';
import type { ServiceDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { dropPendingReminders, queueAppointmentMessages, queueCancellation } from './appointment-reminders';
import { joinPathOf, modeOf, toAppointment, viewQuery, viewRows, type ViewRow } from './appointment-views';
import { availabilityOf, busyIntervals } from './availability.service';
import { assertSlot, mapSlotRace } from './booking.service';
import { releaseExpiredHolds } from '../payments/payment-holds';

type Party = 'patient' | 'expert' | 'admin';

/** Who the caller is to this appointment; 404 alike for an unknown one and anyone else's. */
function partyOf(row: ViewRow, user: CurrentUser): Party {
  if (row.appointment.userId === user.id && user.role === 'patient') return 'patient';
  if (row.expertUserId === user.id && user.role === 'expert') return 'expert';
  if (user.role === 'admin') return 'admin';
  throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
}

async function lockedRow(tx: Tx | Database, id: string, lock: boolean): Promise<ViewRow> {
  const query = viewQuery(tx).where(eq(appointments.id, id));
  const [row] = lock ? await query.for('update', { of: appointments }) : await query;
  if (!row) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
  return row;
}

const payloadOf = (row: ViewRow) => ({
  appointmentId: row.appointment.id,
  expertName: row.expertName ?? 'your expert',
  startsAt: row.appointment.appointmentDate.toISOString(),
  timeZone: row.appointment.timeZone,
  mode: modeOf(row.appointment.appointmentType),
  joinPath: joinPathOf(row.appointment) ?? '/patient-dashboard',
});

/** GET /api/appointments/{id}: its patient, its expert, or an admin. */
export async function getAppointment(db: Database, user: CurrentUser, id: string, now: Date): Promise<Appointment> {
  const row = await lockedRow(db, id, false);
  partyOf(row, user);
  return toAppointment(row, now);
}

/** GET /api/appointments: the signed-in patient's appointments, upcoming first, then the latest past ones. */
export async function myAppointments(db: Database, user: CurrentUser, now: Date): Promise<Appointment[]> {
  if (user.role !== 'patient') throw new AppError('FORBIDDEN', BOOKING_MESSAGES.patientsOnly);
  const rows = await viewRows(db, eq(appointments.userId, user.id), 200);
  const views = rows.map((row) => toAppointment(row, now));
  const ahead = views.filter((a) => a.status === 'scheduled' && new Date(a.end) > now);
  const rest = views.filter((a) => !ahead.includes(a)).reverse();
  return [...ahead, ...rest].slice(0, 50);
}

/**
 * POST /api/appointments/{id}/cancel. The patient: up to 2 hours before. The expert: any time before the start, with
 * a reason the patient is told. The consultation behind it is cancelled too, its reminders dropped, a notice sent.
 */
export async function cancelAppointment(deps: ServiceDeps, user: CurrentUser, id: string, input: CancelInput): Promise<Appointment> {
  const { db, now } = deps;
  const messages = await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id, true);
    const party = partyOf(row, user);
    if (party === 'admin') throw new AppError('FORBIDDEN', 'Only the patient or the expert can cancel an appointment');
    const a = row.appointment;
    if (a.status !== 'scheduled' || a.appointmentDate <= now || isHoldExpired(a.holdExpiresAt, now))
      throw new AppError('CONFLICT', BOOKING_MESSAGES.notScheduled);
    if (party === 'patient' && !canChangeAppointment(a.appointmentDate, now)) throw new AppError('CONFLICT', BOOKING_MESSAGES.cutoff);
    const reasonProblem = party === 'expert' ? expertCancelReasonProblem(input.reason) : null;
    if (reasonProblem) throw new AppError('BAD_REQUEST', reasonProblem, { reason: [reasonProblem] });
    const reason = input.reason?.trim() || null;
    await tx.update(appointments).set({ status: 'cancelled', cancelledBy: party, cancelReason: reason, cancelledAt: now }).where(eq(appointments.id, id));
    if (a.consultationId) {
      const [before] = await tx
        .select({ status: consultations.status, expertId: consultations.expertId })
        .from(consultations)
        .where(eq(consultations.id, a.consultationId));
      if (before && (before.status === 'active' || before.status === 'pending')) {
        await tx.update(consultations).set({ status: 'cancelled' }).where(eq(consultations.id, a.consultationId));
        await tx.insert(consultationStatusChanges).values({
          consultationId: a.consultationId,
          action: 'cancel',
          fromStatus: before.status,
          toStatus: 'cancelled',
          actorUserId: user.id,
          actorRole: party,
          expertId: before.expertId,
          note: reason,
        });
      }
    }
    await dropPendingReminders(tx, id);
    // An unpaid hold was never confirmed to anyone: letting it go needs no notice.
    if (a.holdExpiresAt) return [];
    return queueCancellation(tx, { phone: row.holderPhone, language: row.holderLanguage }, { ...payloadOf(row), cancelledBy: party, reason }, now);
  });
  await deps.outbox.deliverNow(messages).catch(() => undefined);
  return getAppointment(db, user, id, now);
}

/** POST /api/appointments/{id}/reschedule: the patient moves it to another free slot, up to 2 hours before. */
export async function rescheduleAppointment(deps: ServiceDeps, user: CurrentUser, id: string, input: RescheduleInput): Promise<Appointment> {
  const { db, now } = deps;
  const messages = await db
    .transaction(async (tx) => {
      const row = await lockedRow(tx, id, true);
      if (partyOf(row, user) !== 'patient') throw new AppError('FORBIDDEN', 'Only the patient can move an appointment');
      const a = row.appointment;
      if (a.status !== 'scheduled') throw new AppError('CONFLICT', BOOKING_MESSAGES.notScheduled);
      if (a.holdExpiresAt) throw new AppError('CONFLICT', PAYMENT_MESSAGES.unpaid);
      if (!canChangeAppointment(a.appointmentDate, now)) throw new AppError('CONFLICT', BOOKING_MESSAGES.cutoff);
      if (!a.expertId) throw new AppError('CONFLICT', BOOKING_MESSAGES.notBookable);
      const hours = await availabilityOf(tx, a.expertId);
      if (!hours) throw new AppError('CONFLICT', BOOKING_MESSAGES.noHours);
      if (new Date(input.start).getTime() === a.appointmentDate.getTime())
        throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.sameTime, { start: [BOOKING_MESSAGES.sameTime] });
      const until = new Date(now.getTime() + BOOKING_WINDOW_DAYS * 86_400_000);
      const start = assertSlot(hours, input.start, now, await busyIntervals(tx, a.expertId, now, until, id));
      await releaseExpiredHolds(tx, a.expertId, now);
      const end = new Date(start.getTime() + hours.slotMinutes * 60_000);
      await tx.update(appointments).set({ appointmentDate: start, endsAt: end }).where(eq(appointments.id, id));
      if (a.roomId) await tx.update(callRooms).set({ startsAt: start }).where(eq(callRooms.id, a.roomId));
      await dropPendingReminders(tx, id);
      const payload = { ...payloadOf(row), startsAt: start.toISOString() };
      return queueAppointmentMessages(tx, { phone: row.holderPhone, language: row.holderLanguage, payload, startsAt: start, now, first: 'appointment-moved' });
    })
    .catch(mapSlotRace);
  await deps.outbox.deliverNow(messages).catch(() => undefined);
  return getAppointment(db, user, id, now);
}
