import { BOOKING_MESSAGES, REFUND_MESSAGES, refundEligibility, type CurrentUser, type RefundRequestInput, type RefundRequestView } from '@sahay/domain';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { appointments } from '../../db/schema/health-records';
import { payments, refundRequests } from '../../db/schema/payments';
import type { ServiceDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';

type RequestRow = typeof refundRequests.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export function toRefundView(request: RequestRow, payment: Pick<PaymentRow, 'amountPaise'>): RefundRequestView {
  return {
    id: request.id,
    status: request.status,
    reason: request.reason,
    requestedAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    declineReason: request.declineReason,
    amount: payment.amountPaise,
  };
}

/** The paid payments of these appointments (latest first), with their consultation's status and any refund request. */
async function paidPaymentsOf(db: Database | Tx, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return [];
  return db
    .select({ payment: payments, request: refundRequests, appointment: appointments, consultationStatus: consultations.status })
    .from(payments)
    .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(consultations, eq(consultations.id, appointments.consultationId))
    .leftJoin(refundRequests, eq(refundRequests.paymentId, payments.id))
    .where(and(inArray(payments.appointmentId, appointmentIds), isNotNull(payments.paidAt)))
    .orderBy(desc(payments.paidAt));
}
type PaidRow = Awaited<ReturnType<typeof paidPaymentsOf>>[number];

function decide(row: PaidRow, now: Date) {
  return refundEligibility(
    {
      paymentStatus: row.payment.status,
      paidAt: row.payment.paidAt,
      appointmentStart: row.appointment.appointmentDate,
      completed: row.appointment.status === 'completed' || row.consultationStatus === 'completed',
      requested: row.request !== null,
    },
    now,
  );
}

export interface RefundState {
  refund: RefundRequestView | null;
  /** Whether the patient may ask for this appointment's payment back now (packages/domain refundEligibility). */
  refundable: boolean;
}

/** For the dashboard: each appointment's refund request, and whether one may be made now. */
export async function refundStates(db: Database, appointmentIds: string[], now: Date): Promise<Map<string, RefundState>> {
  const states = new Map<string, RefundState>();
  for (const row of await paidPaymentsOf(db, appointmentIds)) {
    const id = row.appointment.id;
    if (states.has(id)) continue; // the latest paid payment speaks for the appointment, as its receipt does
    states.set(id, { refund: row.request ? toRefundView(row.request, row.payment) : null, refundable: decide(row, now).allowed });
  }
  return states;
}

/**
 * POST /api/appointments/{id}/refund-request: the signed-in patient asks for their paid appointment's money back.
 * Anyone else's appointment, or an unknown one, is 404 alike; the rule (7 days, not completed, once) refuses with 409.
 * The unique index on payment_id makes two requests at once end with one stored and the other refused.
 */
export async function requestRefund(deps: ServiceDeps, user: CurrentUser, appointmentId: string, input: RefundRequestInput): Promise<RefundRequestView> {
  const { db, now } = deps;
  const [own] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, user.id)));
  if (!own || user.role !== 'patient') throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
  const [row] = await paidPaymentsOf(db, [appointmentId]);
  if (!row || row.payment.userId !== user.id) throw new AppError('CONFLICT', REFUND_MESSAGES.notPaid);
  const decision = decide(row, now);
  if (!decision.allowed) throw new AppError('CONFLICT', decision.message);
  const [stored] = await db
    .insert(refundRequests)
    .values({ paymentId: row.payment.id, userId: user.id, reason: input.reason, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!stored) throw new AppError('CONFLICT', REFUND_MESSAGES.alreadyRequested);
  return toRefundView(stored, row.payment);
}
