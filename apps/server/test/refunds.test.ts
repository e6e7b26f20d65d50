import type { AdminRefundRequest, AdminRefundRequestList, Appointment, MedicalDashboard } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { payments, refundRequests } from '../src/db/schema/payments';
import { outbox } from '../src/db/schema/platform';
import { PaymentProviderError, type PaymentProvider } from '../src/providers/payments/payment-provider';
import { bookedBy, expertWithHours, handClock, MONDAY, TUESDAY_10_IST } from './support/booking';
import { signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Issue 19 part 6 (spec 000 §9): a patient asks for a paid consultation's money back within 7 days of it, never for a
 * completed one, once per payment; an admin approves (the provider pays it back, once) or declines with a reason.
 */
const clock = handClock();
let testApp: TestApp;
let admin: Awaited<ReturnType<typeof signedInWithRole>>;
let realRefund: PaymentProvider['refund'];
beforeAll(async () => {
  testApp = await createTestApp({ clock });
  admin = await signedInWithRole(testApp, 'admin');
  realRefund = testApp.deps.payments.refund.bind(testApp.deps.payments);
});
afterAll(() => testApp.close());

const REASON = { reason: 'The doctor did not join the call' };
async function paidAppointment() {
  clock.set(MONDAY);
  const expert = await expertWithHours(testApp);
  const { patient, appointment } = await bookedBy(testApp, expert.expert.id, TUESDAY_10_IST);
  expect(appointment.paymentStatus).toBe('paid');
  return { expert, patient, appointment };
}
const ask = (client: HttpClient, appointmentId: string, body: unknown = REASON) => client.post(`/api/appointments/${appointmentId}/refund-request`, body);
const paymentOf = async (appointmentId: string) => (await testApp.database.db.select().from(payments).where(eq(payments.appointmentId, appointmentId)))[0]!;
const consultationOf = async (a: Appointment) => (await testApp.database.db.select().from(consultations).where(eq(consultations.id, a.consultationId!)))[0]!;
const rowOnDashboard = async (client: HttpClient, id: string) =>
  (await client.get<MedicalDashboard>('/api/dashboard?field=medical')).body.appointments.find((a) => a.id === id)!;
/** What was queued for the patient: by SMS to their phone, or by email when they have none. */
const noticesTo = async (template: string, patient: { user: { phone: string | null }; input: { email: string } }) =>
  (
    await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, patient.user.phone ?? patient.input.email))
  ).filter((m) => m.template === template);

