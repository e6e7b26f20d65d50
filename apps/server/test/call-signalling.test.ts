import { randomUUID } from 'node:crypto';
import { CALL_LIFE_MESSAGES, CALL_MESSAGES, CALL_SDP_MAX_CHARS, type ServerEvent } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { users } from '../src/db/schema/auth';
import { createLogger } from '../src/lib/logger';
import { loadEnv } from '../src/lib/env';
import { ACCESS_ENDED } from '../src/realtime/hub';
import { startServer, type RunningServer } from '../src/server';
import { LivePerson, liveConversation, opened, recordEvents, signUpLive, waitFor } from './support/realtime-helpers';
import { createServerTarget, freePort, type ServerTarget } from './support/server-target';
import { testDatabaseKind } from './support/test-database';

// Issue 15 part 1: call signalling over the one WebSocket, between the two members of a consultation only.
let target: ServerTarget;
let server: RunningServer;
let url: string;
const logLines: string[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  target = await createServerTarget();
  const env = await target.env();
  url = `http://127.0.0.1:${env.PORT}`;
  const logger = createLogger('warn', { write: (line: string) => void logLines.push(line) });
  server = await startServer(loadEnv({ ...env, SEED_DEMO_DATA: 'false', PUBLIC_URL: url }), logger);
}, 60_000);
afterAll(async () => {
  for (const ws of sockets.splice(0)) if (ws.readyState === ws.OPEN) ws.close();
  await server.close();
  await target.cleanup();
});

interface InCall {
  ws: WebSocket;
  events: ServerEvent[];
  closed: Promise<number>;
  sid: string;
  send(event: unknown): void;
  signals(kind: string): Array<Extract<ServerEvent, { type: 'call-signal' }>>;
}

/** A page of `who` with its socket open, joined to the consultation's call (on `baseUrl`'s instance). */
async function joined(who: LivePerson, consultationId: string, baseUrl = who.baseUrl): Promise<InCall> {
  const ws = who.socket(baseUrl);
  sockets.push(ws);
  const events = recordEvents(ws);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await opened(ws);
  await waitFor(() => events.some((e) => e.type === 'ready'), 'ready');
  const sid = randomUUID();
  const send = (event: unknown) => ws.send(JSON.stringify(event));
  send({ type: 'call-join', consultationId, sid });
  const signals = (kind: string) =>
    events.filter((e): e is Extract<ServerEvent, { type: 'call-signal' }> => e.type === 'call-signal' && e.signal.kind === kind);
  return { ws, events, closed, sid, send, signals };
}

/** A description the size of a real one with audio and video (several NOTIFY payloads long). */
const sdp = (chars: number) => `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.168.1.4 54321 typ host\r\n'.repeat(Math.ceil(chars / 50))}`.slice(0, chars);

async function pair(baseUrl = url, expertUrl = baseUrl) {
  const { expert, patient, conversationId } = await liveConversation(server, url);
  const patientPage = await joined(patient, conversationId, baseUrl);
  const expertPage = await joined(new LivePerson(expertUrl, expert.cookie, expert.id, url), conversationId);
  await waitFor(() => patientPage.signals('hello').length > 0, 'the patient hears the expert join');
  return { expert, patient, conversationId, patientPage, expertPage };
}

