import type { AccessLogPage, AuditLogPage, Conversation } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/platform';
import { READ_ACTION } from '../src/modules/audit/audit.service';
import { createChatExpert, createConsultation, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { PNG_1X1 } from './support/file-fixtures';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

/** The audit rows of reads of one person's data, oldest first. */
async function readsOf(patientId: string) {
  const rows = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, READ_ACTION), eq(auditLog.subjectUserId, patientId)))
    .orderBy(auditLog.id);
  return rows.map((row) => ({ actor: row.actorUserId, role: row.actorRole, resource: row.subjectType, id: row.subjectId, reason: row.reason }));
}

async function issued(category: 'medical' | 'legal') {
  const patient = await signedInPatient(testApp, { fullName: 'Ravi Shankar' });
  const expert =
    category === 'medical'
      ? await signedInExpert(testApp, {
          category: 'medical',
          specialization: 'Cardiology',
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
    category === 'legal' ? { category: 'legal', problemDescription: 'Divorce: mutual consent', department: null } : {},
  );
  expect((await expert.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`)).status).toBe(200);
  const document =
    category === 'medical'
      ? await expert.client.post('/api/prescriptions', {
          consultationId: consultation.id,
          patientAge: 52,
          patientGender: 'male',
          ageConfirmed: true,
          diagnosis: 'Stable angina',
          medicines: [{ name: 'Aspirin', strength: '75 mg', dose: '1 tablet', frequency: 'Once a day', duration: '30 days' }],
        })
      : await expert.client.post('/api/legal-documents', {
          consultationId: consultation.id,
          kind: 'advice_note',
          title: 'Next steps',
          body: 'File a joint petition under Section 13B.',
        });
  expect(document.status).toBe(201);
  return { patient, expert, consultation, documentId: document.body.id as string };
}

async function download(client: HttpClient, path: string) {
  const response = await testApp.app.request(path, { headers: client.cookieHeader ? { cookie: client.cookieHeader } : {} });
  await response.arrayBuffer();
  return response.status;
}

describe('reads of medical data are audited', () => {
  it('prescriptions: the doctor and an admin are recorded (JSON and PDF apart), the patient and refused readers are not', async () => {
    const { patient, expert, consultation, documentId } = await issued('medical');
    const admin = await signedInWithRole(testApp, 'admin');
    const other = await signedInPatient(testApp);
    await db().delete(auditLog).where(eq(auditLog.subjectUserId, patient.user.id));

    expect((await patient.client.get(`/api/prescriptions/${documentId}`)).status).toBe(200);
    expect(await download(patient.client, `/api/prescriptions/${documentId}/pdf`)).toBe(200);
    expect((await other.client.get(`/api/prescriptions/${documentId}`)).status).toBe(403);
    expect(await readsOf(patient.user.id)).toEqual([]);

    expect((await expert.client.get(`/api/prescriptions/${documentId}`)).status).toBe(200);
    expect((await admin.client.get(`/api/prescriptions/${documentId}`)).status).toBe(200);
    expect(await download(admin.client, `/api/prescriptions/${documentId}/pdf`)).toBe(200);
    expect(await readsOf(patient.user.id)).toEqual([
      { actor: expert.user.id, role: 'expert', resource: 'prescription', id: documentId, reason: `doctor who issued it (consultation ${consultation.id})` },
      { actor: admin.user.id, role: 'admin', resource: 'prescription', id: documentId, reason: 'admin' },
      { actor: admin.user.id, role: 'admin', resource: 'prescription_pdf', id: documentId, reason: 'admin' },
    ]);
  });

  it('legal documents: the lawyer and an admin are recorded', async () => {
    const { patient, expert, documentId } = await issued('legal');
    const admin = await signedInWithRole(testApp, 'admin');
    await db().delete(auditLog).where(eq(auditLog.subjectUserId, patient.user.id));
    expect((await patient.client.get(`/api/legal-documents/${documentId}`)).status).toBe(200);
    expect(await download(expert.client, `/api/legal-documents/${documentId}/pdf`)).toBe(200);
    expect((await admin.client.get(`/api/legal-documents/${documentId}`)).status).toBe(200);
    expect((await readsOf(patient.user.id)).map((r) => [r.actor, r.resource])).toEqual([
      [expert.user.id, 'legal_document_pdf'],
      [admin.user.id, 'legal_document'],
    ]);
  });

  it('chat: the expert reading the messages and the patient’s files is recorded, once per ten minutes; the patient is not', async () => {
    const expert = await createChatExpert(testApp);
    const patient = await signedInPatient(testApp);
    const conversation = (await patient.client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId })).body;
    const path = `/api/chat/conversations/${conversation.id}/messages`;
    expect((await patient.client.post(path, { text: 'My chest hurts' })).status).toBe(201);
    const form = new FormData();
    form.set('file', new File([new Uint8Array(PNG_1X1)], 'ecg.png', { type: 'image/png' }));
    const shared = await testApp.app.request(`/api/chat/conversations/${conversation.id}/files`, {
      method: 'POST',
      headers: { origin: TEST_PUBLIC_URL, cookie: patient.client.cookieHeader },
      body: form,
    });
    const fileId = ((await shared.json()) as { file: { id: string } }).file.id;

    expect((await patient.client.get(path)).status).toBe(200);
    expect(await download(patient.client, `/api/chat/files/${fileId}`)).toBe(200);
    expect(await readsOf(patient.user.id)).toEqual([]);

    expect((await expert.client!.get(path)).status).toBe(200);
    expect((await expert.client!.get(`${path}?before=999999`)).status).toBe(200);
    expect(await download(expert.client!, `/api/chat/files/${fileId}`)).toBe(200);
    const reason = `assigned expert of consultation ${conversation.id}`;
    expect(await readsOf(patient.user.id)).toEqual([
      { actor: expert.user!.id, role: 'expert', resource: 'chat_messages', id: conversation.id, reason },
      { actor: expert.user!.id, role: 'expert', resource: 'chat_file', id: fileId, reason },
    ]);
  });

  it('the desk: the intake an expert sees, in the list and opened, with the relation that allowed it', async () => {
    const patient = await signedInPatient(testApp);
    const consultation = await createConsultation(db(), patient.user.id, { department: 'Cardiology' });
    const expert = await signedInExpert(testApp, { category: 'medical', specialization: 'Cardiology' });
    expect((await expert.client.get(`/api/expert-desk/consultations/${consultation.id}`)).status).toBe(200);
    expect((await expert.client.get('/api/expert-desk')).status).toBe(200);
    const offered = {
      actor: expert.user.id,
      role: 'expert',
      resource: 'consultation_summary',
      id: consultation.id,
      reason: `approved medical expert; request ${consultation.id} offered to me, not yet assigned`,
    };
    expect(await readsOf(patient.user.id)).toEqual([offered]);
    expect((await expert.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`)).status).toBe(200);
    const other = await signedInExpert(testApp, { category: 'medical' });
    expect((await other.client.get(`/api/expert-desk/consultations/${consultation.id}`)).status).toBe(403);
    expect(await readsOf(patient.user.id)).toEqual([offered]);
    // Issue 16: the whole intake, once accepted, is a read of its own, even within the coalescing window.
    expect((await expert.client.get(`/api/expert-desk/consultations/${consultation.id}`)).status).toBe(200);
    expect(await readsOf(patient.user.id)).toEqual([
      offered,
      { ...offered, resource: 'consultation_intake', reason: `assigned expert of consultation ${consultation.id}` },
    ]);
  });

  it('an admin’s referral list shows the patients’ problems, so it is recorded for each of them', async () => {
    const { patient, expert, consultation } = await issued('medical');
    const target = await signedInExpert(testApp, { category: 'medical', specialization: 'Cardiology' });
    await expert.client.post(`/api/expert-desk/consultations/${consultation.id}/refer`, {
      toExpertId: target.expert.id,
      reason: 'Needs a cardiologist on site',
    });
    const admin = await signedInWithRole(testApp, 'admin');
    expect((await admin.client.get('/api/admin/referral-chains')).status).toBe(200);
    expect(await readsOf(patient.user.id)).toContainEqual({
      actor: admin.user.id,
      role: 'admin',
      resource: 'consultation_intake',
      id: consultation.id,
      reason: 'admin',
    });
  });
});

