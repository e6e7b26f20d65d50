import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { presenceConnections, userPresence } from '../src/db/schema/chat';
import { experts } from '../src/db/schema/experts';
import { createLogger } from '../src/lib/logger';
import { isConnected, presenceOf } from '../src/realtime/presence';
import { PresenceWriter } from '../src/realtime/presence-writer';
import { signedInExpert, signedInPatient } from './support/factories';
import { listenToBus, waitFor } from './support/realtime-helpers';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 17 part 6: sockets' presence is written in batches; what the rest of the product reads stays the same.
describe('presence written in batches', () => {
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

  it('shows a connect as online once flushed, a disconnect as offline with its time, experts mirrored', async () => {
    const db = testApp.database.db;
    const writer = new PresenceWriter(db, 'instance-a', createLogger('silent'));
    const [{ user: patient }, { user: expertUser, expert }] = await Promise.all([signedInPatient(testApp), signedInExpert(testApp)]);
    const connectedAt = new Date();
    await Promise.all([writer.record(patient.id, 1, connectedAt), writer.record(expertUser.id, 1, connectedAt)]);
    expect(await isConnected(db, patient.id)).toBe(true);
    expect((await presenceOf(db, [expertUser.id])).get(expertUser.id)).toEqual({ online: true, lastSeenAt: connectedAt.toISOString() });
    expect((await db.select().from(experts).where(eq(experts.id, expert.id)))[0]?.lastSeenAt).toEqual(connectedAt);
    expect(await bus.presenceHeard()).toEqual(
      expect.arrayContaining([
        { t: 'presence', u: patient.id, online: true, at: connectedAt.toISOString() },
        { t: 'presence', u: expertUser.id, online: true, at: connectedAt.toISOString() },
      ]),
    );

    // A second tab says nothing new; closing both says offline once, with when.
    const before = (await bus.presenceHeard()).length;
    await writer.record(patient.id, 2, connectedAt);
    expect(await bus.presenceHeard()).toHaveLength(before);
    const leftAt = new Date(connectedAt.getTime() + 5000);
    await writer.record(patient.id, 1, leftAt);
    await writer.record(patient.id, 0, leftAt);
    expect(await isConnected(db, patient.id)).toBe(false);
    expect((await presenceOf(db, [patient.id])).get(patient.id)).toEqual({ online: false, lastSeenAt: leftAt.toISOString() });
    expect((await bus.presenceHeard()).slice(before)).toEqual([{ t: 'presence', u: patient.id, online: false, at: leftAt.toISOString() }]);
    await writer.close();
  });

  it('writes many sockets in one transaction, and an account deleted meanwhile does not fail the others', async () => {
    const db = testApp.database.db;
    const writer = new PresenceWriter(db, 'instance-b', createLogger('silent'));
    const people = await Promise.all(Array.from({ length: 6 }, () => signedInPatient(testApp)));
    const gone = '00000000-0000-4000-8000-000000000000';
    const transactions = vi.spyOn(db, 'transaction');
    try {
      await Promise.all([...people.map(({ user }) => writer.record(user.id, 1, new Date())), writer.record(gone, 1, new Date())]);
      expect(transactions).toHaveBeenCalledTimes(1);
    } finally {
      transactions.mockRestore();
    }
    const rows = await db.select().from(presenceConnections).where(eq(presenceConnections.instanceId, 'instance-b'));
    expect(rows.map((row) => row.userId).sort()).toEqual(people.map(({ user }) => user.id).sort());
    await writer.close();
  });

  it('keeps what a failed flush should have written and writes it on the retry', async () => {
    const db = testApp.database.db;
    const writer = new PresenceWriter(db, 'instance-c', createLogger('silent'), { retryMs: 20 });
    const { user } = await signedInPatient(testApp);
    const transactions = vi.spyOn(db, 'transaction').mockRejectedValueOnce(new Error('connection lost'));
    try {
      await expect(writer.record(user.id, 1, new Date())).rejects.toThrow('connection lost');
      expect(await isConnected(db, user.id)).toBe(false);
      await waitFor(() => transactions.mock.calls.length === 2, 'the retry');
      await writer.close();
    } finally {
      transactions.mockRestore();
    }
    expect(await isConnected(db, user.id)).toBe(true);
    expect(await db.select().from(userPresence).where(eq(userPresence.userId, user.id))).toHaveLength(1);
  });
});
