import type { ConsultationHistory, MessagePage } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { outbox } from '../src/db/schema/platform';
import { renderMessage } from '../src/modules/notifications/message-templates';
import { createConsultation, createRequest, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const links = { base: TEST_PUBLIC_URL };

const prescriptionInput = (consultationId: string) => ({
  consultationId,
  patientAge: 34,
  patientGender: 'female',
  ageConfirmed: true,
  diagnosis: 'Seasonal allergic rhinitis',
  medicines: [{ name: 'Cetirizine', strength: '10 mg', dose: '1 tablet', frequency: 'Once at night', duration: '5 days' }],
  advice: 'Avoid dust; steam inhalation twice a day.',
});

/** A patient with an accepted medical consultation, a pending legal one, and a finance request nobody took yet. */
async function patientWithHistory() {
  const patient = await signedInPatient(testApp, { fullName: 'Lakshmi Iyer' });
  const doctor = await signedInExpert(testApp, { category: 'medical', specialization: 'ENT Specialist' });
  const medical = await createRequest(db(), patient.user.id, { problemDescription: 'Sneezing every morning', department: 'ENT Specialist' });
  expect((await doctor.client.post(`/api/expert-desk/consultations/${medical.id}/accept`)).status).toBe(200);
  const lawyer = await signedInExpert(testApp, { category: 'legal', specialization: 'Property Law' });
  const legal = await createConsultation(db(), patient.user.id, {
    category: 'legal',
    expertId: lawyer.expert.id,
    problemDescription: 'Property: boundary dispute',
    department: null,
  });
  const finance = await createConsultation(db(), patient.user.id, { category: 'finance', problemDescription: '   ', department: null });
  return { patient, doctor, lawyer, medical, legal, finance };
}

describe('GET /api/consultations/history', () => {
  it('lists the person’s own consultations of a field with status, expert, documents and chat, and counts every field', async () => {
    const { patient, doctor, medical, finance } = await patientWithHistory();
    const issued = await doctor.client.post('/api/prescriptions', prescriptionInput(medical.id));
    expect(issued.status).toBe(201);

    const all = await patient.client.get<ConsultationHistory>('/api/consultations/history');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.body.counts).toEqual({ medical: 1, legal: 1, finance: 1, tech: 0 });
    expect(all.body.consultations.map((c) => c.field)).toEqual(['finance', 'legal', 'medical']);

    const medicalOnly = await patient.client.get<ConsultationHistory>('/api/consultations/history?field=medical');
    expect(medicalOnly.body.counts).toEqual(all.body.counts);
    expect(medicalOnly.body.consultations).toEqual([
      {
        id: medical.id,
        field: 'medical',
        status: 'active',
        createdAt: medical.createdAt.toISOString(),
        description: 'Sneezing every morning',
        department: 'ENT Specialist',
        expert: { id: doctor.expert.id, name: doctor.expert.name, specialization: 'ENT Specialist' },
        prescriptions: [{ id: issued.body.id, date: issued.body.date, doctorName: doctor.expert.name, medicines: 1 }],
        legalDocuments: [],
        hasChat: true,
        calls: [],
      },
    ]);
    const financeOnly = await patient.client.get<ConsultationHistory>('/api/consultations/history?field=finance');
    // A blank description is no description (spec 001 §2.15 'No description provided'); nobody assigned, no chat.
    expect(financeOnly.body.consultations).toMatchObject([{ id: finance.id, status: 'pending', description: null, expert: null, hasChat: false }]);
  });

  it('authorisation: only ever the caller’s own consultations; anonymous is refused', async () => {
    const { patient } = await patientWithHistory();
    const mine = (await patient.client.get<ConsultationHistory>('/api/consultations/history')).body.consultations.map((c) => c.id);
    const empty = { counts: { medical: 0, legal: 0, finance: 0, tech: 0 }, consultations: [] };
    const cases: Array<[string, HttpClient]> = [
      ['other patient', (await signedInPatient(testApp)).client],
      ['expert', (await signedInExpert(testApp)).client],
      ['admin', (await signedInWithRole(testApp, 'admin')).client],
    ];
    for (const [who, client] of cases) {
      const response = await client.get<ConsultationHistory>('/api/consultations/history?field=medical');
      expect(response.status, who).toBe(200);
      expect(response.body, who).toEqual(empty);
      expect(
        response.body.consultations.some((c) => mine.includes(c.id)),
        who,
      ).toBe(false);
    }
    const anonymous = await new HttpClient(testApp).get('/api/consultations/history');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('answers an unknown field with 400 in the error shape', async () => {
    const { client } = await signedInPatient(testApp);
    const response = await client.get('/api/consultations/history?field=astrology');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('shows a legal document on its consultation, and only the documents issued to the person', async () => {
    const { patient, lawyer, legal } = await patientWithHistory();
    expect((await lawyer.client.post(`/api/expert-desk/consultations/${legal.id}/accept`)).status).toBe(200);
    const written = await lawyer.client.post('/api/legal-documents', {
      consultationId: legal.id,
      kind: 'advice_note',
      title: 'Boundary dispute: next steps',
      body: 'Get the survey records from the tahsildar office and send a notice to the neighbour.',
    });
    expect(written.status).toBe(201);
    const history = await patient.client.get<ConsultationHistory>('/api/consultations/history?field=legal');
    expect(history.body.consultations[0]).toMatchObject({
      status: 'active',
      legalDocuments: [{ id: written.body.id, title: 'Boundary dispute: next steps', kind: 'advice_note', issuedAt: written.body.issuedAt }],
      prescriptions: [],
    });
  });
});

describe('documents in the conversation', () => {
  it('a prescription appears in the chat as a card naming who issued it, never its contents', async () => {
    const { patient, doctor, medical } = await patientWithHistory();
    const issued = await doctor.client.post('/api/prescriptions', prescriptionInput(medical.id));
    const page = await patient.client.get<MessagePage>(`/api/chat/conversations/${medical.id}/messages`);
    const card = page.body.messages.at(-1);
    expect(card).toMatchObject({ kind: 'prescription', senderType: 'system', senderId: null, documentId: issued.body.id, file: null });
    expect(card?.text).toBe(`${doctor.expert.name} issued a prescription`);
    expect(card?.text).not.toContain('rhinitis');
    // The expert sees the same card; a card is not counted as a message sent by either member.
    const expertView = await doctor.client.get<MessagePage>(`/api/chat/conversations/${medical.id}/messages`);
    expect(expertView.body.messages.at(-1)).toEqual(card);
    expect((await patient.client.get(`/api/chat/conversations/${medical.id}`)).body.counts.messages).toBe(0);
  });

  it('a legal document appears as a card with its title', async () => {
    const { patient, lawyer, legal } = await patientWithHistory();
    await lawyer.client.post(`/api/expert-desk/consultations/${legal.id}/accept`);
    const written = await lawyer.client.post('/api/legal-documents', {
      consultationId: legal.id,
      kind: 'draft',
      title: 'Notice to neighbour',
      body: 'Draft of a legal notice about the encroachment on the eastern boundary wall.',
    });
    const page = await patient.client.get<MessagePage>(`/api/chat/conversations/${legal.id}/messages`);
    expect(page.body.messages.at(-1)).toMatchObject({
      kind: 'legal_document',
      documentId: written.body.id,
      text: `${lawyer.expert.name} shared a draft document: Notice to neighbour`,
    });
  });
});

describe('messages people can act on', () => {
  it('prescription issued: an SMS with the link to the prescription and no health details', async () => {
    const { patient, doctor, medical } = await patientWithHistory();
    const issued = await doctor.client.post('/api/prescriptions', prescriptionInput(medical.id));
    const [sms] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'prescription-issued'), eq(outbox.recipient, patient.user.phone)));
    expect(sms?.channel).toBe('sms');
    const { text } = renderMessage(sms!.template, sms!.payload, links);
    expect(text).toBe(
      `Sahay: ${doctor.expert.name} issued a prescription for your medical consultation. View and download it (sign in first): ${TEST_PUBLIC_URL}/prescription-view/${issued.body.id}`,
    );
    for (const detail of ['rhinitis', 'Cetirizine', 'Sneezing', 'ENT']) expect(text).not.toContain(detail);
  });

  it('request accepted: the patient gets the link to the chat; a visitor who cannot sign in is told the expert can call', async () => {
    const patient = await signedInPatient(testApp);
    const doctor = await signedInExpert(testApp, { category: 'medical' });
    const request = await createRequest(db(), patient.user.id);
    await doctor.client.post(`/api/expert-desk/consultations/${request.id}/accept`);
    const [sms] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'consultation-accepted'), eq(outbox.recipient, patient.user.phone)));
    expect(renderMessage(sms!.template, sms!.payload, links).text).toBe(
      `Sahay: ${doctor.expert.name} accepted your medical consultation. Open your chat: ${TEST_PUBLIC_URL}/patient-chat?consultation=${request.id}`,
    );

    const [visitor] = await db().insert(users).values({ name: 'Ramesh', phone: '+919811122233' }).returning();
    const visitorRequest = await createRequest(db(), visitor!.id);
    await doctor.client.post(`/api/expert-desk/consultations/${visitorRequest.id}/accept`);
    const [visitorSms] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'consultation-accepted'), eq(outbox.recipient, '+919811122233')));
    expect(renderMessage(visitorSms!.template, visitorSms!.payload, links).text).toBe(
      `Sahay: ${doctor.expert.name} accepted your medical request and can now call you on this number. Questions: ${TEST_PUBLIC_URL}/contact`,
    );
  });
});
