import type { Appointment, DeskOverview, ExpertSlots, MedicalDashboard, PaymentCheckout } from '@sahay/domain';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { appointments } from '../src/db/schema/health-records';
import { payments } from '../src/db/schema/payments';
import { outbox } from '../src/db/schema/platform';
import type { TestGateway } from '../src/providers/payments/test-gateway';
import { checkoutAnswer, expertWithHours, handClock, MONDAY, payAtTestGateway, payFor, TUESDAY_10_IST } from './support/booking';
import { signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';
import { loadEnv } from '../src/lib/env';

/*
 * Issue 19 part 4: a booking that costs something is held for 10 minutes while it is paid through the provider's
 * checkout (here the local test gateway, the default); the checkout's signature and the provider's webhooks are
 * verified, processed once, and only a paid booking is confirmed and reminded of.
 */
const clock = handClock();
let testApp: TestApp;
let gateway: TestGateway;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
  gateway = testApp.deps.payments as TestGateway;
});
afterAll(() => testApp.close());

async function heldBooking(start = TUESDAY_10_IST) {
  const expert = await expertWithHours(testApp);
  const patient = await signedInPatient(testApp);
  const booked = await patient.client.post<Appointment>('/api/appointments', { expertId: expert.expert.id, start, mode: 'video' });
  expect(booked.status).toBe(201);
  return { expert, patient, appointment: booked.body };
}
const consultationOf = async (a: Appointment) => (await testApp.database.db.select().from(consultations).where(eq(consultations.id, a.consultationId!)))[0]!;
const messagesOf = (appointmentId: string) => testApp.database.db.select().from(outbox).where(eq(outbox.appointmentId, appointmentId));
const webhook = (raw: string, signature: string, eventId?: string) =>
  new HttpClient(testApp).request('POST', '/api/payments/webhook', undefined, {
    raw,
    headers: { 'x-razorpay-signature': signature, ...(eventId ? { 'x-razorpay-event-id': eventId } : {}) },
  });

