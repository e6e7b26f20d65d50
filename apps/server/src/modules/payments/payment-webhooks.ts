import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { consultations } from '../../db/schema/consultations';
import { paymentWebhookEvents, payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import { afterSettlement, recordFailure, settlePaid, type PaymentDeps, type Settlement } from './payments.service';

/** The parts of Razorpay's webhook payload we read (https://razorpay.com/docs/webhooks/payloads/payments/). */
const WebhookSchema = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z.object({ entity: z.object({ id: z.string().min(1).max(64), order_id: z.string().min(1).max(64).nullable().optional() }) }).optional(),
      refund: z.object({ entity: z.object({ id: z.string().min(1).max(64), payment_id: z.string().min(1).max(64) }) }).optional(),
    })
    .default({}),
});

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

/**
 * POST /api/payments/webhook: an event from the provider. The signature is checked over the raw bytes as received
 * (X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret)): a bad one is 400 and changes nothing. Each event is
 * processed once: its id (X-Razorpay-Event-Id) is stored in the transaction that applies it, so a replay or a
 * re-delivery finds it and changes nothing; applying an event is idempotent besides (a paid order stays paid).
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: string,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<WebhookResult> {
  if (!deps.payments.verifyWebhookSignature(rawBody, signature)) throw new AppError('BAD_REQUEST', 'The webhook signature does not match');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not JSON');
  }
  const parsed = WebhookSchema.safeParse(json);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'The webhook body is not an event');
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  // Without an event id header (older deliveries), the event and its payment identify it.
  const eventId = (eventIdHeader?.trim() || `${event}:${payment?.id ?? payload.refund?.entity.id ?? 'none'}`).slice(0, 200);
  const { now } = deps;
  const result = await deps.db.transaction(async (tx): Promise<{ result: WebhookResult; settlement?: Settlement }> => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: deps.payments.name, eventId, event })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (!fresh) return { result: 'duplicate' };
    if ((event === 'payment.captured' || event === 'payment.authorized' || event === 'order.paid') && payment?.order_id) {
      const [known] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, payment.order_id));
      if (!known) return { result: 'ignored' };
      return { result: 'processed', settlement: await settlePaid(tx, payment.order_id, payment.id, now) };
    }
    if (event === 'payment.failed' && payment?.order_id) {
      await recordFailure(tx, payment.order_id);
      return { result: 'processed' };
    }
    if (event === 'refund.processed' && payload.refund) {
      const [paid] = await tx.select().from(payments).where(eq(payments.paymentId, payload.refund.entity.payment_id));
      if (!paid) return { result: 'ignored' };
      await tx
        .update(payments)
        .set({ status: 'refunded', refundId: payload.refund.entity.id, refundedAt: paid.refundedAt ?? now })
        .where(eq(payments.id, paid.id));
      if (paid.consultationId) await tx.update(consultations).set({ paymentStatus: 'refunded' }).where(eq(consultations.id, paid.consultationId));
      return { result: 'processed' };
    }
    return { result: 'ignored' };
  });
  if (result.settlement) await afterSettlement(deps, result.settlement);
  return result.result;
}
