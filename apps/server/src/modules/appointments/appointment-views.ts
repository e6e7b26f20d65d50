import { canChangeAppointment, consultationChatPath, isHoldExpired, PAYMENT_MESSAGES, type Appointment, type BookingMode } from '@sahay/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../consultation-lifecycle/actors';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { appointments } from '../../db/schema/health-records';
import { users } from '../../db/schema/auth';

const DEFAULT_SLOT_MS = 30 * 60_000;

export function viewQuery(db: Db) {
  return db
    .select({
      appointment: appointments,
      expertName: experts.name,
      specialization: experts.specialization,
      expertUserId: experts.userId,
      patientName: consultations.patientName,
      paymentStatus: consultations.paymentStatus,
      holderName: users.name,
      holderPhone: users.phone,
      holderLanguage: users.preferredLanguage,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(experts, eq(experts.id, appointments.expertId))
    .leftJoin(consultations, eq(consultations.id, appointments.consultationId))
    .$dynamic();
}
export type ViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

export async function viewRows(db: Db, where: SQL | undefined, limit = 200): Promise<ViewRow[]> {
  return viewQuery(db).where(where).orderBy(appointments.appointmentDate).limit(limit);
}

export function modeOf(type: string): BookingMode {
  return type === 'audio' || type === 'chat' ? type : 'video';
}

/** Where joining at the time goes: the consultation's call room, audio-only for an audio call, or its chat. */
export function joinPathOf(row: { appointmentType: string; roomId: string | null; consultationId: string | null }): string | null {
  const mode = modeOf(row.appointmentType);
  if (mode === 'chat') return row.consultationId ? consultationChatPath(row.consultationId) : null;
  if (!row.roomId) return null;
  return `/join-meeting/${row.roomId}${mode === 'audio' ? '?mode=audio' : ''}`;
}

/**
 * The appointment as its patient, expert and admin see it. A hold past its time (issue 19 part 4) reads as cancelled
 * even before the next booking of the slot releases it in the database; while held, there is nothing to join or move.
 */
export function toAppointment(row: ViewRow, now: Date): Appointment {
  const a = row.appointment;
  const end = a.endsAt ?? new Date(a.appointmentDate.getTime() + DEFAULT_SLOT_MS);
  const lapsed = a.status === 'scheduled' && isHoldExpired(a.holdExpiresAt, now);
  const held = a.status === 'scheduled' && a.holdExpiresAt !== null && !lapsed;
  const status = lapsed ? 'cancelled' : a.status;
  return {
    id: a.id,
    start: a.appointmentDate.toISOString(),
    end: end.toISOString(),
    status,
    paymentStatus: row.paymentStatus ?? (a.fee > 0 ? 'pending' : 'paid'),
    holdExpiresAt: held && a.holdExpiresAt ? a.holdExpiresAt.toISOString() : null,
    mode: modeOf(a.appointmentType),
    expertId: a.expertId,
    expertName: row.expertName,
    specialization: row.specialization,
    patientName: row.patientName ?? row.holderName,
    familyMemberId: a.familyMemberId,
    consultationId: a.consultationId,
    joinPath: status === 'scheduled' && !held ? joinPathOf(a) : null,
    fee: a.fee,
    timeZone: a.timeZone,
    cancelledBy: a.cancelledBy ?? null,
    cancelReason: lapsed ? PAYMENT_MESSAGES.heldCancelReason : a.cancelReason,
    changeable: status === 'scheduled' && !held && canChangeAppointment(a.appointmentDate, now),
  };
}
