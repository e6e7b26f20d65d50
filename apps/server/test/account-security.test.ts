import { ACCOUNT_SECURITY_MESSAGES as M, type DeviceSession } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/auth';
import { outbox } from '../src/db/schema/platform';
import { freshMobile, latestCode, latestResetToken } from './support/codes';
import { signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 20 part 5: forgot password, change password, signed-in devices, and a recent proof before sensitive actions.
let now = new Date();
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => testApp.close());
// better-auth stamps a session's sign-in with the system clock: each test starts the test clock from it.
beforeEach(() => {
  now = new Date();
});
const e164 = (tenDigits: string) => `+91${tenDigits}`;

async function phoneAccount(name = 'Lakshmi Iyer') {
  const phone = freshMobile();
  const client = new HttpClient(testApp);
  await client.post('/api/auth/phone/code', { phone });
  const answer = await client.post('/api/auth/phone/sign-in', { phone, code: await latestCode(testApp, e164(phone)), fullName: name });
  expect(answer.status).toBe(200);
  later(31);
  return { client, phone, user: answer.body.user as { id: string } };
}

/** A second browser of the same email account. */
async function secondDevice(
  email: string,
  password: string,
  userAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
) {
  const client = new HttpClient(testApp, { 'user-agent': userAgent });
  expect((await client.post('/api/auth/sign-in', { email, password })).status).toBe(200);
  return client;
}

describe('forgot password', () => {
  it('by email: the same answer for any address; the link resets once, signs in and ends every other session', async () => {
    const { input, client: oldDevice } = await signedInPatient(testApp);
    const visitor = new HttpClient(testApp);
    const known = await visitor.post('/api/auth/password/forgot', { channel: 'email', email: input.email.toUpperCase() });
    const unknown = await visitor.post('/api/auth/password/forgot', { channel: 'email', email: 'nobody-here@example.in' });
    expect(known.body).toEqual({ message: M.resetSent });
    expect(unknown.body).toEqual(known.body);
    expect(await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, 'nobody-here@example.in'))).toHaveLength(0);

    const token = await latestResetToken(testApp, input.email);
    const reset = await visitor.post('/api/auth/password/reset', { token, password: 'Monsoon-Kite-2026' });
    expect(reset.status).toBe(200);
    expect((await visitor.get('/api/auth/session')).body.user.email).toBe(input.email);
    expect((await oldDevice.get('/api/auth/session')).body.user).toBeNull();
    expect((await visitor.post('/api/auth/password/reset', { token, password: 'Another-Kite-2026' })).body.error.message).toBe(M.resetLinkInvalid);
    expect((await new HttpClient(testApp).post('/api/auth/sign-in', { email: input.email, password: input.password })).status).toBe(401);
    expect((await new HttpClient(testApp).post('/api/auth/sign-in', { email: input.email, password: 'Monsoon-Kite-2026' })).status).toBe(200);
  });

  it('by SMS to a verified number: a code resets the password; unknown numbers get the same answer and no SMS', async () => {
    const { phone, client: oldDevice } = await phoneAccount();
    const visitor = new HttpClient(testApp);
    const stranger = freshMobile();
    const known = await visitor.post('/api/auth/password/forgot', { channel: 'sms', phone });
    expect(known.body).toEqual((await visitor.post('/api/auth/password/forgot', { channel: 'sms', phone: stranger })).body);
    expect(
      await testApp.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, e164(stranger))),
    ).toHaveLength(0);
    // Asked again at once: the same answer (a "wait" would tell that the number has an account).
    expect((await visitor.post('/api/auth/password/forgot', { channel: 'sms', phone })).status).toBe(200);
    const code = await latestCode(testApp, e164(phone));
    expect((await visitor.post('/api/auth/password/reset', { phone, code, password: 'password' })).status).toBe(400);
    const reset = await visitor.post('/api/auth/password/reset', { phone, code, password: 'Neem-Tree-Shade-9' });
    expect(reset.status).toBe(200);
    expect((await oldDevice.get('/api/auth/session')).body.user).toBeNull();
    // The new password now confirms it is them.
    expect((await visitor.post('/api/account/proof', { password: 'Neem-Tree-Shade-9' })).status).toBe(200);
  });
});

