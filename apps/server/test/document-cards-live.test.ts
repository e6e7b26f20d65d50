import type { ChatMessage } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { experts } from '../src/db/schema/experts';
import { createLogger } from '../src/lib/logger';
import { loadEnv } from '../src/lib/env';
import { startServer } from '../src/server';
import { liveConversation, opened, recordEvents, waitFor } from './support/realtime-helpers';
import { createServerTarget } from './support/server-target';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

describe('a document issued in a consultation (issue 14 part 2)', () => {
  it('reaches the patient live over the realtime channel, as a card like any message', async () => {
    const target = await createServerTarget();
    cleanups.push(() => target.cleanup());
    const env = await target.env({ SEED_DEMO_DATA: 'false' });
    const url = `http://127.0.0.1:${env.PORT}`;
    const server = await startServer(loadEnv({ ...env, PUBLIC_URL: url }), createLogger('silent'));
    cleanups.push(() => server.close());
    const { expert, patient, conversationId } = await liveConversation(server, url);
    await server.database.db
      .update(experts)
      .set({ status: 'approved', qualification: 'MBBS, MD', credentialBody: 'Delhi Medical Council', credentialNumber: 'DMC/R/1001' })
      .where(eq(experts.userId, expert.id));
    expect((await expert.call('POST', `/api/expert-desk/consultations/${conversationId}/accept`)).status).toBe(200);

    const ws = patient.socket();
    cleanups.push(() => ws.close());
    const events = recordEvents(ws);
    await opened(ws);
    ws.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 1e12 }));
    await waitFor(() => events.some((e) => e.type === 'caught-up'), 'patient subscribed');

    const issued = await expert.call<{ id: string }>('POST', '/api/prescriptions', {
      consultationId: conversationId,
      patientAge: 41,
      patientGender: 'female',
      ageConfirmed: true,
      diagnosis: 'Tension-type headache',
      medicines: [{ name: 'Paracetamol', strength: '500 mg', dose: '1 tablet', frequency: 'When needed', duration: '3 days' }],
    });
    expect(issued.status).toBe(201);
    await waitFor(() => events.some((e) => e.type === 'message'), 'the card, live');
    const card = events.find((e): e is { type: 'message'; message: ChatMessage } => e.type === 'message')?.message;
    expect(card).toMatchObject({
      consultationId: conversationId,
      kind: 'prescription',
      senderType: 'system',
      documentId: issued.body.id,
      text: 'Dr. Arjun Mehta issued a prescription',
    });
  });
});
