import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '../src/db/schema/expert-work';
import { experts } from '../src/db/schema/experts';
import { prescriptions } from '../src/db/schema/health-records';
import { outbox } from '../src/db/schema/platform';
import { createConsultation, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

async function pdfText(path: string, client: HttpClient, headers: Record<string, string> = {}): Promise<{ status: number; type: string | null; text: string }> {
  const response = await testApp.app.request(path, { headers: { ...headers, cookie: client.cookieHeader } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200) return { status: response.status, type: response.headers.get('content-type'), text: '' };
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { status: response.status, type: response.headers.get('content-type'), text: text.replace(/\s+/g, ' ') };
}

const prescriptionInput = (consultationId: string) => ({
  consultationId,
  patientAge: 52,
  patientGender: 'male',
  ageConfirmed: true,
  diagnosis: 'Stable angina, to be confirmed by a stress test',
  medicines: [
    { name: 'Aspirin', strength: '75 mg', dose: '1 tablet', frequency: 'Once a day after lunch', duration: '30 days' },
    { name: 'Atorvastatin', strength: '20 mg', dose: '1 tablet', frequency: 'Once at night', duration: '30 days', instructions: 'Avoid grapefruit' },
  ],
  advice: 'Walk 20 minutes a day; avoid heavy exertion until reviewed.',
  followUp: 'In 2 weeks with the stress test report',
});

async function activeConsultation(category: 'medical' | 'legal' = 'medical') {
  const patient = await signedInPatient(testApp, { fullName: 'Ravi Shankar' });
  const expert =
    category === 'medical'
      ? await signedInExpert(testApp, {
          category: 'medical',
          specialization: 'Cardiology',
          qualification: 'MBBS, MD, DM (Cardiology)',
          credentialBody: 'Delhi Medical Council',
          credentialNumber: 'DMC/R/04521',
        })
      : await signedInExpert(testApp, {
          category: 'legal',
          specialization: 'Family Law',
          credentialBody: 'Bar Council of Delhi',
          credentialNumber: 'D/1234/2015',
        });
  const consultation = await createConsultation(
    db(),
    patient.user.id,
    category === 'legal' ? { category: 'legal', problemDescription: 'Divorce: mutual consent petition', department: null } : {},
  );
  await expert.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`);
  return { patient, expert, consultation };
}

describe('prescriptions', () => {
  it('the doctor issues one; its PDF carries everything the Telemedicine Practice Guidelines 2020 require', async () => {
    const { patient, expert, consultation } = await activeConsultation();
    const issued = await expert.client.post('/api/prescriptions', prescriptionInput(consultation.id));
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      doctor: { name: expert.user.name, registrationNumber: 'DMC/R/04521', council: 'Delhi Medical Council', qualification: 'MBBS, MD, DM (Cardiology)' },
      patient: { name: 'Ravi Shankar', age: 52, gender: 'male' },
      teleconsultationLine: 'This prescription is generated on a teleconsultation',
    });
    const [row] = await db().select().from(prescriptions).where(eq(prescriptions.id, issued.body.id));
    expect(row?.ageConfirmedAt).toBeInstanceOf(Date);
    const [sms] = await db().select().from(outbox).where(eq(outbox.template, 'prescription-issued'));
    expect(sms).toMatchObject({ channel: 'sms', recipient: patient.user.phone });

    const pdf = await pdfText(`/api/prescriptions/${issued.body.id}/pdf`, patient.client);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    for (const expected of [
      expert.user.name,
      'MBBS, MD, DM (Cardiology)',
      'Registration No.: DMC/R/04521 (Delhi Medical Council)',
      'Patient: Ravi Shankar',
      'Age: 52 years',
      'Gender: Male',
      'Stable angina',
      '1. Aspirin',
      '75 mg',
      'Dose: 1 tablet',
      'Frequency: Once a day after lunch',
      'Duration: 30 days',
      '2. Atorvastatin',
      'Avoid grapefruit',
      'In 2 weeks with the stress test report',
      'This prescription is generated on a teleconsultation',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).toMatch(/Date: \d{1,2} \w+ \d{4}/);
  });

  it('refuses without the age confirmed, on someone else’s consultation, or from a lawyer', async () => {
    const { expert, consultation } = await activeConsultation();
    const unconfirmed = await expert.client.post('/api/prescriptions', { ...prescriptionInput(consultation.id), ageConfirmed: false });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error.fieldErrors.ageConfirmed).toEqual(['Confirm that you have verified the patient’s age']);
    const other = await signedInExpert(testApp);
    expect((await other.client.post('/api/prescriptions', prescriptionInput(consultation.id))).status).toBe(403);
    const lawyer = await signedInExpert(testApp, { category: 'legal', specialization: 'Family Law' });
    expect((await lawyer.client.post('/api/prescriptions', prescriptionInput(consultation.id))).status).toBe(403);
    const patient = await signedInPatient(testApp);
    const pending = await createConsultation(db(), patient.user.id, { expertId: expert.expert.id });
    expect((await expert.client.post('/api/prescriptions', prescriptionInput(pending.id))).status).toBe(409);
  });

  it('only the patient, the doctor and admins can open it or its PDF', async () => {
    const { patient, expert, consultation } = await activeConsultation();
    const { body } = await expert.client.post('/api/prescriptions', prescriptionInput(consultation.id));
    const admin = (await signedInWithRole(testApp, 'admin')).client;
    const cases: Array<[string, HttpClient, number, string?]> = [
      ['patient', patient.client, 200, 'patient'],
      ['doctor', expert.client, 200, 'expert'],
      ['admin', admin, 200, 'admin'],
      ['other patient', (await signedInPatient(testApp)).client, 403],
      ['other expert', (await signedInExpert(testApp)).client, 403],
      ['anonymous', new HttpClient(testApp), 401],
    ];
    for (const [who, client, status, viewer] of cases) {
      const response = await client.get(`/api/prescriptions/${body.id}`);
      expect(response.status, who).toBe(status);
      if (viewer) expect(response.body.viewer, who).toBe(viewer);
      expect((await pdfText(`/api/prescriptions/${body.id}/pdf`, client)).status, `${who} pdf`).toBe(status);
    }
  });

  it('its PDF is in the language of whoever downloads it, as their profile says (issue 20 part 2)', async () => {
    const { patient, expert, consultation } = await activeConsultation();
    const { body } = await expert.client.post('/api/prescriptions', prescriptionInput(consultation.id));
    const path = `/api/prescriptions/${body.id}/pdf`;
    // A link opened in the browser sends the browser's Accept-Language, not the app's: the profile decides.
    const english = await pdfText(path, patient.client, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(english.text).toContain('Patient: Ravi Shankar');
    expect((await patient.client.request('PUT', '/api/profile/language', { language: 'hi' })).status).toBe(200);
    const hindi = await pdfText(path, patient.client, { 'accept-language': 'en-US,en;q=0.9' });
    for (const expected of [
      'Ravi Shankar',
      'DMC/R/04521 (Delhi Medical Council)',
      'खुराक: 1 tablet',
      'सलाह',
      '2. Atorvastatin',
      'This prescription is generated on a teleconsultation',
    ])
      expect(hindi.text).toContain(expected);
    expect(hindi.text).not.toMatch(/Patient:|Dose:|Registration No\.|Advice/);
    // The doctor who wrote it still reads it in English.
    expect((await pdfText(path, expert.client)).text).toContain('Registration No.: DMC/R/04521 (Delhi Medical Council)');
  });
});

describe('legal documents', () => {
  const documentInput = (consultationId: string) => ({
    consultationId,
    kind: 'advice_note',
    title: 'Mutual consent divorce: next steps',
    body: 'File a joint petition under Section 13B of the Hindu Marriage Act, 1955, before the family court of your district.',
  });

  it('the lawyer writes an advice note; its PDF has the title, body, client and enrolment', async () => {
    const { patient, expert, consultation } = await activeConsultation('legal');
    const issued = await expert.client.post('/api/legal-documents', documentInput(consultation.id));
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      kind: 'advice_note',
      caseType: 'Divorce',
      client: { name: 'Ravi Shankar' },
      lawyer: { enrolmentNumber: 'D/1234/2015' },
    });
    const pdf = await pdfText(`/api/legal-documents/${issued.body.id}/pdf`, patient.client);
    expect(pdf.type).toBe('application/pdf');
    for (const expected of [
      'Advice note: Mutual consent divorce: next steps',
      'Section 13B of the Hindu Marriage Act',
      'Client: Ravi Shankar',
      'Enrolment No.: D/1234/2015 (Bar Council of Delhi)',
      'Matter: Divorce',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    // Issue 20 part 2: a client who reads Hindi gets the labels in Hindi, the lawyer's words as written.
    await patient.client.request('PUT', '/api/profile/language', { language: 'hi' });
    const hindi = await pdfText(`/api/legal-documents/${issued.body.id}/pdf`, patient.client);
    for (const expected of [
      'सलाह नोट: Mutual consent divorce: next steps',
      'Section 13B of the Hindu Marriage Act',
      'मामला: Divorce',
      'D/1234/2015 (Bar Council of Delhi)',
    ])
      expect(hindi.text).toContain(expected);
    expect(hindi.text).not.toMatch(/Advice note|Client:|Enrolment No\.|Matter:/);
  });

  it('only lawyers on their own consultation write; only client, lawyer and admins read', async () => {
    const { patient, expert, consultation } = await activeConsultation('legal');
    const doctor = await signedInExpert(testApp);
    expect((await doctor.client.post('/api/legal-documents', documentInput(consultation.id))).status).toBe(403);
    expect((await patient.client.post('/api/legal-documents', documentInput(consultation.id))).status).toBe(403);
    const { body } = await expert.client.post('/api/legal-documents', documentInput(consultation.id));
    const admin = (await signedInWithRole(testApp, 'admin')).client;
    expect((await patient.client.get(`/api/legal-documents/${body.id}`)).body.viewer).toBe('patient');
    expect((await expert.client.get(`/api/legal-documents/${body.id}`)).body.viewer).toBe('expert');
    expect((await admin.get(`/api/legal-documents/${body.id}`)).body.viewer).toBe('admin');
    expect((await (await signedInPatient(testApp)).client.get(`/api/legal-documents/${body.id}`)).status).toBe(403);
    expect(
      (await (await signedInExpert(testApp, { category: 'legal', specialization: 'Family Law' })).client.get(`/api/legal-documents/${body.id}`)).status,
    ).toBe(403);
    expect((await pdfText(`/api/legal-documents/${body.id}/pdf`, new HttpClient(testApp))).status).toBe(401);
  });
});

describe('when the patient deletes their account', () => {
  it('their prescriptions and legal documents stay with the expert, without their name', async () => {
    const medical = await activeConsultation();
    const rx = await medical.expert.client.post('/api/prescriptions', prescriptionInput(medical.consultation.id));
    const deleted = await medical.patient.client.post('/api/account/delete', { password: medical.patient.input.password });
    expect(deleted.status).toBe(200);
    const [row] = await db().select().from(prescriptions).where(eq(prescriptions.id, rx.body.id));
    expect(row).toMatchObject({ userId: null, patientName: null, expertId: medical.expert.expert.id });
    expect((await medical.expert.client.get(`/api/prescriptions/${rx.body.id}`)).body.patient.name).toBe('Patient');

    const legal = await activeConsultation('legal');
    const doc = await legal.expert.client.post('/api/legal-documents', {
      consultationId: legal.consultation.id,
      kind: 'draft',
      title: 'Legal notice to the builder',
      body: 'Draft legal notice under Section 18 of the RERA Act for delayed possession.',
    });
    await legal.patient.client.post('/api/account/delete', { password: legal.patient.input.password });
    const [kept] = await db().select().from(legalDocuments).where(eq(legalDocuments.id, doc.body.id));
    // The prescription rule (issue 16): kept for the lawyer without the client's name.
    expect(kept).toMatchObject({ userId: null, clientName: null, consultationId: null });
    expect((await legal.expert.client.get(`/api/legal-documents/${doc.body.id}`)).body.client).toEqual({ name: 'Former client', phone: null });
  });
});

describe('ratings', () => {
  it('the patient rates once; the expert’s rating becomes the mean of real ratings', async () => {
    const first = await activeConsultation();
    await db().update(experts).set({ rating: 4.9 }).where(eq(experts.id, first.expert.expert.id));
    const rated = await first.patient.client.post('/api/ratings', { consultationId: first.consultation.id, stars: 3 });
    expect(rated.status).toBe(201);
    expect(rated.body).toMatchObject({ stars: 3, expertRating: 3, expertRatingCount: 1 });
    expect((await first.patient.client.post('/api/ratings', { consultationId: first.consultation.id, stars: 5 })).status).toBe(409);
    expect((await first.patient.client.get(`/api/consultations/${first.consultation.id}/my-rating`)).body).toEqual({ stars: 3 });

    const patient2 = await signedInPatient(testApp);
    const second = await createConsultation(db(), patient2.user.id);
    await first.expert.client.post(`/api/expert-desk/consultations/${second.id}/accept`);
    const again = await patient2.client.post('/api/ratings', { consultationId: second.id, stars: 4 });
    expect(again.body).toMatchObject({ expertRating: 3.5, expertRatingCount: 2 });
    const [row] = await db().select().from(experts).where(eq(experts.id, first.expert.expert.id));
    expect(row?.rating).toBe(3.5);
  });

  it('refuses 0 stars with the spec message, others’ consultations, and unaccepted ones', async () => {
    const { patient, expert, consultation } = await activeConsultation();
    const zero = await patient.client.post('/api/ratings', { consultationId: consultation.id, stars: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toBe('Please select a rating');
    expect((await expert.client.post('/api/ratings', { consultationId: consultation.id, stars: 5 })).status).toBe(403);
    expect((await (await signedInPatient(testApp)).client.post('/api/ratings', { consultationId: consultation.id, stars: 5 })).status).toBe(403);
    expect((await new HttpClient(testApp).post('/api/ratings', { consultationId: consultation.id, stars: 5 })).status).toBe(401);
    const unassigned = await createConsultation(db(), patient.user.id);
    expect((await patient.client.post('/api/ratings', { consultationId: unassigned.id, stars: 5 })).status).toBe(409);
  });
});
