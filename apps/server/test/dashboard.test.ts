import type { FieldDashboard, MedicalDashboard } from '@sahay/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { legalDocuments } from '../src/db/schema/expert-work';
import { appointments, medicalRecords, vitalSigns } from '../src/db/schema/health-records';
import { createConsultation, createExpertProfile, createPatientHistory, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 14 part 1: GET /api/dashboard?field=, the patient's own, in a handful of queries.
const NOW = new Date('2026-03-01T06:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

/** A patient with a bit of everything: appointments around now, records, a prescription, readings, a legal case. */
async function busyPatient() {
  const patient = await signedInPatient(testApp, { fullName: 'Meenakshi Pillai' });
  const id = patient.user.id;
  const history = await createPatientHistory(db(), id);
  await db()
    .insert(appointments)
    .values([
      { userId: id, expertId: history.expertId, appointmentDate: at(40), appointmentType: 'video' },
      { userId: id, expertId: history.expertId, appointmentDate: at(2), appointmentType: 'audio' },
      { userId: id, expertId: history.expertId, appointmentDate: at(1), appointmentType: 'chat', status: 'cancelled' },
      { userId: id, expertId: history.expertId, appointmentDate: at(10), appointmentType: 'video' },
      { userId: id, appointmentDate: at(-3), appointmentType: 'video', status: 'completed' },
    ]);
  await db()
    .insert(medicalRecords)
    .values([
      { userId: id, title: 'Lipid profile', recordDate: '2026-02-20', recordType: 'Lab Report' },
      { userId: id, title: 'Chest X-ray', recordDate: '2026-01-05', recordType: 'Imaging' },
    ]);
  await db()
    .insert(vitalSigns)
    .values([
      { userId: id, recordedDate: at(-1), bloodPressureSystolic: 118, bloodPressureDiastolic: 76, heartRate: 72 },
      { userId: id, recordedDate: at(-2), bloodSugar: 95 },
    ]);
  const lawyer = await createExpertProfile(db(), { name: 'Adv. Kiran Desai', category: 'legal', specialization: 'Property Law' });
  const legal = await createConsultation(db(), id, {
    category: 'legal',
    expertId: lawyer.id,
    status: 'active',
    problemDescription: 'Property: tenant dispute',
  });
  await createConsultation(db(), id, { category: 'finance', status: 'pending', problemDescription: 'GST filing for my shop' });
  await db()
    .insert(legalDocuments)
    .values({ userId: id, consultationId: legal.id, kind: 'advice_note', title: 'Notice to the tenant', body: 'x'.repeat(30), lawyerName: 'Adv. Kiran Desai' });
  return { ...patient, history, lawyer, legalId: legal.id };
}

describe('the medical dashboard', () => {
  it('counts, lists and scores the patient’s own health data', async () => {
    const { client, history } = await busyPatient();
    const response = await client.get<MedicalDashboard>('/api/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = response.body;
    expect(body.field).toBe('medical');
    expect(body.name).toBe('Meenakshi Pillai');
    // Scheduled within the next 30 days: day 2 and day 10 (not day 40, not the cancelled one, not the past one).
    expect(body.stats).toEqual({ upcomingAppointments: 2, medicalRecords: 3, prescriptions: 1 });
    expect(body.appointmentCount).toBe(6);
    expect(body.nextAppointment).toMatchObject({ at: at(2).toISOString(), status: 'scheduled', type: 'audio', expertName: 'Dr. Kavitha Rao' });
    expect(body.appointments.map((a) => [a.at, a.status])).toEqual([
      [at(2).toISOString(), 'scheduled'],
      [at(10).toISOString(), 'scheduled'],
      [at(40).toISOString(), 'scheduled'],
      [at(1).toISOString(), 'cancelled'],
      [at(-3).toISOString(), 'completed'],
    ]);
    expect(body.records.map((r) => [r.kind, r.title])).toEqual([
      ['record', 'Lipid profile'],
      ['record', 'Chest X-ray'],
      ['prescription', 'Viral fever'],
      ['record', 'Blood test'],
    ]);
    expect(body.prescriptions).toEqual([
      { id: history.prescriptionId, date: '2025-10-01', diagnosis: 'Viral fever', doctorName: 'Dr. Kavitha Rao', medicines: ['Paracetamol'] },
    ]);
    expect(body.healthScore.level).toBe('good');
    expect(body.healthScore.reasons.map((r) => r.measure).sort()).toEqual(['bloodPressure', 'bloodSugar', 'heartRate']);
    // Nothing of other fields on the health dashboard.
    expect(JSON.stringify(body)).not.toMatch(/tenant|Notice to the tenant|GST/);
  });

  it('shows at most 5 of each list, and "Not enough data" without readings', async () => {
    const { client, user } = await signedInPatient(testApp);
    await db()
      .insert(medicalRecords)
      .values(Array.from({ length: 7 }, (_, i) => ({ userId: user.id, title: `Report ${i}`, recordDate: `2026-02-0${i + 1}`, recordType: 'Lab Report' })));
    await db()
      .insert(appointments)
      .values(Array.from({ length: 7 }, (_, i) => ({ userId: user.id, appointmentDate: at(i + 1), appointmentType: 'video' })));
    const { body } = await client.get<MedicalDashboard>('/api/dashboard?field=medical');
    expect(body.records.map((r) => r.title)).toEqual(['Report 6', 'Report 5', 'Report 4', 'Report 3', 'Report 2']);
    expect(body.appointments).toHaveLength(5);
    expect(body.stats).toMatchObject({ upcomingAppointments: 7, medicalRecords: 7, prescriptions: 0 });
    expect(body.healthScore).toMatchObject({ level: 'not-enough-data', label: 'Not enough data' });
  });
});

describe('the dashboard of another field', () => {
  it('legal (Cases): the legal consultations and documents, nothing of health or other fields', async () => {
    const { client, lawyer, legalId } = await busyPatient();
    const { status, body } = await client.get<FieldDashboard>('/api/dashboard?field=legal');
    expect(status).toBe(200);
    expect(body.stats).toEqual({ open: 1, completed: 0, total: 1, documents: 1 });
    expect(body.consultations).toEqual([
      {
        id: legalId,
        status: 'active',
        createdAt: expect.any(String),
        problem: 'Property: tenant dispute',
        expert: { id: lawyer.id, name: 'Adv. Kiran Desai', specialization: 'Property Law' },
      },
    ]);
    expect(body.documents).toEqual([
      { id: expect.any(String), title: 'Notice to the tenant', kind: 'advice_note', issuedAt: expect.any(String), lawyerName: 'Adv. Kiran Desai' },
    ]);
    expect(Object.keys(body).sort()).toEqual(['consultations', 'documents', 'field', 'name', 'stats']);
    expect(JSON.stringify(body)).not.toMatch(/Viral fever|Lipid|Fever for three days|GST|healthScore/);
  });

  it('finance (Reports) and tech (Projects): their consultations, no documents', async () => {
    const { client } = await busyPatient();
    const finance = await client.get<FieldDashboard>('/api/dashboard?field=finance');
    expect(finance.body.stats).toEqual({ open: 1, completed: 0, total: 1, documents: 0 });
    expect(finance.body.consultations.map((c) => [c.problem, c.expert])).toEqual([['GST filing for my shop', null]]);
    const tech = await client.get<FieldDashboard>('/api/dashboard?field=tech');
    expect(tech.body).toMatchObject({ field: 'tech', stats: { open: 0, completed: 0, total: 0, documents: 0 }, consultations: [], documents: [] });
  });

  it('"View all" lists every appointment, and every consultation and document of a field', async () => {
    const { client, legalId } = await busyPatient();
    const appointmentsAll = await client.get('/api/dashboard/list?list=appointments');
    expect(appointmentsAll.status).toBe(200);
    expect(appointmentsAll.body.items).toHaveLength(6);
    const cases = await client.get<{ items: Array<{ id: string }> }>('/api/dashboard/list?field=legal&list=consultations');
    expect(cases.body.items.map((c) => c.id)).toEqual([legalId]);
    const documents = await client.get<{ items: Array<{ title: string }> }>('/api/dashboard/list?field=legal&list=documents');
    expect(documents.body.items.map((d) => d.title)).toEqual(['Notice to the tenant']);
    expect((await client.get('/api/dashboard/list?field=tech&list=documents')).body.items).toEqual([]);
    expect((await client.get('/api/dashboard/list?list=everything')).status).toBe(400);
  });

  it('an unknown field is a 400 in the JSON error shape', async () => {
    const { client } = await signedInPatient(testApp);
    const response = await client.get('/api/dashboard?field=astrology');
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors.field).toBeDefined();
  });
});

describe('who may open a dashboard', () => {
  it('another patient sees only their own, empty one', async () => {
    await busyPatient();
    const other = await signedInPatient(testApp, { fullName: 'Ravi Kumar' });
    const { body } = await other.client.get<MedicalDashboard>('/api/dashboard');
    expect(body).toMatchObject({ name: 'Ravi Kumar', stats: { upcomingAppointments: 0, medicalRecords: 0, prescriptions: 0 }, records: [], appointments: [] });
    expect((await other.client.get<FieldDashboard>('/api/dashboard?field=legal')).body.consultations).toEqual([]);
    expect((await other.client.get('/api/dashboard/list?list=appointments')).body.items).toEqual([]);
    expect((await other.client.get('/api/dashboard/list?field=legal&list=documents')).body.items).toEqual([]);
  });

  it.each([
    ['an expert', () => signedInExpert(testApp).then((s) => s.client), 403],
    ['an admin', () => signedInWithRole(testApp, 'admin').then((s) => s.client), 403],
    ['anonymous', () => Promise.resolve(new HttpClient(testApp)), 401],
  ])('%s: %s', async (_who, client, status) => {
    const c = await client();
    expect((await c.get('/api/dashboard')).status).toBe(status);
    expect((await c.get('/api/dashboard?field=legal')).status).toBe(status);
    expect((await c.get('/api/dashboard/list?list=appointments')).status).toBe(status);
  });
});

describe('a handful of queries, whatever the person holds', () => {
  it.each([
    ['medical', 8],
    ['legal', 5],
    // Measured: 5 for health and 3 for another field, plus the 2 of the session lookup; plus 1 on health for the refund
    // states of the paid appointments listed (issue 19 part 6), one query however many there are.
  ])('%s: at most %i queries, the session lookup included', async (field, most) => {
    const { client } = await busyPatient();
    await client.get(`/api/dashboard?field=${field}`);
    const driver = (testApp.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(driver, 'query');
    try {
      const response = await client.get(`/api/dashboard?field=${field}`);
      expect(response.status).toBe(200);
      expect(spy.mock.calls.length).toBeGreaterThan(0);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(most);
    } finally {
      spy.mockRestore();
    }
  });
});
