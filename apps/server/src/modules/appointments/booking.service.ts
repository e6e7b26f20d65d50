import {
  BOOKING_MESSAGES,
  BOOKING_WINDOW_DAYS,
  consultationPrice,
  DEFAULT_EXPERT_TIME_ZONE,
  generateSlots,
  holdExpiresAt,
  needsPayment,
  SLOT_PROBLEM_MESSAGES,
  slotProblem,
  type Appointment,
  type Availability,
  type BookingInput,
  type CurrentUser,
  type ExpertSlots,
} from '@sahay/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { users } from '../../db/schema/auth';
import { callRooms } from '../../db/schema/calls';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { familyMembers } from '../../db/schema/family';
import { appointments } from '../../db/schema/health-records';
import type { ServiceDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { newRoomId } from '../calls/calls.service';
import { insertConsultation } from '../consultation-lifecycle/lifecycle.service';
import type { Db } from '../consultation-lifecycle/actors';
import { releaseExpiredHolds } from '../payments/payment-holds';
import { queueAppointmentMessages } from './appointment-reminders';
import { joinPathOf, toAppointment, viewRows } from './appointment-views';
import { availabilityOf, busyIntervals } from './availability.service';

export const SLOT_KEY = 'appointments_expert_slot_key';
const DAY_MS = 86_400_000;

/** An approved expert who can be booked, or 404 alike for an unknown, pending or suspended one. */
export async function bookableExpert(db: Db, expertId: string) {
  const [row] = await db
    .select({ id: experts.id, name: experts.name, specialization: experts.specialization, category: experts.category })
    .from(experts)
    .where(and(eq(experts.id, expertId), eq(experts.isVerified, true), eq(experts.status, 'approved')));
  if (!row) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notBookable);
  return row;
}

/** The person's earlier consultations in a field, not cancelled: the free first consultation is for the first one. */
async function earlierInField(db: Db, userId: string, category: (typeof experts.$inferSelect)['category']): Promise<number> {
  return db.$count(consultations, and(eq(consultations.userId, userId), eq(consultations.category, category), ne(consultations.status, 'cancelled')));
}

/** GET /api/experts/{id}/slots: the expert's free slots of the next 14 days and what booking one costs this person. */
export async function expertSlots(db: Database, user: CurrentUser, expertId: string, now: Date): Promise<ExpertSlots> {
  const expert = await bookableExpert(db, expertId);
  const hours = await availabilityOf(db, expert.id);
  const until = new Date(now.getTime() + BOOKING_WINDOW_DAYS * DAY_MS);
  const busy = hours ? await busyIntervals(db, expert.id, now, until) : [];
  const slots = hours ? generateSlots(hours, { now, busy }) : [];
  const earlier = user.role === 'patient' ? await earlierInField(db, user.id, expert.category) : 1;
  return {
    expert,
    timeZone: hours?.timeZone ?? DEFAULT_EXPERT_TIME_ZONE,
    slotMinutes: hours?.slotMinutes ?? 0,
    slots,
    price: consultationPrice(expert.category, earlier, hours?.slotMinutes),
  };
}

/** 409 for a slot someone else holds, 400 with the field error for any other problem with the time. */
export function assertSlot(hours: Availability, start: string, now: Date, busy: Awaited<ReturnType<typeof busyIntervals>>): Date {
  const problem = slotProblem(hours, start, now, busy);
  if (problem === 'taken') throw new AppError('CONFLICT', BOOKING_MESSAGES.taken, { start: [BOOKING_MESSAGES.taken] });
  if (problem) throw new AppError('BAD_REQUEST', SLOT_PROBLEM_MESSAGES[problem], { start: [SLOT_PROBLEM_MESSAGES[problem]] });
  return new Date(start);
}

export function mapSlotRace(error: unknown): never {
  if (isUniqueViolation(error, SLOT_KEY)) throw new AppError('CONFLICT', BOOKING_MESSAGES.taken, { start: [BOOKING_MESSAGES.taken] });
  throw error;
}

