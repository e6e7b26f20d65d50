import type { ChatMessage, Conversation, ServerEvent } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { users } from '../src/db/schema/auth';
import { consultationStatusChanges } from '../src/db/schema/expert-work';
import { experts } from '../src/db/schema/experts';
import { createLogger } from '../src/lib/logger';
import { loadEnv } from '../src/lib/env';
import { ACCESS_ENDED } from '../src/realtime/hub';
import { startServer, type RunningServer } from '../src/server';
import { buildSignUp } from './support/factories';
import { PNG_1X1 } from './support/file-fixtures';
import { LivePerson, liveConversation, opened, recordEvents, waitFor } from './support/realtime-helpers';
import { createServerTarget, freePort, type ServerTarget } from './support/server-target';
import { testDatabaseKind } from './support/test-database';

// Issue 16 "Access ends at once": each case against a real server, its sockets and its HTTP API.
let target: ServerTarget;
let server: RunningServer;
let url: string;
const sockets: WebSocket[] = [];

/** A server per group of tests: sign-ups are limited per address and hour. */
function serverPerGroup() {
  beforeAll(async () => {
    target = await createServerTarget();
    const env = await target.env();
    server = await startServer(loadEnv({ ...env, SEED_DEMO_DATA: 'false', PUBLIC_URL: `http://127.0.0.1:${env.PORT}` }), createLogger('silent'));
    url = `http://127.0.0.1:${env.PORT}`;
  }, 60_000);
  afterAll(async () => {
    for (const ws of sockets.splice(0)) if (ws.readyState === ws.OPEN) ws.close();
    await server.close();
    await target.cleanup();
  });
}

/** Signs up over HTTP, keeping the password (account deletion asks for it). */
async function person(role: 'patient' | 'expert' | 'admin' = 'patient') {
  const signUp = buildSignUp();
  const response = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(signUp),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  if (role !== 'patient') await server.database.db.update(users).set({ role }).where(eq(users.id, user.id));
  return Object.assign(new LivePerson(url, cookie, user.id), { password: signUp.password });
}

async function expertProfile(status: 'approved' | 'pending' | 'suspended' = 'approved', signedIn = true) {
  const account = signedIn ? await person('expert') : null;
  const [profile] = await server.database.db
    .insert(experts)
    .values({
      userId: account?.id ?? null,
      name: 'Dr. Kavya Rao',
      phone: '+919800000019',
      category: 'medical',
      specialization: 'Cardiology',
      status,
      isVerified: status === 'approved',
    })
    .returning({ id: experts.id });
  if (!profile) throw new Error('no expert');
  return { account, expertId: profile.id };
}

async function expertIdOf(userId: string): Promise<string> {
  const [row] = await server.database.db.select({ id: experts.id }).from(experts).where(eq(experts.userId, userId));
  if (!row) throw new Error('no expert profile');
  return row.id;
}

/** A socket subscribed to the conversation and caught up, with everything it receives and how it closed. */
async function subscribed(who: LivePerson, conversationId: string) {
  const ws = who.socket();
  sockets.push(ws);
  const events = recordEvents(ws);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await opened(ws);
  ws.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 0 }));
  await waitFor(() => events.some((e) => e.type === 'caught-up'), 'caught up');
  return { ws, events, closed };
}

async function shareFile(who: LivePerson, conversationId: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(PNG_1X1)], 'scan.png', { type: 'image/png' }));
  const response = await fetch(`${url}/api/chat/conversations/${conversationId}/files`, {
    method: 'POST',
    headers: { cookie: who.cookie, origin: url },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ChatMessage & { error: { code: string; message: string } } };
}

const anonymousCall = (path: string) => fetch(`${url}${path}`).then((r) => r.status);
const about = (id: string) => (e: ServerEvent) => ('consultationId' in e ? e.consultationId === id : e.type === 'message' && e.message.consultationId === id);

