import { PHONE_CALL_MESSAGES, REQUEST_TOKEN_HEADER, type BridgedCall } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { outbox } from '../src/db/schema/platform';
import { loadEnv } from '../src/lib/env';
import { SIMULATED_CALL_MS } from '../src/providers/call-bridge/local-call-bridge';
import { createConsultation, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 15 part 5: bridged phone calls on the local default (no keys), who may place them, and the admin console.
let now = new Date('2026-03-01T10:00:00Z');
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

let castCount = 0;
async function cast(status: 'pending' | 'active' | 'completed' = 'active', patientPhone?: string | null) {
  const patient = await signedInPatient(testApp, { fullName: 'Farah Qureshi' });
  if (patientPhone !== undefined) await db().update(users).set({ phone: patientPhone }).where(eq(users.id, patient.user.id));
  castCount += 1;
  const expert = await signedInExpert(testApp, { whatsappNumber: `+91984500${String(castCount).padStart(4, '0')}` });
  // Each call placed a second after the last, so "newest first" is well defined.
  later(1000);
  const consultation = await createConsultation(db(), patient.user.id, { expertId: expert.expert.id, status });
  return { patient, expert, consultation };
}
const place = (client: HttpClient, consultationId: string) => client.post(`/api/consultations/${consultationId}/phone-calls`);
const history = (call: { history: { status: string }[] }) => call.history.map((event) => event.status);

describe('the local call bridge (no keys)', () => {
  it('plays doctor ringing, doctor answered, patient ringing, bridged and completed over time, and stores each state once', async () => {
    const { patient, consultation } = await cast();
    const placed = await place(patient.client, consultation.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ message: 'Consultation Initiated', call: { status: 'doctor_ringing', simulated: true, callerId: '+918047182200' } });
    const id = placed.body.call.id as string;
    const read = async () => (await patient.client.get<BridgedCall>(`/api/phone-calls/${id}`)).body;
    later(SIMULATED_CALL_MS.doctorAnswered);
    expect((await read()).status).toBe('doctor_answered');
    later(SIMULATED_CALL_MS.patientRinging - SIMULATED_CALL_MS.doctorAnswered);
    expect((await read()).status).toBe('patient_ringing');
    later(SIMULATED_CALL_MS.bridged - SIMULATED_CALL_MS.patientRinging);
    expect((await read()).status).toBe('bridged');
    later(SIMULATED_CALL_MS.completed);
    const ended = await read();
    expect(ended).toMatchObject({ status: 'completed', conversationSeconds: 60, failureReason: null });
    expect(history(ended)).toEqual(['queued', 'doctor_ringing', 'doctor_answered', 'patient_ringing', 'bridged', 'completed']);
    // Each state at the time the script gives it, whenever it was read.
    expect(new Date(ended.endedAt!).getTime() - new Date(ended.createdAt).getTime()).toBe(SIMULATED_CALL_MS.completed);
    expect(history(await read())).toHaveLength(6);
  });

  it('fails a call whose patient number ends in 0000, after the doctor answered', async () => {
    const { patient, consultation } = await cast('active', '+919812340000');
    const placed = await place(patient.client, consultation.id);
    later(SIMULATED_CALL_MS.patientRinging + SIMULATED_CALL_MS.ringTimeout);
    const call = (await patient.client.get(`/api/phone-calls/${placed.body.call.id}`)).body;
    expect(call).toMatchObject({ status: 'failed', failureReason: 'The patient did not answer' });
    expect(history(call)).toEqual(['queued', 'doctor_ringing', 'doctor_answered', 'patient_ringing', 'failed']);
  });

  it('sends the doctor a WhatsApp notice before the call, naming no patient', async () => {
    const { patient, expert, consultation } = await cast();
    const placed = await place(patient.client, consultation.id);
    const [notice] = await db().select().from(outbox).where(eq(outbox.recipient, expert.expert.whatsappNumber!));
    expect(notice).toMatchObject({ channel: 'whatsapp', template: 'bridged-call-notice', status: 'delivered' });
    expect(notice!.payload).toEqual({ callId: placed.body.call.id, doctorName: expert.expert.name, callerId: '+918047182200', test: false, language: 'en' });
    expect(JSON.stringify(notice!.payload)).not.toContain(patient.user.name);
  });
});

