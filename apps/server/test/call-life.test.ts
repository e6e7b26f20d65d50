import type { Call, CallRoom, ChatMessage, MessagePage, ScheduledMeeting } from '@sahay/domain';
import { CALL_LIFE_MESSAGES, MEETING_OPENS_EARLY_MINUTES, RING_SECONDS } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callRecords } from '../src/db/schema/calls';
import { callLogOf, callRecordsOf } from '../src/modules/calls/call-log.service';
import { sweepCalls } from '../src/modules/calls/call-sweeper';
import { createConsultation, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 15 part 4: ringing, missed and declined calls in the conversation, call records, and scheduled meetings.
const START = new Date('2026-03-02T10:00:00Z');
let now = START;
const clock = { now: () => now };
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(() => {
  now = START;
});

const db = () => testApp.database.db;

async function cast(status: 'pending' | 'active' | 'completed' = 'active') {
  const patient = await signedInPatient(testApp, { fullName: 'Farah Qureshi' });
  const expert = await signedInExpert(testApp, { name: 'Dr. Sunil Joshi' });
  const otherPatient = await signedInPatient(testApp);
  const admin = await signedInWithRole(testApp, 'admin');
  const anonymous = new HttpClient(testApp);
  const consultation = await createConsultation(db(), patient.user.id, { expertId: expert.expert.id, status, patientName: 'Farah Qureshi' });
  return { patient, expert, otherPatient, admin, anonymous, consultation };
}

async function messagesOf(client: HttpClient, consultationId: string): Promise<ChatMessage[]> {
  return (await client.get<MessagePage>(`/api/chat/conversations/${consultationId}/messages`)).body.messages;
}

describe('ringing', () => {
  it('authorisation: only the two members ring; everyone else is refused', async () => {
    const { patient, expert, otherPatient, admin, anonymous, consultation } = await cast();
    const path = `/api/consultations/${consultation.id}/calls`;
    expect((await anonymous.post(path, { mode: 'video' })).status).toBe(401);
    for (const someone of [otherPatient, admin]) expect((await someone.client.post(path, { mode: 'video' })).status).toBe(403);
    expect((await patient.client.post(path, { mode: 'phone' })).status).toBe(400);
    const rung = await patient.client.post<Call>(path, { mode: 'audio' });
    expect(rung.status).toBe(201);
    expect(rung.body).toMatchObject({
      consultationId: consultation.id,
      mode: 'audio',
      status: 'ringing',
      callerUserId: patient.user.id,
      callerName: 'Farah Qureshi',
      calleeName: 'Dr. Sunil Joshi',
      expiresAt: new Date(now.getTime() + RING_SECONDS * 1000).toISOString(),
    });
    const room = await patient.client.post<CallRoom>(`/api/consultations/${consultation.id}/room`);
    expect(rung.body.roomId).toBe(room.body.roomId);
    // One call rings at a time, from either side.
    const busy = await expert.client.post(path, { mode: 'video' });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ error: { message: CALL_LIFE_MESSAGES.busy } });
  });

  it('needs a consultation the expert accepted and that is still open', async () => {
    const pending = await cast('pending');
    const early = await pending.patient.client.post(`/api/consultations/${pending.consultation.id}/calls`, { mode: 'video' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { message: CALL_LIFE_MESSAGES.notAccepted } });
    const done = await cast('completed');
    expect((await done.expert.client.post(`/api/consultations/${done.consultation.id}/calls`, { mode: 'video' })).status).toBe(409);
  });

  it('authorisation of accept, decline and cancel: the callee answers, the caller cancels, others get 404', async () => {
    const { patient, expert, otherPatient, admin, anonymous, consultation } = await cast();
    const call = (await expert.client.post<Call>(`/api/consultations/${consultation.id}/calls`, { mode: 'video' })).body;
    for (const answer of ['accept', 'decline', 'cancel']) {
      const path = `/api/calls/${call.id}/${answer}`;
      expect((await anonymous.post(path)).status).toBe(401);
      for (const someone of [otherPatient, admin]) expect((await someone.client.post(path)).status).toBe(404);
    }
    expect((await expert.client.post(`/api/calls/${call.id}/accept`)).status).toBe(403);
    expect((await patient.client.post(`/api/calls/${call.id}/cancel`)).status).toBe(403);
    const accepted = await patient.client.post<Call>(`/api/calls/${call.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', roomId: call.roomId, callerName: 'Dr. Sunil Joshi' });
    // Answered once: no longer ringing.
    expect((await patient.client.post(`/api/calls/${call.id}/decline`)).status).toBe(409);
    expect((await expert.client.post(`/api/calls/bad-id/cancel`)).status).toBe(400);
  });

  it('a declined call and a cancelled one are written into the conversation for both', async () => {
    const { patient, expert, consultation } = await cast();
    const first = (await patient.client.post<Call>(`/api/consultations/${consultation.id}/calls`, { mode: 'video' })).body;
    expect((await expert.client.post<Call>(`/api/calls/${first.id}/decline`)).body.status).toBe('declined');
    const second = (await expert.client.post<Call>(`/api/consultations/${consultation.id}/calls`, { mode: 'audio' })).body;
    expect((await expert.client.post<Call>(`/api/calls/${second.id}/cancel`)).body.status).toBe('cancelled');
    for (const member of [patient, expert]) {
      const lines = (await messagesOf(member.client, consultation.id)).filter((m) => m.senderType === 'system').map((m) => m.text);
      expect(lines).toEqual(['Video call from Farah Qureshi declined by Dr. Sunil Joshi', 'Missed audio call from Dr. Sunil Joshi']);
    }
  });

  it('a ring nobody answers is missed after its time, and the conversation says so', async () => {
    const { patient, expert, consultation } = await cast();
    const call = (await patient.client.post<Call>(`/api/consultations/${consultation.id}/calls`, { mode: 'video' })).body;
    later((RING_SECONDS - 1) * 1000);
    await sweepCalls(db(), now);
    expect((await db().select().from(callRecords).where(eq(callRecords.id, call.id)))[0]?.status).toBe('ringing');
    later(2000);
    await sweepCalls(db(), now);
    expect((await db().select().from(callRecords).where(eq(callRecords.id, call.id)))[0]?.status).toBe('missed');
    expect((await expert.client.post(`/api/calls/${call.id}/accept`)).status).toBe(409);
    const lines = (await messagesOf(expert.client, consultation.id)).map((m) => m.text);
    expect(lines).toContain('Missed video call from Farah Qureshi');
  });
});

describe('call records', () => {
  it('start when both pages are in, survive a short absence, and end at End call with the server’s times', async () => {
    const { patient, expert, consultation } = await cast();
    const log = callLogOf(db(), clock);
    const call = (await patient.client.post<Call>(`/api/consultations/${consultation.id}/calls`, { mode: 'video' })).body;
    await expert.client.post(`/api/calls/${call.id}/accept`);
    const startedAt = now;
    await log.bothIn(consultation.id);
    later(30_000);
    // A reload: the page leaves and is back 10 seconds later; the same call goes on.
    await log.left(consultation.id);
    later(10_000);
    await log.bothIn(consultation.id);
    later(5 * 60_000);
    await log.ended(consultation.id);
    const [record] = (await callRecordsOf(db(), [consultation.id])).get(consultation.id) ?? [];
    expect(record).toMatchObject({
      id: call.id,
      mode: 'video',
      status: 'ended',
      startedAt: startedAt.toISOString(),
      endedAt: now.toISOString(),
      durationSeconds: 30 + 10 + 300,
    });
  });

  it('a call joined from the link without ringing is recorded; a page that never returns ended it when it left', async () => {
    const { consultation } = await cast();
    const log = callLogOf(db(), clock);
    await log.bothIn(consultation.id);
    await log.bothIn(consultation.id);
    later(90_000);
    await log.left(consultation.id);
    const leftAt = now;
    later(61_000);
    await sweepCalls(db(), now);
    const records = (await callRecordsOf(db(), [consultation.id])).get(consultation.id) ?? [];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'ended', endedAt: leftAt.toISOString(), durationSeconds: 90 });
  });

  it('show in the patient’s history and on the expert’s desk', async () => {
    const { patient, expert, consultation } = await cast();
    const log = callLogOf(db(), clock);
    await log.bothIn(consultation.id);
    later(125_000);
    await log.ended(consultation.id);
    const history = await patient.client.get<{ consultations: Array<{ id: string; calls: unknown[] }> }>('/api/consultations/history');
    expect(history.body.consultations.find((c) => c.id === consultation.id)?.calls).toMatchObject([{ status: 'ended', durationSeconds: 125 }]);
    const desk = await expert.client.get<{ active: Array<{ id: string; calls: unknown[] }> }>('/api/expert-desk');
    expect(desk.body.active.find((c) => c.id === consultation.id)?.calls).toMatchObject([{ status: 'ended', durationSeconds: 125 }]);
  });
});

describe('Schedule Meeting', () => {
  it('authorisation: the members schedule; everyone else is refused', async () => {
    const { patient, expert, otherPatient, admin, anonymous, consultation } = await cast();
    const path = `/api/consultations/${consultation.id}/meetings`;
    expect((await anonymous.post(path, {})).status).toBe(401);
    for (const someone of [otherPatient, admin]) expect((await someone.client.post(path, {})).status).toBe(403);
    for (const member of [patient, expert]) expect((await member.client.post(path, {})).status).toBe(201);
  });

  it('now: the standing room, posted in the conversation by whoever scheduled it', async () => {
    const { patient, expert, consultation } = await cast('pending');
    const made = await expert.client.post<ScheduledMeeting>(`/api/consultations/${consultation.id}/meetings`, { mode: 'audio' });
    expect(made.status).toBe(201);
    const room = await patient.client.post<CallRoom>(`/api/consultations/${consultation.id}/room`);
    expect(made.body).toMatchObject({ roomId: room.body.roomId, startsAt: null, opensAt: null });
    expect(made.body.url).toMatch(new RegExp(`/join-meeting/${room.body.roomId}\\?mode=audio$`));
    const message = (await messagesOf(patient.client, consultation.id)).find((m) => m.id === made.body.messageId);
    expect(message).toMatchObject({ senderType: 'expert', senderId: expert.user.id, text: `Audio meeting link — join now: ${made.body.url}` });
  });

  it('later: a room of its own in the future only, opening 10 minutes before, shown in India time', async () => {
    const { patient, expert, consultation } = await cast();
    const path = `/api/consultations/${consultation.id}/meetings`;
    const past = await patient.client.post(path, { startsAt: new Date(now.getTime() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: { fieldErrors: { startsAt: [CALL_LIFE_MESSAGES.pastTime] } } });
    expect((await patient.client.post(path, { startsAt: 'tomorrow' })).status).toBe(400);
    const startsAt = new Date(now.getTime() + 3 * 3600_000);
    const made = await patient.client.post<ScheduledMeeting>(path, { startsAt: startsAt.toISOString() });
    expect(made.status).toBe(201);
    expect(made.body.opensAt).toBe(new Date(startsAt.getTime() - MEETING_OPENS_EARLY_MINUTES * 60_000).toISOString());
    const standing = await patient.client.post<CallRoom>(`/api/consultations/${consultation.id}/room`);
    expect(made.body.roomId).not.toBe(standing.body.roomId);
    // 10:00 UTC + 3 h = 18:30 in India.
    const message = (await messagesOf(expert.client, consultation.id)).find((m) => m.id === made.body.messageId);
    expect(message?.text).toMatch(/^Video meeting scheduled for Mon, 2 Mar, 6:30 pm IST\. Join here/);
    const room = await expert.client.get<CallRoom>(`/api/rooms/${made.body.roomId}`);
    expect(room.body).toMatchObject({ consultationId: consultation.id, startsAt: startsAt.toISOString(), opensAt: made.body.opensAt });
  });
});
