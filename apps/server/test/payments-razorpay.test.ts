import type { Appointment, PaymentCheckout } from '@sahay/domain';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { payments } from '../src/db/schema/payments';
import { loadEnv } from '../src/lib/env';
import { createRazorpayProvider } from '../src/providers/payments/razorpay-provider';
import { selectPaymentProvider } from '../src/providers/payments/select-payment-provider';
import { PaymentProviderError } from '../src/providers/payments/payment-provider';
import { expertWithHours, handClock, MONDAY, TUESDAY_10_IST } from './support/booking';
import { signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { startRazorpayServer } from './support/razorpay-server';
import { createTestApp, type TestApp } from './support/test-app';

/* Issue 19 part 4: the Razorpay adapter, over HTTP against a local server that speaks Razorpay's formats. */
const KEY_ID = 'rzp_test_SahayLocal01';
const KEY_SECRET = 'local-key-secret-0123456789';
const WEBHOOK_SECRET = 'local-webhook-secret-0123456789';
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

let razorpay: Awaited<ReturnType<typeof startRazorpayServer>>;
let testApp: TestApp;
const clock = handClock();
beforeAll(async () => {
  razorpay = await startRazorpayServer(KEY_ID, KEY_SECRET);
  testApp = await createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_BASE_URL: razorpay.url,
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await razorpay.close();
});

describe('the Razorpay adapter', () => {
  it('creates orders in paise with basic auth, and refunds a payment', async () => {
    const provider = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, baseUrl: razorpay.url });
    const order = await provider.createOrder({ amount: 49_900, receipt: 'SAH-20260302-ABCDEFGH', notes: { appointment_id: 'a1' } });
    expect(order).toMatchObject({ amount: 49_900, currency: 'INR' });
    const sent = razorpay.requests.at(-1)!;
    expect([sent.method, sent.path, sent.headers['content-type']]).toEqual(['POST', '/v1/orders', 'application/json']);
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(JSON.parse(sent.body)).toEqual({ amount: 49_900, currency: 'INR', receipt: 'SAH-20260302-ABCDEFGH', notes: { appointment_id: 'a1' } });
    const refund = await provider.refund({ paymentId: 'pay_Abc123', amount: 49_900, notes: { reason: 'test' } });
    expect(refund).toEqual({ refundId: expect.stringMatching(/^rfnd_/), status: 'processed' });
    expect(razorpay.requests.at(-1)!.path).toBe('/v1/payments/pay_Abc123/refund');
    expect(JSON.parse(razorpay.requests.at(-1)!.body)).toMatchObject({ amount: 49_900, speed: 'normal' });
  });

  it('turns Razorpay’s errors and a wrong key into provider errors, and checks both signatures', async () => {
    const wrongKey = createRazorpayProvider({ keyId: KEY_ID, keySecret: 'not-the-secret', webhookSecret: WEBHOOK_SECRET, baseUrl: razorpay.url });
    await expect(wrongKey.createOrder({ amount: 100, receipt: 'r', notes: {} })).rejects.toThrow(/401 Authentication failed/);
    const provider = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, baseUrl: razorpay.url });
    await expect(provider.createOrder({ amount: 50, receipt: 'r', notes: {} })).rejects.toBeInstanceOf(PaymentProviderError);
    const down = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, baseUrl: 'http://127.0.0.1:9' });
    await expect(down.createOrder({ amount: 100, receipt: 'r', notes: {} })).rejects.toThrow(/could not be reached/);
    const good = sign(KEY_SECRET, 'order_A|pay_B');
    expect(provider.verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_B', signature: good })).toBe(true);
    expect(provider.verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_C', signature: good })).toBe(false);
    expect(provider.verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_B', signature: good.slice(0, 63) })).toBe(false);
    expect(provider.verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_B', signature: sign(WEBHOOK_SECRET, 'order_A|pay_B') })).toBe(false);
    expect(provider.verifyWebhookSignature('{"a":1}', sign(WEBHOOK_SECRET, '{"a":1}'))).toBe(true);
    expect(provider.verifyWebhookSignature('{"a":1}', sign(KEY_SECRET, '{"a":1}'))).toBe(false);
    expect(provider.verifyWebhookSignature('{"a":1}', undefined)).toBe(false);
  });
});

