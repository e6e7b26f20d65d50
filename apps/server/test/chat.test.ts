import { randomUUID } from 'node:crypto';
import type { Conversation, MessagePage } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationMessages, consultations } from '../src/db/schema/consultations';
import { createChatExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function conversationWithExpert() {
  const expert = await createChatExpert(testApp);
  const patient = await signedInPatient(testApp);
  const started = await patient.client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId });
  expect(started.status).toBe(200);
  return { expert, patient, conversation: started.body };
}

describe('POST /api/chat/conversations (spec 001 §4.6)', () => {
  it('creates a pending chat consultation with the expert category, then reuses it', async () => {
    const expert = await createChatExpert(testApp, { category: 'legal' });
    const { client, user } = await signedInPatient(testApp);
    const first = await client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'pending',
      myRole: 'patient',
      patient: { id: user.id },
      expert: { id: expert.expertId, name: 'Dr. Arjun Mehta', isVerified: true },
    });
    const [row] = await testApp.database.db.select().from(consultations).where(eq(consultations.id, first.body.id));
    expect(row).toMatchObject({ userId: user.id, expertId: expert.expertId, category: 'legal', consultationType: 'chat', status: 'pending', flowStep: 'chat' });
    const again = await client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId });
    expect(again.body.id).toBe(first.body.id);
  });

  it('picks up a pending consultation another flow created, and not a completed one', async () => {
    const expert = await createChatExpert(testApp);
    const { client, user } = await signedInPatient(testApp);
    const db = testApp.database.db;
    await db
      .insert(consultations)
      .values({ userId: user.id, patientName: user.name, expertId: expert.expertId, category: 'medical', consultationType: 'video', status: 'completed' });
    const [fromModal] = await db
      .insert(consultations)
      .values({
        userId: user.id,
        patientName: user.name,
        expertId: expert.expertId,
        category: 'medical',
        consultationType: 'video',
        status: 'pending',
        flowStep: 'ai_assessment',
        consultationFee: 299,
      })
      .returning();
    const started = await client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId });
    expect(started.body.id).toBe(fromModal?.id);
  });

  it('after the expert accepts, the patient chat is still that consultation (issue 7)', async () => {
    const expert = await createChatExpert(testApp);
    const { client, user } = await signedInPatient(testApp);
    const [accepted] = await testApp.database.db
      .insert(consultations)
      .values({ userId: user.id, patientName: user.name, expertId: expert.expertId, category: 'medical', consultationType: 'chat', status: 'active' })
      .returning();
    const started = await client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId });
    expect(started.body.id).toBe(accepted?.id);
  });

  it('creates one consultation when two tabs open the chat at once', async () => {
    const expert = await createChatExpert(testApp);
    const { client, user } = await signedInPatient(testApp);
    const [a, b] = await Promise.all([
      client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId }),
      client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId }),
    ]);
    expect(a.body.id).toBe(b.body.id);
    const rows = await testApp.database.db
      .select()
      .from(consultations)
      .where(and(eq(consultations.userId, user.id), eq(consultations.expertId, expert.expertId)));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown expert, 401 when signed out, 403 for an admin', async () => {
    const { client } = await signedInPatient(testApp);
    expect((await client.post('/api/chat/conversations', { expertId: randomUUID() })).status).toBe(404);
    const expert = await createChatExpert(testApp);
    expect((await new HttpClient(testApp).post('/api/chat/conversations', { expertId: expert.expertId })).status).toBe(401);
    const admin = await signedInWithRole(testApp, 'admin');
    expect((await admin.client.post('/api/chat/conversations', { expertId: expert.expertId })).status).toBe(403);
    expect((await client.post('/api/chat/conversations', { expertId: 'nope' })).status).toBe(400);
  });
});

