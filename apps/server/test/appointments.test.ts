import type { Appointment, ExpertSchedule, ExpertSlots, MedicalDashboard } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { appointments } from '../src/db/schema/health-records';
import { bookedBy, payFor, EVERY_DAY_9_TO_5, expertWithHours, handClock, MONDAY, TUESDAY_10_IST, TUESDAY_1030_IST } from './support/booking';
import { createExpertProfile, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

const clock = handClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

describe('availability on the desk (issue 19 part 1)', () => {
  it('an expert sets and reads back weekly hours; the time zone defaults to India', async () => {
    const { timeZone: _zone, ...withoutZone } = EVERY_DAY_9_TO_5;
    const expert = await expertWithHours(testApp, withoutZone);
    const read = await expert.client.get('/api/expert-desk/availability');
    expect(read.status).toBe(200);
    expect(read.body.availability).toMatchObject({ timeZone: 'Asia/Kolkata', slotMinutes: 30, breaks: [{ start: '13:00', end: '14:00' }] });
  });

  it('refuses bad hours with field errors, and is for experts only', async () => {
    const expert = await expertWithHours(testApp);
    const bad = await expert.client.request('PUT', '/api/expert-desk/availability', { ...EVERY_DAY_9_TO_5, slotMinutes: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.slotMinutes).toBeDefined();
    const patient = await signedInPatient(testApp);
    expect((await patient.client.request('PUT', '/api/expert-desk/availability', EVERY_DAY_9_TO_5)).status).toBe(403);
    expect((await patient.client.get('/api/expert-desk/availability')).status).toBe(403);
    const admin = await signedInWithRole(testApp, 'admin');
    expect((await admin.client.get('/api/expert-desk/availability')).status).toBe(403);
    expect((await new HttpClient(testApp).get('/api/expert-desk/availability')).status).toBe(401);
  });
});

describe('free slots and booking (issue 19 part 2)', () => {
  it('a patient sees the free slots of 14 days, without the break, and the price', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const patient = await signedInPatient(testApp);
    const slots = await patient.client.get<ExpertSlots>(`/api/experts/${expert.expert.id}/slots`);
    expect(slots.status).toBe(200);
    // 14 slots a day (9–5 less lunch) on 14 days; Monday's from 09:00 IST are all ahead of 05:30.
    expect(slots.body.slots).toHaveLength(14 * 14);
    expect(slots.body.slots[0]).toEqual({ start: '2026-03-02T03:30:00.000Z', end: '2026-03-02T04:00:00.000Z' });
    expect(slots.body.slots.map((s) => s.start)).not.toContain('2026-03-02T07:30:00.000Z');
    expect(slots.body.price).toEqual({ fee: 299, listFee: 299, freeMinutes: 0 });
  });

  it('books a slot: an active consultation with a call room, on the dashboard, gone from the free slots', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const { patient, appointment } = await bookedBy(testApp, expert.expert.id);
    expect(appointment).toMatchObject({ start: TUESDAY_10_IST, end: TUESDAY_1030_IST, status: 'scheduled', mode: 'video', fee: 299, changeable: true });
    expect(appointment.joinPath).toMatch(/^\/join-meeting\/[\w-]{20,}$/);
    const [consultation] = await testApp.database.db.select().from(consultations).where(eq(consultations.id, appointment.consultationId!));
    expect(consultation).toMatchObject({ status: 'active', expertId: expert.expert.id, consultationType: 'video', consultationFee: 299 });
    const dashboard = await patient.client.get<MedicalDashboard>('/api/dashboard?field=medical');
    expect(dashboard.body.nextAppointment).toMatchObject({ id: appointment.id, status: 'scheduled' });
    expect(dashboard.body.stats.upcomingAppointments).toBe(1);
    const slots = await patient.client.get<ExpertSlots>(`/api/experts/${expert.expert.id}/slots`);
    expect(slots.body.slots.map((s) => s.start)).not.toContain(TUESDAY_10_IST);
    const schedule = await expert.client.get<ExpertSchedule>('/api/expert-desk/schedule');
    expect(schedule.body.week.map((a) => a.id)).toEqual([appointment.id]);
    expect(schedule.body.today).toEqual([]);
  });

  it('a lawyer’s first consultation is free for its 30 minutes; the second is charged', async () => {
    clock.set(MONDAY);
    const lawyer = await expertWithHours(testApp, EVERY_DAY_9_TO_5, 'legal');
    const patient = await signedInPatient(testApp);
    const first = await patient.client.post<Appointment>('/api/appointments', { expertId: lawyer.expert.id, start: TUESDAY_10_IST, mode: 'chat' });
    expect(first.body.fee).toBe(0);
    expect(first.body.joinPath).toBe(`/patient-chat?consultation=${first.body.consultationId}`);
    const second = await patient.client.post<Appointment>('/api/appointments', { expertId: lawyer.expert.id, start: TUESDAY_1030_IST, mode: 'audio' });
    expect(second.body).toMatchObject({ fee: 499, paymentStatus: 'pending', joinPath: null, changeable: false });
    expect(first.body).toMatchObject({ paymentStatus: 'paid', holdExpiresAt: null });
    const paid = await payFor(patient.client, second.body.id);
    expect(paid.joinPath).toMatch(/\?mode=audio$/);
  });

  it('books for a family member under their name', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const patient = await signedInPatient(testApp);
    const member = await patient.client.post('/api/family-members', { name: 'Kavya Krishnan', relation: 'child', dateOfBirth: '2015-06-01', gender: 'female' });
    expect(member.status).toBe(201);
    const booked = await patient.client.post<Appointment>('/api/appointments', {
      expertId: expert.expert.id,
      start: TUESDAY_10_IST,
      mode: 'video',
      member: member.body.id,
    });
    expect(booked.body).toMatchObject({ patientName: 'Kavya Krishnan', familyMemberId: member.body.id });
    const other = await signedInPatient(testApp);
    const notMine = await other.client.post('/api/appointments', {
      expertId: expert.expert.id,
      start: TUESDAY_1030_IST,
      mode: 'video',
      member: member.body.id,
    });
    expect(notMine.status).toBe(404);
  });

  it('a slot in the past, outside the hours, too far ahead or taken gets a clear 4xx', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const id = expert.expert.id;
    await bookedBy(testApp, id);
    const patient = await signedInPatient(testApp);
    const book = (start: string) => patient.client.post('/api/appointments', { expertId: id, start, mode: 'video' });
    const past = await book('2026-03-01T04:30:00.000Z');
    expect([past.status, past.body.error.message]).toEqual([400, 'That time has passed: choose a later slot']);
    const lunch = await book('2026-03-03T07:30:00.000Z');
    expect([lunch.status, lunch.body.error.fieldErrors.start[0]]).toEqual([
      400,
      'The expert does not take bookings at that time: choose one of the free slots',
    ]);
    expect((await book('2026-03-03T04:40:00.000Z')).status).toBe(400);
    expect((await book('2026-03-20T04:30:00.000Z')).status).toBe(400);
    const taken = await book(TUESDAY_10_IST);
    expect([taken.status, taken.body.error.message]).toEqual([409, 'Someone has just booked that slot: choose another one']);
    expect((await patient.client.post('/api/appointments', { expertId: id, start: 'tomorrow', mode: 'video' })).status).toBe(400);
    expect((await patient.client.post('/api/appointments', { expertId: id, start: TUESDAY_1030_IST, mode: 'telepathy' })).status).toBe(400);
  });

  it('an expert without hours, a pending expert and an unknown one cannot be booked', async () => {
    clock.set(MONDAY);
    const patient = await signedInPatient(testApp);
    const noHours = await createExpertProfile(testApp.database.db);
    expect((await patient.client.get<ExpertSlots>(`/api/experts/${noHours.id}/slots`)).body.slots).toEqual([]);
    expect((await patient.client.post('/api/appointments', { expertId: noHours.id, start: TUESDAY_10_IST, mode: 'video' })).status).toBe(409);
    const pending = await createExpertProfile(testApp.database.db, { status: 'pending' });
    expect((await patient.client.get(`/api/experts/${pending.id}/slots`)).status).toBe(404);
    expect((await patient.client.get('/api/experts/3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c/slots')).status).toBe(404);
    expect((await new HttpClient(testApp).get(`/api/experts/${noHours.id}/slots`)).status).toBe(401);
  });

  it('two people never hold one slot: of many concurrent bookings one wins, the rest get 409', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const patients = await Promise.all(Array.from({ length: 6 }, () => signedInPatient(testApp)));
    const answers = await Promise.all(
      patients.map((p) => p.client.post('/api/appointments', { expertId: expert.expert.id, start: TUESDAY_10_IST, mode: 'video' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const held = await testApp.database.db.$count(appointments, eq(appointments.expertId, expert.expert.id));
    expect(held).toBe(1);
  });

  it('the database itself refuses a second scheduled appointment of one expert at one start, and allows it once cancelled', async () => {
    const expert = await createExpertProfile(testApp.database.db);
    const patient = await signedInPatient(testApp);
    const row = { userId: patient.user.id, expertId: expert.id, appointmentDate: new Date(TUESDAY_10_IST), appointmentType: 'video' };
    const [first] = await testApp.database.db.insert(appointments).values(row).returning();
    await expect(testApp.database.db.insert(appointments).values(row)).rejects.toThrow();
    await testApp.database.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, first!.id));
    await expect(testApp.database.db.insert(appointments).values(row)).resolves.toBeDefined();
  });
});

