import type { ChatMessage } from '@sahay/domain';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger';
import { loadEnv } from '../src/lib/env';
import { startServer } from '../src/server';
import { liveConversation, texts, waitFor } from './support/realtime-helpers';
import { createServerTarget } from './support/server-target';
import { testDatabaseKind } from './support/test-database';

/*
 * Issue 16's fault test: PostgreSQL drops every connection of the server (a restart, a failover,
 * pg_terminate_backend) again and again while a patient writes. A send that is not acknowledged (503) is sent again
 * with the same clientId, as the web app does; at the end every message is stored once, in order, and the expert's
 * live client has each exactly once, all without restarting the server.
 */

// Under the chat's 30 messages a minute per person (issue 6), with room for the resends.
const MESSAGES = 20;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

async function terminateConnections(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ count: string }>(
      'select count(pg_terminate_backend(pid)) as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await admin.end();
  }
}

describe.skipIf(testDatabaseKind() !== 'postgres')('chat while the database drops its connections (issue 16)', () => {
  it('loses no acknowledged message, stores none twice, and keeps delivering live without a restart', async () => {
    const target = await createServerTarget();
    cleanups.push(() => target.cleanup());
    const env = await target.env();
    const server = await startServer(loadEnv({ ...env, PUBLIC_URL: `http://127.0.0.1:${env.PORT}`, SEED_DEMO_DATA: 'false' }), createLogger('silent'));
    cleanups.push(() => server.close());
    const url = `http://127.0.0.1:${env.PORT}`;
    const { expert, patient, conversationId } = await liveConversation(server, url);

    const live: ChatMessage[] = [];
    const client = expert.client();
    cleanups.push(() => client.close());
    client.subscribe(conversationId, 0, { onMessage: (message) => live.push(message) });

    const path = `/api/chat/conversations/${conversationId}/messages`;
    const statuses = new Map<number, number>();
    // The connections are dropped on a timer, so some sends meet them mid-transaction.
    let terminated = 0;
    let sending = true;
    const terminator = (async () => {
      while (sending) {
        terminated += await terminateConnections(target.databaseUrl!);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
    })();
    for (let index = 0; index < MESSAGES; index += 1) {
      const body = { text: `message ${index}`, clientId: randomUUID() };
      // Sent until acknowledged, always with the same clientId: a send that did reach the database is not stored twice.
      for (let attempt = 0; ; attempt += 1) {
        const answer = await patient.call('POST', path, body);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201 || answer.status === 200) break;
        expect(answer.status).toBe(503);
        expect(attempt).toBeLessThan(20);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    sending = false;
    await terminator;
    expect(terminated).toBeGreaterThan(0);
    expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
    const expected = Array.from({ length: MESSAGES }, (_, index) => `message ${index}`);
    const stored = await patient.call<{ messages: ChatMessage[] }>('GET', `${path}?limit=100`);
    expect(stored.status).toBe(200);
    expect(texts(stored.body.messages)).toEqual(expected);
    // Live, or in the catch-up after the listening connection came back: each once (the chat orders by id).
    await waitFor(() => live.length >= MESSAGES, 'every message live at the expert', 20_000);
    expect(texts([...live].sort((a, b) => Number(a.id) - Number(b.id)))).toEqual(expected);
    expect(new Set(live.map((message) => message.id)).size).toBe(MESSAGES);
  }, 120_000);
});
