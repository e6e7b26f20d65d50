import type { CreatedHealthShare, HealthShareScope, SharedHealthView } from '@sahay/domain';
import { HEALTH_SHARE_SCOPES } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { appointments, medicalRecords } from '../src/db/schema/health-records';
import { createPatientHistory, signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 14: "Nothing a share does not allow leaves the server (test it field by field)."
let testApp: TestApp;
let owner: Awaited<ReturnType<typeof signedInPatient>>;
let history: Awaited<ReturnType<typeof createPatientHistory>>;
let consultationDate: string;
const nextVisit = new Date(Date.now() + 3 * 86_400_000);

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInPatient(testApp, { fullName: 'Zubin Wadia', phone: '9876512345' });
  history = await createPatientHistory(testApp.database.db, owner.user.id);
  await testApp.database.db
    .insert(appointments)
    .values({ userId: owner.user.id, expertId: history.expertId, appointmentDate: nextVisit, appointmentType: 'video' });
  // Issue 14 part 3: only records of the kind 'Lab Report' are lab reports; a discharge summary is never shared,
  // and no share carries a record's stored file, its type or its size.
  await testApp.database.db.insert(medicalRecords).values([
    { userId: owner.user.id, title: 'Appendectomy discharge', recordDate: '2025-08-02', recordType: 'Discharge Summary', hospitalName: 'Ruby Hall' },
    {
      userId: owner.user.id,
      title: 'Thyroid panel',
      recordDate: '2025-09-25',
      recordType: 'Lab Report',
      doctorName: 'Dr. Meera Iyer',
      storageKey: `records/${owner.user.id}/4f6b6a52-1f4e-4c55-9d55-0c6d1c1f0a11`,
      contentType: 'application/pdf',
      sizeBytes: 48213,
    },
  ]);
  const [row] = await testApp.database.db.select().from(consultations).where(eq(consultations.id, history.consultationId));
  consultationDate = row?.createdAt.toISOString() ?? '';
});
afterAll(() => testApp.close());

/** Every scope's keys in the answer and values that only that scope may reveal. */
const SCOPE_FIELDS: Record<HealthShareScope, { keys: string[]; values: () => string[] }> = {
  personal_info: { keys: ['patientInformation'], values: () => ['Zubin Wadia', owner.input.email, '9876512345', 'totalConnections'] },
  medical_history: { keys: ['nextAppointment', 'consultationHistory'], values: () => [nextVisit.toISOString(), consultationDate, 'General Physician'] },
  prescriptions: { keys: ['prescriptions'], values: () => ['Viral fever', 'Paracetamol', '500 mg', 'Three times a day', '2025-10-01'] },
  lab_reports: { keys: ['labReports'], values: () => ['Blood test', 'Sahyadri Path Lab', 'Thyroid panel', 'Dr. Meera Iyer', '2025-09-25'] },
  // No vitals section exists yet: their records never leave, whatever the scopes.
  vitals: { keys: [], values: () => ['61.5', 'heartRate', 'vitals"'] },
};

/** Never in any share: ids, the intake, the chat, the past appointment. */
const NEVER = () => [
  owner.user.id,
  history.expertId,
  history.consultationId,
  history.prescriptionId,
  'Fever for three days',
  'paracetamol and rest',
  '2025-10-10',
  'Appendectomy discharge',
  'Ruby Hall',
  'records/',
  'application/pdf',
  '48213',
];

async function openWith(scopes: HealthShareScope[]) {
  const created = await owner.client.post<CreatedHealthShare>('/api/health-shares', { scopes });
  expect(created.status).toBe(201);
  const response = await testApp.app.request('/api/health-shares/open', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3999' },
    body: JSON.stringify({ token: created.body.token }),
  });
  expect(response.status).toBe(200);
  const raw = await response.text();
  return { raw, body: JSON.parse(raw) as SharedHealthView };
}

describe('a share shows its scopes and nothing else, field by field', () => {
  it.each(HEALTH_SHARE_SCOPES.map((scope) => [scope]))('with %s off, none of its fields or values leave the server', async (off) => {
    const on = HEALTH_SHARE_SCOPES.filter((scope) => scope !== off);
    const { raw, body } = await openWith(on);
    const expectedKeys = ['kind', 'expiresAt', 'sections', ...on.flatMap((scope) => SCOPE_FIELDS[scope].keys)];
    expect(Object.keys(body).sort()).toEqual(expectedKeys.sort());
    for (const key of SCOPE_FIELDS[off].keys) expect(body).not.toHaveProperty(key);
    for (const value of SCOPE_FIELDS[off].values()) expect(raw).not.toContain(value);
    for (const scope of on) for (const value of SCOPE_FIELDS[scope].keys.length ? SCOPE_FIELDS[scope].values() : []) expect(raw).toContain(value);
    for (const value of NEVER()) expect(raw).not.toContain(value);
  });

  it.each(HEALTH_SHARE_SCOPES.map((scope) => [scope]))('with only %s on, only its fields leave the server', async (only) => {
    const { raw, body } = await openWith([only]);
    expect(Object.keys(body).sort()).toEqual(['kind', 'expiresAt', 'sections', ...SCOPE_FIELDS[only].keys].sort());
    for (const scope of HEALTH_SHARE_SCOPES.filter((s) => s !== only)) for (const value of SCOPE_FIELDS[scope].values()) expect(raw).not.toContain(value);
    for (const value of NEVER()) expect(raw).not.toContain(value);
  });

  it('each section carries exactly its own fields', async () => {
    const { body } = await openWith([...HEALTH_SHARE_SCOPES]);
    expect(body.sections).toEqual(['patient_information', 'next_appointment', 'consultation_history', 'prescriptions', 'lab_reports']);
    expect(Object.keys(body.patientInformation ?? {}).sort()).toEqual(['email', 'name', 'phone', 'totalConnections']);
    expect(body.nextAppointment).toEqual({ at: nextVisit.toISOString() });
    expect(Object.keys(body.consultationHistory ?? {}).sort()).toEqual(['recent', 'total']);
    expect(Object.keys(body.consultationHistory?.recent[0] ?? {}).sort()).toEqual(['date', 'doctorName', 'specialty', 'status']);
    expect(Object.keys(body.prescriptions?.[0] ?? {}).sort()).toEqual(['advice', 'date', 'diagnosis', 'doctorName', 'medicines']);
    expect(body.prescriptions?.[0]?.medicines).toEqual([{ name: 'Paracetamol', strength: '500 mg', frequency: 'Three times a day', duration: '3 days' }]);
    expect(body.labReports).toEqual([
      { title: 'Thyroid panel', recordType: 'Lab Report', date: '2025-09-25', doctorName: 'Dr. Meera Iyer', hospitalName: null },
      { title: 'Blood test', recordType: 'Lab Report', date: '2025-09-20', doctorName: null, hospitalName: 'Sahyadri Path Lab' },
    ]);
  });

  it('a visitor who is signed in as someone else sees the same', async () => {
    const created = await owner.client.post<CreatedHealthShare>('/api/health-shares', { scopes: ['prescriptions'] });
    const other = await signedInPatient(testApp);
    const seen = await other.client.post<SharedHealthView>('/api/health-shares/open', { token: created.body.token });
    const anonymous = await new HttpClient(testApp).post<SharedHealthView>('/api/health-shares/open', { token: created.body.token });
    expect(seen.body).toEqual(anonymous.body);
    expect(Object.keys(seen.body).sort()).toEqual(['expiresAt', 'kind', 'prescriptions', 'sections']);
  });
});