describe('reschedule and cancel', () => {
  it('the patient moves it to another free slot, not to a taken one', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const { patient, appointment } = await bookedBy(testApp, expert.expert.id);
    await bookedBy(testApp, expert.expert.id, '2026-03-03T06:00:00.000Z');
    const taken = await patient.client.post(`/api/appointments/${appointment.id}/reschedule`, { start: '2026-03-03T06:00:00.000Z' });
    expect(taken.status).toBe(409);
    const moved = await patient.client.post<Appointment>(`/api/appointments/${appointment.id}/reschedule`, { start: TUESDAY_1030_IST });
    expect(moved.status).toBe(200);
    expect(moved.body.start).toBe(TUESDAY_1030_IST);
    const again = await signedInPatient(testApp);
    expect((await again.client.post('/api/appointments', { expertId: expert.expert.id, start: TUESDAY_10_IST, mode: 'video' })).status).toBe(201);
  });

  it('the patient can change it up to 2 hours before, not later', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const { patient, appointment } = await bookedBy(testApp, expert.expert.id);
    clock.set('2026-03-03T02:31:00.000Z'); // 1 h 59 min before
    const late = await patient.client.post(`/api/appointments/${appointment.id}/cancel`, {});
    expect([late.status, late.body.error.message]).toEqual([409, 'Appointments can be changed or cancelled up to 2 hours before they start']);
    expect((await patient.client.post(`/api/appointments/${appointment.id}/reschedule`, { start: '2026-03-03T10:00:00.000Z' })).status).toBe(409);
    clock.set('2026-03-03T02:30:00.000Z'); // exactly 2 hours before
    const cancelled = await patient.client.post<Appointment>(`/api/appointments/${appointment.id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'patient', joinPath: null, changeable: false });
    const [consultation] = await testApp.database.db.select().from(consultations).where(eq(consultations.id, appointment.consultationId!));
    expect(consultation?.status).toBe('cancelled');
    expect((await patient.client.post(`/api/appointments/${appointment.id}/cancel`, {})).status).toBe(409);
  });

  it('the expert cancels with a reason, even close to the time; without one it is refused', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const { patient, appointment } = await bookedBy(testApp, expert.expert.id);
    clock.set('2026-03-03T04:00:00.000Z');
    const noReason = await expert.client.post(`/api/appointments/${appointment.id}/cancel`, {});
    expect([noReason.status, noReason.body.error.fieldErrors.reason[0]]).toEqual([400, 'Tell the patient why you are cancelling']);
    const cancelled = await expert.client.post<Appointment>(`/api/appointments/${appointment.id}/cancel`, { reason: 'Called to an emergency at the hospital' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'expert', cancelReason: 'Called to an emergency at the hospital' });
    const mine = await patient.client.get<{ appointments: Appointment[] }>('/api/appointments');
    expect(mine.body.appointments[0]).toMatchObject({ id: appointment.id, status: 'cancelled' });
  });
});

describe('who may see and change an appointment (authorisation matrix)', () => {
  it('owner patient, other patient, the expert, another expert, admin, anonymous', async () => {
    clock.set(MONDAY);
    const expert = await expertWithHours(testApp);
    const { patient, appointment } = await bookedBy(testApp, expert.expert.id);
    const other = await signedInPatient(testApp);
    const anotherExpert = await expertWithHours(testApp);
    const admin = await signedInWithRole(testApp, 'admin');
    const anonymous = new HttpClient(testApp);
    const path = `/api/appointments/${appointment.id}`;
    const read = async (client: HttpClient) => (await client.get(path)).status;
    expect(await read(patient.client)).toBe(200);
    expect(await read(other.client)).toBe(404);
    expect(await read(expert.client)).toBe(200);
    expect(await read(anotherExpert.client)).toBe(404);
    expect(await read(admin.client)).toBe(200);
    expect(await read(anonymous)).toBe(401);
    const move = async (client: HttpClient) => (await client.post(`${path}/reschedule`, { start: TUESDAY_1030_IST })).status;
    expect(await move(other.client)).toBe(404);
    expect(await move(anotherExpert.client)).toBe(404);
    expect(await move(expert.client)).toBe(403);
    expect(await move(admin.client)).toBe(403);
    expect(await move(anonymous)).toBe(401);
    const cancel = async (client: HttpClient) => (await client.post(`${path}/cancel`, { reason: 'Not mine to cancel' })).status;
    expect(await cancel(other.client)).toBe(404);
    expect(await cancel(anotherExpert.client)).toBe(404);
    expect(await cancel(admin.client)).toBe(403);
    expect(await cancel(anonymous)).toBe(401);
    expect(await read(patient.client)).toBe(200);
    expect((await patient.client.get<Appointment>(path)).body.status).toBe('scheduled');
    // Booking, listing and the schedule by role.
    const book = (client: HttpClient) => client.post('/api/appointments', { expertId: expert.expert.id, start: TUESDAY_1030_IST, mode: 'video' });
    expect((await book(expert.client)).status).toBe(403);
    expect((await book(admin.client)).status).toBe(403);
    expect((await book(anonymous)).status).toBe(401);
    expect((await other.client.get<{ appointments: Appointment[] }>('/api/appointments')).body.appointments).toEqual([]);
    expect((await expert.client.get('/api/appointments')).status).toBe(403);
    expect((await anonymous.get('/api/appointments')).status).toBe(401);
    expect((await patient.client.get('/api/expert-desk/schedule')).status).toBe(403);
    expect((await admin.client.get('/api/expert-desk/schedule')).status).toBe(403);
    expect((await anonymous.get('/api/expert-desk/schedule')).status).toBe(401);
    expect((await anotherExpert.client.get<ExpertSchedule>('/api/expert-desk/schedule')).body.week).toEqual([]);
    expect((await expert.client.post(`${path}/cancel`, { reason: 'Unwell today, sorry' })).status).toBe(200);
  });
});
