import { MEDICAL_RECORD_FILE_POLICY, RECORDS_MESSAGES, type MedicalRecord, type RecordsList } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalRecords } from '../src/db/schema/health-records';
import { createPatientHistory, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { GIF_HEAD, JPEG_HEAD, PNG_1X1, pdfOfSize } from './support/file-fixtures';
import { HttpClient } from './support/http-client';
import { memoryStorage } from './support/memory-storage';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

// Issue 14 part 3: Records. Lab reports and documents, uploaded through the storage provider, the owner's only.
const NOW = new Date('2026-03-01T06:00:00Z');
let testApp: TestApp;
const storage = memoryStorage();
beforeAll(async () => {
  testApp = await createTestApp({ storage, clock: { now: () => NOW } });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const storedFor = (userId: string) => db().select().from(medicalRecords).where(eq(medicalRecords.userId, userId));

async function upload(client: HttpClient | null, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await testApp.app.request('/api/medical-records', {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, ...(client ? { cookie: client.cookieHeader } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function file(client: HttpClient, id: string, query = '') {
  const response = await testApp.app.request(`/api/medical-records/${id}/file${query}`, { headers: { cookie: client.cookieHeader } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('a patient’s own records', () => {
  it('uploads a PDF with its details, lists it, shows and downloads it, renames and deletes it with its file', async () => {
    const { client, user } = await signedInPatient(testApp);
    const pdf = pdfOfSize(4096);
    const created = await upload(client, pdf, 'CBC March.pdf', {
      recordType: 'Lab Report',
      recordDate: '2026-02-27',
      doctorName: ' Dr. Meera Iyer ',
      hospitalName: 'Sahyadri Path Lab',
    });
    expect(created.status).toBe(201);
    const record = created.body as MedicalRecord;
    expect(record).toMatchObject({
      title: 'CBC March',
      recordType: 'Lab Report',
      recordDate: '2026-02-27',
      doctorName: 'Dr. Meera Iyer',
      hospitalName: 'Sahyadri Path Lab',
      file: { contentType: 'application/pdf', sizeBytes: 4096 },
    });
    const [row] = await storedFor(user.id);
    expect(row?.storageKey).toMatch(new RegExp(`^records/${user.id}/[0-9a-f-]{36}$`));
    expect(storage.files.get(row!.storageKey!)).toEqual(new Uint8Array(pdf));

    const list = await client.get<RecordsList>('/api/medical-records');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.items).toEqual([{ kind: 'record', ...record }]);
    expect(JSON.stringify(list.body)).not.toMatch(/storageKey|userId|records\//);

    const shown = await file(client, record.id);
    expect(shown.status).toBe(200);
    expect(shown.bytes).toEqual(new Uint8Array(pdf));
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''CBC%20March.pdf`);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await file(client, record.id, '?download=1')).headers.get('content-disposition')).toMatch(/^attachment; /);

    const renamed = await client.request<MedicalRecord>('PATCH', `/api/medical-records/${record.id}`, { title: '  Complete blood count  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('Complete blood count');
    expect((await file(client, record.id, '?download=1')).headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''Complete%20blood%20count.pdf`);

    expect((await client.request('DELETE', `/api/medical-records/${record.id}`)).status).toBe(200);
    expect(await storedFor(user.id)).toEqual([]);
    expect(storage.files.has(row!.storageKey!)).toBe(false);
    expect((await client.request('DELETE', `/api/medical-records/${record.id}`)).status).toBe(404);
    expect((await file(client, record.id)).status).toBe(404);
  });

  it('takes JPEG and PNG by their bytes, today’s India date and the Lab Report kind by default', async () => {
    const { client } = await signedInPatient(testApp);
    const jpeg = await upload(client, JPEG_HEAD, 'x-ray.bin');
    expect(jpeg.status).toBe(201);
    expect(jpeg.body).toMatchObject({ title: 'x-ray', recordType: 'Lab Report', recordDate: '2026-03-01', file: { contentType: 'image/jpeg' } });
    const png = await upload(client, PNG_1X1, 'report.pdf', { title: 'Scan of the report', recordType: 'Imaging' });
    expect(png.body).toMatchObject({ title: 'Scan of the report', recordType: 'Imaging', file: { contentType: 'image/png' } });
    expect((await file(client, png.body.id)).headers.get('content-type')).toBe('image/png');
  });

  it.each([
    ['a GIF (the chat takes it, Records does not)', GIF_HEAD, {}, 'file', RECORDS_MESSAGES.fileType],
    ['text named .pdf', Buffer.from('just some text, not a pdf at all'), {}, 'file', RECORDS_MESSAGES.fileType],
    ['a date ahead of today', pdfOfSize(200), { recordDate: '2026-03-02' }, 'recordDate', RECORDS_MESSAGES.futureDate],
    ['an unknown kind', pdfOfSize(200), { recordType: 'Horoscope' }, 'recordType', 'Choose what kind of record this is'],
    ['a malformed date', pdfOfSize(200), { recordDate: '01/02/2026' }, 'recordDate', 'Enter the date as YYYY-MM-DD'],
    ['a title too long', pdfOfSize(200), { title: 'x'.repeat(121) }, 'title', 'At most 120 characters'],
  ])('refuses %s with 400 and the message under its field, storing nothing', async (_label, bytes, fields, field, message) => {
    const { client, user } = await signedInPatient(testApp);
    const before = storage.files.size;
    const response = await upload(client, bytes, 'report.pdf', fields);
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors[field]).toEqual([message]);
    expect(await storedFor(user.id)).toEqual([]);
    expect(storage.files.size).toBe(before);
  });

  it('refuses an empty file, a missing file and one over the chat’s 10 MB limit', async () => {
    const { client, user } = await signedInPatient(testApp);
    expect((await upload(client, new Uint8Array(0), 'empty.pdf')).body.error.message).toBe('This file is empty');
    const form = new FormData();
    form.set('title', 'No file');
    const missing = await testApp.app.request('/api/medical-records', {
      method: 'POST',
      headers: { origin: TEST_PUBLIC_URL, cookie: client.cookieHeader },
      body: form,
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as any).error.fieldErrors.file).toEqual([RECORDS_MESSAGES.chooseFile]);
    const tooLarge = await upload(client, pdfOfSize(MEDICAL_RECORD_FILE_POLICY.maxBytes + 1), 'big.pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe('Files can be at most 10 MB');
    expect(await storedFor(user.id)).toEqual([]);
  });

  it('refuses a blank or over-long new title', async () => {
    const { client } = await signedInPatient(testApp);
    const { body } = await upload(client, pdfOfSize(300), 'a.pdf');
    for (const [title, message] of [
      ['   ', 'Enter a title'],
      ['y'.repeat(121), 'At most 120 characters'],
    ]) {
      const response = await client.request('PATCH', `/api/medical-records/${body.id}`, { title });
      expect(response.status).toBe(400);
      expect(response.body.error.fieldErrors.title).toEqual([message]);
    }
  });

  it('lists prescriptions issued in consultations among the records, newest first, each linking to its view', async () => {
    const { client, user } = await signedInPatient(testApp);
    const history = await createPatientHistory(db(), user.id);
    await upload(client, pdfOfSize(500), 'Lipid profile.pdf', { recordDate: '2025-10-05' });
    const list = await client.get<RecordsList>('/api/medical-records');
    expect(list.body.items.map((item) => [item.kind, item.title, item.recordDate])).toEqual([
      ['record', 'Lipid profile', '2025-10-05'],
      ['prescription', 'Viral fever', '2025-10-01'],
      ['record', 'Blood test', '2025-09-20'],
    ]);
    expect(list.body.items[1]).toMatchObject({ id: history.prescriptionId, doctorName: 'Dr. Kavitha Rao', medicineCount: 1 });
    expect(list.body.items[2]).toMatchObject({ file: null });
    // A record without a file has nothing to show.
    const blood = list.body.items[2]!;
    expect((await file(client, blood.id)).status).toBe(404);
  });
});

describe('who may use records', () => {
  let owner: Awaited<ReturnType<typeof signedInPatient>>;
  let recordId: string;
  beforeAll(async () => {
    owner = await signedInPatient(testApp);
    recordId = (await upload(owner.client, pdfOfSize(700), 'mine.pdf')).body.id;
  });

  it('another patient: an empty list, and the owner’s record is not found for every action', async () => {
    const other = await signedInPatient(testApp);
    expect((await other.client.get('/api/medical-records')).body).toEqual({ items: [] });
    expect((await file(other.client, recordId)).status).toBe(404);
    expect((await other.client.request('PATCH', `/api/medical-records/${recordId}`, { title: 'Taken' })).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/medical-records/${recordId}`)).status).toBe(404);
    const [row] = await db().select().from(medicalRecords).where(eq(medicalRecords.id, recordId));
    expect(row?.title).toBe('mine');
  });

  it.each([
    ['an expert', () => signedInExpert(testApp).then((s) => s.client)],
    ['an admin', () => signedInWithRole(testApp, 'admin').then((s) => s.client)],
  ])('%s: 403 for every action, the owner’s record untouched', async (_who, signIn) => {
    const client = await signIn();
    expect((await client.get('/api/medical-records')).status).toBe(403);
    expect((await upload(client, pdfOfSize(300), 'x.pdf')).status).toBe(403);
    expect((await file(client, recordId)).status).toBe(403);
    expect((await client.request('PATCH', `/api/medical-records/${recordId}`, { title: 'Taken' })).status).toBe(403);
    expect((await client.request('DELETE', `/api/medical-records/${recordId}`)).status).toBe(403);
    expect(await storedFor(owner.user.id)).toHaveLength(1);
  });

  it('anonymous: 401 for every action', async () => {
    const anonymous = new HttpClient(testApp);
    expect((await anonymous.get('/api/medical-records')).status).toBe(401);
    expect((await upload(null, pdfOfSize(300), 'x.pdf')).status).toBe(401);
    expect((await file(anonymous, recordId)).status).toBe(401);
    expect((await anonymous.request('PATCH', `/api/medical-records/${recordId}`, { title: 'Taken' })).status).toBe(401);
    expect((await anonymous.request('DELETE', `/api/medical-records/${recordId}`)).status).toBe(401);
  });

  it('a malformed id is a 400 in the JSON error shape', async () => {
    expect((await owner.client.request('DELETE', '/api/medical-records/not-an-id')).body.error.code).toBe('VALIDATION_FAILED');
    const response = await file(owner.client, 'not-an-id');
    expect(response.status).toBe(400);
  });
});
