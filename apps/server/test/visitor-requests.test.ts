import type { DeskConsultation, DeskOverview } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { consultations } from '../src/db/schema/consultations';
import { prescriptions } from '../src/db/schema/health-records';
import { auditLog } from '../src/db/schema/platform';
import { linkVisitorRequests } from '../src/modules/consultations/visitor-link';
import { signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let doctor: Awaited<ReturnType<typeof signedInExpert>>;
let lawyer: Awaited<ReturnType<typeof signedInExpert>>;
beforeAll(async () => {
  testApp = await createTestApp();
  doctor = await signedInExpert(testApp, { category: 'medical', specialization: 'Cardiology' });
  // The one online lawyer: the legal form assigns every request here to them.
  lawyer = await signedInExpert(testApp, { category: 'legal', specialization: 'Property Law', isOnline: true, credentialNumber: 'K/77/2012' });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const visitor = () => new HttpClient(testApp);

let phoneCounter = 0;
const newPhone = () => `96${String(20_000_000 + ++phoneCounter * 7919).slice(-8)}`;

async function medical(client: HttpClient, name: string, phone: string): Promise<string> {
  const body = { name, age: 40, gender: 'female', phone, department: 'Cardiology', symptoms: 'Breathless on stairs', additionalSymptoms: [] };
  const response = await client.post('/api/consultations/medical', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

async function legal(client: HttpClient, name: string, phone: string): Promise<string> {
  const response = await client.post('/api/consultations/legal', { name, phone, caseType: 'Property', legalIssue: 'The builder is two years late' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

async function onDesk(expert: typeof doctor, id: string): Promise<DeskConsultation | undefined> {
  const desk = (await expert.client.get<DeskOverview>('/api/expert-desk')).body;
  return [...desk.incoming, ...desk.active, ...desk.recent].find((c) => c.id === id);
}

const rx = (consultationId: string) => ({
  consultationId,
  patientAge: 40,
  patientGender: 'female',
  ageConfirmed: true,
  diagnosis: 'Exertional dyspnoea, for evaluation',
  medicines: [{ name: 'Aspirin', strength: '75 mg', dose: '1 tablet', frequency: 'Once a day', duration: '30 days' }],
});

async function pdfText(path: string, client: HttpClient): Promise<string> {
  const response = await testApp.app.request(path, { headers: { cookie: client.cookieHeader } });
  expect(response.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const requestRow = async (id: string) => (await db().select().from(consultations).where(eq(consultations.id, id)))[0]!;

describe('a request renames nobody (issue 16 part 2)', () => {
  it("a stranger typing the same phone changes neither the contact record nor the first request's name, desk, history or prescription", async () => {
    const phone = newPhone();
    const first = await medical(visitor(), 'Ravi Kumar', phone);
    const second = await medical(visitor(), 'Mallory Fernandes', phone);
    const [a, b] = [await requestRow(first), await requestRow(second)];
    expect(a.userId).toBe(b.userId);
    expect([a.patientName, b.patientName]).toEqual(['Ravi Kumar', 'Mallory Fernandes']);
    expect((await userRow(a.userId))?.name).toBe('Ravi Kumar');

    // Before accepting, the desk shows no name at all (part 3); after, each request's own.
    expect((await onDesk(doctor, first))?.patient).toBeNull();
    expect((await doctor.client.post(`/api/expert-desk/consultations/${first}/accept`)).status).toBe(200);
    expect((await doctor.client.post(`/api/expert-desk/consultations/${second}/accept`)).status).toBe(200);
    expect((await onDesk(doctor, first))?.patient?.name).toBe('Ravi Kumar');
    expect((await onDesk(doctor, second))?.patient?.name).toBe('Mallory Fernandes');
    const history = await doctor.client.get(`/api/consultations/${first}/status-history`);
    expect(history.body.changes[0]).toMatchObject({ action: 'create', actorRole: 'patient', actorName: 'Ravi Kumar' });
    const issued = await doctor.client.post('/api/prescriptions', rx(first));
    expect(issued.status).toBe(201);
    expect(issued.body.patient.name).toBe('Ravi Kumar');
    expect(await pdfText(`/api/prescriptions/${issued.body.id}/pdf`, doctor.client)).toContain('Patient: Ravi Kumar');
  });

  it('a signed-in patient asking for someone else: the request, desk, chat and prescription say that name; the account keeps its own', async () => {
    const daughter = await signedInPatient(testApp, { fullName: 'Meera Krishnan' });
    const id = await medical(daughter.client, 'Kamala Krishnan', daughter.input.phone);
    expect(await requestRow(id)).toMatchObject({ userId: daughter.user.id, patientName: 'Kamala Krishnan' });
    expect((await userRow(daughter.user.id))?.name).toBe('Meera Krishnan');
    expect((await daughter.client.post(`/api/consultations/${id}/expert`, { expertId: doctor.expert.id, notify: false })).status).toBe(200);
    expect((await doctor.client.post(`/api/expert-desk/consultations/${id}/accept`)).status).toBe(200);
    expect((await onDesk(doctor, id))?.patient?.name).toBe('Kamala Krishnan');
    for (const client of [doctor.client, daughter.client]) {
      expect((await client.get(`/api/chat/conversations/${id}`)).body.patient).toMatchObject({ id: daughter.user.id, name: 'Kamala Krishnan' });
    }
    const issued = await doctor.client.post('/api/prescriptions', rx(id));
    expect(issued.body.patient.name).toBe('Kamala Krishnan');
    expect((await daughter.client.get(`/api/prescriptions/${issued.body.id}`)).body.patient.name).toBe('Kamala Krishnan');
  });

  it('a legal request: the document the lawyer writes names the client the request named', async () => {
    const phone = newPhone();
    await legal(visitor(), 'Sunil Rao', phone);
    const id = await legal(visitor(), 'Sunita Rao', phone);
    expect((await lawyer.client.post(`/api/expert-desk/consultations/${id}/accept`)).status).toBe(200);
    expect((await onDesk(lawyer, id))?.patient?.name).toBe('Sunita Rao');
    const doc = await lawyer.client.post('/api/legal-documents', {
      consultationId: id,
      kind: 'advice_note',
      title: 'Next steps',
      body: 'File a complaint with the RERA authority.',
    });
    expect(doc.status).toBe(201);
    expect(doc.body.client.name).toBe('Sunita Rao');
    expect(await pdfText(`/api/legal-documents/${doc.body.id}/pdf`, lawyer.client)).toContain('Client: Sunita Rao');
  });

  it('never attaches a visitor’s request to, or renames, a registered account with that phone', async () => {
    const owner = await signedInPatient(testApp, { fullName: 'Anita Desai' });
    const id = await medical(visitor(), 'Somebody Else', owner.input.phone);
    const row = await requestRow(id);
    expect(row.userId).not.toBe(owner.user.id);
    expect((await userRow(owner.user.id))?.name).toBe('Anita Desai');
    expect((await owner.client.get(`/api/consultations/${id}/status-history`)).status).toBe(403);
  });
});

describe('linkVisitorRequests: after the phone is verified (decision 062)', () => {
  it("moves the phone's requests, what was issued on them and their access log to the account, and nothing else", async () => {
    const phone = newPhone();
    const owner = await signedInPatient(testApp, { fullName: 'Farida Sheikh', phone });
    const elsewhere = await medical(visitor(), 'Farida S.', newPhone());
    const med = await medical(visitor(), 'Farida S.', phone);
    const law = await legal(visitor(), 'Farida Sheikh', `0${phone}`);
    const contactId = (await requestRow(med)).userId;
    expect(contactId).not.toBe(owner.user.id);
    expect((await doctor.client.post(`/api/expert-desk/consultations/${med}/accept`)).status).toBe(200);
    expect((await onDesk(doctor, med))?.patient?.name).toBe('Farida S.');
    const issued = (await doctor.client.post('/api/prescriptions', rx(med))).body;
    // Before: the prescription and the request are not the account's.
    expect((await owner.client.get(`/api/prescriptions/${issued.id}`)).status).toBe(403);
    expect((await owner.client.get(`/api/consultations/${med}/status-history`)).status).toBe(403);

    expect(await linkVisitorRequests(db(), owner.user.id, `+91 ${phone}`)).toEqual({ linkedRequests: 2, mergedContacts: 1 });

    for (const id of [med, law]) expect((await requestRow(id)).userId).toBe(owner.user.id);
    expect([(await requestRow(med)).patientName, (await requestRow(law)).patientName]).toEqual(['Farida S.', 'Farida Sheikh']);
    expect((await userRow(owner.user.id))?.name).toBe('Farida Sheikh');
    expect(await userRow(contactId)).toBeUndefined();
    expect((await requestRow(elsewhere)).userId).not.toBe(owner.user.id);
    const [prescription] = await db().select().from(prescriptions).where(eq(prescriptions.id, issued.id));
    expect(prescription?.userId).toBe(owner.user.id);
    expect((await owner.client.get(`/api/prescriptions/${issued.id}`)).body).toMatchObject({ viewer: 'patient', patient: { name: 'Farida S.' } });
    expect((await owner.client.get(`/api/consultations/${med}/status-history`)).status).toBe(200);
    const reads = await db().select().from(auditLog).where(eq(auditLog.subjectId, med));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.subjectUserId).toBe(owner.user.id);
    // Done once; a second call finds nothing new.
    expect(await linkVisitorRequests(db(), owner.user.id, phone)).toEqual({ linkedRequests: 0, mergedContacts: 0 });
  });

  it("never takes another registered account's requests, and refuses a phone that is not an Indian mobile", async () => {
    const phone = newPhone();
    const other = await signedInPatient(testApp, { phone });
    const theirs = await medical(other.client, other.user.name, phone);
    const me = await signedInPatient(testApp);
    expect(await linkVisitorRequests(db(), me.user.id, phone)).toEqual({ linkedRequests: 0, mergedContacts: 0 });
    expect((await requestRow(theirs)).userId).toBe(other.user.id);
    await expect(linkVisitorRequests(db(), me.user.id, '12345')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is called only where a code sent to the phone came back (issue 20: sign-in by code, a new number)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const root = new URL('../src/', import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const callers = files.filter((file) => !file.endsWith('visitor-link.ts') && /linkVisitorRequests\(/.test(readFileSync(new URL(file, root), 'utf8')));
    expect(callers.sort()).toEqual(['modules/accounts/account-security.service.ts', 'modules/accounts/phone-sign-in.service.ts']);
  });
});

describe('deleting an account (issue 16 part 9)', () => {
  it('deletes the visitor requests linked to it, self-service and by an admin; unlinked ones with its phone stay', async () => {
    const admin = (await signedInWithRole(testApp, 'admin')).client;
    for (const path of ['self-service', 'admin'] as const) {
      const phone = newPhone();
      const owner = await signedInPatient(testApp, { phone });
      const linked = await medical(visitor(), 'Kiran Bedi', phone);
      await linkVisitorRequests(db(), owner.user.id, phone);
      const later = await medical(visitor(), 'Kiran B.', phone);
      if (path === 'self-service') {
        expect((await owner.client.post('/api/account/delete', { password: owner.input.password })).status).toBe(200);
      } else {
        const request = await visitor().post('/api/account-deletion-requests', { email: owner.input.email, phone, fullName: owner.user.name });
        expect((await admin.post(`/api/admin/deletion-requests/${request.body.id}/complete`)).status).toBe(200);
      }
      expect(await db().select().from(consultations).where(eq(consultations.id, linked)), path).toEqual([]);
      // Typed with the phone after the verification: anyone could have, so it is not the account's until verified again.
      expect((await requestRow(later)).patientName, path).toBe('Kiran B.');
    }
  });
});
