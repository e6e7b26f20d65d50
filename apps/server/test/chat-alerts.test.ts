import { EXPERT_ALERT_INTERVAL_MS, type Conversation, type ServerEvent } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { consultations } from '../src/db/schema/consultations';
import { experts } from '../src/db/schema/experts';
import { outbox } from '../src/db/schema/platform';
import { createLogger } from '../src/lib/logger';
import { loadEnv } from '../src/lib/env';
import { EXPERT_CHAT_TEMPLATE, EXPERT_REQUEST_TEMPLATE, renderMessage } from '../src/modules/notifications/message-templates';
import { startServer } from '../src/server';
import { signedInExpert, signedInPatient } from './support/factories';
import { opened, recordEvents, signUpLive, waitFor } from './support/realtime-helpers';
import { createServerTarget } from './support/server-target';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 16 part 3 (decision 063): a patient starting a chat tells the expert.
let now = new Date('2026-11-24T09:00:00.000Z');
const minutes = (n: number) => n * 60_000;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const textsTo = (phone: string) => db().select().from(outbox).where(eq(outbox.recipient, phone)).orderBy(outbox.id);

async function scene(phone: string) {
  const patient = await signedInPatient(testApp, { fullName: 'Kavita Joshi' });
  const doctor = await signedInExpert(testApp, { specialization: 'Dermatologist', phone, whatsappNumber: `${phone.slice(0, -1)}9` });
  const start = () => patient.client.post<Conversation>('/api/chat/conversations', { expertId: doctor.expert.id });
  return { patient, doctor, start };
}

describe('SMS and WhatsApp through the outbox', () => {
  it('texts the expert on both channels, at most once per conversation every 15 minutes (injected clock)', async () => {
    const phone = '+919700000101';
    const { start } = await scene(phone);
    const first = await start();
    expect(first.status).toBe(200);
    const sent = await textsTo(phone);
    expect(sent.map((row) => [row.channel, row.template])).toEqual([['sms', EXPERT_CHAT_TEMPLATE]]);
    const whatsapp = await textsTo('+919700000109');
    expect(whatsapp.map((row) => [row.channel, row.template])).toEqual([['whatsapp', EXPERT_CHAT_TEMPLATE]]);
    const text = renderMessage(EXPERT_CHAT_TEMPLATE, sent[0]!.payload, { base: 'http://localhost:3999' }).text;
    expect(text).toBe(
      `Sahay: ${sent[0]!.payload.expertName as string}, a patient started a chat with you (Medical). Open http://localhost:3999/expert-dashboard?consultation=${first.body.id} to see the request.`,
    );
    expect(text).not.toContain('Kavita');

    now = new Date(now.getTime() + EXPERT_ALERT_INTERVAL_MS - minutes(1));
    expect((await start()).body.id).toBe(first.body.id);
    expect(await textsTo(phone)).toHaveLength(1);

    now = new Date(now.getTime() + minutes(1));
    await start();
    expect((await textsTo(phone)).map((row) => row.channel)).toEqual(['sms', 'sms']);
    expect(await textsTo('+919700000109')).toHaveLength(2);
    const [row] = await db().select().from(consultations).where(eq(consultations.id, first.body.id));
    expect(row?.expertAlertedAt?.toISOString()).toBe(now.toISOString());
  });

  it('each conversation has its own allowance', async () => {
    const phone = '+919700000201';
    const { doctor } = await scene(phone);
    const other = await signedInPatient(testApp);
    await (await signedInPatient(testApp)).client.post('/api/chat/conversations', { expertId: doctor.expert.id });
    await other.client.post('/api/chat/conversations', { expertId: doctor.expert.id });
    expect(await textsTo(phone)).toHaveLength(2);
  });

  it('Consult Now has texted the expert already: the chat it opens does not text them again', async () => {
    const phone = '+919700000301';
    const { patient, doctor, start } = await scene(phone);
    const request = await patient.client.post<{ id: string }>('/api/consultations/medical', {
      name: 'Meera Krishnan',
      age: 41,
      gender: 'female',
      phone: '9845012399',
      department: 'Dermatology',
      symptoms: 'Itchy rash on both arms',
      additionalSymptoms: [],
    });
    const chosen = await patient.client.post(`/api/consultations/${request.body.id}/expert`, { expertId: doctor.expert.id, notify: true });
    expect(chosen.status).toBe(200);
    expect((await start()).body.id).toBe(request.body.id);
    expect((await textsTo(phone)).map((row) => row.template)).toEqual([EXPERT_REQUEST_TEMPLATE]);
  });

  it('a completed conversation the patient looks back at does not alert anyone', async () => {
    const phone = '+919700000401';
    const { doctor, start } = await scene(phone);
    const { id } = (await start()).body;
    await doctor.client.post(`/api/expert-desk/consultations/${id}/accept`);
    await doctor.client.post(`/api/expert-desk/consultations/${id}/complete`);
    now = new Date(now.getTime() + EXPERT_ALERT_INTERVAL_MS);
    expect((await start()).body.id).toBe(id);
    expect(await textsTo(phone)).toHaveLength(1);
  });
});

describe('the live desk alert', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('reaches the expert’s own sockets at once, with the offer’s facts and no name; nobody else’s', async () => {
    const target = await createServerTarget();
    cleanups.push(() => target.cleanup());
    const env = await target.env();
    const server = await startServer(loadEnv({ ...env, SEED_DEMO_DATA: 'false', PUBLIC_URL: `http://127.0.0.1:${env.PORT}` }), createLogger('silent'));
    cleanups.push(() => server.close());
    const url = `http://127.0.0.1:${env.PORT}`;
    const live = server.database.db;

    const expertPerson = await signUpLive(url);
    const otherExpert = await signUpLive(url);
    await live.update(users).set({ role: 'expert' }).where(eq(users.id, expertPerson.id));
    const [profile] = await live
      .insert(experts)
      .values({ userId: expertPerson.id, name: 'Dr. Arjun Mehta', phone: '+919800000019', category: 'medical', specialization: 'Cardiology', isVerified: true })
      .returning({ id: experts.id });
    const patient = await signUpLive(url);

    const mine = expertPerson.socket();
    const theirs = otherExpert.socket();
    cleanups.push(
      () => mine.close(),
      () => theirs.close(),
    );
    const mineEvents = recordEvents(mine);
    const theirEvents = recordEvents(theirs);
    await Promise.all([opened(mine), opened(theirs)]);
    await waitFor(() => mineEvents.some((e) => e.type === 'ready') && theirEvents.some((e) => e.type === 'ready'), 'sockets ready');

    const started = await patient.call<Conversation>('POST', '/api/chat/conversations', { expertId: profile?.id });
    await waitFor(() => mineEvents.some((e) => e.type === 'desk-alert'), 'desk alert');
    const alert = mineEvents.find((e): e is Extract<ServerEvent, { type: 'desk-alert' }> => e.type === 'desk-alert');
    expect(alert?.alert).toEqual({
      consultationId: started.body.id,
      category: 'medical',
      department: null,
      patientAge: null,
      patientGender: null,
      at: expect.any(String),
    });
    // The other expert's socket answers a later request in order: an alert sent to it would have come first.
    theirs.send(JSON.stringify({ type: 'subscribe', consultationId: started.body.id, afterId: 0 }));
    await waitFor(() => theirEvents.some((e) => e.type === 'error'), 'the other socket answered');
    expect(theirEvents.some((e) => e.type === 'desk-alert')).toBe(false);
    const queued = await live
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, '+919800000019'), eq(outbox.template, EXPERT_CHAT_TEMPLATE)));
    expect(queued).toHaveLength(2);
  });
});
