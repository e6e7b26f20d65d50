import type { Bundle, Patient } from '@medplum/fhirtypes';
import type { DataExport } from '@sahay/domain/data-export';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/platform';
import { createPatientHistory, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
const NOW = new Date('2026-03-01T20:00:00Z'); // 2 March in India
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

/** The owner with a consultation assigned to a signed-in doctor, another patient, an admin and a visitor. */
async function cast() {
  const owner = await signedInPatient(testApp, { fullName: 'Ananya Iyer' });
  const history = await createPatientHistory(db(), owner.user.id);
  const expert = await signedInExpert(testApp, { name: 'Dr. Sunil Kapoor' });
  const otherPatient = await signedInPatient(testApp, { fullName: 'Bhavesh Shah' });
  const admin = await signedInWithRole(testApp, 'admin', { fullName: 'Sahay Admin' });
  return { owner, history, expert, otherPatient, admin, anonymous: new HttpClient(testApp) };
}

const exportOf = (client: HttpClient, format: string) => client.get(`/api/me/export?format=${format}`);

describe('GET /api/me/export (issue 14 part 7)', () => {
  it('gives the owner their data as a dated JSON attachment, never cached', async () => {
    const { owner, history } = await cast();
    const response = await exportOf(owner.client, 'json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sahay-data-2026-03-02.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = response.body as DataExport;
    expect(data).toMatchObject({ format: 'sahay-data-export', version: 1, exportedAt: NOW.toISOString(), account: { id: owner.user.id } });
    expect(data.consultations.map((c) => c.id)).toEqual([history.consultationId]);
    expect(data.consultations[0]?.expert).toEqual({ name: 'Dr. Kavitha Rao', category: 'medical', specialization: 'General Physician' });
    expect(data.consultations[0]?.messages.map((m) => [m.from, m.text])).toEqual([
      ['patient', 'I have had a fever since Monday'],
      ['expert', 'Please take paracetamol and rest'],
    ]);
    expect(data.prescriptions[0]?.pdfUrl).toMatch(new RegExp(`/api/prescriptions/${history.prescriptionId}/pdf$`));
  });

  it('gives the owner a FHIR R4 collection bundle as application/fhir+json', async () => {
    const { owner } = await cast();
    const response = await exportOf(owner.client, 'fhir');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sahay-health-record-fhir-2026-03-02.json"');
    const bundle = response.body as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const patient = bundle.entry?.[0]?.resource as Patient;
    expect(patient).toMatchObject({ resourceType: 'Patient', id: owner.user.id, name: [{ text: 'Ananya Iyer' }] });
  });

  it('anonymous: 401 in the error shape', async () => {
    const { anonymous } = await cast();
    for (const format of ['json', 'fhir']) {
      const response = await exportOf(anonymous, format);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue' } });
    }
  });

  it.each(['otherPatient', 'expert', 'admin'] as const)('%s: gets only their own account, nothing of the owner', async (who) => {
    const roles = await cast();
    const { owner, history } = roles;
    const signedIn = roles[who];
    for (const format of ['json', 'fhir']) {
      const response = await exportOf(signedIn.client, format);
      expect(response.status).toBe(200);
      const text = JSON.stringify(response.body);
      expect(text).toContain(signedIn.user.id);
      for (const value of [owner.user.id, owner.user.email, owner.user.phone, 'Ananya', history.consultationId, history.prescriptionId])
        expect(text).not.toContain(value);
    }
    const data = (await exportOf(signedIn.client, 'json')).body as DataExport;
    expect(data.consultations).toEqual([]);
    expect(data.account.role).toBe(who === 'otherPatient' ? 'patient' : who);
    // An expert's own registration is theirs to download; the patients they serve are not.
    expect(data.expertProfile).toEqual(who === 'expert' ? expect.objectContaining({ name: 'Dr. Sunil Kapoor', category: 'medical' }) : null);
  });

  it.each([
    ['format=xml', 'Choose the format: json or fhir'],
    ['format=', 'Choose the format: json or fhir'],
    ['', 'Choose the format: json or fhir'],
  ])('refuses ?%s with 400 in the error shape', async (query, message) => {
    const { owner } = await cast();
    const response = await owner.client.get(`/api/me/export?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION_FAILED', message, fieldErrors: { format: [message] } } });
  });

  it('audits each download (who, when, which format; no content) without listing it as someone opening the data', async () => {
    const { owner } = await cast();
    await exportOf(owner.client, 'fhir');
    await exportOf(owner.client, 'json');
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, owner.user.id), eq(auditLog.action, 'medical_data.export')))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.actorUserId, row.subjectType, row.subjectId, row.metadata])).toEqual([
      [owner.user.id, 'data_export', 'fhir', { format: 'fhir' }],
      [owner.user.id, 'data_export', 'json', { format: 'json' }],
    ]);
    // No name is copied: the row keeps nothing of the person once their account is deleted (decision 053).
    expect(rows.every((row) => row.actorName === null && row.reason === null)).toBe(true);
    const accessLog = await owner.client.get('/api/account/access-log');
    expect(accessLog.body.entries).toEqual([]);
  });
});

describe('the download limit, per person', () => {
  it('answers 429 with Retry-After after the limit, while another person still downloads', async () => {
    const limited = await createTestApp({ rateLimits: { dataExports: { windowMs: 60_000, limit: 2 } } });
    try {
      const first = await signedInPatient(limited);
      const second = await signedInPatient(limited);
      expect((await exportOf(first.client, 'json')).status).toBe(200);
      expect((await exportOf(first.client, 'fhir')).status).toBe(200);
      const refused = await exportOf(first.client, 'json');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many downloads. Please wait a few minutes and try again.' } });
      expect((await exportOf(second.client, 'json')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
