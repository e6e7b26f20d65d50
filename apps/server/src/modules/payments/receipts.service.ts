import type { CurrentUser } from '@sahay/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { appointments } from '../../db/schema/health-records';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import { modeOf } from '../appointments/appointment-views';
import type { ReceiptData } from './receipt-pdf';

export const NO_RECEIPT = 'No receipt: this appointment has not been paid';

/** Where the patient area downloads an appointment's receipt from. */
export const receiptPath = (appointmentId: string) => `/api/appointments/${appointmentId}/receipt`;

/**
 * The receipt of the signed-in patient's paid appointment (issue 19 part 6); 404 alike for anyone else's, an unknown
 * one and one that was never paid (free, or still held).
 */
export async function receiptOf(db: Database, user: CurrentUser, appointmentId: string): Promise<ReceiptData> {
  const [row] = await db
    .select({ payment: payments, appointment: appointments, expert: experts, patientName: consultations.patientName, holderName: users.name })
    .from(payments)
    .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(experts, eq(experts.id, payments.expertId))
    .leftJoin(consultations, eq(consultations.id, appointments.consultationId))
    .where(and(eq(payments.appointmentId, appointmentId), isNotNull(payments.paidAt)))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  if (!row || row.payment.userId !== user.id || row.appointment.userId !== user.id || user.role !== 'patient' || !row.payment.paidAt) {
    throw new AppError('NOT_FOUND', NO_RECEIPT);
  }
  const { payment: p, appointment: a, expert: e } = row;
  return {
    receipt: p.receipt,
    paidAt: p.paidAt!,
    refundedAt: p.status === 'refunded' ? (p.refundedAt ?? p.paidAt) : null,
    amountPaise: p.amountPaise,
    currency: p.currency,
    orderId: p.orderId,
    paymentId: p.paymentId,
    patientName: row.patientName ?? row.holderName,
    expert: e
      ? { name: e.name, qualification: e.qualification, specialization: e.specialization, registration: e.credentialNumber, body: e.credentialBody }
      : null,
    mode: modeOf(a.appointmentType),
    appointmentAt: a.appointmentDate,
    timeZone: a.timeZone,
  };
}
