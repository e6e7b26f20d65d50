import type { Conversation, DeskConsultation, DeskOverview, StatusHistory } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { PATIENT_BEFORE_ACCEPTING } from '../src/modules/chat/chat.service';
import { recordConnections } from '../src/realtime/presence';
import { createRequest, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 16 part 3 (decision 063): who an unassigned request is offered to, and how much of it they see.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
type Client = HttpClient;

const incomingIds = async (client: Client) => (await client.get<DeskOverview>('/api/expert-desk')).body.incoming.map((c: DeskConsultation) => c.id);
const accept = (client: Client, id: string) => client.post(`/api/expert-desk/consultations/${id}/accept`);
/** A live socket of this person on some instance, as the realtime hub records it. */
const connect = (userId: string) => recordConnections(db(), 'test-instance', userId, 1, new Date());
const disconnect = (userId: string) => recordConnections(db(), 'test-instance', userId, 0, new Date());

async function request(overrides: Partial<typeof consultations.$inferInsert> = {}) {
  const patient = await signedInPatient(testApp, { fullName: 'Ravi Shankar', phone: '9876501234' });
  const consultation = await createRequest(db(), patient.user.id, overrides);
  return { patient, consultation };
}

describe('offering unassigned requests', () => {
  it('a medical request goes to approved doctors of its department only, and only they may accept it', async () => {
    const { consultation } = await request({ department: 'Dermatology' });
    const dermatologist = await signedInExpert(testApp, { specialization: 'Dermatologist' });
    const physician = await signedInExpert(testApp, { specialization: 'General Physician' });
    const pendingDermatologist = await signedInExpert(testApp, { specialization: 'Dermatology', status: 'pending' });
    await connect(physician.user.id);
    expect(await incomingIds(dermatologist.client)).toContain(consultation.id);
    // A doctor of another department is not offered it, online or not.
    expect(await incomingIds(physician.client)).not.toContain(consultation.id);
    expect(await incomingIds(pendingDermatologist.client)).not.toContain(consultation.id);
    const refused = await accept(physician.client, consultation.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('This request is offered to experts of another field');
    expect((await accept(pendingDermatologist.client, consultation.id)).status).toBe(403);
    const [row] = await db().select().from(consultations).where(eq(consultations.id, consultation.id));
    expect(row).toMatchObject({ status: 'pending', expertId: null });
    expect((await accept(dermatologist.client, consultation.id)).status).toBe(200);
    await disconnect(physician.user.id);
  });

  it('a department with no approved expert, or none at all, goes to every approved doctor', async () => {
    const { consultation: urology } = await request({ department: 'Urology' });
    const { consultation: none } = await request({ department: null });
    const physician = await signedInExpert(testApp, { specialization: 'General Physician' });
    await signedInExpert(testApp, { specialization: 'Urologist', status: 'pending' });
    expect(await incomingIds(physician.client)).toEqual(expect.arrayContaining([urology.id, none.id]));
    const urologist = await signedInExpert(testApp, { specialization: 'Urologist' });
    expect(await incomingIds(physician.client)).not.toContain(urology.id);
    expect(await incomingIds(urologist.client)).toContain(urology.id);
  });

  it('legal: lawyers of the case’s field first; while none of them is online, any online lawyer', async () => {
    const { consultation } = await request({ category: 'legal', department: 'Cyber Law', problemDescription: 'Cyber: UPI fraud', aiTranscript: [] });
    const cyberLawyer = await signedInExpert(testApp, { category: 'legal', specialization: 'Cyber Law (Online Fraud)' });
    // The Online switch is not presence: a lawyer with it on but no live connection is not online.
    const familyLawyer = await signedInExpert(testApp, { category: 'legal', specialization: 'Family Law', isOnline: true });
    const offlineLawyer = await signedInExpert(testApp, { category: 'legal', specialization: 'Property Law' });
    expect(await incomingIds(cyberLawyer.client)).toContain(consultation.id);
    expect(await incomingIds(familyLawyer.client)).not.toContain(consultation.id);

    await connect(familyLawyer.user.id);
    expect(await incomingIds(familyLawyer.client)).toContain(consultation.id);
    expect((await familyLawyer.client.get(`/api/expert-desk/consultations/${consultation.id}`)).status).toBe(200);
    expect(await incomingIds(offlineLawyer.client)).not.toContain(consultation.id);

    // Once a cyber lawyer is online, the request is theirs to take again.
    await connect(cyberLawyer.user.id);
    expect(await incomingIds(familyLawyer.client)).not.toContain(consultation.id);
    expect((await accept(familyLawyer.client, consultation.id)).status).toBe(403);
    await disconnect(cyberLawyer.user.id);
    expect((await accept(familyLawyer.client, consultation.id)).status).toBe(200);
    await disconnect(familyLawyer.user.id);
  });

  it('a legal request stores its case type as the field and prefers an online lawyer of it', async () => {
    const consumer = await signedInExpert(testApp, { category: 'legal', specialization: 'Consumer Protection Law', isOnline: true, rating: 3.1 });
    await signedInExpert(testApp, { category: 'legal', specialization: 'Corporate Law', isOnline: true, rating: 4.9 });
    const response = await new HttpClient(testApp).post('/api/consultations/legal', {
      name: 'Asha Verma',
      phone: '9876512345',
      caseType: 'Consumer',
      legalIssue: 'Refund refused',
    });
    expect(response.body.lawyer).toEqual({ id: consumer.expert.id, name: consumer.expert.name });
    const [row] = await db().select().from(consultations).where(eq(consultations.id, response.body.id));
    expect(row).toMatchObject({ department: 'Consumer Law', expertId: consumer.expert.id });
  });
});

describe('what an expert sees before and after accepting', () => {
  const path = (id: string) => `/api/expert-desk/consultations/${id}`;

  it('before: field, age, gender and a summary with contact details hidden; after: name, phone, intake and transcript', async () => {
    const { patient, consultation } = await request({
      department: 'Orthopedics',
      problemDescription: 'Knee pain after a fall. Please call 98765 01234 or ravi@example.in',
      additionalSymptoms: ['Swelling'],
    });
    const surgeon = await signedInExpert(testApp, { specialization: 'Orthopedic Surgeon' });
    const before = await surgeon.client.get<DeskConsultation>(path(consultation.id));
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      detail: 'offer',
      department: 'Orthopedics',
      patientAge: 52,
      patientGender: 'male',
      summary: 'Knee pain after a fall. Please call [number hidden] or [email hidden]',
      patient: null,
      problem: null,
      additionalSymptoms: [],
      aiTranscript: [],
      documentId: null,
    });
    const leaked = JSON.stringify(before.body);
    for (const secret of [patient.user.name, patient.user.phone, patient.user.email, '98765 01234', 'ravi@example.in', 'Two weeks ago', 'Swelling']) {
      expect(leaked).not.toContain(secret);
    }

    expect((await accept(surgeon.client, consultation.id)).status).toBe(200);
    const after = await surgeon.client.get<DeskConsultation>(path(consultation.id));
    expect(after.body).toMatchObject({
      detail: 'full',
      patient: { id: patient.user.id, name: 'Ravi Shankar', phone: patient.user.phone },
      problem: 'Knee pain after a fall. Please call 98765 01234 or ravi@example.in',
      additionalSymptoms: ['Swelling'],
      aiTranscript: [{ question: 'When did your symptoms start?', answer: 'Two weeks ago' }],
    });
  });

  it('authorisation: offered expert (offer), accepting expert (full), other field, patient owner, other patient, anonymous, admin', async () => {
    const { patient, consultation } = await request({ department: 'Psychiatry' });
    const psychiatrist = await signedInExpert(testApp, { specialization: 'Psychiatrist' });
    const colleague = await signedInExpert(testApp, { specialization: 'Psychiatry (Addiction Medicine)' });
    const dentist = await signedInExpert(testApp, { specialization: 'Dentist' });
    const status = async (client: Client) => (await client.get(path(consultation.id))).status;
    expect((await colleague.client.get<DeskConsultation>(path(consultation.id))).body.detail).toBe('offer');
    expect(await status(dentist.client)).toBe(403);
    expect(await status(patient.client)).toBe(403);
    expect(await status((await signedInPatient(testApp)).client)).toBe(403);
    expect(await status(new HttpClient(testApp))).toBe(401);
    expect(await status((await signedInWithRole(testApp, 'admin')).client)).toBe(403);

    await accept(psychiatrist.client, consultation.id);
    expect((await psychiatrist.client.get<DeskConsultation>(path(consultation.id))).body.detail).toBe('full');
    // Taken: the colleague it was offered to sees nothing of it any more.
    expect(await status(colleague.client)).toBe(403);
    expect(await incomingIds(colleague.client)).not.toContain(consultation.id);
  });

  it('a request sent to one expert (a chat) is an offer until they accept: no name in the desk, the chat or the history', async () => {
    const patient = await signedInPatient(testApp, { fullName: 'Kiran Rao' });
    const doctor = await signedInExpert(testApp, { specialization: 'Neurologist' });
    const started = await patient.client.post<Conversation>('/api/chat/conversations', { expertId: doctor.expert.id });
    const id = started.body.id;
    const desk = await doctor.client.get<DeskOverview>('/api/expert-desk');
    expect(desk.body.incoming.find((c: DeskConsultation) => c.id === id)).toMatchObject({ assignedToMe: true, detail: 'offer', patient: null });
    const chat = await doctor.client.get<Conversation>(`/api/chat/conversations/${id}`);
    expect(chat.body.patient.name).toBe(PATIENT_BEFORE_ACCEPTING);
    const history = await doctor.client.get<StatusHistory>(`/api/consultations/${id}/status-history`);
    expect(history.body.changes[0]).toMatchObject({ action: 'create', actorName: null });
    expect((await patient.client.get<StatusHistory>(`/api/consultations/${id}/status-history`)).body.changes[0]?.actorName).toBe('Kiran Rao');

    await accept(doctor.client, id);
    expect((await doctor.client.get<Conversation>(`/api/chat/conversations/${id}`)).body.patient.name).toBe('Kiran Rao');
    expect((await doctor.client.get<StatusHistory>(`/api/consultations/${id}/status-history`)).body.changes[0]?.actorName).toBe('Kiran Rao');
  });
});
