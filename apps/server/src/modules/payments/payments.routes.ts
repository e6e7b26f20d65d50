import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema, AppointmentSchema, PaymentCheckoutSchema, PaymentVerificationSchema, TestCheckoutInputSchema } from '@sahay/domain';
import { serviceDeps, type AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { handleWebhook } from './payment-webhooks';
import { startPayment, verifyPayment, type PaymentDeps } from './payments.service';
import { testCheckoutOutcome, testCheckoutPage } from './test-checkout';
import { receiptPdf } from './receipt-pdf';
import { receiptOf } from './receipts.service';
import { pdfFilename } from '../../lib/pdf-document';
import { userLanguage } from '../notifications/recipient-language';

const denied = {
  401: jsonResponse(ApiErrorSchema, 'Not signed in'),
  404: jsonResponse(ApiErrorSchema, 'No such appointment or payment of yours'),
  409: jsonResponse(ApiErrorSchema, 'Not waiting for a payment, or its hold has lapsed'),
} as const;
const tags = ['Payments'];
const appointmentParam = z.object({ id: z.uuid('Not an appointment id').openapi({ param: { name: 'id', in: 'path' } }) });
const orderParam = z.object({
  orderId: z
    .string()
    .regex(/^order_[A-Za-z0-9]{6,40}$/, 'Not an order id')
    .openapi({ param: { name: 'orderId', in: 'path' } }),
});

const startRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/payment',
  tags,
  summary: 'The order to pay my held appointment with, and what the checkout needs (its patient only)',
  request: { params: appointmentParam },
  responses: {
    200: jsonResponse(PaymentCheckoutSchema, 'The order'),
    502: jsonResponse(ApiErrorSchema, 'The payment provider could not make the order'),
    ...denied,
    ...errorResponses,
  },
});
const verifyRoute = createRoute({
  method: 'post',
  path: '/payments/verify',
  tags,
  summary: "What the checkout answered after paying: checked against the provider's signature, then the appointment is confirmed",
  request: { body: jsonBody(PaymentVerificationSchema) },
  responses: { 200: jsonResponse(AppointmentSchema, 'Paid: the appointment is confirmed'), ...denied, ...errorResponses },
});
const webhookRoute = createRoute({
  method: 'post',
  path: '/payments/webhook',
  tags,
  summary: "The payment provider's events (Razorpay webhooks), signed over the raw body with X-Razorpay-Signature",
  request: {
    headers: z.object({
      'x-razorpay-signature': z.string().optional(),
      'x-razorpay-event-id': z.string().optional(),
    }),
  },
  responses: {
    200: jsonResponse(z.object({ result: z.enum(['processed', 'duplicate', 'ignored']) }), 'Received (a replayed event changes nothing)'),
    400: jsonResponse(ApiErrorSchema, 'Bad signature or not an event: nothing changed'),
  },
});
const receiptRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/receipt',
  tags,
  summary: 'The PDF receipt of my paid appointment: expert and registration, service, amount in INR, date, receipt number',
  request: { params: appointmentParam },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...denied,
    ...errorResponses,
  },
});
const html = { 'text/html': { schema: z.string() } } as const;
const checkoutPageRoute = createRoute({
  method: 'get',
  path: '/payments/test-checkout/{orderId}',
  tags,
  summary: "The local test gateway's checkout page (PAYMENT_PROVIDER=test): pay, fail or leave pending",
  request: { params: orderParam },
  responses: { 200: { description: 'The checkout page', content: html }, ...denied, ...errorResponses },
});
const checkoutOutcomeRoute = createRoute({
  method: 'post',
  path: '/payments/test-checkout/{orderId}',
  tags,
  summary: 'What the test checkout does: a signed payment and webhook as Razorpay would send, then back to the app',
  request: {
    params: orderParam,
    body: { content: { 'application/x-www-form-urlencoded': { schema: TestCheckoutInputSchema } }, required: true },
  },
  responses: { 303: { description: 'Back to the app' }, ...denied, ...errorResponses },
});

export function paymentRoutes(deps: AppDeps) {
  const paymentDeps = (logger: AppDeps['logger']): PaymentDeps => ({ ...serviceDeps(deps), payments: deps.payments, logger });
  return createRouter()
    .openapi(startRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await startPayment(paymentDeps(c.get('logger')), user, c.req.valid('param').id), 200);
    })
    .openapi(verifyRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await verifyPayment(paymentDeps(c.get('logger')), user, c.req.valid('json')), 200);
    })
    .openapi(webhookRoute, async (c) => {
      // The raw bytes as sent: the signature is over exactly these.
      const raw = await c.req.text();
      const headers = c.req.valid('header');
      const result = await handleWebhook(paymentDeps(c.get('logger')), raw, headers['x-razorpay-signature'], headers['x-razorpay-event-id']);
      return c.json({ result }, 200);
    })
    .openapi(receiptRoute, async (c) => {
      const { user } = await requireSession(c);
      const receipt = await receiptOf(deps.database.db, user, c.req.valid('param').id);
      const bytes = await receiptPdf(receipt, await userLanguage(deps.database.db, user.id));
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdfFilename('sahay-receipt', receipt.receipt.replaceAll('-', '').slice(3))}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .openapi(checkoutPageRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.html(await testCheckoutPage(paymentDeps(c.get('logger')), user, c.req.valid('param').orderId), 200);
    })
    .openapi(checkoutOutcomeRoute, async (c) => {
      const { user } = await requireSession(c);
      const to = await testCheckoutOutcome(paymentDeps(c.get('logger')), user, c.req.valid('param').orderId, c.req.valid('form').outcome);
      return c.redirect(to, 303);
    });
}
