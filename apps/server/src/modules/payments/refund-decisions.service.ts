import { REFUND_MESSAGES, type AdminRefundRequest, type CurrentUser, type RefundDecline } from '@sahay/domain';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { consultationStatusChanges } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { appointments } from '../../db/schema/health-records';
import { payments, refundRequests } from '../../db/schema/payments';
import { outbox } from '../../db/schema/platform';
import { AppError } from '../../lib/errors';
import { assertAdmin } from '../../lib/session';
import { PaymentProviderError } from '../../providers/payments/payment-provider';
import { dropPendingReminders } from '../appointments/appointment-reminders';
import { patientNotice } from '../notifications/patient-notice';
import type { PaymentDeps } from './payments.service';
import { toRefundView } from './refund-requests.service';

const LIST_MAX = 100;
const deciders = alias(users, 'deciders');

function adminQuery(db: Database | Tx) {
  return db
    .select({
      request: refundRequests,
      payment: payments,
      appointmentAt: appointments.appointmentDate,
      patientName: consultations.patientName,
      holderName: users.name,
      holderPhone: users.phone,
      holderEmail: users.email,
      expertName: experts.name,
      decidedBy: deciders.name,
    })
    .from(refundRequests)
    .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(consultations, eq(consultations.id, appointments.consultationId))
    .leftJoin(experts, eq(experts.id, payments.expertId))
    .leftJoin(deciders, eq(deciders.id, refundRequests.decidedBy))
    .$dynamic();
}
type AdminRow = Awaited<ReturnType<typeof adminQuery>>[number];

function toAdminView(row: AdminRow): AdminRefundRequest {
  const { request, payment } = row;
  return {
    ...toRefundView(request, payment),
    appointmentId: payment.appointmentId,
    appointmentAt: row.appointmentAt?.toISOString() ?? null,
    patientName: row.patientName ?? row.holderName,
    expertName: row.expertName,
    receipt: payment.receipt,
    paidAt: payment.paidAt?.toISOString() ?? null,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
  };
}

/** GET /api/admin/refund-requests: pending ones oldest first (the next to decide on top), or decided ones newest first. */
export async function listRefundRequests(db: Database, admin: CurrentUser, view: 'pending' | 'decided'): Promise<AdminRefundRequest[]> {
  assertAdmin(admin);
  const rows =
    view === 'pending'
      ? await adminQuery(db).where(eq(refundRequests.status, 'pending')).orderBy(asc(refundRequests.createdAt)).limit(LIST_MAX)
      : await adminQuery(db)
          .where(inArray(refundRequests.status, ['approved', 'declined']))
          .orderBy(desc(refundRequests.decidedAt))
          .limit(LIST_MAX);
  return rows.map(toAdminView);
}