describe('change password', () => {
  it('needs the current password; other devices are signed out, this one stays', async () => {
    const { client, input } = await signedInPatient(testApp);
    const other = await secondDevice(input.email, input.password);
    const wrong = await client.post('/api/account/password', { currentPassword: 'not-my-password', newPassword: 'Banyan-Roots-77' });
    expect(wrong.body.error.fieldErrors).toEqual({ currentPassword: [M.wrongPassword] });
    const common = await client.post('/api/account/password', { currentPassword: input.password, newPassword: 'password123' });
    expect(common.status).toBe(400);
    expect((await client.post('/api/account/password', { currentPassword: input.password, newPassword: 'Banyan-Roots-77' })).status).toBe(200);
    expect((await client.get('/api/auth/session')).body.user).not.toBeNull();
    expect((await other.get('/api/auth/session')).body.user).toBeNull();
  });

  it('an account made with a mobile number sets its first password after a recent code', async () => {
    const { client } = await phoneAccount();
    later(16 * 60);
    const stale = await client.post('/api/account/password', { newPassword: 'Mango-Season-24' });
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe('PROOF_REQUIRED');
    expect((await client.post('/api/account/proof/code')).status).toBe(200);
    const { user } = (await client.get('/api/auth/session')).body;
    expect((await client.post('/api/account/proof', { code: await latestCode(testApp, user.phone) })).status).toBe(200);
    expect((await client.post('/api/account/password', { newPassword: 'Mango-Season-24' })).status).toBe(200);
    expect((await client.get('/api/account/proof')).body).toMatchObject({ hasPassword: true });
  });
});

describe('signed-in devices', () => {
  it('lists my devices with the current one marked; signs one out; signs out everywhere', async () => {
    const { client, input } = await signedInPatient(testApp);
    const phoneBrowser = await secondDevice(input.email, input.password);
    const listed = await client.get('/api/account/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    const other = (listed.body.sessions as DeviceSession[]).find((s) => !s.current)!;
    expect(other.device).toBe('Chrome on Android');
    expect(Object.keys(other).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
    expect((await client.post(`/api/account/sessions/${other.id}/sign-out`)).status).toBe(200);
    expect((await phoneBrowser.get('/api/auth/session')).body.user).toBeNull();

    const third = await secondDevice(input.email, input.password);
    expect((await client.post('/api/account/sessions/sign-out-everywhere')).status).toBe(200);
    expect((await third.get('/api/auth/session')).body.user).toBeNull();
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
  });

  it('names the devices in the reader’s language (issue 20 part 2): Hindi for a Hindi reader, the English as before', async () => {
    const { client, input } = await signedInPatient(testApp);
    await secondDevice(input.email, input.password);
    const list = async (language: string) =>
      ((await client.request('GET', '/api/account/sessions', undefined, { headers: { 'accept-language': language } })).body.sessions as DeviceSession[]).find(
        (s) => !s.current,
      )!.device;
    expect(await list('hi-IN,hi;q=0.9')).toBe('Android पर Chrome');
    expect(await list('en-IN,en;q=0.9')).toBe('Chrome on Android');
    expect(await list('ta')).toBe('Chrome on Android');
  });

  it('moves "last seen" forward as a device is used, at most every 5 minutes', async () => {
    const { client, user } = await signedInPatient(testApp);
    later(6 * 60);
    await client.get('/api/auth/session');
    const [row] = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.lastSeenAt?.getTime()).toBe(now.getTime());
  });
});

describe('authorisation of the account routes', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/account/sessions'],
    ['POST', '/api/account/sessions/sign-out-everywhere'],
    ['POST', '/api/account/sessions/00000000-0000-4000-8000-000000000000/sign-out'],
    ['POST', '/api/account/password', { currentPassword: 'whatever1', newPassword: 'Lotus-Pond-2026' }],
    ['GET', '/api/account/proof'],
    ['POST', '/api/account/proof/code'],
    ['POST', '/api/account/proof', { password: 'whatever1' }],
    ['POST', '/api/account/email', { email: 'x@example.in' }],
    ['POST', '/api/account/phone/code', { phone: '9876501234' }],
    ['POST', '/api/account/phone', { phone: '9876501234', code: '123456' }],
  ];

  it('anonymous: 401 on every route', async () => {
    for (const [method, path, body] of routes)
      expect((await new HttpClient(testApp).request(method, path, method === 'GET' ? undefined : (body ?? {}))).status, path).toBe(401);
  });

  it("owner, another patient, an expert and an admin each see and end only their own sessions: someone else's is 404", async () => {
    const owner = await signedInPatient(testApp);
    const ownerSession = (await owner.client.get('/api/account/sessions')).body.sessions[0].id;
    for (const other of [await signedInPatient(testApp), await signedInWithRole(testApp, 'expert'), await signedInWithRole(testApp, 'admin')]) {
      const theirs = (await other.client.get('/api/account/sessions')).body.sessions;
      expect((theirs as DeviceSession[]).map((s) => s.id)).not.toContain(ownerSession);
      expect((await other.client.post(`/api/account/sessions/${ownerSession}/sign-out`)).status).toBe(404);
    }
    expect((await owner.client.get('/api/auth/session')).body.user).not.toBeNull();
  });
});

