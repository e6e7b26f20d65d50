import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { experts } from '../src/db/schema/experts';
import { toTranscript } from '../src/modules/assistant/pre-consultation.service';
import { signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  const rows = await testApp.database.db
    .insert(experts)
    .values([
      { name: 'Dr. Arjun Mehta', phone: '+919812345671', category: 'medical', specialization: 'Cardiologist', isOnline: true, isVerified: true, rating: 4.6 },
      {
        name: 'Dr. Offline Star',
        phone: '+919812345672',
        category: 'medical',
        specialization: 'Interventional Cardiology',
        isOnline: false,
        isVerified: true,
        rating: 5,
      },
      { name: 'Dr. Unverified Uro', phone: '+919812345673', category: 'medical', specialization: 'Urology', isOnline: true, isVerified: false, rating: 5 },
    ])
    .returning({ id: experts.id, name: experts.name });
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(() => testApp.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ananya Sharma',
  mobile: '98765 43210',
  specialty: 'cardiology',
  symptoms: 'Chest tightness when climbing stairs',
  ...overrides,
});
const transcript = [
  { role: 'user', content: 'My chest feels tight on stairs' },
  { role: 'assistant', content: 'How long does it last?' },
  { role: 'user', content: 'A few minutes' },
  { role: 'assistant', content: 'Please talk to a cardiologist.' },
];

describe("POST /api/ai/consultation-handoff ('Talk to Expert')", () => {
  it('creates a pending chat consultation with the online expert of the specialty, the transcript attached', async () => {
    const { client, user } = await signedInPatient(testApp);
    const response = await client.post('/api/ai/consultation-handoff', { form: form(), transcript });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      consultationId: expect.any(String),
      expert: { id: ids['Dr. Arjun Mehta'], name: 'Dr. Arjun Mehta', specialization: 'Cardiologist' },
    });
    const [row] = await testApp.database.db.select().from(consultations).where(eq(consultations.id, response.body.consultationId));
    expect(row).toMatchObject({
      userId: user.id,
      expertId: ids['Dr. Arjun Mehta'],
      category: 'medical',
      consultationType: 'chat',
      status: 'pending',
      flowStep: 'chat',
      department: 'Cardiology',
      problemDescription: 'Chest tightness when climbing stairs (urgency: normal)',
      aiTranscript: [
        { question: 'What brings you here today?', answer: 'My chest feels tight on stairs' },
        { question: 'How long does it last?', answer: 'A few minutes' },
        { question: 'Please talk to a cardiologist.', answer: '' },
      ],
    });
  });

  it('reuses the patient’s pending consultation with that expert instead of a second one', async () => {
    const { client, user } = await signedInPatient(testApp);
    const first = await client.post('/api/ai/consultation-handoff', { form: form(), transcript: [] });
    const second = await client.post('/api/ai/consultation-handoff', { form: form({ urgency: 'urgent' }), transcript });
    expect(second.body.consultationId).toBe(first.body.consultationId);
    const rows = await testApp.database.db
      .select()
      .from(consultations)
      .where(and(eq(consultations.userId, user.id), eq(consultations.expertId, ids['Dr. Arjun Mehta'] ?? '')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.problemDescription).toMatch(/urgency: urgent/);

    // Another patient gets their own.
    const other = await signedInPatient(testApp);
    const theirs = await other.client.post('/api/ai/consultation-handoff', { form: form(), transcript: [] });
    expect(theirs.body.consultationId).not.toBe(first.body.consultationId);
  });

  it('an expert account may hand off too, as a patient of another doctor', async () => {
    const { client } = await signedInWithRole(testApp, 'expert');
    expect((await client.post('/api/ai/consultation-handoff', { form: form(), transcript: [] })).status).toBe(201);
  });

  it('asks a visitor to log in', async () => {
    const response = await new HttpClient(testApp).post('/api/ai/consultation-handoff', { form: form(), transcript: [] });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('says so when no verified expert of the specialty exists', async () => {
    const { client } = await signedInPatient(testApp);
    const response = await client.post('/api/ai/consultation-handoff', { form: form({ specialty: 'urology' }), transcript: [] });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toMatch(/No expert of this specialty/);
  });

  it.each([
    [{ form: form({ name: '  ' }) }, 'form'],
    [{ form: form({ mobile: '12345' }) }, 'form'],
    [{ form: form({ specialty: 'astrology' }) }, 'form'],
    [{ form: form({ symptoms: '' }) }, 'form'],
  ])('refuses an incomplete form %#', async (body, field) => {
    const { client } = await signedInPatient(testApp);
    const response = await client.post('/api/ai/consultation-handoff', body);
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toHaveProperty(field);
  });
});

describe('POST /api/ai/medical-ai-chat', () => {
  it('answers with the specialty', async () => {
    const response = await new HttpClient(testApp).post('/api/ai/medical-ai-chat', {
      message: 'my chest feels tight when I climb stairs',
      specialty: 'cardiology',
      patientName: 'Ananya',
      symptoms: 'chest tightness',
    });
    expect(response.status).toBe(200);
    expect(response.body.specialty).toBe('cardiology');
    expect(response.body.response).toMatch(/112/);
  });
});

describe('the transcript', () => {
  it('pairs the assistant’s questions with the answers that follow', () => {
    expect(toTranscript([])).toEqual([]);
    expect(
      toTranscript([
        { role: 'assistant', content: 'Q1' },
        { role: 'assistant', content: 'Q2' },
        { role: 'user', content: 'A2' },
      ]),
    ).toEqual([
      { question: 'Q1', answer: '' },
      { question: 'Q2', answer: 'A2' },
    ]);
  });
});