describe('holding the slot while paying', () => {
  it('a paid booking is held for 10 minutes, pending, with nothing to join and no messages yet', async () => {
    clock.set(MONDAY);
    const { patient, appointment } = await heldBooking();
    expect(appointment).toMatchObject({ status: 'scheduled', paymentStatus: 'pending', fee: 299, joinPath: null, changeable: false });
    expect(appointment.holdExpiresAt).toBe('2026-03-02T00:10:00.000Z');
    expect((await consultationOf(appointment)).paymentStatus).toBe('pending');
    expect(await messagesOf(appointment.id)).toEqual([]);
    // Moving an unpaid hold is refused; the slot is busy for everyone else.
    expect((await patient.client.post(`/api/appointments/${appointment.id}/reschedule`, { start: '2026-03-03T05:00:00.000Z' })).status).toBe(409);
    const dashboard = await patient.client.get<MedicalDashboard>('/api/dashboard?field=medical');
    expect(dashboard.body.appointments[0]).toMatchObject({ id: appointment.id, status: 'scheduled', holdExpiresAt: appointment.holdExpiresAt, joinPath: null });
    expect(dashboard.body.stats.upcomingAppointments).toBe(1);
    clock.set('2026-03-02T00:10:00.000Z');
    const lapsed = await patient.client.get<MedicalDashboard>('/api/dashboard?field=medical');
    expect(lapsed.body.appointments[0]).toMatchObject({ status: 'cancelled', cancelReason: 'Not paid within 10 minutes', holdExpiresAt: null });
    expect(lapsed.body.stats.upcomingAppointments).toBe(0);
  });

  it('the order is made on the server, in paise, whatever the browser sends', async () => {
    clock.set(MONDAY);
    const { patient, appointment } = await heldBooking();
    const order = await patient.client.post<PaymentCheckout>(`/api/appointments/${appointment.id}/payment`, { amount: 1, currency: 'USD' });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ provider: 'test', amount: 29_900, currency: 'INR', keyId: null, appointmentId: appointment.id });
    expect(order.body.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(order.body.checkoutUrl).toBe(`/api/payments/test-checkout/${order.body.orderId}`);
    // Asking again (a retry after a failed attempt) reuses the order.
    const again = await patient.client.post<PaymentCheckout>(`/api/appointments/${appointment.id}/payment`);
    expect(again.body.orderId).toBe(order.body.orderId);
    const [stored] = await testApp.database.db.select().from(payments).where(eq(payments.orderId, order.body.orderId));
    expect(stored).toMatchObject({ amountPaise: 29_900, currency: 'INR', status: 'created', provider: 'test' });
    expect(stored!.receipt).toMatch(/^SAH-20260302-[A-Z2-9]{8}$/);
    const page = await patient.client.get<string>(order.body.checkoutUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    for (const label of ['Pay successfully', 'Fail', 'Leave pending', '₹299.00']) expect(page.body).toContain(label);
  });

  it('a free first consultation skips payment: confirmed at once, no order', async () => {
    clock.set(MONDAY);
    const lawyer = await expertWithHours(testApp, undefined, 'legal');
    const patient = await signedInPatient(testApp);
    const booked = await patient.client.post<Appointment>('/api/appointments', { expertId: lawyer.expert.id, start: TUESDAY_10_IST, mode: 'chat' });
    expect(booked.body).toMatchObject({ fee: 0, paymentStatus: 'paid', holdExpiresAt: null });
    expect((await messagesOf(booked.body.id)).length).toBeGreaterThan(0);
    const order = await patient.client.post(`/api/appointments/${booked.body.id}/payment`);
    expect([order.status, order.body.error.message]).toEqual([409, 'This appointment is not waiting for a payment']);
  });

  it('an expired hold frees the slot (not before): the next booking takes it, a late payment is refunded', async () => {
    clock.set(MONDAY);
    const { expert, patient, appointment } = await heldBooking();
    const order = await patient.client.post<PaymentCheckout>(`/api/appointments/${appointment.id}/payment`);
    const other = await signedInPatient(testApp);
    const book = () => other.client.post<Appointment>('/api/appointments', { expertId: expert.expert.id, start: TUESDAY_10_IST, mode: 'video' });
    clock.set('2026-03-02T00:09:59.000Z');
    expect((await book()).status).toBe(409);
    const slotsBefore = await other.client.get<ExpertSlots>(`/api/experts/${expert.expert.id}/slots`);
    expect(slotsBefore.body.slots.map((s) => s.start)).not.toContain(TUESDAY_10_IST);
    clock.set('2026-03-02T00:10:00.000Z');
    const slotsAfter = await other.client.get<ExpertSlots>(`/api/experts/${expert.expert.id}/slots`);
    expect(slotsAfter.body.slots.map((s) => s.start)).toContain(TUESDAY_10_IST);
    const lapsed = await patient.client.get<Appointment>(`/api/appointments/${appointment.id}`);
    expect(lapsed.body).toMatchObject({ status: 'cancelled', cancelReason: 'Not paid within 10 minutes', joinPath: null });
    expect((await patient.client.post(`/api/appointments/${appointment.id}/payment`)).status).toBe(409);
    const taken = await book();
    expect(taken.status).toBe(201);
    const [released] = await testApp.database.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(released!.status).toBe('cancelled');
    expect((await consultationOf(appointment)).status).toBe('cancelled');
    // The first patient's payment arrives late (the checkout was still open): the slot is someone else's, so it is paid back.
    const back = await payAtTestGateway(patient.client, order.body.orderId, 'success');
    const [late] = await testApp.database.db.select().from(payments).where(eq(payments.orderId, order.body.orderId));
    expect(late).toMatchObject({ status: 'refunded', paymentId: back.searchParams.get('razorpay_payment_id') });
    expect(late!.refundId).toMatch(/^rfnd_/);
    expect((await consultationOf(appointment)).paymentStatus).toBe('refunded');
    expect(await messagesOf(appointment.id)).toEqual([]);
  });
});

