import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bridgedCallEvents, bridgedCalls } from '../src/db/schema/phone-calls';
import { outbox } from '../src/db/schema/platform';
import { CallBridgeError } from '../src/providers/call-bridge/call-bridge';
import { createExotelCallBridge } from '../src/providers/call-bridge/exotel-call-bridge';
import { callbackToken } from '../src/providers/call-bridge/exotel-status';
import { closedPortUrl, exotelReport, startExotelCallServer } from './support/exotel-call-server';
import { signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 15 part 5: the Exotel adapter against a local server speaking Exotel's connect API, and its status callbacks.
const CREDENTIALS = { accountSid: 'sahaytest1', apiKey: 'exo-key', apiToken: 'exo-token' };
const SECRET = 'callback-secret-callback-secret-0123456789';
const EXOPHONE = '08047112233';

let exotel: Awaited<ReturnType<typeof startExotelCallServer>>;
let testApp: TestApp;
beforeAll(async () => {
  exotel = await startExotelCallServer(CREDENTIALS);
  testApp = await createTestApp({
    env: {
      EXOTEL_ACCOUNT_SID: CREDENTIALS.accountSid,
      EXOTEL_API_KEY: CREDENTIALS.apiKey,
      EXOTEL_API_TOKEN: CREDENTIALS.apiToken,
      EXOTEL_BASE_URL: exotel.url,
      EXOTEL_CALLER_ID: EXOPHONE,
      EXOTEL_CALLBACK_SECRET: SECRET,
    },
  });
});
afterEach(() => exotel.setMode('ok'));
afterAll(async () => {
  await testApp.close();
  await exotel.close();
});

const db = () => testApp.database.db;
const adapter = (baseUrl: string) => createExotelCallBridge({ ...CREDENTIALS, baseUrl, callerId: EXOPHONE });
const connectRequest = {
  callId: 'c0ffee00-0000-4000-8000-000000000001',
  from: '+919845012345',
  to: '+919845054321',
  statusCallbackUrl: 'https://sahay.example/cb',
};
const testCall = (overrides: Record<string, unknown> = {}) => ({
  patient_name: 'Test Patient',
  patient_phone: '9876543210',
  doctor_name: 'Dr. Test Doctor',
  doctor_phone: '919876543211',
  reason: 'Checking the bridge',
  consult_id: `DEMO-${Date.now()}`,
  ...overrides,
});

describe('the Exotel call adapter', () => {
  it("posts Exotel's connect fields with basic auth: the doctor first, the ExoPhone shown, our callback for both events", async () => {
    const result = await adapter(exotel.url).connect(connectRequest);
    expect(result).toEqual({ providerCallSid: expect.stringMatching(/^exo-call-/), status: 'doctor_ringing' });
    const seen = exotel.requests.at(-1)!;
    expect(seen.authorization).toBe(`Basic ${Buffer.from('exo-key:exo-token').toString('base64')}`);
    expect(Object.fromEntries(seen.form)).toMatchObject({
      From: '+919845012345',
      To: '+919845054321',
      CallerId: EXOPHONE,
      CallType: 'trans',
      StatusCallback: 'https://sahay.example/cb',
      'StatusCallbackEvents[0]': 'answered',
      'StatusCallbackEvents[1]': 'terminal',
      StatusCallbackContentType: 'application/json',
      CustomField: connectRequest.callId,
    });
  });

  it("turns an error answer into a refusal with Exotel's message, and 503 or a closed port into 'unreachable'", async () => {
    exotel.setMode('reject');
    await expect(adapter(exotel.url).connect(connectRequest)).rejects.toMatchObject({ kind: 'refused', message: 'Exotel 400: To is not a valid phone number' });
    exotel.setMode('unauthorized');
    await expect(adapter(exotel.url).connect(connectRequest)).rejects.toMatchObject({ kind: 'refused', message: expect.stringContaining('401') });
    exotel.setMode('down');
    await expect(adapter(exotel.url).connect(connectRequest)).rejects.toMatchObject({ kind: 'unreachable' });
    const refused = adapter(await closedPortUrl()).connect(connectRequest);
    await expect(refused).rejects.toBeInstanceOf(CallBridgeError);
    await expect(refused).rejects.toMatchObject({ kind: 'unreachable', message: 'Exotel did not answer (could not connect)' });
  });
});

async function placeTestCall() {
  const admin = await signedInWithRole(testApp, 'admin');
  const response = await admin.client.post('/api/phone-calls/test', testCall());
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const callId = response.body.call.id as string;
  const [row] = await db().select().from(bridgedCalls).where(eq(bridgedCalls.id, callId));
  return { admin, callId, sid: row!.providerCallSid!, response };
}

// token null: the report comes without one.
const report = (callId: string, body: unknown, token: string | null = callbackToken(SECRET, callId), headers: Record<string, string> = {}) =>
  new HttpClient(testApp).request('POST', `/api/phone-calls/${callId}/exotel-status${token === null ? '' : `?token=${token}`}`, undefined, {
    raw: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { origin: '', ...headers },
  });
const statusOf = async (callId: string) => (await db().select().from(bridgedCalls).where(eq(bridgedCalls.id, callId)))[0]!;
const eventsOf = async (callId: string) =>
  (await db().select().from(bridgedCallEvents).where(eq(bridgedCallEvents.callId, callId))).map((e) => e.status).sort();

describe('a test call through Exotel (POST /api/phone-calls/test)', () => {
  it('normalises the numbers, sends the doctor a WhatsApp notice first, then asks Exotel to call the doctor, then the patient', async () => {
    const { response, callId, sid } = await placeTestCall();
    expect(response.body).toMatchObject({ message: 'Consultation Initiated', call: { status: 'doctor_ringing', callerId: EXOPHONE, simulated: false } });
    const form = exotel.requests.at(-1)!.form;
    expect([form.get('From'), form.get('To')]).toEqual(['+919876543211', '+919876543210']);
    expect(form.get('StatusCallback')).toBe(`http://localhost:3999/api/phone-calls/${callId}/exotel-status?token=${callbackToken(SECRET, callId)}`);
    expect(sid).toMatch(/^exo-call-/);
    const [notice] = await db().select().from(outbox).where(eq(outbox.template, 'bridged-call-notice')).orderBy(outbox.id).limit(1);
    expect(notice).toMatchObject({ channel: 'whatsapp', recipient: '+919876543211', status: 'delivered' });
    const [call] = await db().select().from(bridgedCalls).where(eq(bridgedCalls.id, callId));
    expect(call).toMatchObject({ doctorNumberMasked: '******3211', patientNumberMasked: '******3210', kind: 'test', provider: 'exotel' });
  });

  it("answers 'Request Failed' material when Exotel refuses (502) and 503 when it is down; the call is kept as failed", async () => {
    const admin = await signedInWithRole(testApp, 'admin');
    exotel.setMode('reject');
    const refused = await admin.client.post('/api/phone-calls/test', testCall());
    expect(refused.status).toBe(502);
    expect(refused.body.error).toEqual({ code: 'PROVIDER_FAILED', message: 'Failed to initiate consultation: Exotel 400: To is not a valid phone number' });
    exotel.setMode('down');
    const down = await admin.client.post('/api/phone-calls/test', testCall());
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('UNAVAILABLE');
    const list = await admin.client.get('/api/admin/phone-calls');
    const calls = list.body.calls as { status: string; failureReason: string }[];
    expect(calls.slice(0, 2).map((c) => [c.status, c.failureReason])).toEqual([
      ['failed', 'Exotel 503: Service Unavailable'],
      ['failed', 'Exotel 400: To is not a valid phone number'],
    ]);
  });
});

describe("Exotel's status callback", () => {
  it('moves the call through answered (doctor, then both) to completed, with the conversation time', async () => {
    const { callId, sid } = await placeTestCall();
    expect((await report(callId, exotelReport.answered(sid, 1))).body).toEqual({ recorded: true });
    expect((await statusOf(callId)).status).toBe('doctor_answered');
    await report(callId, exotelReport.answered(sid, 2));
    expect((await statusOf(callId)).status).toBe('bridged');
    const legs = [
      { Status: 'completed', OnCallDuration: 70 },
      { Status: 'completed', OnCallDuration: 62 },
    ];
    await report(callId, exotelReport.terminal(sid, 'completed', 62, legs));
    expect(await statusOf(callId)).toMatchObject({ status: 'completed', conversationSeconds: 62, endedAt: expect.any(Date) });
  });

  it('is idempotent and order-proof: a repeat changes nothing, a late report never moves the call back', async () => {
    const { callId, sid } = await placeTestCall();
    const terminal = exotelReport.terminal(sid, 'no-answer', 0, [{ Status: 'no-answer', OnCallDuration: 0 }]);
    expect((await report(callId, terminal)).body).toEqual({ recorded: true });
    expect((await report(callId, terminal)).body).toEqual({ recorded: false });
    expect((await report(callId, exotelReport.answered(sid, 2))).body).toEqual({ recorded: false });
    expect(await statusOf(callId)).toMatchObject({ status: 'failed', failureReason: 'The doctor did not answer' });
    expect(await eventsOf(callId)).toEqual(['bridged', 'doctor_ringing', 'failed', 'queued']);
  });

  it("names the patient when the doctor answered and the patient's line was busy; reads form-encoded reports too", async () => {
    const { callId, sid } = await placeTestCall();
    const form = new URLSearchParams({
      CallSid: sid,
      EventType: 'terminal',
      Status: 'busy',
      Legs: JSON.stringify([
        { Status: 'completed', OnCallDuration: 20 },
        { Status: 'busy', OnCallDuration: 0 },
      ]),
    });
    const response = await report(callId, form.toString(), callbackToken(SECRET, callId), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.body).toEqual({ recorded: true });
    expect(await statusOf(callId)).toMatchObject({ status: 'failed', failureReason: "The patient's line was busy" });
  });

  it('refuses a report without the token, with a wrong one, or with the token of another call; and a CallSid of another call', async () => {
    const first = await placeTestCall();
    const second = await placeTestCall();
    const body = exotelReport.answered(first.sid, 1);
    expect((await report(first.callId, body, null)).status).toBe(403);
    expect((await report(first.callId, body, 'not-the-token')).status).toBe(403);
    expect((await report(first.callId, body, callbackToken(SECRET, second.callId))).status).toBe(403);
    expect((await report(first.callId, body, callbackToken('another-secret-another-secret-0123', first.callId))).status).toBe(403);
    expect((await report(first.callId, exotelReport.answered(second.sid, 1))).status).toBe(409);
    expect((await report(first.callId, { Status: 'completed' })).status).toBe(400);
    expect((await statusOf(first.callId)).status).toBe('doctor_ringing');
  });
});

describe('who may place a test call', () => {
  it('admins only: a patient gets 403, a visitor 401, and nothing is called; only admins read a test call', async () => {
    const { admin, callId } = await placeTestCall();
    expect((await admin.client.get(`/api/phone-calls/${callId}`)).body).toMatchObject({ id: callId, status: 'doctor_ringing' });
    const before = exotel.requests.length;
    const patient = await signedInPatient(testApp);
    expect((await patient.client.get(`/api/phone-calls/${callId}`)).status).toBe(404);
    expect((await patient.client.post('/api/phone-calls/test', testCall())).status).toBe(403);
    expect((await new HttpClient(testApp).post('/api/phone-calls/test', testCall())).status).toBe(401);
    expect(exotel.requests.length).toBe(before);
  });
});
