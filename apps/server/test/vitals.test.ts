import { VITALS_MESSAGES, type VitalReading, type VitalsSummary } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vitalSigns } from '../src/db/schema/health-records';
import { signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 14 part 4: the Health Tracker's readings, read and written by their owner only.
const NOW = new Date('2026-03-01T06:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const storedFor = (userId: string) => db().select().from(vitalSigns).where(eq(vitalSigns.userId, userId));

describe('a patient’s own readings', () => {
  it('adds any subset of the measures, lists them newest first and deletes one', async () => {
    const { client, user } = await signedInPatient(testApp);
    const bp = await client.post<VitalReading>('/api/vitals', { bloodPressureSystolic: 128, bloodPressureDiastolic: 82, recordedAt: daysAgo(3) });
    expect(bp.status).toBe(201);
    expect(bp.body).toMatchObject({ bloodPressureSystolic: 128, bloodPressureDiastolic: 82, heartRate: null, bloodSugar: null, weight: null });
    expect(bp.body.recordedAt).toBe(daysAgo(3));
    const weight = await client.post<VitalReading>('/api/vitals', { weight: 76.4 });
    expect(weight.status).toBe(201);
    // No time given: the server's clock.
    expect(weight.body.recordedAt).toBe(NOW.toISOString());
    expect(weight.body.weight).toBeCloseTo(76.4, 4);

    const list = await client.get<{ readings: VitalReading[] }>('/api/vitals');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.readings.map((r) => r.id)).toEqual([weight.body.id, bp.body.id]);
    expect(Object.keys(list.body.readings[0] ?? {})).not.toContain('userId');

    expect((await client.request('DELETE', `/api/vitals/${bp.body.id}`)).status).toBe(200);
    expect((await storedFor(user.id)).map((r) => r.id)).toEqual([weight.body.id]);
    expect((await client.request('DELETE', `/api/vitals/${bp.body.id}`)).status).toBe(404);
  });

  it.each([
    [{}, 'measures', VITALS_MESSAGES.atLeastOne],
    [{ heartRate: 400 }, 'heartRate', 'Heart rate must be between 30 and 250 bpm'],
    [{ bloodPressureSystolic: 120 }, 'bloodPressureDiastolic', VITALS_MESSAGES.diastolicMissing],
    [{ bloodPressureSystolic: 80, bloodPressureDiastolic: 90 }, 'bloodPressureDiastolic', VITALS_MESSAGES.diastolicNotBelowSystolic],
    [{ weight: 'heavy' }, 'weight', 'Weight must be a number'],
    [{ heartRate: 70, recordedAt: new Date(NOW.getTime() + 60 * 60_000).toISOString() }, 'recordedAt', VITALS_MESSAGES.futureTime],
  ])('refuses %j with 400 and the message under %s, storing nothing', async (input, field, message) => {
    const { client, user } = await signedInPatient(testApp);
    const response = await client.post('/api/vitals', input);
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors[field]).toEqual([message]);
    expect(await storedFor(user.id)).toEqual([]);
  });

  it('accepts a time a few minutes ahead (a phone clock running fast)', async () => {
    const { client } = await signedInPatient(testApp);
    const response = await client.post('/api/vitals', { heartRate: 70, recordedAt: new Date(NOW.getTime() + 2 * 60_000).toISOString() });
    expect(response.status).toBe(201);
  });

  it('keeps impossible values out at the database too', async () => {
    const { user } = await signedInPatient(testApp);
    const insert = (values: Partial<typeof vitalSigns.$inferInsert>) =>
      db()
        .insert(vitalSigns)
        .values({ userId: user.id, recordedDate: NOW, ...values });
    await expect(insert({ heartRate: 400 })).rejects.toThrow();
    await expect(insert({ weight: 0 })).rejects.toThrow();
    await expect(insert({})).rejects.toThrow();
    await expect(insert({ bloodPressureSystolic: 120 })).rejects.toThrow();
    await insert({ bloodSugar: 92 });
    expect(await storedFor(user.id)).toHaveLength(1);
  });
});