describe('GET /api/account/access-log', () => {
  it('shows a patient their own rows only: the expert by name and profession, admins as Sahay admin', async () => {
    const { patient, expert, documentId } = await issued('medical');
    const admin = await signedInWithRole(testApp, 'admin', { fullName: 'Anil Kapoor' });
    await expert.client.get(`/api/prescriptions/${documentId}`);
    await admin.client.get(`/api/prescriptions/${documentId}`);

    const mine = await patient.client.get<AccessLogPage>('/api/account/access-log');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const prescriptionReads = mine.body.entries.filter((entry) => entry.resource === 'prescription');
    expect(prescriptionReads).toEqual([
      expect.objectContaining({ who: 'Sahay admin', profession: null, professionParts: null, actorRole: 'admin', what: 'Your prescription' }),
      expect.objectContaining({
        who: expert.user.name,
        profession: 'Doctor · Cardiology',
        // Issue 20: the same as data, for the app to say in the reader's language.
        professionParts: { category: 'medical', specialization: 'Cardiology' },
        actorRole: 'expert',
      }),
    ]);
    expect(JSON.stringify(mine.body)).not.toContain(admin.user.name);

    const otherPatient = await signedInPatient(testApp);
    expect((await otherPatient.client.get<AccessLogPage>('/api/account/access-log')).body.entries).toEqual([]);
    // The expert and the admin are people too: they see reads of their own data, none of the patient's rows.
    expect((await expert.client.get<AccessLogPage>('/api/account/access-log')).body.entries).toEqual([]);
    expect((await admin.client.get<AccessLogPage>('/api/account/access-log')).body.entries).toEqual([]);
    expect((await new HttpClient(testApp).get('/api/account/access-log')).status).toBe(401);
  });

  it('pages back with nextBefore', async () => {
    const patient = await signedInPatient(testApp);
    const expert = await signedInExpert(testApp);
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          action: READ_ACTION,
          actorUserId: expert.user.id,
          actorRole: 'expert',
          actorName: expert.user.name,
          subjectType: 'chat_file',
          subjectId: `file-${i}`,
          subjectUserId: patient.user.id,
          reason: 'assigned expert of consultation x',
        })),
      );
    const first = await patient.client.get<AccessLogPage>('/api/account/access-log');
    expect(first.body.entries).toHaveLength(50);
    expect(first.body.nextBefore).toBe(first.body.entries.at(-1)?.id);
    const second = await patient.client.get<AccessLogPage>(`/api/account/access-log?before=${first.body.nextBefore}`);
    expect(second.body.entries).toHaveLength(5);
    expect(second.body.nextBefore).toBeNull();
  });
});

