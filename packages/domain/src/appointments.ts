import { z } from 'zod';
import { type SlotProblem } from './availability';
import { isTimeZone } from './zoned-time';
import { INTL_LOCALE, type AppLanguage } from './app-languages';
import { CATEGORIES } from './categories';
import { CONTROL_CHARACTERS_MESSAGE, hasUnsafeCharacters } from './text';

/**
 * Issue 19 part 2: booking a time with an expert. A booking is an appointment (spec 001 §3) of one of the expert's
 * free slots, in a mode, for the account holder or one of their family members (decision 075), with a consultation
 * and a call room behind it so that joining at the time opens the consultation's call (decision 084).
 */
export {
  BOOKING_CHANGE_CUTOFF_HOURS,
  BOOKING_MODE_LABELS,
  BOOKING_MODES,
  CANCEL_REASON_MAX_LENGTH,
  CANCEL_REASON_MIN_LENGTH,
  canChangeAppointment,
  type BookingMode,
} from './booking-rules';
import { BOOKING_CHANGE_CUTOFF_HOURS, BOOKING_MODES, CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_MIN_LENGTH, PAYMENT_STATUSES } from './booking-rules';

export const BOOKING_MESSAGES = {
  past: 'That time has passed: choose a later slot',
  tooFar: 'You can book up to 14 days ahead',
  outside: 'The expert does not take bookings at that time: choose one of the free slots',
  taken: 'Someone has just booked that slot: choose another one',
  invalid: 'Choose a slot',
  noHours: 'This expert has not set their hours yet',
  notBookable: 'This expert cannot be booked at the moment',
  cutoff: `Appointments can be changed or cancelled up to ${BOOKING_CHANGE_CUTOFF_HOURS} hours before they start`,
  notScheduled: 'This appointment is no longer scheduled',
  reasonRequired: 'Tell the patient why you are cancelling',
  reasonTooLong: `Keep the reason under ${CANCEL_REASON_MAX_LENGTH} characters`,
  patientsOnly: 'Only patient accounts book appointments',
  notFound: 'No such appointment',
  timeZone: 'Unknown time zone',
  sameTime: 'Choose a different time to move the appointment to',
} as const;

export const SLOT_PROBLEM_MESSAGES: Record<SlotProblem, string> = {
  invalid: BOOKING_MESSAGES.invalid,
  past: BOOKING_MESSAGES.past,
  'too-far': BOOKING_MESSAGES.tooFar,
  outside: BOOKING_MESSAGES.outside,
  taken: BOOKING_MESSAGES.taken,
};

const TimeZoneSchema = z.string().max(64).refine(isTimeZone, BOOKING_MESSAGES.timeZone);

export const BookingInputSchema = z.object({
  expertId: z.uuid('Not an expert id'),
  start: z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.invalid }),
  mode: z.enum(BOOKING_MODES, BOOKING_MESSAGES.invalid),
  /** A family member of the account holder (decision 075); absent: the holder. */
  member: z.uuid('Not a family member id').optional(),
  /** The patient's time zone, for their reminders; India time unless the browser says otherwise. */
  timeZone: TimeZoneSchema.optional(),
});
export type BookingInput = z.infer<typeof BookingInputSchema>;

export const RescheduleInputSchema = z.object({ start: z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.invalid }) });
export type RescheduleInput = z.infer<typeof RescheduleInputSchema>;

export const CancelInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX_LENGTH, BOOKING_MESSAGES.reasonTooLong)
    .refine((value) => !hasUnsafeCharacters(value), CONTROL_CHARACTERS_MESSAGE)
    .optional(),
});
export type CancelInput = z.infer<typeof CancelInputSchema>;

export const SlotSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });

/** GET /api/experts/{id}/slots: the free slots of the next 14 days, and what a booking would cost this person. */
export const ExpertSlotsSchema = z.object({
  expert: z.object({ id: z.uuid(), name: z.string(), specialization: z.string().nullable(), category: z.enum(CATEGORIES) }),
  timeZone: z.string(),
  slotMinutes: z.number().int(),
  slots: z.array(SlotSchema),
  price: z.object({ fee: z.number().int(), listFee: z.number().int(), freeMinutes: z.number().int() }),
});
export type ExpertSlots = z.infer<typeof ExpertSlotsSchema>;

export const AppointmentSchema = z.object({
  id: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.enum(['scheduled', 'completed', 'cancelled']),
  /** Spec 001 §3 payment_status of its consultation: pending while it waits to be paid (issue 19 part 4). */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** While unpaid, until when the slot is held for the payment; null once paid or free. */
  holdExpiresAt: z.iso.datetime().nullable(),
  mode: z.enum(BOOKING_MODES),
  expertId: z.uuid().nullable(),
  expertName: z.string().nullable(),
  specialization: z.string().nullable(),
  /** Who it is for: the holder's or the family member's name. */
  patientName: z.string(),
  familyMemberId: z.uuid().nullable(),
  consultationId: z.uuid().nullable(),
  /** Where joining at the time goes: the call room (video, audio) or the chat. */
  joinPath: z.string().nullable(),
  fee: z.number().int(),
  timeZone: z.string(),
  cancelledBy: z.enum(['patient', 'expert']).nullable(),
  cancelReason: z.string().nullable(),
  /** Whether the patient may still move or cancel it (more than 2 hours ahead and scheduled). */
  changeable: z.boolean(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

export const ExpertScheduleSchema = z.object({
  timeZone: z.string(),
  today: z.array(AppointmentSchema),
  week: z.array(AppointmentSchema),
});
export type ExpertSchedule = z.infer<typeof ExpertScheduleSchema>;

/** The reason an expert gives is required and must say something. */
export function expertCancelReasonProblem(reason: string | undefined): string | null {
  if (!reason || reason.trim().length < CANCEL_REASON_MIN_LENGTH) return BOOKING_MESSAGES.reasonRequired;
  return null;
}

/**
 * 'Tue, 3 Mar, 4:30 pm IST' ('मंगल, 3 मार्च, 4:30 pm IST' in Hindi): an appointment's time as a message states it,
 * in the reader's time zone and language.
 */
export function appointmentTimeText(iso: string, timeZone: string, language: AppLanguage = 'en'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const zone = isTimeZone(timeZone) ? timeZone : 'Asia/Kolkata';
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  })
    .format(at)
    .replace(/\b(am|pm)\b/gi, (m) => m.toLowerCase());
}

/** The reminders before an appointment: what each says and how long before the start it is due. */
export const APPOINTMENT_REMINDERS = [
  { when: '24h', beforeMs: 24 * 3_600_000, label: 'tomorrow' },
  { when: '15m', beforeMs: 15 * 60_000, label: 'in 15 minutes' },
] as const;
export type ReminderWhen = (typeof APPOINTMENT_REMINDERS)[number]['when'];