describe('a recent proof before sensitive actions', () => {
  it('exporting data after 15 minutes needs the password again', async () => {
    const { client, input } = await signedInPatient(testApp);
    expect((await client.get('/api/me/export?format=json')).status).toBe(200);
    later(16 * 60);
    const stale = await client.get('/api/me/export?format=json');
    expect(stale.status).toBe(403);
    expect(stale.body.error).toMatchObject({ code: 'PROOF_REQUIRED', message: M.proofRequired });
    expect((await client.get('/api/account/proof')).body).toMatchObject({ provenUntil: null, hasPassword: true, codeTo: null });
    expect((await client.post('/api/account/proof', { password: 'wrong-password' })).body.error.fieldErrors).toEqual({ password: [M.wrongPassword] });
    expect((await client.post('/api/account/proof', { password: input.password })).status).toBe(200);
    expect((await client.get('/api/me/export?format=json')).status).toBe(200);
  });

  it('an account with a password still confirms a deletion with it, however recent the sign-in', async () => {
    const { client } = await signedInPatient(testApp);
    const answer = await client.post('/api/account/delete', {});
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fieldErrors)).toEqual(['password']);
  });

  it('an account with a mobile number only deletes itself after a code', async () => {
    const { client, user } = await phoneAccount();
    later(16 * 60);
    expect((await client.post('/api/account/delete', {})).body.error.code).toBe('PROOF_REQUIRED');
    await client.post('/api/account/proof/code');
    const { user: me } = (await client.get('/api/auth/session')).body;
    expect((await client.post('/api/account/proof', { code: await latestCode(testApp, me.phone) })).status).toBe(200);
    expect((await client.post('/api/account/delete', {})).status).toBe(200);
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('changing the mobile number needs a recent proof and a code from the new number; the profile cannot change it', async () => {
    const { client } = await phoneAccount();
    const newPhone = freshMobile();
    later(16 * 60);
    expect((await client.post('/api/account/phone/code', { phone: newPhone })).body.error.code).toBe('PROOF_REQUIRED');
    await client.post('/api/account/proof/code');
    const { user: me } = (await client.get('/api/auth/session')).body;
    await client.post('/api/account/proof', { code: await latestCode(testApp, me.phone) });
    expect((await client.post('/api/account/phone/code', { phone: newPhone })).status).toBe(200);
    const changed = await client.post('/api/account/phone', { phone: newPhone, code: await latestCode(testApp, e164(newPhone)) });
    expect(changed.status).toBe(200);
    expect(changed.body.user.phone).toBe(e164(newPhone));
    const profile = await client.request('PUT', '/api/profile', { name: 'Lakshmi Iyer', phone: freshMobile(), city: '', state: '', languages: [] });
    expect(profile.body.error.fieldErrors).toEqual({ phone: [M.verifiedPhoneFromSettings] });
  });

  it("another account's verified number cannot be taken", async () => {
    const first = await phoneAccount();
    const { client } = await phoneAccount();
    const taken = await client.post('/api/account/phone/code', { phone: first.phone });
    expect(taken.status).toBe(409);
  });
});

describe('add an email later', () => {
  it('an account made with a mobile number adds an email, which then takes a password reset link', async () => {
    const { client } = await phoneAccount();
    const email = `later-${Date.now()}@example.in`;
    const added = await client.post('/api/account/email', { email });
    expect(added.status).toBe(200);
    expect(added.body.user.email).toBe(email);
    expect((await client.post('/api/account/email', { email: 'second@example.in' })).status).toBe(409);
    const taken = await phoneAccount();
    expect((await taken.client.post('/api/account/email', { email: email.toUpperCase() })).body.error.fieldErrors).toEqual({ email: [M.emailInUse] });
  });
});
