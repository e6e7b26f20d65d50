import { createHmac } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../src/db/schema/auth';
import { chatFiles } from '../src/db/schema/chat';
import { consultationMessages, consultations } from '../src/db/schema/consultations';
import { ratings } from '../src/db/schema/expert-work';
import { experts } from '../src/db/schema/experts';
import { appointments, medicalRecords, prescriptions, vitalSigns } from '../src/db/schema/health-records';
import { auditLog, outbox } from '../src/db/schema/platform';
import { accountDeletionRequests, contactMessages } from '../src/db/schema/support';
import { createConsultation, createExpertProfile, createPatientHistory, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { PNG_1X1 } from './support/file-fixtures';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

const deletionRequest = (overrides: Record<string, unknown> = {}) => ({
  email: 'meera.k@example.in',
  phone: '98765 43210',
  fullName: 'Meera Krishnan',
  reason: 'I no longer use Sahay',
  ...overrides,
});

/** Everything of a user's, row by row, in every table that holds their data. */
async function everythingOf(userId: string, email: string) {
  const ownConsultations = await db().select().from(consultations).where(eq(consultations.userId, userId));
  return {
    users: await db().select().from(users).where(eq(users.id, userId)),
    sessions: await db().select().from(sessions).where(eq(sessions.userId, userId)),
    accounts: await db().select().from(accounts).where(eq(accounts.userId, userId)),
    consultations: ownConsultations,
    consultationMessages: await db()
      .select()
      .from(consultationMessages)
      .where(
        or(
          eq(consultationMessages.senderId, userId),
          inArray(consultationMessages.consultationId, ownConsultations.map((c) => c.id).concat('00000000-0000-0000-0000-000000000000')),
        ),
      ),
    appointments: await db().select().from(appointments).where(eq(appointments.userId, userId)),
    medicalRecords: await db().select().from(medicalRecords).where(eq(medicalRecords.userId, userId)),
    vitalSigns: await db().select().from(vitalSigns).where(eq(vitalSigns.userId, userId)),
    prescriptions: await db().select().from(prescriptions).where(eq(prescriptions.userId, userId)),
    contactMessages: await db()
      .select()
      .from(contactMessages)
      .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, email))),
    outbox: await db().select().from(outbox).where(eq(outbox.recipient, email)),
  };
}

describe('POST /api/account-deletion-requests (the form, signed in or not)', () => {
  it('stores an anonymous request with its deadlines and queues a confirmation', async () => {
    const response = await new HttpClient(testApp).post('/api/account-deletion-requests', deletionRequest());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      status: 'pending',
      respondBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      deleteBy: expect.any(String),
    });
    expect(response.body.deleteBy > response.body.respondBy).toBe(true);

    const [row] = await db().select().from(accountDeletionRequests).where(eq(accountDeletionRequests.id, response.body.id));
    expect(row).toMatchObject({
      kind: 'request',
      status: 'pending',
      email: 'meera.k@example.in',
      phone: '+919876543210',
      fullName: 'Meera Krishnan',
      reason: 'I no longer use Sahay',
      respondBy: response.body.respondBy,
      deleteBy: response.body.deleteBy,
      completedAt: null,
    });
    expect(row?.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.emailHash).not.toContain('meera');

    const [queued] = await db().select().from(outbox).where(eq(outbox.recipient, 'meera.k@example.in'));
    expect(queued).toMatchObject({ channel: 'email', template: 'deletion-request-received', payload: { deletionRequestId: response.body.id } });
  });

  it('takes a request without a reason', async () => {
    const { reason: _reason, ...withoutReason } = deletionRequest({ email: 'no.reason@example.in' });
    const response = await new HttpClient(testApp).post('/api/account-deletion-requests', withoutReason);
    expect(response.status).toBe(201);
    const [row] = await db().select().from(accountDeletionRequests).where(eq(accountDeletionRequests.id, response.body.id));
    expect(row?.reason).toBeNull();
  });

  it('answers missing fields with 400 and a message under each', async () => {
    const response = await new HttpClient(testApp).post('/api/account-deletion-requests', { email: 'nope', phone: '', fullName: ' ' });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      phone: ['Please enter your phone number'],
      fullName: ['Please enter your full name'],
    });
  });

  it('refuses, in the database itself, personal data on a closed request', async () => {
    const insert = db()
      .insert(accountDeletionRequests)
      .values({ kind: 'self_service', status: 'completed', emailHash: 'x', email: 'kept@example.in', respondBy: '2025-10-07', deleteBy: '2025-10-14' });
    await expect(insert).rejects.toThrow();
  });
});