describe('a referred-away expert', () => {
  serverPerGroup();

  it('receives no further events of the consultation and is refused its messages and files', async () => {
    const { expert, patient, conversationId } = await liveConversation(server, url);
    const colleague = await expertProfile();
    const admin = await person('admin');
    const otherPatient = await person();
    const file = await shareFile(patient, conversationId);
    expect(file.status).toBe(201);
    const fileId = file.body.file?.id ?? '';

    const old = await subscribed(expert, conversationId);
    expect((await expert.call('POST', `/api/expert-desk/consultations/${conversationId}/accept`)).status).toBe(200);
    const referred = await expert.call('POST', `/api/expert-desk/consultations/${conversationId}/refer`, {
      toExpertId: colleague.expertId,
      reason: 'Needs a second opinion',
    });
    expect(referred.status).toBe(200);
    await waitFor(() => old.events.some((e) => e.type === 'error' && e.consultationId === conversationId), 'the old expert told');
    const seenBefore = old.events.length;

    const now = await subscribed(colleague.account!, conversationId);
    await patient.call('POST', `/api/chat/conversations/${conversationId}/messages`, { text: 'After the referral' });
    await patient.call('POST', `/api/chat/conversations/${conversationId}/receipts`, { readUpTo: 1000 });
    old.ws.send(JSON.stringify({ type: 'typing', consultationId: conversationId }));
    await waitFor(() => now.events.some((e) => e.type === 'message' && e.message.text === 'After the referral'), 'the new expert gets it');
    await waitFor(() => now.events.some((e) => e.type === 'receipt'), 'the new expert gets the receipt');
    expect(old.events.slice(seenBefore).filter(about(conversationId))).toEqual([]);
    expect(now.events.some((e) => e.type === 'typing')).toBe(false);

    // HTTP: only the patient and the new expert read it now.
    const reads = [`/api/chat/conversations/${conversationId}`, `/api/chat/conversations/${conversationId}/messages`, `/api/chat/files/${fileId}`];
    for (const path of reads) {
      const refused = await expert.call('GET', path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
      expect((await otherPatient.call('GET', path)).status, path).toBe(403);
      expect((await admin.call('GET', path)).status, path).toBe(403);
      expect(await anonymousCall(path), path).toBe(401);
      const allowed = await fetch(`${url}${path}`, { headers: { cookie: colleague.account!.cookie } });
      expect(allowed.status, path).toBe(200);
    }
    expect((await patient.call('GET', `/api/chat/conversations/${conversationId}/messages`)).status).toBe(200);
    expect((await expert.call('POST', `/api/chat/conversations/${conversationId}/messages`, { text: 'Still here?' })).status).toBe(403);
    expect((await expert.call('GET', `/api/expert-desk/consultations/${conversationId}`)).status).toBe(403);
    // Subscribing again is refused too.
    old.ws.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 0 }));
    await waitFor(() => old.events.filter((e) => e.type === 'error').length === 2, 'refused again');
  });
});

describe('sockets close when access ends', () => {
  serverPerGroup();

  it('signing out closes the socket of that session, and it cannot open again', async () => {
    const { patient, conversationId } = await liveConversation(server, url);
    const live = await subscribed(patient, conversationId);
    expect((await patient.call('POST', '/api/auth/sign-out')).status).toBe(200);
    expect(await live.closed).toBe(ACCESS_ENDED);
    const again = patient.socket();
    sockets.push(again);
    const status = await new Promise<number>((resolve) => again.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(401);
  });

  it('deleting the account closes its sockets', async () => {
    const patient = await person();
    const expert = await expertProfile();
    const started = await patient.call<Conversation>('POST', '/api/chat/conversations', { expertId: expert.expertId });
    const live = await subscribed(patient, started.body.id);
    const deleted = await patient.call('POST', '/api/account/delete', { password: patient.password });
    expect(deleted.status).toBe(200);
    expect(await live.closed).toBe(ACCESS_ENDED);
  });

  it('suspending an expert closes their sockets; then messages, files and the intake answer 403', async () => {
    const { expert, patient, conversationId } = await liveConversation(server, url);
    const admin = await person('admin');
    const fileId = (await shareFile(patient, conversationId)).body.file?.id ?? '';
    const live = await subscribed(expert, conversationId);
    const patientLive = await subscribed(patient, conversationId);
    const expertId = await expertIdOf(expert.id);

    // Only an admin suspends.
    expect((await expert.call('POST', `/api/admin/experts/${expertId}/suspension`, { suspend: true, reason: 'Complaints under investigation' })).status).toBe(
      403,
    );
    expect((await patient.call('POST', `/api/admin/experts/${expertId}/suspension`, { suspend: true, reason: 'Complaints under investigation' })).status).toBe(
      403,
    );
    const suspended = await admin.call('POST', `/api/admin/experts/${expertId}/suspension`, { suspend: true, reason: 'Complaints under investigation' });
    expect(suspended.status).toBe(200);
    expect(await live.closed).toBe(ACCESS_ENDED);

    for (const path of [
      `/api/chat/conversations/${conversationId}/messages`,
      `/api/chat/files/${fileId}`,
      `/api/expert-desk/consultations/${conversationId}`,
    ]) {
      const refused = await expert.call('GET', path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: 'FORBIDDEN', message: expect.stringMatching(/suspended/) } });
    }
    expect((await expert.call('POST', `/api/chat/conversations/${conversationId}/messages`, { text: 'Hello?' })).status).toBe(403);
    const desk = await expert.call<{ incoming: unknown[]; active: unknown[]; recent: unknown[]; profile: { status: string } }>('GET', '/api/expert-desk');
    expect(desk.body).toMatchObject({ profile: { status: 'suspended' }, incoming: [], active: [], recent: [] });

    // A new socket is refused the conversation; the patient keeps theirs and their history.
    const reopened = expert.socket();
    sockets.push(reopened);
    const events = recordEvents(reopened);
    await opened(reopened);
    reopened.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 0 }));
    await waitFor(() => events.some((e) => e.type === 'error'), 'refused');
    expect(events.find((e) => e.type === 'error')).toMatchObject({ code: 'FORBIDDEN', consultationId: conversationId });
    expect(patientLive.ws.readyState).toBe(patientLive.ws.OPEN);
    expect((await patient.call('GET', `/api/chat/conversations/${conversationId}/messages`)).status).toBe(200);
  });
});

