import type { FamilyMember, MedicalDashboard, SharedHealthView, Prescription, RecordsList, VitalReading, VitalsSummary } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { medicalRecords, vitalSigns } from '../src/db/schema/health-records';
import { createConsultation, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { PNG_1X1 } from './support/file-fixtures';
import { HttpClient } from './support/http-client';
import { memoryStorage } from './support/memory-storage';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

// Issue 14 part 8: readings, records, requests and prescriptions can belong to a family member of the account.
const NOW = new Date('2026-03-01T06:00:00Z');
const storage = memoryStorage();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => NOW }, storage });
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

async function upload(client: HttpClient, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(PNG_1X1)], 'report.png', { type: 'image/png' }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await testApp.app.request('/api/medical-records', {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, cookie: client.cookieHeader },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { id: string } };
}

/** A holder with a child (born 2018-06-15, 7 on NOW), a reading and a record each. */
async function household() {
  const holder = await signedInPatient(testApp, { fullName: 'Priya Sharma' });
  const child = (
    await holder.client.post<FamilyMember>('/api/family-members', { name: 'Aarav Sharma', relation: 'child', dateOfBirth: '2018-06-15', gender: 'male' })
  ).body;
  const own = await holder.client.post<VitalReading>('/api/vitals', { bloodPressureSystolic: 150, bloodPressureDiastolic: 96 });
  const childs = await holder.client.post<VitalReading>('/api/vitals', { heartRate: 96, familyMemberId: child.id });
  const ownRecord = await upload(holder.client, { title: 'My thyroid report' });
  const childRecord = await upload(holder.client, { title: 'Aarav blood test', familyMemberId: child.id });
  for (const response of [own, childs, ownRecord, childRecord]) expect(response.status).toBe(201);
  return { holder, child, ownReadingId: own.body.id, childReadingId: childs.body.id, ownRecordId: ownRecord.body.id, childRecordId: childRecord.body.id };
}

describe('what belongs to a member shows under the member, not under the holder', () => {
  it('vitals, the Health Score, records and the dashboard follow ?member=', async () => {
    const h = await household();
    const ids = <T extends { id: string }>(list: T[]) => list.map((item) => item.id);
    expect(ids((await h.holder.client.get<{ readings: VitalReading[] }>('/api/vitals')).body.readings)).toEqual([h.ownReadingId]);
    expect(ids((await h.holder.client.get<{ readings: VitalReading[] }>(`/api/vitals?member=${h.child.id}`)).body.readings)).toEqual([h.childReadingId]);
    expect((await h.holder.client.get<VitalsSummary>(`/api/vitals/summary?member=${h.child.id}`)).body.latest?.id).toBe(h.childReadingId);

    expect(ids((await h.holder.client.get<RecordsList>('/api/medical-records')).body.items)).toEqual([h.ownRecordId]);
    expect(ids((await h.holder.client.get<RecordsList>(`/api/medical-records?member=${h.child.id}`)).body.items)).toEqual([h.childRecordId]);

    const mine = (await h.holder.client.get<MedicalDashboard>('/api/dashboard')).body;
    const childs = (await h.holder.client.get<MedicalDashboard>(`/api/dashboard?member=${h.child.id}`)).body;
    expect(mine.name).toBe('Priya Sharma');
    expect(ids(mine.records)).toEqual([h.ownRecordId]);
    expect(ids(childs.records)).toEqual([h.childRecordId]);
    expect(childs.stats.medicalRecords).toBe(1);
    expect(mine.healthScore.reasons.map((r) => r.measure)).toEqual(['bloodPressure']);
    expect(childs.healthScore.reasons.map((r) => r.measure)).toEqual(['heartRate']);
  });

  it('removing the member removes their readings and records and their files; the holder’s stay', async () => {
    const h = await household();
    const [childFile] = await db().select({ key: medicalRecords.storageKey }).from(medicalRecords).where(eq(medicalRecords.id, h.childRecordId));
    expect((await h.holder.client.request('DELETE', `/api/family-members/${h.child.id}`)).status).toBe(200);
    expect((await db().select().from(vitalSigns).where(eq(vitalSigns.userId, h.holder.user.id))).map((r) => r.id)).toEqual([h.ownReadingId]);
    expect((await db().select().from(medicalRecords).where(eq(medicalRecords.userId, h.holder.user.id))).map((r) => r.id)).toEqual([h.ownRecordId]);
    expect(await storage.get(childFile!.key!)).toBeNull();
  });
});

describe('the holder’s Health QR share shows the holder, not a member', () => {
  it('lab reports and consultations of a member stay out of the holder’s share', async () => {
    const h = await household();
    await upload(h.holder.client, { title: 'Holder lipid profile', recordType: 'Lab Report' });
    await upload(h.holder.client, { title: 'Aarav CBC', recordType: 'Lab Report', familyMemberId: h.child.id });
    const intake = {
      name: 'Aarav Sharma',
      age: 7,
      gender: 'male',
      phone: h.holder.user.phone,
      department: 'Pediatrics',
      symptoms: 'Cough',
      additionalSymptoms: [],
    };
    expect((await h.holder.client.post('/api/consultations/medical', { ...intake, familyMemberId: h.child.id })).status).toBe(201);
    const created = await h.holder.client.post<{ token: string }>('/api/health-shares', { scopes: ['lab_reports', 'medical_history'] });
    expect(created.status).toBe(201);
    const opened = await new HttpClient(testApp).post<{ labReports?: { title: string }[]; consultationHistory?: { total: number } }>(
      '/api/health-shares/open',
      {
        token: created.body.token,
      },
    );
    expect(opened.status).toBe(200);
    const titles = opened.body.labReports?.map((r) => r.title) ?? [];
    expect(titles).toContain('Holder lipid profile');
    expect(titles).not.toContain('Aarav CBC');
    expect(titles).not.toContain('Aarav blood test');
    expect(opened.body.consultationHistory?.total).toBe(0);
  });
});

