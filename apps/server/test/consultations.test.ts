import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { consultations } from '../src/db/schema/consultations';
import { experts } from '../src/db/schema/experts';
import { outbox } from '../src/db/schema/platform';
import { createMedicalRequest } from '../src/modules/consultations/consultations.service';
import { REQUEST_TOKEN_HEADER } from '@sahay/domain';
import { renderMessage } from '../src/modules/notifications/message-templates';
import { signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let cardiologistId: string;
let offlineLawyerId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const inserted = await testApp.database.db
    .insert(experts)
    .values([
      {
        name: 'Dr. Kavita Menon',
        phone: '+919811100001',
        whatsappNumber: '+919811100091',
        category: 'medical',
        specialization: 'Cardiologist',
        isOnline: true,
        isVerified: true,
        rating: 4.8,
      },
      { name: 'Dr. Unapproved', phone: '+919811100002', category: 'medical', specialization: 'Cardiology', isOnline: true, isVerified: false, rating: 5 },
      { name: 'Adv. Offline', phone: '+919811100003', category: 'legal', specialization: 'Family Law', isOnline: false, isVerified: true, rating: 4.9 },
    ])
    .returning({ id: experts.id, name: experts.name });
  cardiologistId = inserted[0]!.id;
  offlineLawyerId = inserted[2]!.id;
});
afterAll(() => testApp.close());

let phoneCounter = 0;
const newPhone = () => `97${String(10_000_000 + ++phoneCounter * 7919).slice(-8)}`;

function intake(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ravi Kumar',
    age: 34,
    gender: 'male',
    phone: newPhone(),
    department: 'Cardiology',
    symptoms: 'Chest tightness when climbing stairs',
    additionalSymptoms: ['Fatigue', 'Dizziness'],
    ...overrides,
  };
}

const visitor = () => new HttpClient(testApp);
const submit = (client: HttpClient, body: unknown) => client.post('/api/consultations/medical', body);
const stored = async (id: string) => (await testApp.database.db.select().from(consultations).where(eq(consultations.id, id)))[0];