describe('paying through Razorpay end to end (local server)', () => {
  it('orders, verifies the checkout signature, takes the webhook once, refunds a late payment', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const patient = await signedInPatient(testApp);
    const booked = await patient.client.post<Appointment>('/api/appointments', { expertId: expert.expert.id, start: TUESDAY_10_IST, mode: 'video' });
    const order = await patient.client.post<PaymentCheckout>(`/api/appointments/${booked.body.id}/payment`);
    expect(order.body).toMatchObject({ provider: 'razorpay', keyId: KEY_ID, amount: 29_900, currency: 'INR', checkoutUrl: null });
    expect(JSON.parse(razorpay.requests.at(-1)!.body)).toMatchObject({ amount: 29_900, currency: 'INR' });
    // The test gateway's page does not exist with Razorpay.
    expect((await patient.client.get(`/api/payments/test-checkout/${order.body.orderId}`)).status).toBe(404);
    const answer = {
      razorpay_order_id: order.body.orderId,
      razorpay_payment_id: 'pay_RzpPaid000001',
      razorpay_signature: sign(KEY_SECRET, `${order.body.orderId}|pay_RzpPaid000001`),
    };
    expect((await patient.client.post('/api/payments/verify', { ...answer, razorpay_signature: sign('wrong', 'x') })).status).toBe(400);
    const paid = await patient.client.post<Appointment>('/api/payments/verify', answer);
    expect(paid.body.paymentStatus).toBe('paid');
    const event = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_RzpPaid000001', order_id: order.body.orderId } } },
    });
    const post = (signature: string) =>
      new HttpClient(testApp).request('POST', '/api/payments/webhook', undefined, {
        raw: event,
        headers: { 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_Rzp1' },
      });
    expect((await post(sign(KEY_SECRET, event))).status).toBe(400);
    expect((await post(sign(WEBHOOK_SECRET, event))).body.result).toBe('processed');
    expect((await post(sign(WEBHOOK_SECRET, event))).body.result).toBe('duplicate');

    // A second booking whose hold lapses before Razorpay captures: refunded through POST /v1/payments/{id}/refund.
    const late = await patient.client.post<Appointment>('/api/appointments', { expertId: expert.expert.id, start: '2026-03-03T05:00:00.000Z', mode: 'audio' });
    const lateOrder = await patient.client.post<PaymentCheckout>(`/api/appointments/${late.body.id}/payment`);
    clock.set('2026-03-02T00:11:00.000Z');
    const other = await signedInPatient(testApp);
    expect((await other.client.post('/api/appointments', { expertId: expert.expert.id, start: '2026-03-03T05:00:00.000Z', mode: 'video' })).status).toBe(201);
    const captured = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_RzpLate000001', order_id: lateOrder.body.orderId } } },
    });
    const hook = await new HttpClient(testApp).request('POST', '/api/payments/webhook', undefined, {
      raw: captured,
      headers: { 'x-razorpay-signature': sign(WEBHOOK_SECRET, captured), 'x-razorpay-event-id': 'evt_Rzp2' },
    });
    expect(hook.body.result).toBe('processed');
    expect(razorpay.requests.at(-1)!.path).toBe('/v1/payments/pay_RzpLate000001/refund');
    const [row] = await testApp.database.db.select().from(payments).where(eq(payments.orderId, lateOrder.body.orderId));
    expect(row).toMatchObject({ status: 'refunded', paymentId: 'pay_RzpLate000001' });
    const [consultation] = await testApp.database.db.select().from(consultations).where(eq(consultations.id, late.body.consultationId!));
    expect(consultation!.paymentStatus).toBe('refunded');
  });

  it('lets Razorpay’s Checkout script and frame in only when Razorpay takes payments', async () => {
    const page = await new HttpClient(testApp).get('/api/health');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-src https:\/\/api\.razorpay\.com/);
  });
});

describe('the test gateway in production', () => {
  const SECRET = 'a-production-secret-of-at-least-32-characters';
  it('starts no payment, so nobody "pays" without money; outside production it does', async () => {
    const production = selectPaymentProvider(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET }), SECRET);
    expect(production.name).toBe('test');
    await expect(production.createOrder({ amount: 29_900, receipt: 'r-1', notes: {} })).rejects.toBeInstanceOf(PaymentProviderError);
    const development = selectPaymentProvider(loadEnv({ NODE_ENV: 'development' }), SECRET);
    await expect(development.createOrder({ amount: 29_900, receipt: 'r-2', notes: {} })).resolves.toMatchObject({ amount: 29_900, currency: 'INR' });
  });
});