describe('call signalling', () => {
  it('relays hello, welcome, a long description, candidates and media state between the two members only', async () => {
    const { conversationId, patientPage, expertPage } = await pair();
    expect(patientPage.signals('hello')[0]).toMatchObject({ consultationId: conversationId, signal: { kind: 'hello', sid: expertPage.sid } });
    const outsider = await joined(await signUpLive(url), conversationId);
    const to = expertPage.sid;
    const description = { type: 'offer', sdp: sdp(12_000) };
    patientPage.send({ type: 'call-signal', consultationId: conversationId, signal: { kind: 'welcome', sid: patientPage.sid, to } });
    patientPage.send({ type: 'call-signal', consultationId: conversationId, signal: { kind: 'description', sid: patientPage.sid, to, description } });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.168.1.4 54321 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    patientPage.send({ type: 'call-signal', consultationId: conversationId, signal: { kind: 'candidate', sid: patientPage.sid, to, candidate } });
    patientPage.send({ type: 'call-signal', consultationId: conversationId, signal: { kind: 'media', sid: patientPage.sid, to, audio: false, video: true } });
    patientPage.send({ type: 'call-signal', consultationId: conversationId, signal: { kind: 'quality', sid: patientPage.sid, to, level: 'audio-only' } });
    await waitFor(() => expertPage.signals('quality').length > 0, 'the quality level');
    const kinds = expertPage.events.filter((e) => e.type === 'call-signal').map((e) => e.type === 'call-signal' && e.signal.kind);
    // In the order sent, the description whole although it travelled through the database in parts.
    expect(kinds).toEqual(['welcome', 'description', 'candidate', 'media', 'quality']);
    expect(expertPage.signals('quality')[0]?.signal).toEqual({ kind: 'quality', sid: patientPage.sid, to, level: 'audio-only' });
    expect(expertPage.signals('description')[0]?.signal).toEqual({ kind: 'description', sid: patientPage.sid, to, description });
    expect(expertPage.signals('candidate')[0]?.signal).toMatchObject({ candidate });
    expect(patientPage.signals('description')).toHaveLength(0);
    // The outsider was refused, and heard nothing of the call.
    await waitFor(() => outsider.events.some((e) => e.type === 'call-ended'), 'refused');
    expect(outsider.events.find((e) => e.type === 'call-ended')).toEqual({
      type: 'call-ended',
      consultationId: conversationId,
      message: CALL_MESSAGES.notMember,
    });
    expect(outsider.events.filter((e) => e.type === 'call-signal')).toEqual([]);
  });

  it('refuses and logs a non-member’s signals, and rejects descriptions and candidates over the limits', async () => {
    const { conversationId, patientPage, expertPage } = await pair();
    const outsider = await joined(await signUpLive(url), conversationId);
    await waitFor(() => outsider.events.some((e) => e.type === 'call-ended'), 'join refused');
    const signal = { kind: 'description', sid: outsider.sid, to: patientPage.sid, description: { type: 'offer', sdp: sdp(100) } };
    outsider.send({ type: 'call-signal', consultationId: conversationId, signal });
    await waitFor(() => outsider.events.filter((e) => e.type === 'call-ended').length === 2, 'signal refused');
    expect(logLines.filter((line) => line.includes('call signalling refused') && line.includes(conversationId))).toHaveLength(2);

    const sid = expertPage.sid;
    expertPage.send({
      type: 'call-signal',
      consultationId: conversationId,
      signal: { kind: 'description', sid, to: patientPage.sid, description: { type: 'offer', sdp: sdp(CALL_SDP_MAX_CHARS + 1) } },
    });
    expertPage.send({
      type: 'call-signal',
      consultationId: conversationId,
      signal: { kind: 'candidate', sid, to: patientPage.sid, candidate: { candidate: 'x'.repeat(1025) } },
    });
    // A page may only signal as the page it joined as.
    expertPage.send({ type: 'call-signal', consultationId: conversationId, signal: { kind: 'welcome', sid: randomUUID(), to: patientPage.sid } });
    await waitFor(() => expertPage.events.filter((e) => e.type === 'error').length === 3, 'three refusals');
    expect(expertPage.events.filter((e) => e.type === 'error').map((e) => e.type === 'error' && e.code)).toEqual(['BAD_REQUEST', 'BAD_REQUEST', 'BAD_REQUEST']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(patientPage.events.filter((e) => e.type === 'call-signal' && e.signal.kind !== 'hello')).toEqual([]);
  });

  it('tells the other member when a page leaves or its socket closes', async () => {
    const { conversationId, patientPage, expertPage } = await pair();
    expertPage.send({ type: 'call-leave', consultationId: conversationId });
    await waitFor(() => patientPage.signals('bye').length === 1, 'bye on leave');
    expect(patientPage.signals('bye')[0]?.signal).toEqual({ kind: 'bye', sid: expertPage.sid });
    patientPage.ws.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The expert's page had left: it hears nothing more.
    expect(expertPage.signals('bye')).toHaveLength(0);
  });

  it('ends both sides’ calls when the consultation is completed', async () => {
    const { expert, conversationId, patientPage, expertPage } = await pair();
    expect((await expert.call('POST', `/api/expert-desk/consultations/${conversationId}/accept`)).status).toBe(200);
    expect((await expert.call('POST', `/api/expert-desk/consultations/${conversationId}/complete`)).status).toBe(200);
    for (const page of [patientPage, expertPage]) {
      await waitFor(() => page.events.some((e) => e.type === 'call-ended'), 'call ended');
      expect(page.events.find((e) => e.type === 'call-ended')).toMatchObject({ message: CALL_MESSAGES.closed });
    }
    // And nobody can join it again.
    const again = await joined(expert, conversationId);
    await waitFor(() => again.events.some((e) => e.type === 'call-ended'), 'refused');
  });

  it('ends the call of a person who signs out: their socket closes, and the other side’s call ends too', async () => {
    const { patient, conversationId, patientPage, expertPage } = await pair();
    expect((await patient.call('POST', '/api/auth/sign-out')).status).toBe(200);
    expect(await patientPage.closed).toBe(ACCESS_ENDED);
    expect(patientPage.events.some((e) => e.type === 'call-ended')).toBe(true);
    await waitFor(() => expertPage.events.some((e) => e.type === 'call-ended'), 'the other side’s call ended');
    expect(expertPage.events.find((e) => e.type === 'call-ended')).toEqual({
      type: 'call-ended',
      consultationId: conversationId,
      message: CALL_LIFE_MESSAGES.peerLeft,
    });
  });

  it('refuses an admin, who is no member of the consultation', async () => {
    const { conversationId } = await pair();
    const admin = await signUpLive(url);
    await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const page = await joined(admin, conversationId);
    await waitFor(() => page.events.some((e) => e.type === 'call-ended'), 'refused');
  });

  // Two instances on one PostgreSQL: each member on their own, the signals cross through NOTIFY.
  it.runIf(testDatabaseKind() === 'postgres')('works with each member connected to a different server instance', async () => {
    const port = await freePort();
    const second = await startServer(
      loadEnv({ ...(await target.env()), PORT: String(port), SEED_DEMO_DATA: 'false', PUBLIC_URL: url }),
      createLogger('silent'),
    );
    try {
      const { conversationId, patientPage, expertPage } = await pair(url, `http://127.0.0.1:${port}`);
      const description = { type: 'answer', sdp: sdp(15_000) };
      const signal = { kind: 'description', sid: expertPage.sid, to: patientPage.sid, description };
      expertPage.send({ type: 'call-signal', consultationId: conversationId, signal });
      await waitFor(() => patientPage.signals('description').length === 1, 'the description across instances');
      expect(patientPage.signals('description')[0]?.signal).toEqual(signal);
    } finally {
      await second.close().catch(() => undefined);
    }
  });
});