async function personOf(tx: Tx, user: CurrentUser, member: string | undefined) {
  const [holder] = await tx.select({ name: users.name, phone: users.phone, language: users.preferredLanguage }).from(users).where(eq(users.id, user.id));
  if (!holder) throw new AppError('UNAUTHENTICATED', 'Please log in');
  if (!member) return { name: holder.name, phone: holder.phone, language: holder.language, familyMemberId: null };
  const [row] = await tx
    .select({ id: familyMembers.id, name: familyMembers.name })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, member), eq(familyMembers.userId, user.id)));
  if (!row) throw new AppError('NOT_FOUND', 'No such family member of yours');
  return { name: row.name, phone: holder.phone, language: holder.language, familyMemberId: row.id };
}

/**
 * POST /api/appointments: books one free slot, in one transaction: the consultation (active: the expert offered the
 * time), its call room opening at the start (decision 084), the appointment, and the confirmation and reminders.
 * Two requests for one slot both pass the check; the partial unique index lets one commit and the other gets 409.
 * A booking that costs something is a hold (issue 19 part 4): its slot is kept for 10 minutes, its consultation's
 * payment is pending, and the confirmation and reminders are queued only once it is paid (payments module).
 */
export async function bookAppointment(deps: ServiceDeps, user: CurrentUser, input: BookingInput): Promise<Appointment> {
  const { db, now } = deps;
  if (user.role !== 'patient') throw new AppError('FORBIDDEN', BOOKING_MESSAGES.patientsOnly);
  const expert = await bookableExpert(db, input.expertId);
  const hours = await availabilityOf(db, expert.id);
  if (!hours) throw new AppError('CONFLICT', BOOKING_MESSAGES.noHours);
  const { id, messages } = await db
    .transaction(async (tx) => {
      const person = await personOf(tx, user, input.member);
      const start = assertSlot(hours, input.start, now, await busyIntervals(tx, expert.id, now, new Date(now.getTime() + BOOKING_WINDOW_DAYS * DAY_MS)));
      const end = new Date(start.getTime() + hours.slotMinutes * 60_000);
      const price = consultationPrice(expert.category, await earlierInField(tx, user.id, expert.category), hours.slotMinutes);
      const paying = needsPayment(price.fee);
      await releaseExpiredHolds(tx, expert.id, now);
      const consultation = await insertConsultation(tx, {
        userId: user.id,
        expertId: expert.id,
        familyMemberId: person.familyMemberId,
        patientName: person.name,
        consultationType: input.mode,
        category: expert.category,
        status: 'active',
        flowStep: 'booked',
        consultationFee: price.fee,
        // Nothing is owed for a free first consultation: it is settled as it is booked.
        paymentStatus: paying ? 'pending' : 'paid',
      });
      const roomId = input.mode === 'chat' ? null : newRoomId();
      if (roomId) await tx.insert(callRooms).values({ id: roomId, consultationId: consultation.id, startsAt: start });
      const [row] = await tx
        .insert(appointments)
        .values({
          userId: user.id,
          expertId: expert.id,
          appointmentDate: start,
          endsAt: end,
          appointmentType: input.mode,
          familyMemberId: person.familyMemberId,
          consultationId: consultation.id,
          roomId,
          timeZone: input.timeZone ?? DEFAULT_EXPERT_TIME_ZONE,
          fee: price.fee,
          holdExpiresAt: paying ? holdExpiresAt(now) : null,
        })
        .returning();
      if (!row) throw new Error('appointment not stored');
      const payload = {
        appointmentId: row.id,
        expertName: expert.name,
        startsAt: start.toISOString(),
        timeZone: row.timeZone,
        mode: input.mode,
        joinPath: joinPathOf(row) ?? '/patient-dashboard',
      };
      if (paying) return { id: row.id, messages: [] };
      const queued = await queueAppointmentMessages(tx, {
        phone: person.phone,
        language: person.language,
        payload,
        startsAt: start,
        now,
        first: 'appointment-booked',
      });
      return { id: row.id, messages: queued };
    })
    .catch(mapSlotRace);
  await deps.outbox.deliverNow(messages).catch(() => undefined);
  const [view] = await viewRows(db, eq(appointments.id, id), 1);
  if (!view) throw new Error('appointment not found after booking');
  return toAppointment(view, now);
}
