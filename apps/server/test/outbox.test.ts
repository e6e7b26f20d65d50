import type { ChannelOutcome } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { experts } from '../src/db/schema/experts';
import { outbox, outboxAttempts } from '../src/db/schema/platform';
import { backoffMs, ERASED_SECRET, RETRY_POLICY } from '../src/modules/notifications/outbox-worker';
import { REQUEST_TOKEN_HEADER } from '@sahay/domain';
import { signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { providerEnv, startProviderServer } from './support/provider-server';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let provider: Awaited<ReturnType<typeof startProviderServer>>;
let doctorId: string;

beforeAll(async () => {
  provider = await startProviderServer();
  testApp = await createTestApp({ env: providerEnv(provider.url) });
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
afterAll(async () => {
  await testApp.close();
  await provider.close();
});
beforeEach(() => {
  provider.setMode('ok');
  provider.requests.length = 0;
});

let n = 0;
async function consultNow() {
  const client = new HttpClient(testApp);
  const phone = `96${String(10_000_000 + ++n * 104729).slice(-8)}`;
  const created = await client.post('/api/consultations/medical', {
    name: 'Meera',
    age: 29,
    gender: 'female',
    phone,
    department: 'Dermatology',
    symptoms: 'Itchy rash on both arms',
  });
  const chosen = await new HttpClient(testApp, { [REQUEST_TOKEN_HEADER]: created.body.accessToken }).post(`/api/consultations/${created.body.id}/expert`, {
    expertId: doctorId,
    notify: true,
  });
  expect(chosen.status).toBe(200);
  const rows = (await testApp.database.db.select().from(outbox).orderBy(outbox.id)).filter((row) => row.payload.consultationId === created.body.id);
  return { notifications: chosen.body.notifications as ChannelOutcome[], rows, consultationId: created.body.id as string };
}

describe('Exotel SMS and AiSensy WhatsApp adapters', () => {
  it('send in each provider’s request format and store the provider’s message ids', async () => {
    const { notifications, rows } = await consultNow();
    expect(notifications).toEqual([
      { channel: 'sms', status: 'delivered' },
      { channel: 'whatsapp', status: 'delivered' },
    ]);
    const sms = provider.requests.find((r) => r.path.includes('/Sms/send'));
    expect(sms?.path).toBe('/v1/Accounts/sahaytest1/Sms/send.json');
    expect(sms?.headers.authorization).toBe(`Basic ${Buffer.from('exo-key:exo-token').toString('base64')}`);
    expect(sms?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(sms?.body);
    expect(form.get('From')).toBe('SAHAYH');
    expect(form.get('To')).toBe('+919822200001');
    expect(form.get('Body')).toMatch(
      /^Sahay: Dr\. Rohit Das, a patient is waiting for you \(Dermatology\)\. Open http:\/\/localhost:3999\/expert-dashboard\?consultation=/,
    );
    expect(form.get('Body')).not.toMatch(/rash/i);

    const whatsapp = provider.requests.find((r) => r.path === '/campaign/t1/api/v2');
    const body = JSON.parse(whatsapp?.body ?? '{}');
    expect(body).toMatchObject({
      apiKey: 'ais-key',
      campaignName: 'expert_request',
      destination: '919822200002',
      templateParams: ['Dr. Rohit Das', 'Dermatology', expect.stringContaining('/expert-dashboard?consultation=')],
    });
    expect(rows.map((row) => [row.channel, row.provider, row.status, row.attempts])).toEqual([
      ['sms', 'exotel', 'delivered', 1],
      ['whatsapp', 'aisensy', 'delivered', 1],
    ]);
    expect(rows.every((row) => row.providerMessageId)).toBe(true);
  });

  it('a provider that is down loses nothing: the messages wait, back off, and go out once it is back', async () => {
    provider.setMode('down');
    const { notifications, rows } = await consultNow();
    expect(notifications).toEqual([
      { channel: 'sms', status: 'pending' },
      { channel: 'whatsapp', status: 'pending' },
    ]);
    const sms = rows.find((row) => row.channel === 'sms')!;
    expect(sms).toMatchObject({ status: 'pending', attempts: 1, lastError: 'exotel 503: Service Unavailable' });
    const first = await testApp.database.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, sms.id));
    expect(first).toMatchObject([{ attempt: 1, provider: 'exotel', ok: false, error: 'exotel 503: Service Unavailable' }]);
    const waited = sms.nextAttemptAt.getTime() - first[0]!.attemptedAt.getTime();
    expect(waited).toBe(backoffMs(1));

    // Not yet due: nothing is sent.
    expect(await testApp.deps.outbox.deliverDue(new Date(first[0]!.attemptedAt.getTime() + 1000))).toEqual([]);
    // Due, still down: a second attempt, and the wait doubles.
    const secondTry = new Date(sms.nextAttemptAt.getTime() + 1);
    await testApp.deps.outbox.deliverDue(secondTry);
    const [afterSecond] = await testApp.database.db.select().from(outbox).where(eq(outbox.id, sms.id));
    expect(afterSecond).toMatchObject({ status: 'pending', attempts: 2 });
    expect(afterSecond!.nextAttemptAt.getTime() - secondTry.getTime()).toBe(backoffMs(2));

    provider.setMode('ok');
    const outcomes = await testApp.deps.outbox.deliverDue(new Date(afterSecond!.nextAttemptAt.getTime() + 1));
    expect(outcomes.filter((o) => o.id === sms.id)).toEqual([{ id: sms.id, channel: 'sms', status: 'delivered' }]);
    const history = await testApp.database.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, sms.id)).orderBy(outboxAttempts.attempt);
    expect(history.map((a) => [a.attempt, a.ok])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('a refused message (bad number, unknown template) fails at once instead of retrying', async () => {
    const { notifications } = await consultNow();
    expect(notifications.every((o) => o.status === 'delivered')).toBe(true);
    provider.setMode('reject');
    const rejected = await consultNow();
    expect(rejected.notifications).toEqual([
      { channel: 'sms', status: 'failed' },
      { channel: 'whatsapp', status: 'failed' },
    ]);
    expect(rejected.rows.find((r) => r.channel === 'whatsapp')?.lastError).toBe('aisensy 400: Campaign does not exist.');
  });

  it('gives up after the last attempt and keeps the message as failed for an admin to see', async () => {
    provider.setMode('down');
    const { rows } = await consultNow();
    let now = rows[0]!.nextAttemptAt;
    for (let attempt = 2; attempt <= RETRY_POLICY.maxAttempts; attempt++) {
      now = new Date(now.getTime() + backoffMs(attempt) + 1);
      await testApp.deps.outbox.deliverDue(now);
    }
    const [row] = await testApp.database.db.select().from(outbox).where(eq(outbox.id, rows[0]!.id));
    expect(row).toMatchObject({ status: 'failed', attempts: RETRY_POLICY.maxAttempts });
  });

  it('erases a one-time code from the row once a real provider delivered it; the SMS carried it (decision 101)', async () => {
    const phone = `7${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
    expect((await new HttpClient(testApp).post('/api/auth/phone/code', { phone })).status).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, `+91${phone}`));
    expect(row).toMatchObject({ template: 'one-time-code', status: 'delivered', provider: 'exotel', payload: { code: ERASED_SECRET } });
    const texts = provider.requests.filter((request) => request.path.includes('/Sms/send')).map((request) => new URLSearchParams(request.body).get('Body'));
    expect(texts.find((text) => text?.includes('is your code'))).toMatch(/^\d{6} is your code/);
  });

  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map((attempt) => backoffMs(attempt))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
});

describe('GET /api/admin/outbox (the inbox admins see)', () => {
  it('lists messages with their attempts for an admin, masking phone numbers', async () => {
    provider.setMode('down');
    await consultNow();
    const admin = await signedInWithRole(testApp, 'admin');
    const response = await admin.client.get('/api/admin/outbox?status=pending&channel=sms');
    expect(response.status).toBe(200);
    const [latest] = response.body.messages;
    expect(latest).toMatchObject({ channel: 'sms', status: 'pending', recipient: '******0001', provider: 'exotel', attempts: 1 });
    expect(latest.text).toMatch(/^Sahay: Dr\. Rohit Das/);
    expect(latest.history).toEqual([
      { attempt: 1, provider: 'exotel', ok: false, error: 'exotel 503: Service Unavailable', durationMs: expect.any(Number), at: expect.any(String) },
    ]);
  });

  it('is for admins only: 401 for a visitor, 403 for a patient and an expert', async () => {
    expect((await new HttpClient(testApp).get('/api/admin/outbox')).status).toBe(401);
    expect((await (await signedInPatient(testApp)).client.get('/api/admin/outbox')).status).toBe(403);
    expect((await (await signedInWithRole(testApp, 'expert')).client.get('/api/admin/outbox')).status).toBe(403);
  });
});