describe('POST /api/consultations/medical (spec 001 §4.1 Submit Request)', () => {
  it('stores a visitor’s request with every field of the spec and a contact record for the phone', async () => {
    const input = intake({ phone: '+91 98450 12345', name: ' Ravi Kumar ' });
    const response = await submit(visitor(), input);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), accessToken: expect.any(String), status: 'pending', flowStep: 'ai_assessment' });
    const row = await stored(response.body.id);
    expect(row).toMatchObject({
      category: 'medical',
      consultationType: 'video',
      status: 'pending',
      paymentStatus: 'pending',
      flowStep: 'ai_assessment',
      consultationFee: 299,
      patientAge: 34,
      patientGender: 'male',
      department: 'Cardiology',
      additionalSymptoms: ['Fatigue', 'Dizziness'],
      problemDescription: 'Chest tightness when climbing stairs',
      expertId: null,
    });
    expect(row?.accessTokenHash).not.toBe(response.body.accessToken);
    const [owner] = await testApp.database.db.select().from(users).where(eq(users.id, row!.userId));
    expect(owner).toMatchObject({ name: 'Ravi Kumar', phone: '+919845012345', email: null, role: 'patient' });
    expect(row?.patientName).toBe('Ravi Kumar');
  });

  it('reuses the contact record of the same phone (upsert by phone) and renames nobody: each request keeps its name', async () => {
    const phone = newPhone();
    const first = await submit(visitor(), intake({ phone, name: 'Ravi' }));
    const second = await submit(visitor(), intake({ phone: `0${phone}`, name: 'Ravi K.' }));
    const [a, b] = [await stored(first.body.id), await stored(second.body.id)];
    expect(a?.userId).toBe(b?.userId);
    expect([a?.patientName, b?.patientName]).toEqual(['Ravi', 'Ravi K.']);
    const contacts = await testApp.database.db
      .select()
      .from(users)
      .where(and(eq(users.phone, `+91${phone}`), isNull(users.email)));
    expect(contacts.map((u) => u.name)).toEqual(['Ravi']);
  });

  it('never files a visitor’s request into a registered account that has the same phone', async () => {
    const patient = await signedInPatient(testApp);
    const response = await submit(visitor(), intake({ phone: patient.input.phone }));
    const row = await stored(response.body.id);
    expect(row?.userId).not.toBe(patient.user.id);
  });

  it('files a signed-in patient’s request under their account', async () => {
    const patient = await signedInPatient(testApp);
    const response = await submit(patient.client, intake({ consultationType: 'audio' }));
    expect(response.status).toBe(201);
    expect(await stored(response.body.id)).toMatchObject({ userId: patient.user.id, consultationType: 'audio' });
    // The patient's history starts at the request (issue 7, consultation lifecycle).
    const history = await patient.client.get(`/api/consultations/${response.body.id}/status-history`);
    expect(history.status).toBe(200);
    expect(history.body.changes).toMatchObject([{ action: 'create', fromStatus: null, toStatus: 'pending', actorRole: 'patient' }]);
  });

  it('answers 400 with the spec message and field errors for bad input, storing nothing', async () => {
    const before = await testApp.database.db.$count(consultations);
    const empty = await submit(visitor(), { name: '', age: '', gender: '', phone: '', department: '', symptoms: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fieldErrors.name).toEqual(['Please fill all required fields']);
    expect(empty.body.error.fieldErrors.department).toEqual(['Please fill all required fields']);
    const badPhone = await submit(visitor(), intake({ phone: '12345' }));
    expect(badPhone.body.error.fieldErrors.phone).toEqual(['Please enter a valid 10-digit mobile number']);
    const badDepartment = await submit(visitor(), intake({ department: 'Dentistry' }));
    expect(badDepartment.status).toBe(400);
    expect(badDepartment.body.error.message).toMatch(/^Unknown department/);
    expect(await testApp.database.db.$count(consultations)).toBe(before);
  });

  it('never stores half a request: a failing consultation insert leaves no contact record behind', async () => {
    const phone = `+91${newPhone()}`;
    const broken = { ...intake(), phone, age: 400, additionalSymptoms: [], consultationType: 'video' } as never;
    await expect(createMedicalRequest(testApp.database.db, broken, null, 'en')).rejects.toThrow();
    expect(await testApp.database.db.$count(users, eq(users.phone, phone))).toBe(0);
  });
});

async function newRequest(client = visitor()) {
  const response = await submit(client, intake());
  return { id: response.body.id as string, token: response.body.accessToken as string, client };
}

const transcript = { transcript: [{ question: 'When did your symptoms start?', answer: 'Two days ago' }] };
const withToken = (token: string) => new HttpClient(testApp, { [REQUEST_TOKEN_HEADER]: token });

describe('PUT /api/consultations/{id}/assessment', () => {
  it('stores the transcript for whoever holds the request’s token', async () => {
    const { id, token } = await newRequest();
    const response = await withToken(token).request('PUT', `/api/consultations/${id}/assessment`, transcript);
    expect(response.status).toBe(200);
    expect(await stored(id)).toMatchObject({ aiTranscript: transcript.transcript, flowStep: 'doctor_selection' });
  });

  it('lets a signed-in owner continue without the token', async () => {
    const patient = await signedInPatient(testApp);
    const { id } = await newRequest(patient.client);
    expect((await patient.client.request('PUT', `/api/consultations/${id}/assessment`, transcript)).status).toBe(200);
  });

  it('answers 404 to anyone else: no token, another request’s token, another patient', async () => {
    const { id } = await newRequest();
    const other = await newRequest();
    const stranger = await signedInPatient(testApp);
    expect((await visitor().request('PUT', `/api/consultations/${id}/assessment`, transcript)).status).toBe(404);
    expect((await withToken(other.token).request('PUT', `/api/consultations/${id}/assessment`, transcript)).status).toBe(404);
    expect((await stranger.client.request('PUT', `/api/consultations/${id}/assessment`, transcript)).status).toBe(404);
    expect((await stored(id))?.aiTranscript).toBeNull();
  });
});

