import type { CreatedHealthShare, HealthShareScope, MyHealthShares, SharedHealthView } from '@sahay/domain';
import { HEALTH_SHARE_SCOPES, SHARE_NOT_FOUND_MESSAGE } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthShares } from '../src/db/schema/health-shares';
import { createConsultation, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

let testApp: TestApp;
let now = new Date();
const HOUR = 3_600_000;

beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => testApp.close());

const allScopes = [...HEALTH_SHARE_SCOPES];

async function cast() {
  const owner = await signedInPatient(testApp, { fullName: 'Ananya Iyer' });
  const otherPatient = await signedInPatient(testApp);
  const expert = await signedInExpert(testApp);
  const otherExpert = await signedInExpert(testApp);
  const admin = await signedInWithRole(testApp, 'admin');
  const anonymous = new HttpClient(testApp);
  return { owner, otherPatient, expert, otherExpert, admin, anonymous };
}

async function makeShare(client: HttpClient, body: { scopes?: HealthShareScope[]; expiresIn?: string } = {}) {
  const response = await client.post<CreatedHealthShare>('/api/health-shares', { scopes: allScopes, ...body });
  expect(response.status).toBe(201);
  return response.body;
}

const open = (client: HttpClient, token: string) => client.post<SharedHealthView>('/api/health-shares/open', { token });

