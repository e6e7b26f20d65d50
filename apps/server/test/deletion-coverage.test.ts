import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../src/db/schema/auth';
import { callRecords } from '../src/db/schema/calls';
import { chatFiles, presenceConnections } from '../src/db/schema/chat';
import { consultationMessages } from '../src/db/schema/consultations';
import { consultationStatusChanges, legalDocuments } from '../src/db/schema/expert-work';
import { medicalRecords, prescriptions } from '../src/db/schema/health-records';
import { healthShareOpenings, healthShares } from '../src/db/schema/health-shares';
import { auditLog, outbox } from '../src/db/schema/platform';
import { schemaTables } from '../src/db/user-references';
import { linkVisitorRequests } from '../src/modules/consultations/visitor-link';
import { createConsultation, createExpertProfile, createPatientHistory, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { PNG_1X1 } from './support/file-fixtures';
import { memoryStorage } from './support/memory-storage';
import { personalColumns, rowsHolding, tablesOfSchemaFiles, type Person } from './support/personal-data';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

/**
 * Columns that may still hold the person's id, email, phone or name after their account is erased, each with the
 * reason it was reviewed and kept. Anything else the schema holds of a person must be gone: a new table with a user
 * reference fails the test below until the erasure handles it or it is reviewed here.
 */
const REVIEWED_KEEPS: Record<string, string> = {
  'experts.user_id': 'An expert profile belongs to an expert account; only patient accounts are erased (403 self-service, 409 admin; decision 011).',
  'experts.name': "The expert's own name; expert accounts are closed by support, not by this erasure (decision 011).",
  'experts.phone': "The expert's own phone; expert accounts are closed by support, not by this erasure (decision 011).",
  'experts.whatsapp_number': "The expert's own number; expert accounts are closed by support, not by this erasure (decision 011).",
  'experts.reviewed_by': 'The admin who reviewed an expert; admin accounts are never erased here.',
  'experts.document_name': "The file name of an expert's registration document, not a person's name.",
  'contact_messages.handled_by': 'The admin who handled a message; admin accounts are never erased here.',
  'chat_files.name': "A file's name, not a person's; the row goes with its consultation.",
  'prescriptions.doctor_name': "The doctor's name the Telemedicine Practice Guidelines 2020 require on a kept prescription.",
  'legal_documents.lawyer_name': "The lawyer's name on a kept document.",
  'medical_records.doctor_name': "The doctor's name on the person's record; the row itself is deleted (checked through user_id).",
  'medical_records.hospital_name': "The hospital's name on the person's record; the row itself is deleted (checked through user_id).",
  'refund_requests.decided_by': 'The admin who approved or declined a refund; admin accounts are never erased here.',
  'audit_log.actor_name': "The expert's or admin's name at the time of a read (decision 053); nobody's reads of their own data are logged.",
};

let testApp: TestApp;
const storage = memoryStorage();
beforeAll(async () => {
  testApp = await createTestApp({ storage });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

async function ok(response: Promise<{ status: number; body: unknown }>, status = 201): Promise<{ id?: string }> {
  const { status: actual, body } = await response;
  expect(actual, JSON.stringify(body)).toBe(status);
  return body as { id?: string };
}

/** A patient who has used every part of Sahay that keeps something of them, as far as the schema can hold it. */
async function leaveEverything(fullName: string) {
  const { client, input, user } = await signedInPatient(testApp, { fullName });
  const person: Person = { id: user.id, email: input.email, phone: user.phone, fullName };
  const [first = '', last = ''] = fullName.split(' ');
  const history = await createPatientHistory(db(), user.id);
  await db().update(prescriptions).set({ patientName: fullName }).where(eq(prescriptions.id, history.prescriptionId));
  // A photo in their chat, and how far they have read it.
  const form = new FormData();
  form.set('file', new File([new Uint8Array(PNG_1X1)], 'rash.png', { type: 'image/png' }));
  const upload = await testApp.app.request(`/api/chat/conversations/${history.consultationId}/files`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, cookie: client.cookieHeader },
    body: form,
  });
  expect(upload.status).toBe(201);
  // A lab report in their Records (issue 14 part 3), its file named after them, as phones name scans.
  const record = new FormData();
  record.set('file', new File([new Uint8Array(PNG_1X1)], `${fullName} thyroid report.png`, { type: 'image/png' }));
  record.set('doctorName', 'Dr. Meera Iyer');
  const recordUpload = await testApp.app.request('/api/medical-records', {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, cookie: client.cookieHeader },
    body: record,
  });
  expect(recordUpload.status).toBe(201);
  const [message] = await db().select().from(consultationMessages).where(eq(consultationMessages.consultationId, history.consultationId));
  await ok(client.post(`/api/chat/conversations/${history.consultationId}/receipts`, { readUpTo: message!.id }), 200);
  // A child on the account with a reading of their own (issue 14 part 8): both go with the account. A son named
  // after his father, so the name check below finds the row before the deletion.
  const member = await ok(client.post('/api/family-members', { name: fullName, relation: 'child', dateOfBirth: '2019-04-10', gender: 'male' }));
  await ok(client.post('/api/vitals', { heartRate: 98, familyMemberId: member.id }));
  // A rating, a lawyer's document and a status change of theirs.
  const expert = await createExpertProfile(db());
  const completed = await createConsultation(db(), user.id, { expertId: expert.id, status: 'completed' });
  await ok(client.post('/api/ratings', { consultationId: completed.id, stars: 4 }));
  await db().insert(legalDocuments).values({
    userId: user.id,
    consultationId: completed.id,
    kind: 'draft',
    title: 'Notice',
    body: 'Draft notice',
    clientName: fullName,
    lawyerName: 'Adv. Rao',
  });
  // A call they rang (issue 15 part 4).
  await db()
    .insert(callRecords)
    .values({ consultationId: completed.id, mode: 'video', status: 'ended', callerId: user.id, startedAt: new Date(), endedAt: new Date() });
  await db()
    .insert(consultationStatusChanges)
    .values({ consultationId: completed.id, action: 'cancel', toStatus: 'cancelled', actorUserId: user.id, actorRole: 'patient' });
  // A request sent as a visitor with their phone, linked to the account once the phone is verified (decision 062).
  await ok(new HttpClient(testApp).post('/api/consultations/legal', { name: fullName, phone: input.phone, legalIssue: 'Landlord keeps the deposit' }));
  expect((await linkVisitorRequests(db(), user.id, user.phone)).linkedRequests).toBe(1);
  // Support, a pending request from the deletion form, a failed sign-in, a password reset, a live socket, notifications.
  await ok(client.post('/api/contact-messages', { firstName: first, lastName: last, email: input.email, subject: 'Hi', message: 'Hello' }));
  const request = await ok(new HttpClient(testApp).post('/api/account-deletion-requests', { email: input.email, phone: input.phone, fullName }));
  await ok(new HttpClient(testApp).post('/api/auth/sign-in', { email: input.email, password: 'not-the-password' }), 401);
  await db()
    .insert(verifications)
    .values({ identifier: `reset-password:${user.id.slice(0, 8)}`, value: user.id, expiresAt: new Date(Date.now() + 3600_000) });
  await db().insert(presenceConnections).values({ instanceId: 'coverage-test', userId: user.id, connections: 1 });
  // Issue 20: a sign-in code sent to their number (no account had verified it yet) and a password-reset link.
  await ok(new HttpClient(testApp).post('/api/auth/phone/code', { phone: input.phone }), 200);
  await ok(new HttpClient(testApp).post('/api/auth/password/forgot', { channel: 'email', email: input.email }), 200);
  // A Health QR link of theirs, and their opening of it while signed in (decision 071).
  const [share] = await db()
    .insert(healthShares)
    .values({ userId: user.id, kind: 'qr', tokenHash: `coverage-${user.id}`, scopes: ['personal_info'], expiresAt: new Date(Date.now() + 3600_000) })
    .returning();
  await db()
    .insert(healthShareOpenings)
    .values({ shareId: share!.id, viewerUserId: user.id, sections: ['patient_information'] });
  await db().insert(outbox).values({ channel: 'sms', recipient: user.phone, template: 'prescription-issued', payload: {} });
  await db()
    .insert(auditLog)
    .values([
      { actorRole: 'expert', actorName: 'Dr. Rao', action: 'medical_data.read', subjectType: 'consultation_intake', subjectUserId: user.id },
      { actorUserId: user.id, action: 'coverage.test', subjectType: 'none' },
    ]);
  return { person, client, password: input.password, requestId: request.id ?? '' };
}