describe('a chart shared on a member’s consultation is the member’s chart', () => {
  it('the doctor sees the member’s name, consultations and lab reports, not the holder’s', async () => {
    const h = await household();
    await upload(h.holder.client, { title: 'Aarav CBC', recordType: 'Lab Report', familyMemberId: h.child.id });
    const doctor = await signedInExpert(testApp, { category: 'medical', specialization: 'Pediatrics' });
    const consultation = await createConsultation(db(), h.holder.user.id, { expertId: doctor.expert.id, status: 'active', familyMemberId: h.child.id });
    expect((await h.holder.client.post(`/api/consultations/${consultation.id}/chart-share`)).status).toBe(200);
    const chart = await doctor.client.get<SharedHealthView>(`/api/consultations/${consultation.id}/chart`);
    expect(chart.status).toBe(200);
    expect(chart.body.patientInformation?.name).toBe('Aarav Sharma');
    const titles = chart.body.labReports?.map((r) => r.title) ?? [];
    expect(titles).toEqual(expect.arrayContaining(['Aarav CBC', 'Aarav blood test']));
    expect(titles).not.toContain('My thyroid report');
    expect(chart.body.consultationHistory?.total).toBe(1);
  });
});

describe('a request and its prescription for a member', () => {
  const intake = {
    name: 'Aarav Sharma',
    age: 7,
    gender: 'male',
    phone: '9845012399',
    department: 'Pediatrics',
    symptoms: 'Fever for two days',
    additionalSymptoms: [],
  };
  const prescription = (consultationId: string) => ({
    consultationId,
    patientAge: 34,
    patientGender: 'female',
    ageConfirmed: true,
    diagnosis: 'Viral fever',
    medicines: [{ name: 'Paracetamol syrup', strength: '120 mg/5 ml', dose: '5 ml', frequency: 'Every 6 hours if fever', duration: '3 days' }],
  });

  it('the request carries the member; the prescription names the member with their age and gender', async () => {
    const h = await household();
    const request = await h.holder.client.post<{ id: string }>('/api/consultations/medical', {
      ...intake,
      phone: h.holder.user.phone,
      familyMemberId: h.child.id,
    });
    expect(request.status).toBe(201);
    const [row] = await db().select().from(consultations).where(eq(consultations.id, request.body.id));
    expect(row?.familyMemberId).toBe(h.child.id);

    const doctor = await signedInExpert(testApp, { category: 'medical', specialization: 'Pediatrics' });
    await db().update(consultations).set({ expertId: doctor.expert.id }).where(eq(consultations.id, request.body.id));
    expect((await doctor.client.post(`/api/expert-desk/consultations/${request.body.id}/accept`)).status).toBe(200);
    const issued = await doctor.client.post<Prescription>('/api/prescriptions', prescription(request.body.id));
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.patient).toMatchObject({ name: 'Aarav Sharma', age: 7, gender: 'male' });

    const childs = (await h.holder.client.get<MedicalDashboard>(`/api/dashboard?member=${h.child.id}`)).body;
    expect(childs.prescriptions.map((p) => p.id)).toEqual([issued.body.id]);
    expect((await h.holder.client.get<MedicalDashboard>('/api/dashboard')).body.prescriptions).toEqual([]);
  });

  it('another holder’s member is 404 and nothing is stored', async () => {
    const h = await household();
    const other = await signedInPatient(testApp);
    const before = await db().$count(consultations, eq(consultations.userId, other.user.id));
    const response = await other.client.post('/api/consultations/medical', { ...intake, phone: other.user.phone, familyMemberId: h.child.id });
    expect(response.status).toBe(404);
    expect(await db().$count(consultations, eq(consultations.userId, other.user.id))).toBe(before);
  });
});

describe('authorisation of ?member= and familyMemberId', () => {
  it('another patient naming the holder’s member gets 404 on every read and write, and stores nothing', async () => {
    const h = await household();
    const other = await signedInPatient(testApp);
    for (const path of ['/api/vitals', '/api/vitals/summary', '/api/medical-records', '/api/dashboard']) {
      const response = await other.client.get(`${path}?member=${h.child.id}`);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
    expect((await other.client.post('/api/vitals', { heartRate: 80, familyMemberId: h.child.id })).status).toBe(404);
    expect((await upload(other.client, { familyMemberId: h.child.id })).status).toBe(404);
    expect(await db().$count(vitalSigns, eq(vitalSigns.userId, other.user.id))).toBe(0);
    expect(await db().$count(medicalRecords, eq(medicalRecords.userId, other.user.id))).toBe(0);
  });

  it.each(['expert', 'admin'] as const)('an %s gets 403 (patients only) and sees nothing of the member', async (role) => {
    const h = await household();
    const { client } = await signedInWithRole(testApp, role);
    for (const path of ['/api/vitals', '/api/vitals/summary', '/api/medical-records', '/api/dashboard']) {
      expect((await client.get(`${path}?member=${h.child.id}`)).status, path).toBe(403);
    }
  });

  it('anonymous gets 401; a member that is not an id is a 400', async () => {
    const h = await household();
    const anonymous = new HttpClient(testApp);
    for (const path of ['/api/vitals', '/api/vitals/summary', '/api/medical-records', '/api/dashboard']) {
      expect((await anonymous.get(`${path}?member=${h.child.id}`)).status, path).toBe(401);
      const bad = await h.holder.client.get(`${path}?member=not-an-id`);
      expect(bad.status, path).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await h.holder.client.post('/api/vitals', { heartRate: 80, familyMemberId: 'nope' })).status).toBe(400);
  });
});
