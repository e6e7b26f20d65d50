import type { ChatMessage, ServerEvent } from '@sahay/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from '../src/lib/logger';
import { loadEnv } from '../src/lib/env';
import { sendMessage } from '../src/modules/chat/messages.service';
import { startServer, type RunningServer } from '../src/server';
import { LivePerson, liveConversation, opened, recordEvents, signUpLive, texts, waitFor } from './support/realtime-helpers';
import { createServerTarget, freePort, spawnServerProcess, type ServerTarget } from './support/server-target';
import { testDatabaseKind } from './support/test-database';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

async function boot(target: ServerTarget, env: Record<string, string>): Promise<{ server: RunningServer; url: string }> {
  const loaded = loadEnv({ ...env, SEED_DEMO_DATA: 'false' });
  const server = await startServer(loaded, createLogger('silent'));
  return { server, url: `http://127.0.0.1:${loaded.PORT}` };
}

async function running() {
  const target = await createServerTarget();
  cleanups.push(() => target.cleanup());
  const env = await target.env();
  const started = await boot(target, { ...env, PUBLIC_URL: `http://127.0.0.1:${env.PORT}` });
  let current = started.server;
  cleanups.push(() => current.close().catch(() => undefined));
  return {
    target,
    env,
    ...started,
    restart: async (between?: () => Promise<void>) => {
      await current.close();
      await between?.();
      current = (await boot(target, { ...env, PUBLIC_URL: started.url })).server;
      return current;
    },
  };
}