describe('account deletion covers every table (read from the schema files)', () => {
  it('reads every table, including any that schema.ts forgot, and the columns it must', async () => {
    const tables = await tablesOfSchemaFiles();
    // schema.ts must list them all: linking a contact record to an account moves rows through it (decision 062).
    expect(new Set(tables)).toEqual(new Set(schemaTables()));
    const keys = personalColumns(tables).map((c) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'users.id',
        'consultations.user_id',
        'consultations.patient_name',
        'sign_in_failures.email',
        'outbox.recipient',
        'family_members.user_id',
      ]),
    );
    for (const key of Object.keys(REVIEWED_KEEPS)) expect(keys, `${key} is reviewed but no longer in the schema`).toContain(key);
  });

  it('would find a table added later', () => {
    const notes = pgTable('patient_notes', {
      id: uuid('id').primaryKey(),
      ownerId: uuid('owner_id').references(() => users.id),
      guardianPhone: text('guardian_phone'),
      body: text('body'),
    });
    expect(personalColumns([notes]).map((c) => [c.key, c.holds])).toEqual([
      ['patient_notes.owner_id', 'id'],
      ['patient_notes.guardian_phone', 'phone'],
    ]);
  });

  it.each([
    ['self-service', 'Zubeida Quraishi'],
    ['admin', 'Farhan Akhtarzai'],
  ])('%s deletion leaves no column holding the person, except the reviewed ones', async (path, fullName) => {
    const { person, client, password, requestId } = await leaveEverything(fullName);
    const columns = personalColumns(await tablesOfSchemaFiles()).filter((c) => !(c.key in REVIEWED_KEEPS));
    // The data above must reach every column, so a new one fails here until this test, and the erasure, cover it.
    for (const column of columns) expect(await rowsHolding(db(), column, person), `${column.key} before`).toBeGreaterThan(0);

    if (path === 'self-service') await ok(client.post('/api/account/delete', { password }), 200);
    else {
      await ok((await signedInWithRole(testApp, 'admin')).client.post(`/api/admin/deletion-requests/${requestId}/complete`), 200);
      // Decision 073: the email that tells them it is done holds their address until it is sent, and nothing else does.
      const waiting = await db()
        .select()
        .from(outbox)
        .where(inArray(outbox.recipient, [person.email, person.phone]));
      expect(waiting.map((row) => [row.template, row.status])).toEqual([['deletion-request-completed', 'pending']]);
      await testApp.deps.outbox.deliverNow(waiting.map((row) => row.id));
    }

    for (const column of columns) expect(await rowsHolding(db(), column, person), `${column.key} after`).toBe(0);
  });
});