describe('POST /api/account/delete (signed in, confirmed with the password)', () => {
  it('refuses an anonymous visitor with 401', async () => {
    const response = await new HttpClient(testApp).post('/api/account/delete', { password: 'whatever-1' });
    expect(response.status).toBe(401);
  });

  it('refuses a wrong password with the message under the field, and deletes nothing', async () => {
    const { client, user, input } = await signedInPatient(testApp);
    await createPatientHistory(db(), user.id);
    // A request with the session marks the device's "last seen" (issue 20); the refused deletion then changes nothing.
    await client.get('/api/auth/session');
    const before = await everythingOf(user.id, input.email);
    const response = await client.post('/api/account/delete', { password: 'not-my-password' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'That password is not correct',
      fieldErrors: { password: ['That password is not correct'] },
    });
    expect(await everythingOf(user.id, input.email)).toEqual(before);
    expect((await client.get('/api/auth/session')).body.user.id).toBe(user.id);
  });

  it('answers an empty password with 400', async () => {
    const { client } = await signedInPatient(testApp);
    const response = await client.post('/api/account/delete', { password: '' });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toEqual({ password: ['Please enter your password'] });
  });

  it.each(['expert', 'admin'] as const)('leaves an %s account to support (403)', async (role) => {
    const { client, user, input } = await signedInWithRole(testApp, role);
    const response = await client.post('/api/account/delete', { password: input.password });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toMatch(/closed by our support team/);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('deletes the account and all its data, keeps prescriptions unlinked, and signs the person out', async () => {
    const victim = await signedInPatient(testApp, { fullName: 'Meera Krishnan' });
    const other = await signedInPatient(testApp, { fullName: 'Ravi Kumar' });
    const history = await createPatientHistory(db(), victim.user.id);
    await createPatientHistory(db(), other.user.id);
    // Messages sent while signed in and before, anonymously, with the same email; an earlier request from the form.
    expect(
      (await victim.client.post('/api/contact-messages', { firstName: 'Meera', lastName: 'K', email: victim.input.email, subject: 'Hi', message: 'Hello' }))
        .status,
    ).toBe(201);
    expect(
      (
        await new HttpClient(testApp).post('/api/contact-messages', {
          firstName: 'Meera',
          lastName: 'K',
          email: victim.input.email.toUpperCase(),
          subject: 'Hi',
          message: 'Hello',
        })
      ).status,
    ).toBe(201);
    expect(
      (await other.client.post('/api/contact-messages', { firstName: 'Ravi', lastName: 'K', email: other.input.email, subject: 'Hi', message: 'Hello' }))
        .status,
    ).toBe(201);
    const earlier = await new HttpClient(testApp).post('/api/account-deletion-requests', deletionRequest({ email: victim.input.email }));
    // A photo shared in their consultation chat (issue 6), kept by the storage provider.
    const form = new FormData();
    form.set('file', new File([new Uint8Array(PNG_1X1)], 'rash.png', { type: 'image/png' }));
    const shared = await testApp.app.request(`/api/chat/conversations/${history.consultationId}/files`, {
      method: 'POST',
      headers: { origin: TEST_PUBLIC_URL, cookie: victim.client.cookieHeader },
      body: form,
    });
    expect(shared.status).toBe(201);
    const [chatFile] = await db().select({ key: chatFiles.storageKey }).from(chatFiles).where(eq(chatFiles.consultationId, history.consultationId));
    expect(await testApp.deps.storage.get(chatFile!.key)).not.toBeNull();
    const otherBefore = await everythingOf(other.user.id, other.input.email);
    const cookieBefore = victim.client.cookieHeader;

    const response = await victim.client.post('/api/account/delete', { password: victim.input.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: true, prescriptionsKept: 1 });

    // The browser's session cookie is cleared, and the old cookie is worth nothing.
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith('sahay.session_token='));
    expect(cleared).toMatch(/Max-Age=0/i);
    expect((await victim.client.get('/api/auth/session')).body.user).toBeNull();
    const replay = await testApp.app.request('/api/auth/session', { headers: { cookie: cookieBefore } });
    expect(((await replay.json()) as { user: unknown }).user).toBeNull();
    const signIn = await new HttpClient(testApp).post('/api/auth/sign-in', { email: victim.input.email, password: victim.input.password });
    expect(signIn.status).toBe(401);

    // Nothing of theirs remains, table by table.
    const after = await everythingOf(victim.user.id, victim.input.email);
    for (const [table, rows] of Object.entries(after)) expect(rows, table).toEqual([]);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, victim.input.email.toUpperCase()))).toEqual([]);
    expect(await db().select().from(consultations).where(eq(consultations.id, history.consultationId))).toEqual([]);
    expect(await testApp.deps.storage.get(chatFile!.key)).toBeNull();
    expect(await db().select().from(chatFiles).where(eq(chatFiles.consultationId, history.consultationId))).toEqual([]);

    // The prescription the doctor issued stays, with no link to the person or their consultation.
    const [kept] = await db().select().from(prescriptions).where(eq(prescriptions.id, history.prescriptionId));
    expect(kept).toMatchObject({ userId: null, consultationId: null, expertId: history.expertId, diagnosis: 'Viral fever' });

    // Someone else's data is untouched.
    expect(await everythingOf(other.user.id, other.input.email)).toEqual(otherBefore);

    // The records of the deletion keep no personal data: the earlier request is closed and emptied.
    const key = (await testApp.deps.auth.$context).secret;
    const emailHash = createHmac('sha256', key).update(`account-deletion:${victim.input.email.toLowerCase()}`).digest('hex');
    const requests = await db().select().from(accountDeletionRequests).where(eq(accountDeletionRequests.emailHash, emailHash));
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request).toMatchObject({ status: 'completed', email: null, phone: null, fullName: null, reason: null, completedAt: expect.any(Date) });
    }
    expect(requests.map((r) => r.kind).sort()).toEqual(['request', 'self_service']);
    expect(requests.find((r) => r.kind === 'request')?.id).toBe(earlier.body.id);

    const selfService = requests.find((r) => r.kind === 'self_service');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, selfService?.id ?? ''));
    expect(audit).toMatchObject({ action: 'account.deleted', actorUserId: null, ipAddress: null, subjectType: 'account_deletion_request' });
    expect(audit?.metadata).toMatchObject({
      consultations: 1,
      consultationMessages: 3 /* two texts and the photo */,
      appointments: 1,
      medicalRecords: 1,
      vitalSigns: 1,
      contactMessages: 2,
      prescriptionsKept: 1,
      closedRequests: 1,
    });
    const written = JSON.stringify(audit);
    for (const personal of [victim.user.id, victim.input.email, 'Meera', victim.input.phone]) expect(written).not.toContain(personal);
  });

  it("averages the experts it rated again without the deleted person's ratings", async () => {
    const expert = await createExpertProfile(db());
    const leaving = await signedInPatient(testApp);
    const staying = await signedInPatient(testApp);
    for (const [patient, stars] of [
      [leaving, 1],
      [staying, 5],
      [staying, 4],
    ] as const) {
      const consultation = await createConsultation(db(), patient.user.id, { expertId: expert.id, status: 'completed' });
      expect((await patient.client.post('/api/ratings', { consultationId: consultation.id, stars })).status).toBe(201);
    }
    const rated = async () => (await db().select({ rating: experts.rating }).from(experts).where(eq(experts.id, expert.id)))[0]?.rating;
    expect(await rated()).toBe(3.3);
    expect((await leaving.client.post('/api/account/delete', { password: leaving.input.password })).status).toBe(200);
    expect(await rated()).toBe(4.5);
    expect(await db().select().from(ratings).where(eq(ratings.expertId, expert.id))).toHaveLength(2);
  });

  it('takes the password as a fresh sign-in: a session signed in hours ago can still delete', async () => {
    const { client, user, input } = await signedInPatient(testApp);
    await db()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 3 * 3600_000) })
      .where(eq(sessions.userId, user.id));
    const response = await client.post('/api/account/delete', { password: input.password });
    expect(response.status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});

describe('account deletion rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { accountDeletion: { windowMs: 60_000, limit: 2 } } });
  });
  afterAll(() => limited.close());

  it('limits password confirmations per address', async () => {
    const { client } = await signedInPatient(limited);
    for (let i = 0; i < 2; i++) expect((await client.post('/api/account/delete', { password: `guess-${i}` })).status).toBe(400);
    const over = await client.post('/api/account/delete', { password: 'guess-3' });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
  });
});