describe('the Health Score (GET /api/vitals/summary)', () => {
  it('is Not enough data with no readings', async () => {
    const { client } = await signedInPatient(testApp);
    const response = await client.get<VitalsSummary>('/api/vitals/summary');
    expect(response.status).toBe(200);
    expect(response.body.latest).toBeNull();
    expect(response.body.score).toMatchObject({ level: 'not-enough-data', label: 'Not enough data', reasons: [] });
  });

  it('is derived from the latest readings, with the reasons', async () => {
    const { client } = await signedInPatient(testApp);
    await client.post('/api/vitals', { bloodPressureSystolic: 150, bloodPressureDiastolic: 96, heartRate: 88, recordedAt: daysAgo(20) });
    await client.post('/api/vitals', { bloodPressureSystolic: 128, bloodPressureDiastolic: 82, heartRate: 69, bloodSugar: 92, recordedAt: daysAgo(1) });
    const { body } = await client.get<VitalsSummary>('/api/vitals/summary');
    expect(body.score.label).toBe('Fair');
    expect(body.score.reasons.map((r) => r.text)).toEqual([
      'Blood pressure 128/82 mmHg is a little above the normal range (from 90/60 to below 120/80 mmHg).',
      'Heart rate 69 bpm is within the normal range (60–100 bpm at rest).',
      'Blood sugar 92 mg/dL is within the normal range (70–140 mg/dL).',
    ]);
    expect(body.latest).toMatchObject({ bloodPressureSystolic: 128, recordedAt: daysAgo(1) });
  });

  it('shows the newest reading even when it is too old to score', async () => {
    const { client } = await signedInPatient(testApp);
    await client.post('/api/vitals', { heartRate: 72, bloodSugar: 90, recordedAt: daysAgo(120) });
    const { body } = await client.get<VitalsSummary>('/api/vitals/summary');
    expect(body.score.level).toBe('not-enough-data');
    expect(body.latest).toMatchObject({ heartRate: 72, recordedAt: daysAgo(120) });
  });
});

describe('authorisation: only the owner reads and writes their vitals', () => {
  async function ownerWithReading() {
    const owner = await signedInPatient(testApp);
    const reading = await owner.client.post<VitalReading>('/api/vitals', { bloodPressureSystolic: 146, bloodPressureDiastolic: 94, heartRate: 84 });
    return { owner, readingId: reading.body.id };
  }

  it('another patient sees none of them and cannot delete one', async () => {
    const { owner, readingId } = await ownerWithReading();
    const other = await signedInPatient(testApp);
    expect((await other.client.get('/api/vitals')).body.readings).toEqual([]);
    expect((await other.client.get<VitalsSummary>('/api/vitals/summary')).body.latest).toBeNull();
    const attempt = await other.client.request('DELETE', `/api/vitals/${readingId}`);
    expect(attempt.status).toBe(404);
    expect(await storedFor(owner.user.id)).toHaveLength(1);
  });

  it.each(['expert', 'admin'] as const)('an %s gets 403 on every vitals endpoint and changes nothing', async (role) => {
    const { owner, readingId } = await ownerWithReading();
    const { client } = await signedInWithRole(testApp, role);
    for (const [method, path, body] of [
      ['GET', '/api/vitals'],
      ['GET', '/api/vitals/summary'],
      ['POST', '/api/vitals', { heartRate: 70 }],
      ['DELETE', `/api/vitals/${readingId}`],
    ] as const) {
      const response = await client.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.error.message).toBe(VITALS_MESSAGES.patientsOnly);
    }
    expect(await storedFor(owner.user.id)).toHaveLength(1);
  });

  it('anonymous gets 401 on every vitals endpoint', async () => {
    const { owner, readingId } = await ownerWithReading();
    const anonymous = new HttpClient(testApp);
    for (const [method, path, body] of [
      ['GET', '/api/vitals'],
      ['GET', '/api/vitals/summary'],
      ['POST', '/api/vitals', { heartRate: 70 }],
      ['DELETE', `/api/vitals/${readingId}`],
    ] as const) {
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect(await storedFor(owner.user.id)).toHaveLength(1);
  });

  it('a reading id that is not a uuid is a 400, not a 500', async () => {
    const { client } = await signedInPatient(testApp);
    expect((await client.request('DELETE', '/api/vitals/not-an-id')).status).toBe(400);
  });
});