describe('files go through the storage provider', () => {
  it.each([
    ['self-service', 'Ishaan Varadarajan'],
    ['admin', 'Gauri Deshpande'],
  ])("%s deletion removes the person's chat and record files from a provider that is not a disk", async (path, fullName) => {
    const { person, client, password, requestId } = await leaveEverything(fullName);
    const chatKeys = (await db().select({ key: chatFiles.storageKey }).from(chatFiles).where(eq(chatFiles.uploaderId, person.id))).map((row) => row.key);
    const recordKeys = (await db().select({ key: medicalRecords.storageKey }).from(medicalRecords).where(eq(medicalRecords.userId, person.id))).flatMap(
      (row) => (row.key ? [row.key] : []),
    );
    expect(chatKeys).toHaveLength(1);
    expect(recordKeys).toHaveLength(1);
    const keys = [...chatKeys, ...recordKeys];
    for (const key of keys) expect(storage.files.has(key)).toBe(true);
    if (path === 'self-service') await ok(client.post('/api/account/delete', { password }), 200);
    else await ok((await signedInWithRole(testApp, 'admin')).client.post(`/api/admin/deletion-requests/${requestId}/complete`), 200);
    for (const key of keys) expect(storage.files.has(key), key).toBe(false);
  });

  it('the account modules never touch the file system themselves', () => {
    const dir = fileURLToPath(new URL('../src/modules/accounts/', import.meta.url));
    for (const file of readdirSync(dir)) {
      expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(/from 'node:fs|from 'fs|node:fs\/promises/);
    }
  });
});
