import {
  BOOKING_MESSAGES,
  isHoldExpired,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  rupeesToPaise,
  type Appointment,
  type CurrentUser,
  type PaymentCheckout,
  type PaymentVerification,
} from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { appointments } from '../../db/schema/health-records';
import { payments } from '../../db/schema/payments';
import type { ServiceDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { PaymentProviderError, type PaymentProvider } from '../../providers/payments/payment-provider';
import { queueAppointmentMessages } from '../appointments/appointment-reminders';
import { joinPathOf, modeOf, toAppointment, viewQuery, viewRows } from '../appointments/appointment-views';
import { receiptNumber } from './receipt-number';

export interface PaymentDeps extends ServiceDeps {
  payments: PaymentProvider;
  logger: Logger;
}
export type PaymentRow = typeof payments.$inferSelect;

/** The appointment of the signed-in patient; 404 alike for anyone else's and for unknown ids. */
async function ownAppointment(db: Database | Tx, user: CurrentUser, id: string, lock = false) {
  const query = viewQuery(db).where(and(eq(appointments.id, id), eq(appointments.userId, user.id)));
  const [row] = lock ? await query.for('update', { of: appointments }) : await query;
  if (!row || user.role !== 'patient') throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
  return row;
}

/**
 * POST /api/appointments/{id}/payment: the order to pay a held appointment with, made at the provider once (a retry
 * after a failed or abandoned attempt reuses it, as Razorpay allows several attempts on one order). The amount is the
 * appointment's fee, computed on the server when it was booked; nothing the browser sends changes it.
 */
export async function startPayment(deps: PaymentDeps, user: CurrentUser, appointmentId: string): Promise<PaymentCheckout> {
  const { db, now } = deps;
  const row = await ownAppointment(db, user, appointmentId);
  const a = row.appointment;
  if (a.status !== 'scheduled' || !a.holdExpiresAt || row.paymentStatus !== 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.notAwaiting);
  if (isHoldExpired(a.holdExpiresAt, now)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.holdExpired);
  const [existing] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, a.id), eq(payments.provider, deps.payments.name)));
  let payment = existing && existing.status !== 'refunded' ? existing : undefined;
  if (!payment) {
    const amount = rupeesToPaise(a.fee);
    const receipt = receiptNumber(now);
    const order = await deps.payments.createOrder({ amount, receipt, notes: { appointment_id: a.id } }).catch((error: unknown) => {
      deps.logger.warn({ err: error instanceof PaymentProviderError ? error.message : error }, 'payment order not created');
      throw new AppError('PROVIDER_FAILED', 'The payment could not be started. Please try again in a moment.');
    });
    const [stored] = await db
      .insert(payments)
      .values({
        userId: user.id,
        appointmentId: a.id,
        consultationId: a.consultationId,
        expertId: a.expertId,
        provider: deps.payments.name,
        orderId: order.orderId,
        amountPaise: order.amount,
        currency: PAYMENT_CURRENCY,
        receipt,
      })
      .returning();
    payment = stored;
  }
  if (!payment) throw new Error('payment not stored');
  return {
    appointmentId: a.id,
    provider: deps.payments.name,
    orderId: payment.orderId,
    amount: payment.amountPaise,
    currency: PAYMENT_CURRENCY,
    keyId: deps.payments.keyId,
    checkoutUrl: deps.payments.name === 'test' ? `/api/payments/test-checkout/${payment.orderId}` : null,
    holdExpiresAt: a.holdExpiresAt.toISOString(),
    description: `${modeOf(a.appointmentType)} consultation with ${row.expertName ?? 'your expert'}`,
    prefill: { name: row.patientName ?? row.holderName, contact: row.holderPhone, email: null },
  };
}

export type Settlement = { outcome: 'paid'; messages: number[] } | { outcome: 'unchanged' } | { outcome: 'refund'; payment: PaymentRow };

/**
 * Records that an order was paid, once: the payment row locked, then the appointment confirmed (its hold cleared, the
 * consultation's payment_status paid, the confirmation and reminders queued). A second call for a paid order changes
 * nothing. A payment that arrives after the appointment was let go (hold lapsed, cancelled) is refunded instead.
 */