describe('asking for a refund', () => {
  it('a paid appointment may be refunded before it and up to 7 days after it; the dashboard says so', async () => {
    const { patient, appointment } = await paidAppointment();
    expect(await rowOnDashboard(patient.client, appointment.id)).toMatchObject({ refundable: true, refund: null });
    expect((await ask(patient.client, appointment.id, { reason: '  ' })).status).toBe(400);
    expect((await ask(patient.client, appointment.id, {})).status).toBe(400);
    // Too long, not text, not an id: 400 in the one error shape, and nothing stored.
    const tooLong = await ask(patient.client, appointment.id, { reason: 'x'.repeat(501) });
    expect([tooLong.status, tooLong.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await ask(patient.client, appointment.id, { reason: 42 })).status).toBe(400);
    const notAnId = await ask(patient.client, 'not-an-id');
    expect([notAnId.status, notAnId.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    const asked = await ask(patient.client, appointment.id);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'pending', reason: REASON.reason, amount: 29_900, decidedAt: null, declineReason: null });
    expect(await rowOnDashboard(patient.client, appointment.id)).toMatchObject({ refundable: false, refund: { id: asked.body.id, status: 'pending' } });
    // Once per payment, even at the same moment.
    const again = await ask(patient.client, appointment.id);
    expect([again.status, again.body.error.message]).toEqual([409, 'A refund was already requested for this payment']);
  });

  it('two requests at once store one', async () => {
    const { patient, appointment } = await paidAppointment();
    const answers = await Promise.all([ask(patient.client, appointment.id), ask(patient.client, appointment.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const payment = await paymentOf(appointment.id);
    expect(await testApp.database.db.$count(refundRequests, eq(refundRequests.paymentId, payment.id))).toBe(1);
  });

  it('refused more than 7 days after the consultation, for a completed one, and for an unpaid one', async () => {
    const { patient, appointment } = await paidAppointment();
    clock.set('2026-03-10T04:30:01.000Z');
    expect(await rowOnDashboard(patient.client, appointment.id)).toMatchObject({ refundable: false });
    const late = await ask(patient.client, appointment.id);
    expect([late.status, late.body.error.message]).toEqual([409, 'Refunds can be requested up to 7 days after the consultation']);
    clock.set('2026-03-10T04:30:00.000Z');
    expect((await rowOnDashboard(patient.client, appointment.id)).refundable).toBe(true);

    const done = await paidAppointment();
    await testApp.database.db.update(consultations).set({ status: 'completed' }).where(eq(consultations.id, done.appointment.consultationId!));
    clock.set('2026-03-03T06:00:00.000Z');
    const completed = await ask(done.patient.client, done.appointment.id);
    expect([completed.status, completed.body.error.message]).toEqual([409, 'A completed consultation cannot be refunded']);

    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const held = await done.patient.client.post<Appointment>('/api/appointments', { expertId: expert.expert.id, start: TUESDAY_10_IST, mode: 'video' });
    expect(held.body.paymentStatus).toBe('pending');
    const unpaid = await ask(done.patient.client, held.body.id);
    expect([unpaid.status, unpaid.body.error.message]).toEqual([409, 'Only a paid consultation can be refunded']);
  });
});

describe('an admin decides', () => {
  it('approving pays back through the provider once: payment and consultation refunded, the patient told', async () => {
    const { patient, appointment } = await paidAppointment();
    const asked = await ask(patient.client, appointment.id);
    const list = await admin.client.get<AdminRefundRequestList>('/api/admin/refund-requests');
    expect(list.body.requests.find((r) => r.id === asked.body.id)).toMatchObject({ status: 'pending', appointmentId: appointment.id, amount: 29_900 });
    const refund = vi.fn(realRefund);
    testApp.deps.payments.refund = refund;
    try {
      const approvals = await Promise.all([1, 2].map(() => admin.client.post<AdminRefundRequest>(`/api/admin/refund-requests/${asked.body.id}/approve`)));
      expect(approvals.map((a) => a.status)).toEqual([200, 200]);
      expect(refund).toHaveBeenCalledTimes(1);
      const payment = await paymentOf(appointment.id);
      expect(refund).toHaveBeenCalledWith(expect.objectContaining({ paymentId: payment.paymentId, amount: 29_900 }));
      expect(payment).toMatchObject({ status: 'refunded', refundedAt: new Date(MONDAY) });
      expect(payment.refundId).toMatch(/^rfnd_/);
      expect(await consultationOf(appointment)).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
      // Still ahead: the appointment is let go, its slot freed and its reminders dropped.
      const after = await patient.client.get<Appointment>(`/api/appointments/${appointment.id}`);
      expect(after.body).toMatchObject({ status: 'cancelled', cancelReason: 'Refunded at your request', paymentStatus: 'refunded', joinPath: null });
      const reminders = await testApp.database.db.select().from(outbox).where(eq(outbox.appointmentId, appointment.id));
      expect(reminders.filter((m) => m.template === 'appointment-reminder' && m.status === 'pending')).toEqual([]);
      // Later, again: nothing changes.
      const third = await admin.client.post<AdminRefundRequest>(`/api/admin/refund-requests/${asked.body.id}/approve`);
      expect(third.body).toMatchObject({ status: 'approved', refundedAt: MONDAY.toISOString() });
      expect(refund).toHaveBeenCalledTimes(1);
      expect((await paymentOf(appointment.id)).refundId).toBe(payment.refundId);
    } finally {
      testApp.deps.payments.refund = realRefund;
    }
    expect(await noticesTo('refund-approved', patient)).toHaveLength(1);
    expect(await rowOnDashboard(patient.client, appointment.id)).toMatchObject({ refundable: false, refund: { status: 'approved' } });
    const decline = await admin.client.post(`/api/admin/refund-requests/${asked.body.id}/decline`, { reason: 'Changed my mind' });
    expect(decline.status).toBe(409);
    const decided = await admin.client.get<AdminRefundRequestList>('/api/admin/refund-requests?view=decided');
    expect(decided.body.requests.find((r) => r.id === asked.body.id)).toMatchObject({ status: 'approved', decidedBy: admin.user.name });
  });

  it('when the provider fails nothing changes and the request stays pending', async () => {
    const { patient, appointment } = await paidAppointment();
    const asked = await ask(patient.client, appointment.id);
    testApp.deps.payments.refund = () => Promise.reject(new PaymentProviderError('refund refused: 400'));
    try {
      const failed = await admin.client.post(`/api/admin/refund-requests/${asked.body.id}/approve`);
      expect(failed.status).toBe(502);
    } finally {
      testApp.deps.payments.refund = realRefund;
    }
    expect((await paymentOf(appointment.id)).status).toBe('paid');
    expect((await rowOnDashboard(patient.client, appointment.id)).refund?.status).toBe('pending');
    expect((await admin.client.post(`/api/admin/refund-requests/${asked.body.id}/approve`)).status).toBe(200);
    expect((await paymentOf(appointment.id)).status).toBe('refunded');
  });

  it('declining needs a reason, which the patient is told; a declined request cannot be approved', async () => {
    const { patient, appointment } = await paidAppointment();
    const asked = await ask(patient.client, appointment.id);
    expect((await admin.client.post(`/api/admin/refund-requests/${asked.body.id}/decline`, {})).status).toBe(400);
    expect((await admin.client.post(`/api/admin/refund-requests/${asked.body.id}/decline`, { reason: 'no' })).status).toBe(400);
    const declined = await admin.client.post<AdminRefundRequest>(`/api/admin/refund-requests/${asked.body.id}/decline`, {
      reason: 'The consultation took place as booked',
    });
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'The consultation took place as booked' });
    expect((await admin.client.post(`/api/admin/refund-requests/${asked.body.id}/approve`)).status).toBe(409);
    expect((await paymentOf(appointment.id)).status).toBe('paid');
    const [notice] = await noticesTo('refund-declined', patient);
    expect(notice?.payload).toMatchObject({ reason: 'The consultation took place as booked', amount: '299.00' });
    expect(await rowOnDashboard(patient.client, appointment.id)).toMatchObject({
      refundable: false,
      refund: { status: 'declined', declineReason: 'The consultation took place as booked' },
    });
  });
});

describe('who may ask and decide (authorisation matrix)', () => {
  it('owner patient, other patient, expert, admin, anonymous on every refund endpoint', async () => {
    const { expert, patient, appointment } = await paidAppointment();
    const other = await signedInPatient(testApp);
    const anonymous = new HttpClient(testApp);
    const askers = { other: other.client, expert: expert.client, admin: admin.client, anonymous };
    const askWant = { other: 404, expert: 404, admin: 404, anonymous: 401 };
    for (const [who, client] of Object.entries(askers))
      expect([who, (await ask(client, appointment.id)).status]).toEqual([who, askWant[who as keyof typeof askWant]]);
    const asked = await ask(patient.client, appointment.id);
    expect(asked.status).toBe(201);
    const deciders = { owner: patient.client, other: other.client, expert: expert.client, anonymous };
    const want = { owner: 403, other: 403, expert: 403, anonymous: 401 };
    for (const [who, client] of Object.entries(deciders)) {
      const statuses = [
        (await client.get('/api/admin/refund-requests')).status,
        (await client.post(`/api/admin/refund-requests/${asked.body.id}/approve`)).status,
        (await client.post(`/api/admin/refund-requests/${asked.body.id}/decline`, { reason: 'Not for you to decide' })).status,
      ];
      const w = want[who as keyof typeof want];
      expect([who, ...statuses]).toEqual([who, w, w, w]);
    }
    expect((await paymentOf(appointment.id)).status).toBe('paid');
    expect((await admin.client.get('/api/admin/refund-requests')).status).toBe(200);
    expect((await admin.client.post(`/api/admin/refund-requests/${crypto.randomUUID()}/approve`)).status).toBe(404);
    expect((await admin.client.post(`/api/admin/refund-requests/${asked.body.id}/approve`)).status).toBe(200);
  });
});