describe('WebSocket /api/realtime', () => {
  it('refuses anonymous and cross-origin sockets', async () => {
    const { url } = await running();
    const status = (ws: WebSocket) => new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(await status(new WebSocket(`${url.replace('http', 'ws')}/api/realtime`))).toBe(401);
    const person = await signUpLive(url);
    const evil = new WebSocket(`${url.replace('http', 'ws')}/api/realtime`, { headers: { cookie: person.cookie, origin: 'https://evil.example' } });
    expect(await status(evil)).toBe(403);
  });

  it('delivers a message live to the other member, and nothing to a non-member', async () => {
    const { server, url } = await running();
    const { expert, patient, conversationId } = await liveConversation(server, url);
    const outsider = await signUpLive(url);
    const expertWs = expert.socket();
    const outsiderWs = outsider.socket();
    cleanups.push(
      () => expertWs.close(),
      () => outsiderWs.close(),
    );
    const expertEvents = recordEvents(expertWs);
    const outsiderEvents = recordEvents(outsiderWs);
    await Promise.all([opened(expertWs), opened(outsiderWs)]);
    expertWs.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 0 }));
    outsiderWs.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 0 }));
    await waitFor(() => expertEvents.some((e) => e.type === 'caught-up'), 'expert caught up');
    await waitFor(() => outsiderEvents.some((e) => e.type === 'error'), 'outsider refused');
    expect(outsiderEvents.find((e) => e.type === 'error')).toMatchObject({ code: 'FORBIDDEN', consultationId: conversationId });

    await patient.call('POST', `/api/chat/conversations/${conversationId}/messages`, { text: 'Is this urgent?' });
    await waitFor(() => expertEvents.some((e) => e.type === 'message'), 'live message');
    expect(expertEvents.find((e) => e.type === 'message')).toMatchObject({ message: { text: 'Is this urgent?', senderType: 'patient' } });
    // The typing notice reaches the other member only.
    const patientWs = patient.socket();
    cleanups.push(() => patientWs.close());
    await opened(patientWs);
    patientWs.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 1e12 }));
    await waitFor(() => expertEvents.some((e) => e.type === 'presence' && e.online), 'expert sees the patient online');
    patientWs.send(JSON.stringify({ type: 'typing', consultationId: conversationId }));
    await waitFor(() => expertEvents.some((e) => e.type === 'typing'), 'typing notice');
    // A barrier instead of a pause: the outsider's socket answers a second refusal only after anything the hub
    // sent it while fanning out the message and the typing notice.
    outsiderWs.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 0 }));
    await waitFor(() => outsiderEvents.filter((e) => e.type === 'error').length === 2, 'outsider refused again');
    expect(outsiderEvents.filter((e) => e.type !== 'ready' && e.type !== 'error')).toEqual([]);
  });

  it('catches up after a server restart: nothing lost, nothing twice', async () => {
    const { server, url, restart, target } = await running();
    const { expert, patient, conversationId } = await liveConversation(server, url);
    const received: ChatMessage[] = [];
    const statuses: string[] = [];
    const client = patient.client((s) => statuses.push(s));
    cleanups.push(() => client.close());
    const caughtUp: ServerEvent[] = [];
    client.subscribe(conversationId, 0, { onMessage: (m) => received.push(m), onEvent: (e) => e.type === 'caught-up' && caughtUp.push(e) });
    await waitFor(() => caughtUp.length === 1, 'first catch-up');
    const path = `/api/chat/conversations/${conversationId}/messages`;
    await expert.call('POST', path, { text: 'before restart' });
    await waitFor(() => received.length === 1, 'live message before restart');

    await restart(async () => {
      // Written while no server runs: nobody hears a notification, so only catch-up can deliver it.
      const database = await target.open();
      await sendMessage(database.db, { id: expert.id }, conversationId, { text: 'while down' });
      await database.close();
    });
    await expert.call('POST', path, { text: 'after restart' });
    await waitFor(() => received.length >= 3, 'catch-up after restart');
    // A last message as a barrier: a copy of an earlier one would have come before it.
    await expert.call('POST', path, { text: 'barrier' });
    await waitFor(() => received.some((m) => m.text === 'barrier'), 'the barrier message');
    expect(texts(received)).toEqual(['before restart', 'while down', 'after restart', 'barrier']);
    expect(new Set(received.map((m) => m.id)).size).toBe(4);
    expect(statuses).toContain('offline');
    expect(client.status).toBe('open');
    // Two server starts on PGlite: about 16 s on a loaded 2-core machine, so more than the default 20 s of room.
  }, 60_000);

  it.runIf(testDatabaseKind() === 'postgres')('fans out across two server processes on one PostgreSQL', async () => {
    const first = await running();
    const port = await freePort();
    // A second operating-system process of the same server (npm run dev's entry), sharing the database and DATA_DIR.
    const child = spawnServerProcess({ ...first.env, PORT: String(port), PUBLIC_URL: first.url, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
    cleanups.push(() => new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : (child.once('exit', resolve), child.kill('SIGTERM')))));
    const secondUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(secondUrl);
    const { expert, patient, conversationId } = await liveConversation(first.server, first.url);
    const onSecond = expert.socket(secondUrl);
    const onFirst = patient.socket(first.url);
    cleanups.push(
      () => onSecond.close(),
      () => onFirst.close(),
    );
    const secondEvents = recordEvents(onSecond);
    const firstEvents = recordEvents(onFirst);
    await Promise.all([opened(onSecond), opened(onFirst)]);
    for (const ws of [onSecond, onFirst]) ws.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 0 }));
    await waitFor(() => secondEvents.some((e) => e.type === 'caught-up') && firstEvents.some((e) => e.type === 'caught-up'), 'both caught up');
    await patient.call('POST', `/api/chat/conversations/${conversationId}/messages`, { text: 'sent through the first process' });
    await waitFor(() => secondEvents.some((e) => e.type === 'message'), 'message on the second process');
    expect(secondEvents.find((e) => e.type === 'message')).toMatchObject({ message: { text: 'sent through the first process' } });
    const viaSecond = new LivePerson(secondUrl, expert.cookie, expert.id, first.url);
    expect((await viaSecond.call('POST', `/api/chat/conversations/${conversationId}/messages`, { text: 'answered through the second process' })).status).toBe(
      201,
    );
    await waitFor(
      () => firstEvents.some((e) => e.type === 'message' && e.message.text === 'answered through the second process'),
      'reply on the first process',
    );
  });
});

async function waitForHealthy(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the second process did not start');
}

describe('opening a socket (issue 17 part 6)', () => {
  it('costs a small, fixed number of queries: conversations are read only when the page subscribes to one', async () => {
    const { server, url } = await running();
    const { patient } = await liveConversation(server, url);
    const driver = (server.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(driver, 'query');
    try {
      const ws = patient.socket();
      cleanups.push(() => ws.close());
      const ready = new Promise<void>((resolve) =>
        ws.on('message', (data: Buffer) => (JSON.parse(data.toString()) as ServerEvent).type === 'ready' && resolve()),
      );
      await ready;
      // The session and its account in one query (the session's last-seen time was written by the page's requests
      // just before, else one more); this instance's connection count, "last seen", the experts' mirror and the online
      // notice go in one batch transaction shared with the sockets opening at that moment (test/presence-writer.test.ts).
      expect(spy.mock.calls.length).toBeGreaterThan(0);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      spy.mockRestore();
    }
  });
});