describe('POST /api/consultations/{id}/expert (choose a doctor, Consult Now)', () => {
  it('choosing records the doctor and sends nothing', async () => {
    const { id, token } = await newRequest();
    const response = await withToken(token).post(`/api/consultations/${id}/expert`, { expertId: cardiologistId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ consultationId: id, expert: { id: cardiologistId, name: 'Dr. Kavita Menon' }, notifications: [] });
    expect(await stored(id)).toMatchObject({ expertId: cardiologistId, flowStep: 'payment' });
  });

  it('Consult Now queues an SMS and a WhatsApp message to the doctor with the request, and reports each delivery', async () => {
    const { id, token } = await newRequest();
    const response = await withToken(token).post(`/api/consultations/${id}/expert`, { expertId: cardiologistId, notify: true });
    expect(response.status).toBe(200);
    expect(response.body.notifications).toEqual([
      { channel: 'sms', status: 'delivered' },
      { channel: 'whatsapp', status: 'delivered' },
    ]);
    const rows = await testApp.database.db.select().from(outbox).where(eq(outbox.template, 'expert-consultation-request')).orderBy(outbox.id);
    const mine = rows.filter((row) => row.payload.consultationId === id);
    expect(mine.map((row) => [row.channel, row.recipient, row.status, row.provider])).toEqual([
      ['sms', '+919811100001', 'delivered', 'inbox'],
      ['whatsapp', '+919811100091', 'delivered', 'inbox'],
    ]);
    // Decision 073: ids and names only; the link is made when the message is rendered.
    expect(mine[0]?.payload).toEqual({ consultationId: id, expertName: 'Dr. Kavita Menon', topic: 'Cardiology', language: 'en' });
    expect(renderMessage(mine[0]!.template, mine[0]!.payload, { base: 'http://localhost:3999' }).text).toContain(
      `http://localhost:3999/expert-dashboard?consultation=${id}`,
    );
    expect(JSON.stringify(mine[0]?.payload)).not.toMatch(/Chest/);
    expect(await stored(id)).toMatchObject({ expertId: cardiologistId, flowStep: 'chat' });
  });

  it('refuses an expert who is not approved or not of this field, and strangers', async () => {
    const { id, token } = await newRequest();
    const [unapproved] = await testApp.database.db.select({ id: experts.id }).from(experts).where(eq(experts.name, 'Dr. Unapproved'));
    expect((await withToken(token).post(`/api/consultations/${id}/expert`, { expertId: unapproved!.id, notify: true })).status).toBe(404);
    expect((await withToken(token).post(`/api/consultations/${id}/expert`, { expertId: offlineLawyerId })).status).toBe(404);
    expect((await visitor().post(`/api/consultations/${id}/expert`, { expertId: cardiologistId, notify: true })).status).toBe(404);
    expect((await withToken(token).post(`/api/consultations/${id}/expert`, { expertId: 'nope' })).status).toBe(400);
    expect(await stored(id)).toMatchObject({ expertId: null });
    expect(await testApp.database.db.$count(outbox, eq(outbox.recipient, '+919811100002'))).toBe(0);
  });
});