describe('across instances', () => {
  serverPerGroup();

  // Two instances on one PostgreSQL: access ends through NOTIFY, so a socket on the other instance closes too.
  it.runIf(testDatabaseKind() === 'postgres')('sign-out and suspension on one instance close sockets on the other', async () => {
    const port = await freePort();
    const second = await startServer(
      loadEnv({ ...(await target.env()), PORT: String(port), SEED_DEMO_DATA: 'false', PUBLIC_URL: url }),
      createLogger('silent'),
    );
    try {
      const secondUrl = `http://127.0.0.1:${port}`;
      const { expert, patient, conversationId } = await liveConversation(server, url);
      const admin = await person('admin');
      const onSecond = (who: LivePerson) => subscribed(new LivePerson(secondUrl, who.cookie, who.id, url), conversationId);
      const patientThere = await onSecond(patient);
      const expertThere = await onSecond(expert);
      expect((await patient.call('POST', '/api/auth/sign-out')).status).toBe(200);
      expect(await patientThere.closed).toBe(ACCESS_ENDED);
      const suspended = await admin.call('POST', `/api/admin/experts/${await expertIdOf(expert.id)}/suspension`, {
        suspend: true,
        reason: 'Complaints under investigation',
      });
      expect(suspended.status).toBe(200);
      expect(await expertThere.closed).toBe(ACCESS_ENDED);
    } finally {
      await second.close();
    }
  });
});

describe('GET /api/chat/experts/{id}', () => {
  serverPerGroup();

  it('answers 404 for a pending or suspended expert, as /api/experts/{id} does, and no chat starts with them', async () => {
    const patient = await person();
    const approved = await expertProfile('approved');
    expect((await patient.call('GET', `/api/chat/experts/${approved.expertId}`)).status).toBe(200);
    for (const status of ['pending', 'suspended'] as const) {
      const { expertId } = await expertProfile(status);
      const chat = await patient.call('GET', `/api/chat/experts/${expertId}`);
      expect(chat.status, status).toBe(404);
      expect(chat.body).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
      expect((await patient.call('GET', `/api/experts/${expertId}`)).status, status).toBe(404);
      expect((await patient.call('POST', '/api/chat/conversations', { expertId })).status, status).toBe(404);
    }
  });
});

