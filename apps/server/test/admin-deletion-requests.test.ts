import { DELETION_ADMIN_MESSAGES, type AdminDeletionRequestList } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { auditLog, outbox } from '../src/db/schema/platform';
import { accountDeletionRequests } from '../src/db/schema/support';
import { signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: HttpClient;
let adminId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await signedInWithRole(testApp, 'admin');
  admin = signedIn.client;
  adminId = signedIn.user.id;
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const visitor = () => new HttpClient(testApp);

/** A request from the /delete-account form, as anyone may send it. */
async function requestDeletion(email: string, phone: string) {
  const response = await visitor().post('/api/account-deletion-requests', { email, phone, fullName: 'Meera Krishnan', reason: 'Moving abroad' });
  expect(response.status).toBe(201);
  return response.body.id as string;
}
const stored = async (id: string) => (await db().select().from(accountDeletionRequests).where(eq(accountDeletionRequests.id, id)))[0]!;
const pending = async () => (await admin.get<AdminDeletionRequestList>('/api/admin/deletion-requests')).body.requests;

describe('admin deletion requests: who may act', () => {
  it('only admins list, complete or reject; a patient and an expert get 403, a visitor 401, and nothing changes', async () => {
    const victim = await signedInPatient(testApp);
    const id = await requestDeletion(victim.input.email, victim.input.phone);
    const patient = (await signedInPatient(testApp)).client;
    const expert = (await signedInExpert(testApp)).client;
    for (const [client, status] of [
      [patient, 403],
      [expert, 403],
      [visitor(), 401],
    ] as const) {
      expect((await client.get('/api/admin/deletion-requests')).status).toBe(status);
      expect((await client.post(`/api/admin/deletion-requests/${id}/complete`)).status).toBe(status);
      expect((await client.post(`/api/admin/deletion-requests/${id}/reject`, { reason: 'Not verified' })).status).toBe(status);
    }
    expect((await stored(id)).status).toBe('pending');
    expect(await db().select().from(users).where(eq(users.id, victim.user.id))).toHaveLength(1);
    expect((await admin.get('/api/admin/deletion-requests')).status).toBe(200);
  });
});

describe('admin deletion requests: verifying and deleting', () => {
  it('shows an open request with the account it names, then deletes that account and closes the request without personal data', async () => {
    const victim = await signedInPatient(testApp);
    const id = await requestDeletion(victim.input.email.toUpperCase(), victim.input.phone);
    const listed = (await pending()).find((request) => request.id === id);
    expect(listed).toMatchObject({
      status: 'pending',
      fullName: 'Meera Krishnan',
      reason: 'Moving abroad',
      match: { accountFound: true, role: 'patient', name: victim.user.name, phoneMatches: true },
    });

    const done = await admin.post(`/api/admin/deletion-requests/${id}/complete`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ deleted: true, prescriptionsKept: 0 });
    expect(await db().select().from(users).where(eq(users.id, victim.user.id))).toEqual([]);
    // The victim's session is gone with the account.
    expect((await victim.client.get('/api/auth/session')).body.user).toBeNull();
    expect(await stored(id)).toMatchObject({ status: 'completed', email: null, phone: null, fullName: null, reason: null });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'account.deleted')));
    expect(audit).toMatchObject({ actorUserId: adminId, subjectType: 'account_deletion_request' });

    const again = await admin.post(`/api/admin/deletion-requests/${id}/complete`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(DELETION_ADMIN_MESSAGES.closed);
    const closed = (await admin.get<AdminDeletionRequestList>('/api/admin/deletion-requests?view=closed')).body.requests.find((request) => request.id === id);
    expect(closed).toMatchObject({ status: 'completed', email: null, phone: null, fullName: null, match: null });
  });

  it('refuses to delete when the phone is not the account’s, when no account has the email, and for an expert', async () => {
    const victim = await signedInPatient(testApp);
    const wrongPhone = await requestDeletion(victim.input.email, '9123456780');
    expect((await pending()).find((request) => request.id === wrongPhone)?.match).toMatchObject({ accountFound: true, phoneMatches: false });
    const mismatch = await admin.post(`/api/admin/deletion-requests/${wrongPhone}/complete`);
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.error.message).toBe(DELETION_ADMIN_MESSAGES.phoneMismatch);

    const nobody = await requestDeletion('nobody.here@example.in', '9123456781');
    expect((await pending()).find((request) => request.id === nobody)?.match).toEqual({ accountFound: false, name: null, role: null, phoneMatches: false });
    expect((await admin.post(`/api/admin/deletion-requests/${nobody}/complete`)).body.error.message).toBe(DELETION_ADMIN_MESSAGES.noAccount);

    const expert = await signedInExpert(testApp);
    const staff = await requestDeletion(expert.input.email, expert.input.phone);
    expect((await admin.post(`/api/admin/deletion-requests/${staff}/complete`)).body.error.message).toBe(DELETION_ADMIN_MESSAGES.staffAccount);

    expect(await db().select().from(users).where(eq(users.id, victim.user.id))).toHaveLength(1);
    for (const id of [wrongPhone, nobody, staff]) expect((await stored(id)).status).toBe('pending');
  });

  it('rejects with a reason: the person is emailed why, and the request forgets them', async () => {
    const id = await requestDeletion('unsure.person@example.in', '9123456782');
    const short = await admin.post(`/api/admin/deletion-requests/${id}/reject`, { reason: 'no' });
    expect(short.status).toBe(400);
    expect(short.body.error.fieldErrors.reason).toEqual([DELETION_ADMIN_MESSAGES.reasonRequired]);
    expect((await admin.post(`/api/admin/deletion-requests/${id}/reject`, {})).status).toBe(400);
    const long = await admin.post(`/api/admin/deletion-requests/${id}/reject`, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.fieldErrors.reason).toEqual(['Please keep the reason under 500 characters']);
    expect((await stored(id)).status).toBe('pending');

    const rejected = await admin.post(`/api/admin/deletion-requests/${id}/reject`, {
      reason: 'We could not verify the phone number. Please write from your account.',
    });
    expect(rejected.status).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'rejected', email: null, phone: null, fullName: null, reason: null });
    const [told] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'unsure.person@example.in'), eq(outbox.template, 'deletion-request-rejected')));
    expect(told?.payload).toEqual({ deletionRequestId: id, reason: 'We could not verify the phone number. Please write from your account.', language: 'en' });
    expect((await admin.post(`/api/admin/deletion-requests/${id}/reject`, { reason: 'Second time' })).status).toBe(409);
  });

  it('answers 404 for an unknown request and 400 for a malformed id or view', async () => {
    expect((await admin.post('/api/admin/deletion-requests/00000000-0000-4000-8000-000000000000/complete')).status).toBe(404);
    expect((await admin.post('/api/admin/deletion-requests/nope/complete')).status).toBe(400);
    expect((await admin.get('/api/admin/deletion-requests?view=everything')).status).toBe(400);
  });
});
