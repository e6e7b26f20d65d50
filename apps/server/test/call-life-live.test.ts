import { randomUUID } from 'node:crypto';
import type { Call, ServerEvent } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { callRecords } from '../src/db/schema/calls';
import { createLogger } from '../src/lib/logger';
import { loadEnv } from '../src/lib/env';
import { startServer, type RunningServer } from '../src/server';
import { liveConversation, opened, recordEvents, waitFor, type LivePerson } from './support/realtime-helpers';
import { createServerTarget, type ServerTarget } from './support/server-target';

// Issue 15 part 4 over real sockets: the other member is rung, both hear the answer, and the call's record follows
// the signalling the server relays.
let target: ServerTarget;
let server: RunningServer;
let url: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  target = await createServerTarget();
  const env = await target.env();
  url = `http://127.0.0.1:${env.PORT}`;
  server = await startServer(loadEnv({ ...env, SEED_DEMO_DATA: 'false', PUBLIC_URL: url }), createLogger('silent'));
}, 60_000);
afterAll(async () => {
  for (const ws of sockets.splice(0)) if (ws.readyState === ws.OPEN) ws.close();
  await server.close();
  await target.cleanup();
});

async function page(who: LivePerson) {
  const ws = who.socket();
  sockets.push(ws);
  const events = recordEvents(ws);
  await opened(ws);
  await waitFor(() => events.some((e) => e.type === 'ready'), 'ready');
  return { ws, events, send: (event: unknown) => ws.send(JSON.stringify(event)) };
}

const ofType = <T extends ServerEvent['type']>(events: ServerEvent[], type: T) => events.filter((e): e is Extract<ServerEvent, { type: T }> => e.type === type);

async function activeConversation() {
  const live = await liveConversation(server, url);
  expect((await live.expert.call('POST', `/api/expert-desk/consultations/${live.conversationId}/accept`)).status).toBe(200);
  return live;
}

describe('the call’s life over the socket', () => {
  it('rings the expert’s pages, tells both the answer, and records the call from its signalling', async () => {
    const { expert, patient, conversationId } = await activeConversation();
    const desk = await page(expert);
    const chat = await page(patient);
    const rung = await patient.call<Call>('POST', `/api/consultations/${conversationId}/calls`, { mode: 'video' });
    expect(rung.status).toBe(201);
    await waitFor(() => ofType(desk.events, 'call-ring').length === 1, 'the desk rings');
    expect(ofType(desk.events, 'call-ring')[0]?.call).toMatchObject({ id: rung.body.id, mode: 'video', status: 'ringing' });
    // The caller's own pages are not rung.
    expect(ofType(chat.events, 'call-ring')).toEqual([]);
    expect((await expert.call('POST', `/api/calls/${rung.body.id}/accept`)).status).toBe(200);
    for (const side of [desk, chat]) await waitFor(() => ofType(side.events, 'call-update').some((e) => e.call.status === 'accepted'), 'accepted');

    // Both open the meeting: when the second page joins, the call starts; End call ends it.
    const sids = { patient: randomUUID(), expert: randomUUID() };
    chat.send({ type: 'call-join', consultationId: conversationId, sid: sids.patient });
    desk.send({ type: 'call-join', consultationId: conversationId, sid: sids.expert });
    const record = async () => (await server.database.db.select().from(callRecords).where(eq(callRecords.id, rung.body.id)))[0];
    await waitFor(() => ofType(chat.events, 'call-signal').length > 0, 'hello');
    await expect.poll(async () => (await record())?.status).toBe('connected');
    expect((await record())?.startedAt).not.toBeNull();
    chat.send({ type: 'call-signal', consultationId: conversationId, signal: { kind: 'hangup', sid: sids.patient, to: sids.expert } });
    await expect.poll(async () => (await record())?.status).toBe('ended');
    const ended = await record();
    expect(ended?.endedAt?.getTime()).toBeGreaterThanOrEqual(ended?.startedAt?.getTime() ?? Infinity);
  });

  it('a declined call reaches the caller’s page, and the line reaches both conversations', async () => {
    const { expert, patient, conversationId } = await activeConversation();
    const desk = await page(expert);
    const chat = await page(patient);
    chat.send({ type: 'subscribe', consultationId: conversationId, afterId: 0 });
    const rung = await expert.call<Call>('POST', `/api/consultations/${conversationId}/calls`, { mode: 'audio' });
    await waitFor(() => ofType(chat.events, 'call-ring').length === 1, 'the patient’s chat rings');
    expect((await patient.call('POST', `/api/calls/${rung.body.id}/decline`)).status).toBe(200);
    await waitFor(() => ofType(desk.events, 'call-update').some((e) => e.call.status === 'declined'), 'declined reaches the caller');
    await waitFor(() => ofType(chat.events, 'message').some((e) => e.message.senderType === 'system'), 'the line in the chat');
    expect(ofType(chat.events, 'message').find((e) => e.message.senderType === 'system')?.message.text).toMatch(
      /^Audio call from Dr\. Arjun Mehta declined by /,
    );
  });
});
