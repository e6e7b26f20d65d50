// Kept free of zod and of runtime imports: the dashboard reads these in the browser (bundle budget).

/** A patient sees and books slots this many days ahead. */
export const BOOKING_WINDOW_DAYS = 14;
export const BOOKING_MODES = ['video', 'audio', 'chat'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
export const BOOKING_MODE_LABELS: Record<BookingMode, string> = { video: 'Video call', audio: 'Audio call', chat: 'Chat' };
/** Reschedule and cancel up to this many hours before the start; after that the time is the expert's. */
export const BOOKING_CHANGE_CUTOFF_HOURS = 2;
export const CANCEL_REASON_MAX_LENGTH = 300;
export const CANCEL_REASON_MIN_LENGTH = 3;

/** True when an appointment starting at `startsAt` may still be moved or cancelled by the patient at `now`. */
export function canChangeAppointment(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= BOOKING_CHANGE_CUTOFF_HOURS * 3_600_000;
}

/** Issue 19 part 4: how long a booking that needs payment holds its slot while the person pays. */
export const PAYMENT_HOLD_MINUTES = 10;
/** Spec 001 §3 `consultations.payment_status`, in its own words. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