describe('POST /api/consultations/legal (spec 001 §4.2)', () => {
  const legal = (overrides: Record<string, unknown> = {}) => ({
    name: 'Asha Verma',
    phone: newPhone(),
    caseType: 'Property',
    legalIssue: 'My tenant will not leave',
    ...overrides,
  });

  it('with no lawyer online, stores the request unassigned and texts nobody', async () => {
    const before = await testApp.database.db.$count(outbox);
    const response = await visitor().post('/api/consultations/legal', legal());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), lawyer: null });
    expect(await stored(response.body.id)).toMatchObject({
      category: 'legal',
      consultationType: 'chat',
      status: 'pending',
      expertId: null,
      problemDescription: 'Property: My tenant will not leave',
    });
    expect(await testApp.database.db.$count(outbox)).toBe(before);
  });

  it('assigns the best-rated online lawyer and queues their notice', async () => {
    const [lawyer] = await testApp.database.db
      .insert(experts)
      .values({ name: 'Adv. Online', phone: '+919811100004', category: 'legal', specialization: 'Property Law', isOnline: true, isVerified: true, rating: 4.2 })
      .returning({ id: experts.id });
    const response = await visitor().post('/api/consultations/legal', legal({ caseType: undefined }));
    expect(response.body.lawyer).toEqual({ id: lawyer!.id, name: 'Adv. Online' });
    expect(await stored(response.body.id)).toMatchObject({ expertId: lawyer!.id, problemDescription: 'My tenant will not leave' });
    const notices = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, '+919811100004')).orderBy(outbox.id);
    expect(notices.map((n) => [n.channel, n.status])).toEqual([
      ['sms', 'delivered'],
      ['whatsapp', 'delivered'],
    ]);
  });

  it('answers 400 with the spec message when a required field is empty', async () => {
    const response = await visitor().post('/api/consultations/legal', { name: '', phone: '', legalIssue: '' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Please fill in all required fields');
    expect(Object.keys(response.body.error.fieldErrors)).toEqual(['name', 'phone', 'legalIssue']);
  });
});

describe('POST /api/consultations/requests (specialty pages, CA and IT forms)', () => {
  const request = (overrides: Record<string, unknown> = {}) => ({
    category: 'legal',
    specialty: 'Family Law',
    name: 'Asha',
    phone: newPhone(),
    details: 'Custody of my son',
    ...overrides,
  });

  it('stores the request in its specialty and answers with the matched experts', async () => {
    const response = await visitor().post('/api/consultations/requests', request());
    expect(response.status).toBe(201);
    expect(await stored(response.body.id)).toMatchObject({
      category: 'legal',
      department: 'Family Law',
      consultationType: 'chat',
      status: 'pending',
      consultationFee: 499,
      problemDescription: 'Custody of my son',
    });
    expect((response.body.matches.experts as Array<{ name: string }>).map((e) => e.name)).toContain('Adv. Offline');
    expect(response.body.matches.fallback).toBe(false);
  });

  it('files a signed-in person’s request under their account', async () => {
    const patient = await signedInPatient(testApp);
    const response = await patient.client.post('/api/consultations/requests', request({ category: 'medical', specialty: 'Dermatology', details: 'Hair fall' }));
    expect(await stored(response.body.id)).toMatchObject({ userId: patient.user.id, department: 'Dermatology' });
  });

  it('answers 400 for a service of another category or an unknown one, storing nothing', async () => {
    const before = await testApp.database.db.$count(consultations);
    const wrong = await visitor().post('/api/consultations/requests', request({ category: 'tech', specialty: 'Family Law' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Unknown tech service "Family Law"');
    expect((await visitor().post('/api/consultations/requests', request({ details: '' }))).status).toBe(400);
    expect(await testApp.database.db.$count(consultations)).toBe(before);
  });
});

describe('GET /api/experts/counts', () => {
  it('counts approved experts per service area from the database, with the configured helpline', async () => {
    const response = await visitor().get('/api/experts/counts?category=medical');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ category: 'medical', total: 1, online: 1, helpline: '+918047182200' });
    const groups = response.body.groups as Array<{ group: string }>;
    expect(groups.find((g) => g.group === 'Cardiology')).toEqual({ group: 'Cardiology', total: 1, online: 1 });
    expect(groups.find((g) => g.group === 'Dermatology')).toEqual({ group: 'Dermatology', total: 0, online: 0 });
    // 'Chat now' goes to the approved cardiologist, never to the unapproved one who is also online and rated 5.
    expect(response.body.firstChoice).toEqual({ id: cardiologistId, name: 'Dr. Kavita Menon', isOnline: true });
    expect((await visitor().get('/api/experts/counts?category=tech')).body).toMatchObject({ total: 0, firstChoice: null });
    expect((await visitor().get('/api/experts/counts?category=ca')).status).toBe(400);
  });
});
