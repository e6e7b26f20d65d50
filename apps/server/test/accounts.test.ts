import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../src/db/schema/auth';
import { buildSignUp, signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_SCRYPT, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('sign-up', () => {
  it('creates the account, writes the users row and signs the person in', async () => {
    const client = new HttpClient(testApp);
    const input = buildSignUp({ email: 'Asha.Verma@Example.in', fullName: '  Asha Verma ', phone: '9876543210' });
    const response = await client.post('/api/auth/sign-up', input);
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ name: 'Asha Verma', email: 'asha.verma@example.in', phone: '+919876543210', role: 'patient' });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sahay.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, response.body.user.id));
    expect(row).toMatchObject({ name: 'Asha Verma', email: 'asha.verma@example.in', phone: '+919876543210' });
    expect((await client.get('/api/auth/session')).body.user.id).toBe(response.body.user.id);
  });

  it('stores a scrypt hash, never the password', async () => {
    const { user, input } = await signedInPatient(testApp);
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    // Tests hash with TEST_SCRYPT; the production parameters are tested in password-hash.test.ts.
    expect(account?.password).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT.N}\\$8\\$1\\$[0-9a-f]{32}\\$[0-9a-f]{128}$`));
    expect(account?.password).not.toContain(input.password);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const { input } = await signedInPatient(testApp);
    const response = await new HttpClient(testApp).post('/api/auth/sign-up', buildSignUp({ email: input.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'CONFLICT', message: 'This email is already registered. Please login instead.' });
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: 'a@b' }, 'Please enter a valid email address'],
    ['password', { password: '12345' }, 'Password must be at least 8 characters'],
    ['fullName', { fullName: ' A ' }, 'Please enter your full name'],
    ['phone', { phone: '98765' }, 'Please enter a valid phone number'],
    ['phone', { phone: '1234567890' }, 'Please enter a valid phone number'],
  ])('refuses a bad %s with the spec message', async (field, overrides, message) => {
    const response = await new HttpClient(testApp).post('/api/auth/sign-up', buildSignUp(overrides));
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors[field]).toEqual([message]);
  });

  it('asks 8 characters of a new password (ASVS V6.2.1, decision 052)', async () => {
    const short = await new HttpClient(testApp).post('/api/auth/sign-up', buildSignUp({ password: 'Chai-t7' }));
    expect(short.status).toBe(400);
    expect(short.body.error.fieldErrors.password).toEqual(['Password must be at least 8 characters']);
    expect((await new HttpClient(testApp).post('/api/auth/sign-up', buildSignUp({ password: 'Chai-te8' }))).status).toBe(201);
  });

  // The spec's pattern lets these through; better-auth's stricter check refused them with an unmapped error (a 500).
  it.each(['asha@example.c', 'asha.ü@example.in'])('answers 400 under email, not 500, to %s', async (email) => {
    const response = await new HttpClient(testApp).post('/api/auth/sign-up', buildSignUp({ email }));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { email: ['Please enter a valid email address'] } });
  });

  it('refuses one of the most common passwords', async () => {
    for (const password of ['password', 'qwerty123', 'iloveyou', 'PASSWORD1']) {
      const response = await new HttpClient(testApp).post('/api/auth/sign-up', buildSignUp({ password }));
      expect(response.status, password).toBe(400);
      expect(response.body.error.fieldErrors.password[0]).toMatch(/most common/);
    }
  });
});

describe('sign-in, session and sign-out', () => {
  it('signs in with the right password and reports the user', async () => {
    const { input, user } = await signedInPatient(testApp);
    const client = new HttpClient(testApp);
    const response = await client.post('/api/auth/sign-in', { email: input.email, password: input.password });
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ id: user.id, name: 'Meera Krishnan', email: input.email, phone: `+91${input.phone}`, role: 'patient' });
    expect((await client.get('/api/auth/session')).body.user.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown email alike, with 401', async () => {
    const { input } = await signedInPatient(testApp);
    const wrong = await new HttpClient(testApp).post('/api/auth/sign-in', { email: input.email, password: 'not-the-password' });
    const unknown = await new HttpClient(testApp).post('/api/auth/sign-in', { email: 'nobody@example.in', password: 'whatever1' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } });
    }
  });

  it('answers 401, not 500, to an email no account can have (better-auth refuses its form)', async () => {
    const response = await new HttpClient(testApp).post('/api/auth/sign-in', { email: 'nobody@example.c', password: 'whatever1' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } });
  });

  it('tells an anonymous visitor there is no user', async () => {
    const response = await new HttpClient(testApp).get('/api/auth/session');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: null });
  });

  it('shows each person only their own account', async () => {
    const first = await signedInPatient(testApp);
    const second = await signedInPatient(testApp);
    expect((await first.client.get('/api/auth/session')).body.user.id).toBe(first.user.id);
    expect((await second.client.get('/api/auth/session')).body.user.id).toBe(second.user.id);
  });

  it('rotates the session on sign-in: the session the browser carried before is ended', async () => {
    const { client, input, user } = await signedInPatient(testApp);
    const before = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(before).toHaveLength(1);
    await client.post('/api/auth/sign-in', { email: input.email, password: input.password });
    const after = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after).toHaveLength(1);
    expect(after[0]?.id).not.toBe(before[0]?.id);
  });

  it('ends the session on sign-out, on the server too', async () => {
    const { client, user } = await signedInPatient(testApp);
    const stolenCookie = client.cookieHeader;
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
    const replay = await testApp.app.request('/api/auth/session', { headers: { cookie: stolenCookie } });
    expect(((await replay.json()) as { user: unknown }).user).toBeNull();
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('keeps a session for 30 days', async () => {
    const { user } = await signedInPatient(testApp);
    const [session] = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const days = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});