describe('an expired hold under contention', () => {
  it('of several patients racing for a lapsed hold’s slot exactly one gets it', async () => {
    clock.set(MONDAY);
    const { expert } = await heldBooking();
    clock.set('2026-03-02T00:10:00.000Z');
    const racers = await Promise.all(Array.from({ length: 4 }, () => signedInPatient(testApp)));
    const answers = await Promise.all(
      racers.map((p) => p.client.post('/api/appointments', { expertId: expert.expert.id, start: TUESDAY_10_IST, mode: 'video' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const scheduled = await testApp.database.db.$count(appointments, and(eq(appointments.expertId, expert.expert.id), eq(appointments.status, 'scheduled')));
    expect(scheduled).toBe(1);
  });
});

describe('the checkout signature', () => {
  it('a good signature confirms the appointment and queues its reminders; a bad one changes nothing', async () => {
    clock.set(MONDAY);
    const { patient, appointment } = await heldBooking();
    const order = await patient.client.post<PaymentCheckout>(`/api/appointments/${appointment.id}/payment`);
    const { paymentId, signature } = gateway.pay(order.body.orderId);
    const answer = { razorpay_order_id: order.body.orderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
    const forged = createHmac('sha256', 'not-the-secret').update(`${order.body.orderId}|${paymentId}`).digest('hex');
    const bad = await patient.client.post('/api/payments/verify', { ...answer, razorpay_signature: forged });
    expect([bad.status, bad.body.error.message]).toEqual([400, 'The payment could not be verified']);
    // A signature of another payment does not pay this one.
    const otherPay = gateway.pay(order.body.orderId);
    expect((await patient.client.post('/api/payments/verify', { ...answer, razorpay_signature: otherPay.signature })).status).toBe(400);
    expect((await consultationOf(appointment)).paymentStatus).toBe('pending');
    expect(await messagesOf(appointment.id)).toEqual([]);
    const good = await patient.client.post<Appointment>('/api/payments/verify', answer);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ status: 'scheduled', paymentStatus: 'paid', holdExpiresAt: null, changeable: true });
    expect(good.body.joinPath).toMatch(/^\/join-meeting\//);
    const queued = await messagesOf(appointment.id);
    expect(queued.filter((m) => m.template === 'appointment-booked')).toHaveLength(2);
    // Verifying again (a double click, a reload) changes nothing.
    expect((await patient.client.post('/api/payments/verify', answer)).status).toBe(200);
    expect(await messagesOf(appointment.id)).toHaveLength(queued.length);
    // A paid hold never lapses.
    clock.set('2026-03-02T01:00:00.000Z');
    expect((await patient.client.get<Appointment>(`/api/appointments/${appointment.id}`)).body.status).toBe('scheduled');
  });

  it('the gateway’s Fail and Leave pending leave the booking held and payable', async () => {
    clock.set(MONDAY);
    const { patient, appointment } = await heldBooking();
    const order = await patient.client.post<PaymentCheckout>(`/api/appointments/${appointment.id}/payment`);
    const failed = await payAtTestGateway(patient.client, order.body.orderId, 'failure');
    expect(failed.searchParams.get('outcome')).toBe('failed');
    expect(failed.searchParams.get('payment')).toBe(appointment.id);
    const [row] = await testApp.database.db.select().from(payments).where(eq(payments.orderId, order.body.orderId));
    expect(row!.status).toBe('failed');
    const pending = await payAtTestGateway(patient.client, order.body.orderId, 'pending');
    expect(pending.searchParams.get('outcome')).toBe('pending');
    expect((await patient.client.get<Appointment>(`/api/appointments/${appointment.id}`)).body.paymentStatus).toBe('pending');
    const paid = await payFor(patient.client, appointment.id);
    expect(paid.paymentStatus).toBe('paid');
  });
});

describe('webhooks', () => {
  it('a bad signature is 400 and changes nothing; a good one pays; a replay changes nothing', async () => {
    clock.set(MONDAY);
    const { patient, appointment } = await heldBooking();
    const order = await patient.client.post<PaymentCheckout>(`/api/appointments/${appointment.id}/payment`);
    const { paymentId } = gateway.pay(order.body.orderId);
    const hook = gateway.webhook('payment.captured', { orderId: order.body.orderId, paymentId, amount: 29_900 });
    expect((await webhook(hook.body, 'f'.repeat(64), hook.eventId)).status).toBe(400);
    expect((await webhook(hook.body, '', hook.eventId)).status).toBe(400);
    // One byte changed after signing: the signature is over the raw body.
    expect((await webhook(hook.body.replace('"amount":29900', '"amount":29901'), hook.signature, hook.eventId)).status).toBe(400);
    expect((await webhook(`${hook.body} `, hook.signature, hook.eventId)).status).toBe(400);
    expect((await consultationOf(appointment)).paymentStatus).toBe('pending');
    const first = await webhook(hook.body, hook.signature, hook.eventId);
    expect([first.status, first.body.result]).toEqual([200, 'processed']);
    expect((await consultationOf(appointment)).paymentStatus).toBe('paid');
    const sent = (await messagesOf(appointment.id)).length;
    expect(sent).toBeGreaterThan(0);
    const replay = await webhook(hook.body, hook.signature, hook.eventId);
    expect([replay.status, replay.body.result]).toEqual([200, 'duplicate']);
    // The same payment in another event (order.paid after payment.captured): idempotent, nothing queued twice.
    const again = gateway.webhook('payment.captured', { orderId: order.body.orderId, paymentId, amount: 29_900 });
    expect((await webhook(again.body, again.signature, again.eventId)).body.result).toBe('processed');
    expect(await messagesOf(appointment.id)).toHaveLength(sent);
    const [row] = await testApp.database.db.select().from(payments).where(eq(payments.orderId, order.body.orderId));
    expect(row).toMatchObject({ status: 'paid', paymentId });
  });

  it('a signed refund event marks the payment refunded; events for unknown orders are ignored; junk is 400', async () => {
    clock.set(MONDAY);
    const { patient, appointment } = await heldBooking();
    const paid = await payFor(patient.client, appointment.id);
    const [row] = await testApp.database.db.select().from(payments).where(eq(payments.appointmentId, appointment.id));
    const refundBody = JSON.stringify({ event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_Test00000001', payment_id: row!.paymentId } } } });
    const signed = signLikeGateway(refundBody);
    expect((await webhook(refundBody, signed, 'evt_refund_1')).body.result).toBe('processed');
    expect((await consultationOf(paid)).paymentStatus).toBe('refunded');
    const unknown = gateway.webhook('payment.captured', { orderId: 'order_NotOursAtAll1', paymentId: 'pay_NotOurs000001', amount: 100 });
    expect((await webhook(unknown.body, unknown.signature, unknown.eventId)).body.result).toBe('ignored');
    const junk = 'not json';
    expect((await webhook(junk, signLikeGateway(junk))).status).toBe(400);
    const notEvent = JSON.stringify({ hello: 'world' });
    expect((await webhook(notEvent, signLikeGateway(notEvent))).status).toBe(400);
  });
});

/** Signs a body with the test gateway's webhook secret (as Razorpay signs with the one set on the dashboard). */
function signLikeGateway(body: string): string {
  // The test app's gateway derives its webhook secret from the test auth secret (select-payment-provider.ts).
  const secret = createHmac('sha256', 'test-secret-test-secret-test-secret!!').update('sahay-test-gateway:webhook').digest('hex');
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  if (!gateway.verifyWebhookSignature(body, signature)) throw new Error('the test gateway signs differently');
  return signature;
}

describe('configuration', () => {
  it('the test gateway is the default; Razorpay needs all three keys; no Razorpay script is allowed without it', async () => {
    expect(testApp.deps.payments.name).toBe('test');
    expect(() => loadEnv({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_Abc123' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
    const health = await new HttpClient(testApp).get('/api/health');
    expect(health.headers.get('content-security-policy')).not.toMatch(/razorpay/);
  });
});

describe('who may pay (authorisation matrix)', () => {
  it('owner patient, other patient, expert, admin, anonymous on every payment endpoint', async () => {
    clock.set(MONDAY);
    const { expert, patient, appointment } = await heldBooking();
    const other = await signedInPatient(testApp);
    const admin = await signedInWithRole(testApp, 'admin');
    const anonymous = new HttpClient(testApp);
    const clients = { other: other.client, expert: expert.client, admin: admin.client, anonymous };
    const expected = { other: 404, expert: 404, admin: 404, anonymous: 401 };
    const start = (client: HttpClient) => client.post(`/api/appointments/${appointment.id}/payment`);
    for (const [who, client] of Object.entries(clients)) expect([who, (await start(client)).status]).toEqual([who, expected[who as keyof typeof expected]]);
    const order = await start(patient.client);
    expect(order.status).toBe(200);
    const orderId = (order.body as PaymentCheckout).orderId;
    const page = (client: HttpClient) => client.get(`/api/payments/test-checkout/${orderId}`);
    const press = (client: HttpClient) =>
      client.request('POST', `/api/payments/test-checkout/${orderId}`, undefined, {
        raw: 'outcome=success',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const { paymentId, signature } = gateway.pay(orderId);
    const verify = (client: HttpClient) =>
      client.post('/api/payments/verify', { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature });
    for (const [who, client] of Object.entries(clients)) {
      const want = expected[who as keyof typeof expected];
      expect([who, (await page(client)).status, (await press(client)).status, (await verify(client)).status]).toEqual([who, want, want, want]);
    }
    // None of that touched the order.
    const [row] = await testApp.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId)));
    expect(row!.status).toBe('created');
    expect((await page(patient.client)).status).toBe(200);
    expect((await verify(patient.client)).status).toBe(200);
    // A paid order's checkout pays nothing again: no new payment id comes back.
    const back = await payAtTestGateway(patient.client, orderId, 'success');
    expect(checkoutAnswer(back).razorpay_order_id).toBe('');
  });
});

describe('receipts (issue 19 part 6)', () => {
  it('a paid appointment has a PDF receipt for its patient only; unpaid and free ones have none', async () => {
    clock.set(MONDAY);
    const { expert, patient, appointment } = await heldBooking();
    const path = `/api/appointments/${appointment.id}/receipt`;
    expect((await patient.client.get(path)).status).toBe(404);
    await payFor(patient.client, appointment.id);
    const pdf = await testApp.app.request(path, { headers: { cookie: patient.client.cookieHeader } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="sahay-receipt-[A-Z0-9]{8}\.pdf"$/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await testApp.database.db.select().from(payments).where(eq(payments.appointmentId, appointment.id));
    const title = `Sahay receipt ${row!.receipt}`;
    expect(bytes.toString('latin1')).toContain(`(${title})`);
    // Issue 20 part 2: a patient who reads Hindi gets the receipt in Hindi.
    await patient.client.request('PUT', '/api/profile/language', { language: 'hi' });
    const hindi = Buffer.from(await (await testApp.app.request(path, { headers: { cookie: patient.client.cookieHeader } })).arrayBuffer());
    const { info } = await (await getDocumentProxy(new Uint8Array(hindi))).getMetadata();
    expect(info).toMatchObject({ Title: `सहाय रसीद ${row!.receipt}` });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(hindi)), { mergePages: true });
    expect(text).toContain('भुगतान की रसीद');
    expect(text).not.toContain('Payment receipt');
    const dashboard = await patient.client.get<MedicalDashboard>('/api/dashboard?field=medical');
    expect(dashboard.body.appointments.find((a) => a.id === appointment.id)?.receiptPath).toBe(path);
    const other = await signedInPatient(testApp);
    const admin = await signedInWithRole(testApp, 'admin');
    expect((await other.client.get(path)).status).toBe(404);
    expect((await expert.client.get(path)).status).toBe(404);
    expect((await admin.client.get(path)).status).toBe(404);
    expect((await new HttpClient(testApp).get(path)).status).toBe(401);
  });
});

describe("the expert's earnings (issue 19 part 6)", () => {
  it('count what patients really paid, in rupees, this month and in all; unpaid holds and refunds earn nothing', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const earnings = async () => (await expert.client.get<DeskOverview>('/api/expert-desk')).body.stats;
    const { patient, appointment } = await (async () => {
      const p = await signedInPatient(testApp);
      const b = await p.client.post<Appointment>('/api/appointments', { expertId: expert.expert.id, start: TUESDAY_10_IST, mode: 'video' });
      return { patient: p, appointment: b.body };
    })();
    expect(await earnings()).toMatchObject({ earnings: 0, earningsThisMonth: 0 });
    await payFor(patient.client, appointment.id);
    expect(await earnings()).toMatchObject({ earnings: 299, earningsThisMonth: 299 });
    const second = await patient.client.post<Appointment>('/api/appointments', { expertId: expert.expert.id, start: '2026-03-03T05:00:00.000Z', mode: 'chat' });
    expect(await earnings()).toMatchObject({ earnings: 299 });
    await payFor(patient.client, second.body.id);
    expect(await earnings()).toMatchObject({ earnings: 598, earningsThisMonth: 598 });
    // Next month: this month's figure starts again; a refunded payment no longer counts.
    clock.set('2026-04-01T00:00:00Z');
    await testApp.database.db.update(payments).set({ status: 'refunded' }).where(eq(payments.appointmentId, second.body.id));
    expect(await earnings()).toMatchObject({ earnings: 299, earningsThisMonth: 0 });
  });
});