async function lockedRequest(tx: Tx, id: string) {
  const [row] = await tx
    .select({ request: refundRequests, payment: payments })
    .from(refundRequests)
    .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
    .where(eq(refundRequests.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', REFUND_MESSAGES.notFound);
  return row;
}

async function viewOf(db: Database, id: string): Promise<AdminRefundRequest> {
  const [row] = await adminQuery(db).where(eq(refundRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND', REFUND_MESSAGES.notFound);
  return toAdminView(row);
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * POST /api/admin/refund-requests/{id}/approve: pays the money back through the provider and marks the payment and
 * its consultation refunded, in one transaction that holds the request's and the payment's rows: a second approval,
 * at once or later, waits, then finds it approved and changes nothing (no second refund). A payment already refunded
 * (Razorpay's dashboard, its refund.processed webhook) is not refunded again; the request is simply approved. If the
 * provider refuses, nothing changes (502) and the request stays pending.
 */
export async function approveRefund(deps: PaymentDeps, admin: CurrentUser, id: string): Promise<AdminRefundRequest> {
  assertAdmin(admin);
  const { db, now } = deps;
  const queued = await db.transaction(async (tx) => {
    const { request, payment } = await lockedRequest(tx, id);
    if (request.status === 'approved') return [];
    if (request.status === 'declined') throw new AppError('CONFLICT', REFUND_MESSAGES.alreadyDecided);
    if (payment.status !== 'refunded') {
      if (payment.status !== 'paid' || !payment.paymentId) throw new AppError('CONFLICT', REFUND_MESSAGES.notPaid);
      const refund = await deps.payments
        .refund({ paymentId: payment.paymentId, amount: payment.amountPaise, notes: { refund_request_id: request.id, reason: 'requested by the patient' } })
        .catch((error: unknown) => {
          deps.logger.warn({ err: error instanceof PaymentProviderError ? error.message : error, refundRequestId: id }, 'refund not made');
          throw new AppError('PROVIDER_FAILED', REFUND_MESSAGES.providerFailed);
        });
      await tx.update(payments).set({ status: 'refunded', refundId: refund.refundId, refundedAt: now }).where(eq(payments.id, payment.id));
    }
    if (payment.consultationId) await tx.update(consultations).set({ paymentStatus: 'refunded' }).where(eq(consultations.id, payment.consultationId));
    await releaseRefundedAppointment(tx, payment.appointmentId, admin, now);
    await tx.update(refundRequests).set({ status: 'approved', decidedAt: now, decidedBy: admin.id }).where(eq(refundRequests.id, id));
    return queueNotice(tx, id, 'refund-approved', { refundRequestId: id, amount: rupees(payment.amountPaise), receipt: payment.receipt });
  });
  await deps.outbox.deliverNow(queued).catch(() => undefined);
  return viewOf(db, id);
}

/**
 * A refunded appointment that is still ahead is let go: cancelled (as its patient asked, with the reason saying so),
 * its consultation cancelled, its reminders dropped, so the slot is free again and nobody joins a call paid back.
 */
async function releaseRefundedAppointment(tx: Tx, appointmentId: string | null, admin: CurrentUser, now: Date): Promise<void> {
  if (!appointmentId) return;
  const [released] = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelledBy: 'patient', cancelReason: REFUND_MESSAGES.refundedCancelReason, cancelledAt: now })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'scheduled'), gt(appointments.appointmentDate, now)))
    .returning({ consultationId: appointments.consultationId });
  if (!released) return;
  await dropPendingReminders(tx, appointmentId);
  if (!released.consultationId) return;
  const [before] = await tx
    .select({ status: consultations.status, expertId: consultations.expertId })
    .from(consultations)
    .where(eq(consultations.id, released.consultationId));
  if (before?.status !== 'active' && before?.status !== 'pending') return;
  await tx.update(consultations).set({ status: 'cancelled' }).where(eq(consultations.id, released.consultationId));
  await tx.insert(consultationStatusChanges).values({
    consultationId: released.consultationId,
    action: 'cancel',
    fromStatus: before.status,
    toStatus: 'cancelled',
    actorUserId: admin.id,
    actorRole: 'admin',
    expertId: before.expertId,
    note: REFUND_MESSAGES.refundedCancelReason,
  });
}

/** POST /api/admin/refund-requests/{id}/decline: closes a pending request with the reason the patient is told. */
export async function declineRefund(deps: PaymentDeps, admin: CurrentUser, id: string, input: RefundDecline): Promise<AdminRefundRequest> {
  assertAdmin(admin);
  const { db, now } = deps;
  const queued = await db.transaction(async (tx) => {
    const { request, payment } = await lockedRequest(tx, id);
    if (request.status !== 'pending') throw new AppError('CONFLICT', REFUND_MESSAGES.alreadyDecided);
    await tx
      .update(refundRequests)
      .set({ status: 'declined', decidedAt: now, decidedBy: admin.id, declineReason: input.reason })
      .where(eq(refundRequests.id, id));
    return queueNotice(tx, id, 'refund-declined', { refundRequestId: id, amount: rupees(payment.amountPaise), receipt: payment.receipt, reason: input.reason });
  });
  await deps.outbox.deliverNow(queued).catch(() => undefined);
  return viewOf(db, id);
}

async function queueNotice(
  tx: Tx,
  id: string,
  template: 'refund-approved' | 'refund-declined',
  payload: { refundRequestId: string; amount: string; receipt: string; reason?: string },
): Promise<number[]> {
  const [who] = await tx
    .select({ phone: users.phone, email: users.email, language: users.preferredLanguage })
    .from(refundRequests)
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .where(eq(refundRequests.id, id));
  if (!who) return [];
  const message =
    template === 'refund-approved'
      ? patientNotice(who, 'refund-approved', () => payload)
      : patientNotice(who, 'refund-declined', () => ({ ...payload, reason: payload.reason ?? '' }));
  if (!message) return [];
  const rows = await tx.insert(outbox).values(message).returning({ id: outbox.id });
  return rows.map((row) => row.id);
}
