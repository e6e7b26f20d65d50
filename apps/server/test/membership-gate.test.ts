import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { experts } from '../src/db/schema/experts';
import { createLogger } from '../src/lib/logger';
import { MEMBERSHIP_TTL_MS, MembershipGate } from '../src/realtime/membership-gate';
import { createConsultation, signedInExpert, signedInPatient } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { chatConversationAccess } from '../src/modules/chat/conversation-access';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('membership gate (docs/decisions/042)', () => {
  it('reuses a lookup for a short time, takes announced members at once, and leaves out a suspended expert', async () => {
    const db = testApp.database.db;
    const patient = await signedInPatient(testApp);
    const first = await signedInExpert(testApp);
    const second = await signedInExpert(testApp);
    const consultation = await createConsultation(db, patient.user.id, { expertId: first.expert.id });
    let now = 1_000_000;
    const gate = new MembershipGate(chatConversationAccess(db), createLogger('silent'), () => now);

    expect([...(await gate.current(consultation.id))].sort()).toEqual([patient.user.id, first.user.id].sort());
    // Changed behind its back: the cached answer stands until it expires.
    await db.update(consultations).set({ expertId: second.expert.id }).where(eq(consultations.id, consultation.id));
    expect(await gate.current(consultation.id)).toContain(first.user.id);
    now += MEMBERSHIP_TTL_MS;
    expect(await gate.current(consultation.id)).toEqual(new Set([patient.user.id, second.user.id]));

    gate.replace(consultation.id, [patient.user.id]);
    expect(await gate.current(consultation.id)).toEqual(new Set([patient.user.id]));
    await db.update(experts).set({ status: 'suspended' }).where(eq(experts.id, second.expert.id));
    gate.forget(consultation.id);
    expect(await gate.current(consultation.id)).toEqual(new Set([patient.user.id]));
  });

  it("handles one conversation's work in order, even when earlier work waits", async () => {
    const gate = new MembershipGate(chatConversationAccess(testApp.database.db), createLogger('silent'));
    const order: string[] = [];
    let release!: () => void;
    const wait = new Promise<void>((resolve) => (release = resolve));
    gate.enqueue('c1', async () => {
      await wait;
      order.push('first');
    });
    gate.enqueue('c1', () => void order.push('second'));
    gate.enqueue('c2', () => void order.push('other conversation'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['other conversation', 'first', 'second']);
  });
});
