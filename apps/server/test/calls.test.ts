import type { CallRoom, IceServers } from '@sahay/domain';
import { ROOM_ID_BYTES, TURN_CREDENTIAL_TTL_SECONDS } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { loadEnv } from '../src/lib/env';
import { turnCredential } from '../src/modules/calls/ice-servers';
import { createConsultation, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 15 parts 1 and 2: meeting rooms of consultations, and the STUN/TURN servers a call uses.
const NOW = new Date('2026-03-01T10:00:00Z');
const TURN = {
  TURN_URLS: 'stun:turn.sahay.test:3478, turn:turn.sahay.test:3478?transport=udp,turns:turn.sahay.test:5349',
  TURN_SECRET: 'north-star-turn-secret',
};

let testApp: TestApp;
let bare: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: TURN, clock: { now: () => NOW } });
  bare = await createTestApp({ database: testApp.database });
});
afterAll(async () => {
  await bare.close();
  await testApp.close();
});

const db = () => testApp.database.db;

async function cast(status: 'pending' | 'active' | 'completed' = 'active') {
  const patient = await signedInPatient(testApp, { fullName: 'Farah Qureshi' });
  const expert = await signedInExpert(testApp, { name: 'Dr. Sunil Joshi' });
  const otherExpert = await signedInExpert(testApp, { name: 'Dr. Other Expert' });
  const otherPatient = await signedInPatient(testApp);
  const admin = await signedInWithRole(testApp, 'admin');
  const anonymous = new HttpClient(testApp);
  const consultation = await createConsultation(db(), patient.user.id, { expertId: expert.expert.id, status });
  return { patient, expert, otherExpert, otherPatient, admin, anonymous, consultation };
}

describe('TURN credentials', () => {
  it('follow the TURN REST API scheme (a known vector, computed with openssl)', () => {
    // printf '%s' '1700000000:3f1c8a52-…' | openssl dgst -sha1 -hmac 'north-star-turn-secret' -binary | base64
    expect(turnCredential('north-star-turn-secret', '3f1c8a52-0a4e-4b8e-9a59-6f1d2c3b4a5d', 1_700_000_000)).toEqual({
      username: '1700000000:3f1c8a52-0a4e-4b8e-9a59-6f1d2c3b4a5d',
      credential: '222XLBLmmM09LZqUmMoQlayD3I0=',
    });
  });

  it('are refused in configuration without a secret, and bad URLs are named', () => {
    expect(() => loadEnv({ TURN_URLS: 'turn:turn.sahay.test:3478' })).toThrow(/TURN_SECRET is required/);
    expect(() => loadEnv({ TURN_URLS: 'https://turn.sahay.test' })).toThrow(/TURN_URLS must be stun:/);
    expect(loadEnv({ TURN_URLS: 'stun:stun.sahay.test:3478' }).TURN_URLS).toEqual(['stun:stun.sahay.test:3478']);
  });
});

describe('GET /api/calls/ice-servers', () => {
  it('gives a member of an open consultation STUN, and TURN with an hour-long credential for them', async () => {
    const { patient, expert } = await cast();
    for (const member of [patient, expert]) {
      const answer = await member.client.get<IceServers>('/api/calls/ice-servers');
      expect(answer.status).toBe(200);
      const expiry = NOW.getTime() / 1000 + TURN_CREDENTIAL_TTL_SECONDS;
      expect(answer.body).toEqual({
        iceServers: [
          { urls: ['stun:turn.sahay.test:3478'] },
          { urls: ['turn:turn.sahay.test:3478?transport=udp', 'turns:turn.sahay.test:5349'], ...turnCredential(TURN.TURN_SECRET, member.user.id, expiry) },
        ],
        ttlSeconds: TURN_CREDENTIAL_TTL_SECONDS,
      });
      expect(JSON.stringify(answer.body)).not.toContain(TURN.TURN_SECRET);
    }
  });

  it('answers 401 to the anonymous, 403 to someone with no open consultation, and an empty list without TURN', async () => {
    const { patient, otherPatient, anonymous } = await cast();
    expect((await anonymous.get('/api/calls/ice-servers')).status).toBe(401);
    expect((await otherPatient.client.get('/api/calls/ice-servers')).status).toBe(403);
    const onBare = new HttpClient(bare);
    expect((await onBare.post('/api/auth/sign-in', { email: patient.input.email, password: patient.input.password })).status).toBe(200);
    expect((await onBare.get<IceServers>('/api/calls/ice-servers')).body).toEqual({ iceServers: [], ttlSeconds: null });
  });

  it('lets pages force the relay only where the test flag is set, which production refuses', async () => {
    const { patient } = await cast();
    const flagged = await createTestApp({ database: testApp.database, env: { ...TURN, CALLS_TEST_RELAY_FLAG: 'true' } });
    try {
      const client = new HttpClient(flagged);
      expect((await client.post('/api/auth/sign-in', { email: patient.input.email, password: patient.input.password })).status).toBe(200);
      expect((await client.get<IceServers>('/api/calls/ice-servers')).body.testRelayFlag).toBe(true);
    } finally {
      await flagged.close();
    }
    expect((await patient.client.get<IceServers>('/api/calls/ice-servers')).body).not.toHaveProperty('testRelayFlag');
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), CALLS_TEST_RELAY_FLAG: 'true' };
    expect(() => loadEnv(production)).toThrow(/CALLS_TEST_RELAY_FLAG is for tests only/);
  });
});

