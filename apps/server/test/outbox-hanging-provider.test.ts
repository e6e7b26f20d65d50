import type { ChannelOutcome } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts } from '../src/db/schema/experts';
import { outbox } from '../src/db/schema/platform';
import { REQUEST_TOKEN_HEADER } from '@sahay/domain';
import { FIRST_ATTEMPT_WAIT_MS } from '../src/modules/notifications/outbox-worker';
import type { MessageSender, OutgoingMessage } from '../src/providers/notifications/types';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

/** A provider that accepts the message and never answers, until it is told to answer. */
function hangingSender(name: string): MessageSender & { received: OutgoingMessage[]; hang: boolean } {
  const sender = {
    name,
    hang: true,
    received: [] as OutgoingMessage[],
    send: (message: OutgoingMessage) => {
      sender.received.push(message);
      return sender.hang ? new Promise<never>(() => undefined) : Promise.resolve({ providerMessageId: `${name}-${message.id}` });
    },
  };
  return sender;
}

// Issue 16: a provider that hangs does not hold the request; the message stays queued for the worker.
let testApp: TestApp;
const sms = hangingSender('hanging-sms');
const whatsapp = hangingSender('hanging-whatsapp');
let doctorId: string;

beforeAll(async () => {
  // The wait is injected (2 s in production) so the test does not sit through it.
  testApp = await createTestApp({ senders: { sms, whatsapp }, outboxFirstAttemptWaitMs: 20 });
  const [doctor] = await testApp.database.db
    .insert(experts)
    .values({
      name: 'Dr. Rohit Das',
      phone: '+919822200001',
      whatsappNumber: '+919822200002',
      category: 'medical',
      specialization: 'Dermatologist',
      isOnline: true,
      isVerified: true,
      rating: 4.6,
    })
    .returning({ id: experts.id });
  doctorId = doctor!.id;
});
afterAll(() => testApp.close());

describe('a notification provider that hangs', () => {
  it('waits 2 s at most by default', () => {
    expect(FIRST_ATTEMPT_WAIT_MS).toBe(2_000);
  });

  it('lets Consult Now answer, says the messages are queued, and leaves them to the worker', async () => {
    const client = new HttpClient(testApp);
    const created = await client.post('/api/consultations/medical', {
      name: 'Meera',
      age: 29,
      gender: 'female',
      phone: '9612345678',
      department: 'Dermatology',
      symptoms: 'Itchy rash on both arms',
    });
    const chosen = await new HttpClient(testApp, { [REQUEST_TOKEN_HEADER]: created.body.accessToken }).post(`/api/consultations/${created.body.id}/expert`, {
      expertId: doctorId,
      notify: true,
    });

    expect(chosen.status).toBe(200);
    expect(chosen.body.notifications as ChannelOutcome[]).toEqual([
      { channel: 'sms', status: 'pending' },
      { channel: 'whatsapp', status: 'pending' },
    ]);
    expect(sms.received).toHaveLength(1);
    expect(whatsapp.received).toHaveLength(1);
    const rows = (await testApp.database.db.select().from(outbox).where(eq(outbox.status, 'pending'))).filter(
      (row) => row.payload.consultationId === created.body.id,
    );
    expect(rows.map((row) => [row.channel, row.attempts])).toEqual([
      ['sms', 1],
      ['whatsapp', 1],
    ]);
    // Still queued: once the attempt's lease runs out the worker sends it again.
    sms.hang = false;
    whatsapp.hang = false;
    const later = new Date(Math.max(...rows.map((row) => row.nextAttemptAt.getTime())) + 1);
    const retried = await testApp.deps.outbox.deliverDue(later);
    expect(retried).toEqual(rows.map((row) => ({ id: row.id, channel: row.channel, status: 'delivered' })));
    expect(sms.received).toHaveLength(2);
  });
});