describe('POST /api/consultations/{id}/phone-calls: who may call', () => {
  it('the member patient and the member expert may; another person, an admin and a visitor without a token may not', async () => {
    const { patient, expert, consultation } = await cast();
    const other = await signedInPatient(testApp);
    const otherExpert = await signedInExpert(testApp);
    const admin = await signedInWithRole(testApp, 'admin');
    expect((await place(other.client, consultation.id)).status).toBe(404);
    expect((await place(otherExpert.client, consultation.id)).status).toBe(404);
    expect((await place(admin.client, consultation.id)).status).toBe(404);
    expect((await place(new HttpClient(testApp), consultation.id)).status).toBe(401);
    expect((await place(new HttpClient(testApp, { [REQUEST_TOKEN_HEADER]: 'guess' }), consultation.id)).status).toBe(404);
    const first = await place(expert.client, consultation.id);
    expect(first.status).toBe(201);
    // One call at a time; once it ended, the patient may call.
    expect((await place(patient.client, consultation.id)).body.error).toEqual({ code: 'CONFLICT', message: PHONE_CALL_MESSAGES.inProgress });
    later(SIMULATED_CALL_MS.completed);
    expect((await place(patient.client, consultation.id)).status).toBe(201);
  });

  it('a visitor with their request token may call the doctor they chose', async () => {
    const expert = await signedInExpert(testApp);
    const visitor = new HttpClient(testApp);
    const receipt = await visitor.post('/api/consultations/medical', {
      name: 'Ravi Kumar',
      age: 34,
      gender: 'male',
      phone: '98450 12345',
      department: 'General Physician',
      symptoms: 'Fever for two days',
      additionalSymptoms: [],
    });
    expect(receipt.status).toBe(201);
    const withToken = new HttpClient(testApp, { [REQUEST_TOKEN_HEADER]: receipt.body.accessToken });
    expect((await place(withToken, receipt.body.id)).body.error.message).toBe(PHONE_CALL_MESSAGES.noExpert);
    expect((await withToken.post(`/api/consultations/${receipt.body.id}/expert`, { expertId: expert.expert.id, notify: false })).status).toBe(200);
    const placed = await place(withToken, receipt.body.id);
    expect(placed.status).toBe(201);
    expect((await withToken.get(`/api/phone-calls/${placed.body.call.id}`)).status).toBe(200);
    expect((await visitor.get(`/api/phone-calls/${placed.body.call.id}`)).status).toBe(401);
  });

  it('says why a call cannot be placed: no phone, not accepted yet, closed', async () => {
    const noPhone = await cast('active', null);
    expect((await place(noPhone.patient.client, noPhone.consultation.id)).body.error.message).toBe(PHONE_CALL_MESSAGES.youHaveNoPhone);
    expect((await place(noPhone.expert.client, noPhone.consultation.id)).body.error.message).toBe(PHONE_CALL_MESSAGES.patientHasNoPhone);
    const pending = await cast('pending');
    expect((await place(pending.expert.client, pending.consultation.id)).body.error).toEqual({ code: 'CONFLICT', message: PHONE_CALL_MESSAGES.notAccepted });
    expect((await place(pending.patient.client, pending.consultation.id)).status).toBe(201);
    const closed = await cast('completed');
    expect((await place(closed.patient.client, closed.consultation.id)).status).toBe(409);
    expect((await place(closed.patient.client, 'not-a-uuid')).status).toBe(400);
  });

  it("GET /api/phone-calls/{id}: the members only, and without either party's number", async () => {
    const { patient, expert, consultation } = await cast();
    const placed = await place(patient.client, consultation.id);
    const path = `/api/phone-calls/${placed.body.call.id}`;
    const seen = await expert.client.get(path);
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toMatch(new RegExp(`${expert.expert.phone.slice(-6)}|${patient.user.phone.slice(-6)}`));
    expect((await (await signedInPatient(testApp)).client.get(path)).status).toBe(404);
    expect((await (await signedInWithRole(testApp, 'admin')).client.get(path)).status).toBe(404);
    expect((await new HttpClient(testApp).get(path)).status).toBe(401);
  });
});

describe('GET /api/admin/phone-calls', () => {
  it('lists calls with states, masked numbers and the notice for admins; refuses everyone else', async () => {
    const { patient, expert, consultation } = await cast();
    await place(patient.client, consultation.id);
    const admin = await signedInWithRole(testApp, 'admin');
    const list = await admin.client.get('/api/admin/phone-calls');
    expect(list.status).toBe(200);
    const [latest] = list.body.calls;
    expect(latest).toMatchObject({
      kind: 'consultation',
      provider: 'local',
      doctorName: expert.expert.name,
      doctorNumber: `******${expert.expert.phone.slice(-4)}`,
      patientNumber: `******${patient.user.phone.slice(-4)}`,
      placedBy: 'patient',
      notice: 'delivered',
      status: 'doctor_ringing',
    });
    expect((await patient.client.get('/api/admin/phone-calls')).status).toBe(403);
    expect((await expert.client.get('/api/admin/phone-calls')).status).toBe(403);
    expect((await new HttpClient(testApp).get('/api/admin/phone-calls')).status).toBe(401);
  });
});

describe('configuration', () => {
  it('needs a callback secret once an ExoPhone is set', () => {
    expect(() => loadEnv({ EXOTEL_CALLER_ID: '08047112233' })).toThrow(/EXOTEL_CALLBACK_SECRET is required/);
    expect(() => loadEnv({ EXOTEL_CALLER_ID: 'not a number' })).toThrow(/EXOTEL_CALLER_ID must be your ExoPhone/);
  });
});