describe('GET /api/admin/audit-log', () => {
  it('admins see every read and filter by patient or by actor; nobody else gets in', async () => {
    const one = await issued('medical');
    const two = await issued('medical');
    const admin = await signedInWithRole(testApp, 'admin');
    await one.expert.client.get(`/api/prescriptions/${one.documentId}`);
    await two.expert.client.get(`/api/prescriptions/${two.documentId}`);
    await admin.client.get(`/api/prescriptions/${two.documentId}`);

    const byPatient = await admin.client.get<AuditLogPage>(`/api/admin/audit-log?patientId=${two.patient.user.id}`);
    expect(byPatient.status).toBe(200);
    expect(byPatient.body.entries.filter((e) => e.resource === 'prescription')).toEqual([
      expect.objectContaining({
        actor: { id: admin.user.id, name: admin.user.name, role: 'admin', profession: null },
        patient: { id: two.patient.user.id, name: 'Ravi Shankar' },
        reason: 'admin',
      }),
      expect.objectContaining({ actor: expect.objectContaining({ id: two.expert.user.id, role: 'expert' }), resourceId: two.documentId }),
    ]);
    const byActor = await admin.client.get<AuditLogPage>(`/api/admin/audit-log?actorId=${one.expert.user.id}`);
    expect(byActor.body.entries.every((e) => e.actor.id === one.expert.user.id)).toBe(true);
    expect(byActor.body.entries.some((e) => e.resourceId === one.documentId)).toBe(true);
    expect((await admin.client.get('/api/admin/audit-log?patientId=nope')).status).toBe(400);

    expect((await one.patient.client.get('/api/admin/audit-log')).status).toBe(403);
    expect((await one.patient.client.get(`/api/admin/audit-log?patientId=${one.patient.user.id}`)).status).toBe(403);
    expect((await one.expert.client.get('/api/admin/audit-log')).status).toBe(403);
    expect((await new HttpClient(testApp).get('/api/admin/audit-log')).status).toBe(401);
  });
});

describe('account deletion', () => {
  it('keeps the reads of the deleted person’s data, without the link to them', async () => {
    const { patient, expert, documentId } = await issued('medical');
    await expert.client.get(`/api/prescriptions/${documentId}`);
    const before = await readsOf(patient.user.id);
    expect(before.length).toBeGreaterThan(0);
    const deleted = await patient.client.post('/api/account/delete', { password: patient.input.password });
    expect(deleted.status).toBe(200);
    const kept = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, READ_ACTION), eq(auditLog.subjectId, documentId)));
    expect(kept).toEqual([expect.objectContaining({ subjectUserId: null, actorUserId: expert.user.id, subjectType: 'prescription' })]);
  });
});