describe('meeting rooms', () => {
  it('authorisation: the patient and the expert get the same room; everyone else is refused', async () => {
    const { patient, expert, otherExpert, otherPatient, admin, anonymous, consultation } = await cast();
    const path = `/api/consultations/${consultation.id}/room`;
    expect((await anonymous.post(path)).status).toBe(401);
    for (const someone of [otherExpert, otherPatient, admin]) expect((await someone.client.post(path)).status).toBe(403);
    const mine = await patient.client.post<CallRoom>(path);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      consultationId: consultation.id,
      myRole: 'patient',
      peerName: 'Dr. Sunil Joshi',
      peerUserId: expert.user.id,
      closedReason: null,
    });
    // 128 random bits, URL-safe.
    expect(mine.body.roomId).toMatch(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((ROOM_ID_BYTES * 8) / 6)}}$`));
    const theirs = await expert.client.post<CallRoom>(path);
    expect(theirs.body).toMatchObject({ roomId: mine.body.roomId, myRole: 'expert', peerUserId: patient.user.id });
    expect((await patient.client.post('/api/consultations/00000000-0000-4000-8000-000000000000/room')).status).toBe(404);
  });

  it('authorisation: a meeting link opens for its two members only, with one 404 for everyone else and unknown rooms', async () => {
    const { patient, expert, otherExpert, otherPatient, admin, anonymous, consultation } = await cast();
    const { roomId } = (await patient.client.post<CallRoom>(`/api/consultations/${consultation.id}/room`)).body;
    expect((await patient.client.get<CallRoom>(`/api/rooms/${roomId}`)).body).toMatchObject({ roomId, consultationId: consultation.id, myRole: 'patient' });
    expect((await expert.client.get<CallRoom>(`/api/rooms/${roomId}`)).body).toMatchObject({ roomId, myRole: 'expert' });
    const unknown = await patient.client.get('/api/rooms/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    for (const someone of [otherExpert, otherPatient, admin]) {
      const answer = await someone.client.get(`/api/rooms/${roomId}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(unknown.body);
    }
    expect((await anonymous.get(`/api/rooms/${roomId}`)).status).toBe(401);
    expect((await patient.client.get('/api/rooms/not%20a%20room')).status).toBe(400);
  });

  it('cannot be made for a completed consultation; an existing one says why calls are closed', async () => {
    const { patient, consultation } = await cast('completed');
    expect((await patient.client.post(`/api/consultations/${consultation.id}/room`)).status).toBe(409);
    const open = await cast();
    const { roomId } = (await open.patient.client.post<CallRoom>(`/api/consultations/${open.consultation.id}/room`)).body;
    await db().update(consultations).set({ status: 'completed' }).where(eq(consultations.id, open.consultation.id));
    expect((await open.patient.client.get<CallRoom>(`/api/rooms/${roomId}`)).body).toMatchObject({
      status: 'completed',
      closedReason: expect.stringMatching(/completed/),
    });
  });
});