describe('messages', () => {
  it('stores trimmed text from both sides and lists it in order, marking who sent it', async () => {
    const { expert, patient, conversation } = await conversationWithExpert();
    const path = `/api/chat/conversations/${conversation.id}/messages`;
    const sent = await patient.client.post(path, { text: '  I have chest pain since morning  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ text: 'I have chest pain since morning', senderType: 'patient', senderId: patient.user.id, kind: 'text' });
    const reply = await expert.client!.post(path, { text: 'Please describe the pain' });
    expect(reply.body).toMatchObject({ senderType: 'expert', senderId: expert.user!.id });
    const page = await expert.client!.get<MessagePage>(path);
    expect(page.body.messages.map((m) => m.text)).toEqual(['I have chest pain since morning', 'Please describe the pain']);
    expect(page.body.hasMore).toBe(false);
    const expertView = await expert.client!.get<Conversation>(`/api/chat/conversations/${conversation.id}`);
    expect(expertView.body).toMatchObject({ myRole: 'expert', counts: { messages: 2, files: 0 } });
  });

  it('refuses blank and over-long messages with a clear message', async () => {
    const { patient, conversation } = await conversationWithExpert();
    const path = `/api/chat/conversations/${conversation.id}/messages`;
    const blank = await patient.client.post(path, { text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fieldErrors.text).toEqual(['Type a message to send']);
    const long = await patient.client.post(path, { text: 'a'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('A message can be at most 4,000 characters');
    expect((await patient.client.post(path, { text: 'a'.repeat(4000) })).status).toBe(201);
  });

  it('keeps markup as text: a script tag comes back exactly as typed', async () => {
    const { patient, conversation } = await conversationWithExpert();
    const path = `/api/chat/conversations/${conversation.id}/messages`;
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await patient.client.post(path, { text });
    const page = await patient.client.get<MessagePage>(path);
    expect(page.body.messages[0]?.text).toBe(text);
    expect(page.headers.get('content-type')).toContain('application/json');
  });

  it('stores a retried send (same clientId) once', async () => {
    const { patient, conversation } = await conversationWithExpert();
    const path = `/api/chat/conversations/${conversation.id}/messages`;
    const clientId = randomUUID();
    const first = await patient.client.post(path, { text: 'Hello doctor', clientId });
    const retry = await patient.client.post(path, { text: 'Hello doctor', clientId });
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body.id).toBe(first.body.id);
    const rows = await testApp.database.db.select().from(consultationMessages).where(eq(consultationMessages.consultationId, conversation.id));
    expect(rows).toHaveLength(1);
  });

  it('stores a send retried while the first is in flight once, and answers both (issue 16: was a 500)', async () => {
    const { patient, conversation } = await conversationWithExpert();
    const path = `/api/chat/conversations/${conversation.id}/messages`;
    // Several rounds: the race (both find no message, both insert) needs the sends to interleave.
    for (let round = 0; round < 5; round += 1) {
      const clientId = randomUUID();
      const sends = await Promise.all(Array.from({ length: 8 }, () => patient.client.post(path, { text: 'Hello doctor', clientId })));
      expect(sends.map((send) => send.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(sends.map((send) => (send.body as { id: number }).id)).size).toBe(1);
    }
    const rows = await testApp.database.db.select().from(consultationMessages).where(eq(consultationMessages.consultationId, conversation.id));
    expect(rows).toHaveLength(5);
  });

  it('pages back by id and catches up after an id', async () => {
    const { patient, conversation } = await conversationWithExpert();
    const db = testApp.database.db;
    await db.insert(consultationMessages).values(
      Array.from({ length: 120 }, (_, i) => ({
        consultationId: conversation.id,
        messageText: `m${i}`,
        senderType: 'patient' as const,
        senderId: patient.user.id,
      })),
    );
    const path = `/api/chat/conversations/${conversation.id}/messages`;
    const latest = await patient.client.get<MessagePage>(path);
    expect(latest.body.messages).toHaveLength(50);
    expect(latest.body.messages[0]?.text).toBe('m70');
    expect(latest.body.messages.at(-1)?.text).toBe('m119');
    expect(latest.body.hasMore).toBe(true);
    const older = await patient.client.get<MessagePage>(`${path}?before=${latest.body.messages[0]?.id}`);
    expect(older.body.messages.map((m) => m.text).slice(0, 2)).toEqual(['m20', 'm21']);
    const oldest = await patient.client.get<MessagePage>(`${path}?before=${older.body.messages[0]?.id}`);
    expect(oldest.body.messages).toHaveLength(20);
    expect(oldest.body.hasMore).toBe(false);
    const after = await patient.client.get<MessagePage>(`${path}?after=${latest.body.messages[47]?.id}`);
    expect(after.body.messages.map((m) => m.text)).toEqual(['m118', 'm119']);
  });

  it('answers 429 after 30 messages a minute from one person', async () => {
    const limited = await createTestApp({ rateLimits: { chatMessages: { windowMs: 60_000, limit: 30 } } });
    try {
      const expert = await createChatExpert(limited);
      const patient = await signedInPatient(limited);
      const conversation = (await patient.client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId })).body;
      const path = `/api/chat/conversations/${conversation.id}/messages`;
      for (let i = 0; i < 30; i++) expect((await patient.client.post(path, { text: `message ${i}` })).status).toBe(201);
      const over = await patient.client.post(path, { text: 'one more' });
      expect(over.status).toBe(429);
      expect(over.body.error.message).toBe('You are sending messages too quickly. Please wait a moment.');
      // Reading is not limited.
      expect((await patient.client.get(path)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('receipts', () => {
  it('moves delivered and read forwards only and shows them to the sender', async () => {
    const { expert, patient, conversation } = await conversationWithExpert();
    const path = `/api/chat/conversations/${conversation.id}`;
    const a = await patient.client.post(`${path}/messages`, { text: 'one' });
    const b = await patient.client.post(`${path}/messages`, { text: 'two' });
    expect((await expert.client!.post(`${path}/receipts`, { deliveredUpTo: b.body.id, readUpTo: a.body.id })).body).toEqual({
      deliveredUpTo: b.body.id,
      readUpTo: a.body.id,
    });
    expect((await expert.client!.post(`${path}/receipts`, { readUpTo: 1 })).body).toEqual({ deliveredUpTo: b.body.id, readUpTo: a.body.id });
    const view = await patient.client.get<Conversation>(path);
    expect(view.body.peerReceipts).toEqual({ deliveredUpTo: b.body.id, readUpTo: a.body.id });
  });
});

describe('authorisation matrix: every chat endpoint', () => {
  it('lets the patient and the expert in; other patients, other experts and admins get 403; anonymous 401', async () => {
    const { expert, patient, conversation } = await conversationWithExpert();
    const otherPatient = await signedInPatient(testApp);
    const otherExpert = await createChatExpert(testApp);
    const admin = await signedInWithRole(testApp, 'admin');
    const anonymous = new HttpClient(testApp);
    const base = `/api/chat/conversations/${conversation.id}`;
    const seed = await patient.client.post(`${base}/messages`, { text: 'private symptoms' });
    const calls: Array<[string, (c: HttpClient) => Promise<{ status: number }>]> = [
      ['get conversation', (c) => c.get(base)],
      ['list messages', (c) => c.get(`${base}/messages`)],
      ['send', (c) => c.post(`${base}/messages`, { text: 'hello' })],
      ['receipts', (c) => c.post(`${base}/receipts`, { readUpTo: seed.body.id })],
    ];
    for (const [name, call] of calls) {
      expect([name, (await call(patient.client)).status < 300]).toEqual([name, true]);
      expect([name, (await call(expert.client!)).status < 300]).toEqual([name, true]);
      expect([name, (await call(otherPatient.client)).status]).toEqual([name, 403]);
      expect([name, (await call(otherExpert.client!)).status]).toEqual([name, 403]);
      expect([name, (await call(admin.client)).status]).toEqual([name, 403]);
      expect([name, (await call(anonymous)).status]).toEqual([name, 401]);
    }
    const missing = await patient.client.get(`/api/chat/conversations/${randomUUID()}`);
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/chat/experts', () => {
  it('shows an expert with presence to anyone signed in, and an expert their own profile', async () => {
    const expert = await createChatExpert(testApp);
    const { client } = await signedInPatient(testApp);
    const shown = await client.get(`/api/chat/experts/${expert.expertId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: expert.expertId, name: 'Dr. Arjun Mehta', presence: { online: false } });
    expect((await expert.client!.get('/api/chat/experts/me')).body.id).toBe(expert.expertId);
    expect((await client.get('/api/chat/experts/me')).status).toBe(404);
    expect((await new HttpClient(testApp).get(`/api/chat/experts/${expert.expertId}`)).status).toBe(401);
  });
});
