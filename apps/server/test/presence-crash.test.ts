import type { ServerEvent } from '@sahay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presenceConnections } from '../src/db/schema/chat';
import { createLogger } from '../src/lib/logger';
import { loadEnv } from '../src/lib/env';
import { RealtimeHub } from '../src/realtime/hub';
import { heartbeat, presenceOf, recordConnections, STALE_AFTER_MS } from '../src/realtime/presence';
import { startServer, type RunningServer } from '../src/server';
import { signedInPatient } from './support/factories';
import { listenToBus, liveConversation, opened, recordEvents, waitFor } from './support/realtime-helpers';
import { createServerTarget, type ServerTarget } from './support/server-target';
import { createTestApp, type TestApp } from './support/test-app';
import { chatConversationAccess } from '../src/modules/chat/conversation-access';

// Decision 061: an instance that dies without cleaning up leaves presence rows that stop beating; the surviving
// instances remove them and tell open pages that those people went offline.
const SECOND = 1000;

describe('the presence sweep', () => {
  let testApp: TestApp;
  let bus: Awaited<ReturnType<typeof listenToBus>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    bus = await listenToBus(testApp);
  });
  afterAll(async () => {
    await bus.stop();
    await testApp.close();
  });

  it('removes the rows of an instance that stopped beating and announces offline only who is on no live instance', async () => {
    const db = testApp.database.db;
    const [alice, bob, carol] = await Promise.all([signedInPatient(testApp), signedInPatient(testApp), signedInPatient(testApp)]);
    const t0 = new Date('2026-03-01T10:00:00Z');
    let now = t0;
    const survivor = new RealtimeHub({
      database: testApp.database,
      logger: createLogger('silent'),
      conversations: chatConversationAccess(testApp.database.db),
      clock: { now: () => now },
    });
    // The instance that will die: Alice and Bob are connected through it; it beat once more 30 s later.
    await recordConnections(db, 'crashed-instance', alice.user.id, 1, t0);
    await recordConnections(db, 'crashed-instance', bob.user.id, 2, t0);
    await heartbeat(db, 'crashed-instance', new Date(t0.getTime() + 30 * SECOND));
    // Bob has another tab open on the survivor, and Carol only there.
    await recordConnections(db, survivor.instanceId, bob.user.id, 1, t0);
    await recordConnections(db, survivor.instanceId, carol.user.id, 1, t0);
    const lastBeat = new Date(t0.getTime() + 30 * SECOND);

    // Not yet stale: three beats after the last one are not over.
    now = new Date(lastBeat.getTime() + STALE_AFTER_MS - SECOND);
    await survivor.sweepPresence();
    expect(await bus.presenceHeard()).toEqual([]);
    expect((await db.select().from(presenceConnections)).filter((row) => row.instanceId === 'crashed-instance')).toHaveLength(2);

    now = new Date(lastBeat.getTime() + STALE_AFTER_MS + SECOND);
    await survivor.sweepPresence();
    expect(await bus.presenceHeard()).toEqual([{ t: 'presence', u: alice.user.id, online: false, at: lastBeat.toISOString() }]);
    const rows = await db.select().from(presenceConnections);
    expect(rows.map((row) => [row.instanceId, row.userId]).sort()).toEqual(
      [
        [survivor.instanceId, bob.user.id],
        [survivor.instanceId, carol.user.id],
      ].sort(),
    );
    const presence = await presenceOf(db, [alice.user.id, bob.user.id, carol.user.id], now);
    expect(presence.get(alice.user.id)).toEqual({ online: false, lastSeenAt: lastBeat.toISOString() });
    expect(presence.get(bob.user.id)?.online).toBe(true);
    expect(presence.get(carol.user.id)?.online).toBe(true);

    // Once is enough: the rows are gone, the next sweep announces nothing again.
    await survivor.sweepPresence();
    expect(await bus.presenceHeard()).toHaveLength(1);
  });
});

describe('an open page, when the instance its peer was connected through dies', () => {
  let target: ServerTarget;
  let server: RunningServer;
  let offsetMs = 0;
  beforeAll(async () => {
    target = await createServerTarget();
    const env = await target.env();
    const clock = { now: () => new Date(Date.now() + offsetMs) };
    server = await startServer(loadEnv({ ...env, SEED_DEMO_DATA: 'false', PUBLIC_URL: `http://127.0.0.1:${env.PORT}` }), createLogger('silent'), { clock });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await target.cleanup();
  });

  it('is told the peer went offline, with when they were last seen, once the rows go stale', async () => {
    const { expert, patient, conversationId } = await liveConversation(server, server.url);
    // The expert's socket is held by another instance, which then dies without a word.
    const connectedAt = new Date();
    await recordConnections(server.database.db, 'crashed-instance', expert.id, 1, connectedAt);
    const ws = patient.socket();
    const seen = recordEvents(ws);
    await opened(ws);
    ws.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 0 }));
    const presence = () => seen.filter((e): e is Extract<ServerEvent, { type: 'presence' }> => e.type === 'presence' && e.userId === expert.id);
    await waitFor(() => presence().length === 1, 'the expert online at subscribe');
    expect(presence()[0]?.online).toBe(true);

    offsetMs = STALE_AFTER_MS + SECOND;
    await server.realtime.sweepPresence();
    await waitFor(() => presence().length === 2, 'the expert offline');
    expect(presence()[1]).toEqual({ type: 'presence', userId: expert.id, online: false, lastSeenAt: connectedAt.toISOString() });
    ws.close();
  });
});