describe('a completed consultation', () => {
  serverPerGroup();

  async function completed() {
    const { expert, patient, conversationId } = await liveConversation(server, url);
    expect((await expert.call('POST', `/api/expert-desk/consultations/${conversationId}/accept`)).status).toBe(200);
    expect((await expert.call('POST', `/api/expert-desk/consultations/${conversationId}/complete`)).status).toBe(200);
    return { expert, patient, conversationId };
  }

  it('is read-only: sending a message or a file answers 409 with a clear message', async () => {
    const { expert, patient, conversationId } = await completed();
    for (const who of [patient, expert]) {
      const sent = await who.call('POST', `/api/chat/conversations/${conversationId}/messages`, { text: 'One more thing' });
      expect(sent.status).toBe(409);
      expect(sent.body).toMatchObject({ error: { code: 'CONFLICT', message: expect.stringMatching(/completed.*read-only/) } });
    }
    expect((await shareFile(patient, conversationId)).status).toBe(409);
    const conversation = await patient.call<Conversation>('GET', `/api/chat/conversations/${conversationId}`);
    expect(conversation.body.readOnlyReason).toMatch(/read-only/);
    expect(new Date(conversation.body.followUpUntil ?? 0).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    // Within the window, the patient's chat with this expert is this conversation, with its follow-up.
    const again = await patient.call<Conversation>('POST', '/api/chat/conversations', { expertId: conversation.body.expert.id });
    expect(again.body).toMatchObject({ id: conversationId, status: 'completed' });
  });

  it('reopens with the same expert by a follow-up of its patient within 7 days, once', async () => {
    const { expert, patient, conversationId } = await completed();
    const live = await subscribed(expert, conversationId);
    const admin = await person('admin');
    const otherPatient = await person();
    const path = `/api/consultations/${conversationId}/follow-up`;
    for (const who of [expert, otherPatient, admin]) expect((await who.call('POST', path)).status).toBe(403);
    expect((await fetch(`${url}${path}`, { method: 'POST', headers: { origin: url } })).status).toBe(401);

    const reopened = await patient.call('POST', path);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ id: conversationId, status: 'active' });
    await waitFor(() => live.events.some((e) => e.type === 'status' && e.status === 'active'), 'the expert hears of it');
    const history = await patient.call<{ changes: Array<{ action: string; fromStatus: string; toStatus: string }> }>(
      'GET',
      `/api/consultations/${conversationId}/status-history`,
    );
    expect(history.body.changes.at(-1)).toMatchObject({ action: 'follow_up', fromStatus: 'completed', toStatus: 'active' });
    const [change] = await server.database.db
      .select({ expertId: consultationStatusChanges.expertId })
      .from(consultationStatusChanges)
      .where(and(eq(consultationStatusChanges.consultationId, conversationId), eq(consultationStatusChanges.action, 'follow_up')));
    expect(change?.expertId).toBe(await expertIdOf(expert.id));
    expect((await patient.call('POST', `/api/chat/conversations/${conversationId}/messages`, { text: 'The rash is back' })).status).toBe(201);
    await waitFor(() => live.events.some((e) => e.type === 'message' && e.message.text === 'The rash is back'), 'the same expert gets it');

    // The follow-up is free once: completed again, a second one is refused.
    expect((await expert.call('POST', `/api/expert-desk/consultations/${conversationId}/complete`)).status).toBe(200);
    const second = await patient.call('POST', path);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: { code: 'CONFLICT', message: expect.stringMatching(/used/) } });
  });

  it('answers 409 after 7 days', async () => {
    const { patient, conversationId } = await completed();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await server.database.db
      .update(consultationStatusChanges)
      .set({ createdAt: eightDaysAgo })
      .where(and(eq(consultationStatusChanges.consultationId, conversationId), eq(consultationStatusChanges.action, 'complete')));
    const late = await patient.call('POST', `/api/consultations/${conversationId}/follow-up`);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { code: 'CONFLICT', message: expect.stringMatching(/within 7 days/) } });
    expect((await patient.call<Conversation>('GET', `/api/chat/conversations/${conversationId}`)).body.followUpUntil).toBeNull();
    const expertId = (await patient.call<Conversation>('GET', `/api/chat/conversations/${conversationId}`)).body.expert.id;
    const fresh = await patient.call<Conversation>('POST', '/api/chat/conversations', { expertId });
    expect(fresh.body.id).not.toBe(conversationId);
    expect(fresh.body.status).toBe('pending');
  });

  it('cannot be followed up while still active', async () => {
    const { patient, conversationId } = await liveConversation(server, url);
    expect((await patient.call('POST', `/api/consultations/${conversationId}/follow-up`)).status).toBe(409);
  });
});