describe('making, listing and revoking Health QR links', () => {
  it('makes a link with a random token of at least 128 bits, never the user id, and stores only its hash', async () => {
    const { owner } = await cast();
    const created = await makeShare(owner.client);
    expect(Buffer.from(created.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(created.url).toBe(`${TEST_PUBLIC_URL}/patient-details/${created.token}`);
    expect(created.url).not.toContain(owner.user.id);
    const [row] = await testApp.database.db.select().from(healthShares).where(eq(healthShares.id, created.share.id));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const second = await makeShare(owner.client);
    expect(second.token).not.toBe(created.token);
  });

  it('expires after the chosen time: 24 hours by default, or 1 hour or 7 days', async () => {
    const { owner } = await cast();
    const expiry = async (expiresIn?: string) => {
      const { share } = await makeShare(owner.client, expiresIn ? { expiresIn } : {});
      return (Date.parse(share.expiresAt ?? '') - Date.parse(share.createdAt)) / HOUR;
    };
    expect(await expiry()).toBe(24);
    expect(await expiry('1h')).toBe(1);
    expect(await expiry('7d')).toBe(168);
  });

  it('refuses no scopes, an unknown scope and an unknown expiry with field errors', async () => {
    const { owner } = await cast();
    const none = await owner.client.post('/api/health-shares', { scopes: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.fieldErrors.scopes).toEqual(['Turn on at least one kind of information to share']);
    expect((await owner.client.post('/api/health-shares', { scopes: ['everything'] })).status).toBe(400);
    const expiry = await owner.client.post('/api/health-shares', { scopes: allScopes, expiresIn: '30d' });
    expect(expiry.status).toBe(400);
    expect(expiry.body.error.fieldErrors.expiresIn).toBeDefined();
  });

  it('authorisation: each signed-in person makes and lists only their own links; anonymous gets 401', async () => {
    const { owner, otherPatient, expert, otherExpert, admin, anonymous } = await cast();
    const created = await makeShare(owner.client);
    expect((await anonymous.post('/api/health-shares', { scopes: allScopes })).status).toBe(401);
    expect((await anonymous.get('/api/health-shares')).status).toBe(401);
    const listed = await owner.client.get<MyHealthShares>('/api/health-shares');
    expect(listed.body.shares.map((s) => s.id)).toEqual([created.share.id]);
    for (const someone of [otherPatient, expert, otherExpert, admin]) {
      const theirs = await someone.client.get<MyHealthShares>('/api/health-shares');
      expect(theirs.status).toBe(200);
      expect(theirs.body.shares).toEqual([]);
    }
    // An expert's own link is of their own data, like anyone's.
    const expertsOwn = await makeShare(expert.client, { scopes: ['personal_info'] });
    expect((await expert.client.get<MyHealthShares>('/api/health-shares')).body.shares.map((s) => s.id)).toEqual([expertsOwn.share.id]);
  });

  it('authorisation: only the owner revokes; anyone else is told the share does not exist, and it keeps working', async () => {
    const { owner, otherPatient, expert, otherExpert, admin, anonymous } = await cast();
    const created = await makeShare(owner.client);
    const path = `/api/health-shares/${created.share.id}`;
    expect((await anonymous.request('DELETE', path)).status).toBe(401);
    for (const someone of [otherPatient, expert, otherExpert, admin]) {
      const refused = await someone.client.request('DELETE', path);
      expect(refused.status).toBe(404);
    }
    expect((await open(anonymous, created.token)).status).toBe(200);
    expect((await owner.client.request('DELETE', path)).status).toBe(204);
    expect((await open(anonymous, created.token)).status).toBe(404);
    expect((await owner.client.get<MyHealthShares>('/api/health-shares')).body.shares).toEqual([]);
  });
});

describe('opening a Health QR link', () => {
  it('shows the same thing to whoever holds the token: anonymous, the owner, another patient, experts and admins', async () => {
    const { owner, otherPatient, expert, otherExpert, admin, anonymous } = await cast();
    const { token } = await makeShare(owner.client, { scopes: ['personal_info'] });
    const answers = await Promise.all(
      [anonymous, owner.client, otherPatient.client, expert.client, otherExpert.client, admin.client].map((c) => open(c, token)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]?.body);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(answers[0]?.body.patientInformation?.name).toBe('Ananya Iyer');
  });

  it('answers unknown, expired, revoked, malformed tokens and a bare user id identically', async () => {
    const { owner, anonymous } = await cast();
    const expiring = await makeShare(owner.client, { expiresIn: '1h' });
    const revoked = await makeShare(owner.client);
    expect((await owner.client.request('DELETE', `/api/health-shares/${revoked.share.id}`)).status).toBe(204);
    const live = await makeShare(owner.client);
    expect((await open(anonymous, expiring.token)).status).toBe(200);
    now = new Date(now.getTime() + HOUR);
    const tokens = [expiring.token, revoked.token, `${live.token.slice(0, -1)}x`, 'x'.repeat(32), '', owner.user.id, '../../etc/passwd'];
    const answers = await Promise.all(tokens.map((token) => open(anonymous, token)));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'NOT_FOUND', message: SHARE_NOT_FOUND_MESSAGE } });
      expect([...answer.headers.keys()].sort()).toEqual([...(answers[0]?.headers.keys() ?? [])].sort());
    }
    expect((await open(anonymous, live.token)).status).toBe(200);
  });

  it('logs every opening with the sections shown, and shows them to the owner', async () => {
    const { owner, anonymous } = await cast();
    const created = await makeShare(owner.client, { scopes: ['prescriptions', 'personal_info'] });
    const before = now;
    expect((await open(anonymous, created.token)).status).toBe(200);
    now = new Date(now.getTime() + 60_000);
    expect((await open(anonymous, created.token)).status).toBe(200);
    const [share] = (await owner.client.get<MyHealthShares>('/api/health-shares')).body.shares;
    expect(share?.scopes).toEqual(['personal_info', 'prescriptions']);
    expect(share?.openings).toEqual([
      { at: now.toISOString(), sections: ['patient_information', 'prescriptions'], viewer: null },
      { at: before.toISOString(), sections: ['patient_information', 'prescriptions'], viewer: null },
    ]);
  });

  it('shows only the patient’s medical consultations, newest first, with Total Connections counting their doctors', async () => {
    const { owner, anonymous } = await cast();
    const doctor = await signedInExpert(testApp, { name: 'Dr. Leela Menon', specialization: 'Dermatology' });
    const lawyer = await signedInExpert(testApp, { name: 'Adv. Rohan Gupta', category: 'legal', specialization: 'Family Law' });
    await createConsultation(testApp.database.db, owner.user.id, { expertId: doctor.expert.id, status: 'completed', createdAt: new Date('2025-01-01') });
    await createConsultation(testApp.database.db, owner.user.id, { expertId: doctor.expert.id, status: 'active', createdAt: new Date('2025-02-01') });
    await createConsultation(testApp.database.db, owner.user.id, { category: 'legal', expertId: lawyer.expert.id, problemDescription: 'Tenancy dispute' });
    const { token } = await makeShare(owner.client, { scopes: ['personal_info', 'medical_history'] });
    const { body } = await open(anonymous, token);
    expect(body.patientInformation?.totalConnections).toBe(1);
    expect(body.consultationHistory?.total).toBe(2);
    expect(body.consultationHistory?.recent.map((c) => [c.doctorName, c.specialty, c.status])).toEqual([
      [doctor.expert.name, 'Dermatology', 'active'],
      [doctor.expert.name, 'Dermatology', 'completed'],
    ]);
    expect(JSON.stringify(body)).not.toContain(lawyer.expert.name);
    expect(JSON.stringify(body)).not.toContain('Tenancy');
    expect(body.nextAppointment).toEqual({ at: null });
  });
});

describe('the share-link rate limit', () => {
  it('stops an address after its failed lookups, counts successful openings not at all, and answers 429 with Retry-After', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: 'X-Forwarded-For' }, rateLimits: { shareLookups: { windowMs: 60_000, limit: 3 } } });
    try {
      const owner = await signedInPatient(limited);
      const created = (await owner.client.post<CreatedHealthShare>('/api/health-shares', { scopes: ['personal_info'] })).body;
      const from = (ip: string) => new HttpClient(limited, { 'x-forwarded-for': ip });
      const clinic = from('198.51.100.20');
      for (let i = 0; i < 6; i++) expect((await open(clinic, created.token)).status).toBe(200);
      const guesser = from('198.51.100.21');
      for (let i = 0; i < 3; i++) expect((await open(guesser, `guess-${i}`)).status).toBe(404);
      const stopped = await open(guesser, created.token);
      expect(stopped.status).toBe(429);
      expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((stopped.body as unknown as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      expect((await open(clinic, created.token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
