import { PAYMENT_MESSAGES, type CurrentUser, type TestCheckoutOutcome } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema/health-records';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import { isTestGateway } from '../../providers/payments/select-payment-provider';
import { gatewayId } from '../../providers/payments/test-gateway';
import { handleWebhook } from './payment-webhooks';
import type { PaymentDeps } from './payments.service';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The order of the signed-in patient at the test gateway; 404 alike otherwise, and when Razorpay takes payments. */
async function ownTestOrder(deps: PaymentDeps, user: CurrentUser, orderId: string) {
  if (!isTestGateway(deps.payments)) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.unknownOrder);
  const [row] = await deps.db
    .select({ payment: payments, expertId: appointments.expertId, start: appointments.appointmentDate })
    .from(payments)
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .where(eq(payments.orderId, orderId));
  if (!row || row.payment.userId !== user.id || user.role !== 'patient' || row.payment.provider !== 'test') {
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.unknownOrder);
  }
  return { ...row, gateway: deps.payments };
}

/**
 * GET /api/payments/test-checkout/{orderId}: the test gateway's checkout page (PAYMENT_PROVIDER=test, the local
 * default). Plain HTML, no script (the Content-Security-Policy allows none inline): a form with three buttons.
 */
export async function testCheckoutPage(deps: PaymentDeps, user: CurrentUser, orderId: string): Promise<string> {
  const { payment } = await ownTestOrder(deps, user, orderId);
  const amount = rupees.format(payment.amountPaise / 100);
  const done = payment.status === 'paid' || payment.status === 'refunded';
  const action = `/api/payments/test-checkout/${encodeURIComponent(orderId)}`;
  const button = (outcome: TestCheckoutOutcome, label: string, style: string) =>
    `<button type="submit" name="outcome" value="${outcome}" style="${style}">${label}</button>`;
  const base = 'display:block;width:100%;min-height:48px;margin:10px 0;border-radius:10px;font:600 16px system-ui,sans-serif;cursor:pointer;';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment gateway · Sahay</title>
</head>
<body style="margin:0;background:#f1f5f9;color:#0f172a;font:16px/1.5 system-ui,sans-serif">
<main style="max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 1px 4px #0002">
<p style="margin:0;font-size:13px;text-transform:uppercase;letter-spacing:.08em;color:#b45309">Test payment gateway · no money moves</p>
<h1 style="font-size:22px;margin:8px 0">Pay ${escapeHtml(amount)}</h1>
<p style="margin:0 0 4px">Order <code>${escapeHtml(payment.orderId)}</code>, receipt ${escapeHtml(payment.receipt)}</p>
<p style="margin:0 0 16px;color:#475569;font-size:14px">This page stands in for Razorpay's checkout while no Razorpay keys are configured. It answers
the app exactly as Razorpay would: a signed payment and a signed webhook.</p>
${
  done
    ? '<p role="status"><strong>This order is already paid.</strong></p>'
    : `<form method="post" action="${action}">
${button('success', 'Pay successfully', `${base}border:0;background:#15803d;color:#fff`)}
${button('failure', 'Fail', `${base}border:1px solid #b91c1c;background:#fff;color:#b91c1c`)}
${button('pending', 'Leave pending', `${base}border:1px solid #94a3b8;background:#fff;color:#0f172a`)}
</form>`
}
</main>
</body>
</html>`;
}

/**
 * POST /api/payments/test-checkout/{orderId}: what the chosen button does. Success makes a payment id, signs it as
 * Razorpay signs (HMAC of order|payment with the gateway's key secret) and delivers a signed payment.captured webhook
 * through the same verification as Razorpay's; failure delivers payment.failed; pending does nothing. The browser then
 * goes back to the app with what Razorpay's checkout would hand it, and the app verifies it (POST /api/payments/verify).
 */
export async function testCheckoutOutcome(deps: PaymentDeps, user: CurrentUser, orderId: string, outcome: TestCheckoutOutcome): Promise<string> {
  const { payment, expertId, gateway } = await ownTestOrder(deps, user, orderId);
  const back = new URLSearchParams();
  if (expertId) back.set('book', expertId);
  if (payment.appointmentId) back.set('payment', payment.appointmentId);
  if (outcome === 'success' && payment.status !== 'paid' && payment.status !== 'refunded') {
    const paid = gateway.pay(orderId);
    const hook = gateway.webhook('payment.captured', { orderId, paymentId: paid.paymentId, amount: payment.amountPaise });
    await handleWebhook(deps, hook.body, hook.signature, hook.eventId);
    back.set('razorpay_order_id', orderId);
    back.set('razorpay_payment_id', paid.paymentId);
    back.set('razorpay_signature', paid.signature);
  } else if (outcome === 'failure') {
    const failed = gateway.webhook('payment.failed', { orderId, paymentId: gatewayId('pay'), amount: payment.amountPaise });
    await handleWebhook(deps, failed.body, failed.signature, failed.eventId);
    back.set('outcome', 'failed');
  } else {
    back.set('outcome', outcome === 'success' ? 'paid' : 'pending');
  }
  return expertId ? `/expert-selection?${back.toString()}` : '/patient-dashboard?tab=appointments';
}