export async function settlePaid(tx: Tx, orderId: string, paymentId: string, now: Date): Promise<Settlement> {
  const [payment] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.unknownOrder);
  if (payment.status === 'paid' || payment.status === 'refunded') return { outcome: 'unchanged' };
  await tx.update(payments).set({ status: 'paid', paymentId, paidAt: now }).where(eq(payments.id, payment.id));
  const [row] = payment.appointmentId ? await viewQuery(tx).where(eq(appointments.id, payment.appointmentId)).for('update', { of: appointments }) : [];
  const a = row?.appointment;
  if (!row || !a || a.status !== 'scheduled' || !a.holdExpiresAt || a.appointmentDate <= now) {
    return { outcome: 'refund', payment: { ...payment, status: 'paid', paymentId, paidAt: now } };
  }
  // A lapsed hold that nobody took yet is still the person's slot: the payment confirms it.
  await tx.update(appointments).set({ holdExpiresAt: null }).where(eq(appointments.id, a.id));
  if (a.consultationId) await tx.update(consultations).set({ paymentStatus: 'paid' }).where(eq(consultations.id, a.consultationId));
  const payload = {
    appointmentId: a.id,
    expertName: row.expertName ?? 'your expert',
    startsAt: a.appointmentDate.toISOString(),
    timeZone: a.timeZone,
    mode: modeOf(a.appointmentType),
    joinPath: joinPathOf(a) ?? '/patient-dashboard',
  };
  const messages = await queueAppointmentMessages(tx, {
    phone: row.holderPhone,
    language: row.holderLanguage,
    payload,
    startsAt: a.appointmentDate,
    now,
    first: 'appointment-booked',
  });
  return { outcome: 'paid', messages };
}

/** Pays a late payment back through the provider and marks it, and its consultation, refunded. */
export async function refundLatePayment(deps: PaymentDeps, payment: PaymentRow): Promise<void> {
  if (!payment.paymentId) return;
  const refund = await deps.payments.refund({ paymentId: payment.paymentId, amount: payment.amountPaise, notes: { reason: 'appointment no longer held' } });
  await deps.db.transaction(async (tx) => {
    await tx.update(payments).set({ status: 'refunded', refundId: refund.refundId, refundedAt: deps.now }).where(eq(payments.id, payment.id));
    if (payment.consultationId) await tx.update(consultations).set({ paymentStatus: 'refunded' }).where(eq(consultations.id, payment.consultationId));
  });
}

/** After a settlement: deliver the confirmation now, or pay a late payment back. */
export async function afterSettlement(deps: PaymentDeps, settlement: Settlement): Promise<void> {
  if (settlement.outcome === 'paid') await deps.outbox.deliverNow(settlement.messages).catch(() => undefined);
  if (settlement.outcome === 'refund') {
    await refundLatePayment(deps, settlement.payment).catch((error: unknown) => {
      deps.logger.error({ err: error instanceof Error ? error.message : error, orderId: settlement.payment.orderId }, 'late payment not refunded');
    });
  }
}

/**
 * POST /api/payments/verify: what the checkout handed the browser after paying. The signature must be the provider's
 * HMAC of order and payment id (constant-time comparison), or nothing changes (400). Only the order's own patient.
 */
export async function verifyPayment(deps: PaymentDeps, user: CurrentUser, input: PaymentVerification): Promise<Appointment> {
  const { db, now } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, input.razorpay_order_id));
  if (!payment || payment.userId !== user.id || user.role !== 'patient' || payment.provider !== deps.payments.name) {
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.unknownOrder);
  }
  const valid = deps.payments.verifyPaymentSignature({ orderId: payment.orderId, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature });
  if (!valid) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.badSignature, { razorpay_signature: [PAYMENT_MESSAGES.badSignature] });
  if (payment.paymentId && payment.paymentId !== input.razorpay_payment_id) throw new AppError('CONFLICT', PAYMENT_MESSAGES.notAwaiting);
  const settlement = await db.transaction((tx) => settlePaid(tx, payment.orderId, input.razorpay_payment_id, now));
  await afterSettlement(deps, settlement);
  if (!payment.appointmentId) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
  const [view] = await viewRows(db, eq(appointments.id, payment.appointmentId), 1);
  if (!view) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
  return toAppointment(view, now);
}

/** Records a failed attempt (the order stays payable while the hold lasts). */
export async function recordFailure(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
}
