import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/platform';
import { renderMessage } from '../src/modules/notifications/message-templates';
import { createOutboxWorker } from '../src/modules/notifications/outbox-worker';
import { selectSenders } from '../src/providers/notifications/select-senders';
import { createLogger } from '../src/lib/logger';
import { bookedBy, payFor, expertWithHours, handClock, MONDAY, TUESDAY_10_IST, TUESDAY_1030_IST } from './support/booking';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

/*
 * Issue 19 part 3: a confirmation at booking, then reminders 24 hours and 15 minutes before, by SMS and WhatsApp, with
 * the join link and the time in the person's zone. Never twice, never early, never for a cancelled or moved
 * appointment, and still sent by a worker that started after the booking (a restart).
 */
const clock = handClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const MINUTE = 60_000;
const at = (iso: string, minutesBefore: number) => new Date(new Date(iso).getTime() - minutesBefore * MINUTE);
async function messagesOf(appointmentId: string) {
  return testApp.database.db.select().from(outbox).where(eq(outbox.appointmentId, appointmentId)).orderBy(asc(outbox.id));
}
const delivered = async (appointmentId: string, template: string) =>
  (await messagesOf(appointmentId)).filter((m) => m.template === template && m.status === 'delivered');

describe('appointment reminders through the outbox', () => {
  it('confirms at once, reminds 24 h and 15 min before, each once, never early, after a restart too', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const { appointment } = await bookedBy(testApp, expert.expert.id);
    const confirmations = await delivered(appointment.id, 'appointment-booked');
    expect(confirmations.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    const reminders = (await messagesOf(appointment.id)).filter((m) => m.template === 'appointment-reminder');
    expect(reminders.map((m) => [m.channel, m.nextAttemptAt.toISOString()]).sort()).toEqual(
      [
        ['sms', at(TUESDAY_10_IST, 24 * 60).toISOString()],
        ['whatsapp', at(TUESDAY_10_IST, 24 * 60).toISOString()],
        ['sms', at(TUESDAY_10_IST, 15).toISOString()],
        ['whatsapp', at(TUESDAY_10_IST, 15).toISOString()],
      ].sort(),
    );

    // A minute early: nothing.
    await testApp.deps.outbox.deliverDue(at(TUESDAY_10_IST, 24 * 60 + 1));
    expect(await delivered(appointment.id, 'appointment-reminder')).toEqual([]);
    // On time: the day-before pair, once however often the worker runs.
    await testApp.deps.outbox.deliverDue(at(TUESDAY_10_IST, 24 * 60));
    await testApp.deps.outbox.deliverDue(at(TUESDAY_10_IST, 24 * 60 - 1));
    const dayBefore = await delivered(appointment.id, 'appointment-reminder');
    expect(dayBefore).toHaveLength(2);
    expect(dayBefore.every((m) => m.attempts === 1)).toBe(true);

    // A restart: a new worker on the same database sends the 15-minute pair, once, with the link and the time in IST.
    const restarted = createOutboxWorker({
      db: testApp.database.db,
      senders: selectSenders(testApp.deps.env),
      logger: createLogger('silent'),
      pollMs: 60_000,
      publicUrl: TEST_PUBLIC_URL,
    });
    await restarted.deliverDue(at(TUESDAY_10_IST, 16));
    expect(await delivered(appointment.id, 'appointment-reminder')).toHaveLength(2);
    await Promise.all([restarted.deliverDue(at(TUESDAY_10_IST, 15)), testApp.deps.outbox.deliverDue(at(TUESDAY_10_IST, 15))]);
    const all = await delivered(appointment.id, 'appointment-reminder');
    expect(all).toHaveLength(4);
    expect(all.every((m) => m.attempts === 1)).toBe(true);
    const admin = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.appointmentId, appointment.id), eq(outbox.template, 'appointment-reminder')));
    expect(admin).toHaveLength(4);
  });

  it('the message carries the join link and the time in the person’s time zone', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const { patient } = await bookedBy(testApp, expert.expert.id, TUESDAY_1030_IST);
    const booked = await patient.client.post('/api/appointments', { expertId: expert.expert.id, start: TUESDAY_10_IST, mode: 'video', timeZone: 'Asia/Dubai' });
    expect(booked.status).toBe(201);
    // Held for its payment: nothing is sent until it is paid.
    expect(await messagesOf(booked.body.id)).toEqual([]);
    const abroad = { body: await payFor(patient.client, booked.body.id) };
    const [sms] = (await messagesOf(abroad.body.id)).filter((m) => m.template === 'appointment-booked' && m.channel === 'sms');
    const text = renderMessage(sms!.template, sms!.payload, { base: TEST_PUBLIC_URL }).text;
    expect(text).toContain(`${TEST_PUBLIC_URL}${abroad.body.joinPath}`);
    // 04:30 UTC is 8:30 am in Dubai.
    expect(text).toContain('8:30 am');
    const mine: Array<{ id: string; start: string }> = (await patient.client.get('/api/appointments')).body.appointments;
    const inIndia = mine.find((a) => a.start === TUESDAY_1030_IST)!;
    const [ist] = (await messagesOf(inIndia.id)).filter((m) => m.template === 'appointment-booked');
    expect(renderMessage(ist!.template, ist!.payload, { base: TEST_PUBLIC_URL }).text).toMatch(/10:30 am IST/);
  });

  it('never reminds of a cancelled appointment', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const { patient, appointment } = await bookedBy(testApp, expert.expert.id);
    expect((await patient.client.post(`/api/appointments/${appointment.id}/cancel`, {})).status).toBe(200);
    await testApp.deps.outbox.deliverDue(at(TUESDAY_10_IST, 24 * 60));
    await testApp.deps.outbox.deliverDue(at(TUESDAY_10_IST, 0));
    expect(await delivered(appointment.id, 'appointment-reminder')).toEqual([]);
    expect((await delivered(appointment.id, 'appointment-cancelled')).map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
  });

  it('a moved appointment is reminded of at its new time only', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const { patient, appointment } = await bookedBy(testApp, expert.expert.id);
    const later = '2026-03-04T04:30:00.000Z';
    expect((await patient.client.post(`/api/appointments/${appointment.id}/reschedule`, { start: later })).status).toBe(200);
    await testApp.deps.outbox.deliverDue(at(TUESDAY_10_IST, 15));
    expect(await delivered(appointment.id, 'appointment-reminder')).toEqual([]);
    await testApp.deps.outbox.deliverDue(at(later, 24 * 60));
    const sent = await delivered(appointment.id, 'appointment-reminder');
    expect(sent).toHaveLength(2);
    expect(sent.every((m) => (m.payload as { startsAt: string }).startsAt === later)).toBe(true);
    expect(await delivered(appointment.id, 'appointment-moved')).toHaveLength(2);
  });

  it('a booking less than a day ahead gets no day-before reminder', async () => {
    clock.set('2026-03-02T20:00:00.000Z');
    const expert = await expertWithHours(testApp);
    const { appointment } = await bookedBy(testApp, expert.expert.id);
    const reminders = (await messagesOf(appointment.id)).filter((m) => m.template === 'appointment-reminder');
    expect(reminders.map((m) => m.nextAttemptAt.toISOString())).toEqual([at(TUESDAY_10_IST, 15).toISOString(), at(TUESDAY_10_IST, 15).toISOString()]);
  });
});

describe('a booked consultation that its expert completes', () => {
  it('completes its appointment (green on the dashboard), and its reminders not sent yet never go out', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const { patient, appointment } = await bookedBy(testApp, expert.expert.id, TUESDAY_1030_IST);
    expect((await expert.client.post(`/api/expert-desk/consultations/${appointment.consultationId}/complete`)).status).toBe(200);
    const read = await patient.client.get<{ status: string }>(`/api/appointments/${appointment.id}`);
    expect(read.body.status).toBe('completed');
    await testApp.deps.outbox.deliverDue(at(TUESDAY_1030_IST, 0));
    expect(await delivered(appointment.id, 'appointment-reminder')).toEqual([]);
    expect((await messagesOf(appointment.id)).filter((m) => m.template === 'appointment-reminder')).toEqual([]);
  });
});
