import { z } from 'zod';
import { PAYMENT_HOLD_MINUTES, PAYMENT_STATUSES, type PaymentStatus } from './booking-rules';

/**
 * Issue 19 part 4: paying for a booked appointment. The rules here are pure; the server applies them, the booking page
 * shows what they say. Amounts travel to a payment provider in paise (Razorpay's unit); people see whole rupees.
 */

export { PAYMENT_HOLD_MINUTES, PAYMENT_STATUSES, type PaymentStatus };
export const PAYMENT_CURRENCY = 'INR';
export const PAYMENT_PROVIDERS = ['test', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** What the local test gateway's checkout page offers: what a real gateway might do with a payment. */
export const TEST_CHECKOUT_OUTCOMES = ['success', 'failure', 'pending'] as const;
export type TestCheckoutOutcome = (typeof TEST_CHECKOUT_OUTCOMES)[number];

export const PAYMENT_MESSAGES = {
  proceeding: 'Proceeding to payment...',
  notAwaiting: 'This appointment is not waiting for a payment',
  holdExpired: `The ${PAYMENT_HOLD_MINUTES} minutes to pay have passed and the slot was released: please book again`,
  badSignature: 'The payment could not be verified',
  unknownOrder: 'No such payment',
  failed: 'The payment did not go through. You can try again while the slot is held.',
  pending: 'The payment is still pending. We confirm the appointment as soon as it is paid.',
  unpaid: 'This appointment is not paid yet: pay for it first, or let the hold lapse',
  heldCancelReason: `Not paid within ${PAYMENT_HOLD_MINUTES} minutes`,
} as const;

/** Whole rupees to paise, the unit payment providers count in. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isInteger(rupees) || rupees < 0) throw new RangeError('rupees must be a whole, non-negative number');
  return rupees * 100;
}

/** Until when a booking made at `now` holds its slot unpaid. */
export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
}

/** A held slot is free again once its time to pay has passed (at the instant itself: the hold is [booked, expiry)). */
export function isHoldExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** Only a booking that costs something waits for a payment; a free first consultation is confirmed at once. */
export function needsPayment(fee: number): boolean {
  return fee > 0;
}

const orderId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, 'Not an order id');
const paymentId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, 'Not a payment id');

/** What the browser needs to open the checkout for an appointment's order. */
export const PaymentCheckoutSchema = z.object({
  appointmentId: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  orderId: z.string(),
  /** In paise. */
  amount: z.number().int().positive(),
  currency: z.literal(PAYMENT_CURRENCY),
  /** Razorpay's public key id for its Checkout; null for the test gateway. */
  keyId: z.string().nullable(),
  /** The test gateway's own checkout page; null for Razorpay (its Checkout opens in the page). */
  checkoutUrl: z.string().nullable(),
  holdExpiresAt: z.iso.datetime(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string().nullable(), email: z.string().nullable() }),
});
export type PaymentCheckout = z.infer<typeof PaymentCheckoutSchema>;

/** What a checkout hands back after a successful payment, in Razorpay's field names. */
export const PaymentVerificationSchema = z.object({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'Not a payment signature'),
});
export type PaymentVerification = z.infer<typeof PaymentVerificationSchema>;

export const TestCheckoutInputSchema = z.object({ outcome: z.enum(TEST_CHECKOUT_OUTCOMES, 'Choose what the payment does') });
