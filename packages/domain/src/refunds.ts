import { z } from 'zod';
import { REFUND_WINDOW_DAYS } from './legal';

/**
 * Issue 19 part 6 (spec 000 §9): a patient may ask for a paid consultation's money back within 7 days of the
 * consultation, never for a completed one; an admin approves (the provider pays it back) or declines with a reason.
 * "The consultation" is the appointment's start, or when it was paid for a payment without an appointment.
 */

export const REFUND_REASON_MIN_LENGTH = 5;
export const REFUND_REASON_MAX_LENGTH = 500;
export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

export const REFUND_MESSAGES = {
  notPaid: 'Only a paid consultation can be refunded',
  alreadyRefunded: 'This payment has already been refunded',
  alreadyRequested: 'A refund was already requested for this payment',
  completed: 'A completed consultation cannot be refunded',
  tooLate: `Refunds can be requested up to ${REFUND_WINDOW_DAYS} days after the consultation`,
  reasonRequired: `Please tell us why, in at least ${REFUND_REASON_MIN_LENGTH} characters`,
  reasonTooLong: `Please keep the reason under ${REFUND_REASON_MAX_LENGTH} characters`,
  declineReasonRequired: `Please give the patient a reason, in at least ${REFUND_REASON_MIN_LENGTH} characters`,
  notFound: 'No such refund request',
  alreadyDecided: 'This refund request has already been decided',
  /** Why an appointment still ahead is cancelled when its refund is approved (its slot is freed, no reminders). */
  refundedCancelReason: 'Refunded at your request',
  providerFailed: 'The payment provider could not make the refund. Nothing changed; please try again in a moment.',
} as const;

export type RefundRefusal = 'not-paid' | 'already-refunded' | 'already-requested' | 'completed' | 'too-late';
const REFUSAL_MESSAGES: Record<RefundRefusal, string> = {
  'not-paid': REFUND_MESSAGES.notPaid,
  'already-refunded': REFUND_MESSAGES.alreadyRefunded,
  'already-requested': REFUND_MESSAGES.alreadyRequested,
  completed: REFUND_MESSAGES.completed,
  'too-late': REFUND_MESSAGES.tooLate,
};

/** What the rule needs to know about one payment. */
export interface RefundCase {
  /** The payment's own status at the provider: created, paid, failed or refunded. */
  paymentStatus: 'created' | 'paid' | 'failed' | 'refunded';
  paidAt: Date | null;
  /** The appointment's start; null for a payment without an appointment. */
  appointmentStart: Date | null;
  /** The consultation (or its appointment) was completed. */
  completed: boolean;
  /** A refund was already requested for this payment (whatever became of it: one request per payment). */
  requested: boolean;
}

export type RefundDecision = { allowed: true; until: Date } | { allowed: false; refusal: RefundRefusal; message: string };

const DAY_MS = 86_400_000;

/** The consultation's time: the appointment's start, or the payment's time when there is no appointment. */
export function consultationTimeOf(c: Pick<RefundCase, 'appointmentStart' | 'paidAt'>): Date | null {
  return c.appointmentStart ?? c.paidAt;
}

/** Until when a refund may be requested: 7 days after the consultation, the instant itself included. */
export function refundDeadline(consultationAt: Date): Date {
  return new Date(consultationAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

/** Whether the patient may ask for this payment back at `now`, and if not, why (in words to show). */
export function refundEligibility(c: RefundCase, now: Date): RefundDecision {
  const refuse = (refusal: RefundRefusal): RefundDecision => ({ allowed: false, refusal, message: REFUSAL_MESSAGES[refusal] });
  if (c.paymentStatus === 'refunded') return refuse('already-refunded');
  if (c.paymentStatus !== 'paid' || !c.paidAt) return refuse('not-paid');
  if (c.requested) return refuse('already-requested');
  if (c.completed) return refuse('completed');
  const at = consultationTimeOf(c);
  if (!at) return refuse('not-paid');
  const until = refundDeadline(at);
  if (now.getTime() > until.getTime()) return refuse('too-late');
  return { allowed: true, until };
}

const reasonText = (tooShort: string) =>
  z.string(tooShort).trim().min(REFUND_REASON_MIN_LENGTH, tooShort).max(REFUND_REASON_MAX_LENGTH, REFUND_MESSAGES.reasonTooLong);

/** POST /api/appointments/{id}/refund-request: why the patient wants the money back. */
export const RefundRequestInputSchema = z.object({ reason: reasonText(REFUND_MESSAGES.reasonRequired) });
export type RefundRequestInput = z.infer<typeof RefundRequestInputSchema>;

/** POST /api/admin/refund-requests/{id}/decline: the reason the patient is told. */
export const RefundDeclineSchema = z.object({ reason: reasonText(REFUND_MESSAGES.declineReasonRequired) });
export type RefundDecline = z.infer<typeof RefundDeclineSchema>;

/** A refund request as its patient sees it on the dashboard. */
export const RefundRequestViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  reason: z.string(),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
  /** In paise. */
  amount: z.number().int(),
});
export type RefundRequestView = z.infer<typeof RefundRequestViewSchema>;

/** A refund request as the admin list shows it. */
export const AdminRefundRequestSchema = RefundRequestViewSchema.extend({
  appointmentId: z.uuid().nullable(),
  appointmentAt: z.iso.datetime().nullable(),
  patientName: z.string().nullable(),
  expertName: z.string().nullable(),
  receipt: z.string(),
  paidAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;
export const AdminRefundRequestListSchema = z.object({ requests: z.array(AdminRefundRequestSchema) });
export type AdminRefundRequestList = z.infer<typeof AdminRefundRequestListSchema>;
export const RefundRequestQuerySchema = z.object({ view: z.enum(['pending', 'decided']).default('pending') });
