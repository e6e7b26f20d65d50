import { ACCOUNT_SECURITY_MESSAGES as M } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { oneTimeCodes } from '../src/db/schema/one-time-codes';
import { consultations } from '../src/db/schema/consultations';
import { outbox } from '../src/db/schema/platform';
import { renderMessage } from '../src/modules/notifications/message-templates';
import { freshMobile, latestCode } from './support/codes';
import { signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

// Issue 20 part 4: sign up and sign in with a mobile number and a 6-digit code by SMS (5 minutes, 5 tries).
let now = new Date('2026-05-04T09:00:00Z');
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => testApp.close());

const e164 = (tenDigits: string) => `+91${tenDigits}`;
const codesFor = (phone: string) =>
  testApp.database.db
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.phone, e164(phone)));

async function signUpByPhone(phone = freshMobile(), fullName = 'Savitri Devi') {
  const client = new HttpClient(testApp);
  expect((await client.post('/api/auth/phone/code', { phone })).status).toBe(200);
  const answer = await client.post('/api/auth/phone/sign-in', { phone, code: await latestCode(testApp, e164(phone)), fullName });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  later(31);
  return { client, phone, user: answer.body.user as { id: string; email: string | null; phone: string } };
}

describe('sign-up and sign-in with a mobile number', () => {
  it('sends a code, asks for a name when no account uses the number, and creates an account without email or password', async () => {
    const phone = freshMobile();
    const client = new HttpClient(testApp);
    const sent = await client.post('/api/auth/phone/code', { phone: ` ${phone} ` });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: M.codeSent, sentTo: `******${phone.slice(-4)}`, expiresInSeconds: 300, resendAfterSeconds: 30 });
    const code = await latestCode(testApp, e164(phone));
    expect(code).toMatch(/^\d{6}$/);

    const noName = await client.post('/api/auth/phone/sign-in', { phone, code });
    expect(noName.status).toBe(400);
    expect(noName.body.error.fieldErrors).toEqual({ fullName: [M.needsName] });
    // The right code is kept for the second try, with the name.
    const created = await client.post('/api/auth/phone/sign-in', { phone, code: code.split('').join(' '), fullName: 'Ramesh Kumar' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ created: true, user: { name: 'Ramesh Kumar', email: null, phone: e164(phone), role: 'patient' } });
    expect((await client.get('/api/auth/session')).body.user.id).toBe(created.body.user.id);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, created.body.user.id));
    expect(row?.phoneVerified).toBe(true);
    // A code works once.
    expect((await new HttpClient(testApp).post('/api/auth/phone/sign-in', { phone, code, fullName: 'Someone Else' })).status).toBe(400);
  });

  it('signs the same account in again by code after signing out', async () => {
    const { client, phone, user } = await signUpByPhone();
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
    await client.post('/api/auth/phone/code', { phone });
    const again = await client.post('/api/auth/phone/sign-in', { phone, code: await latestCode(testApp, e164(phone)) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, user: { id: user.id } });
  });

  it('keeps only a keyed hash of the code, and the SMS carries the code with the WebOTP line', async () => {
    const phone = freshMobile();
    await new HttpClient(testApp).post('/api/auth/phone/code', { phone });
    const code = await latestCode(testApp, e164(phone));
    const [row] = await codesFor(phone);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    const [sms] = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, e164(phone)), eq(outbox.channel, 'sms')));
    const text = renderMessage('one-time-code', sms!.payload, { base: TEST_PUBLIC_URL }).text;
    expect(text).toContain(`${code} is your code to sign in to Sahay`);
    expect(text.endsWith(`@localhost:3999 #${code}`)).toBe(true);
  });

  it('ends a code after 5 wrong tries: even the right code is refused then', async () => {
    const phone = freshMobile();
    const client = new HttpClient(testApp);
    await client.post('/api/auth/phone/code', { phone });
    const code = await latestCode(testApp, e164(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await client.post('/api/auth/phone/sign-in', { phone, code: wrong, fullName: 'Asha Rao' })).body.error.message);
    expect(answers).toEqual([M.wrongCode, M.wrongCode, M.wrongCode, M.wrongCode, M.codeExpired]);
    const right = await client.post('/api/auth/phone/sign-in', { phone, code, fullName: 'Asha Rao' });
    expect(right.status).toBe(400);
    expect(right.body.error.fieldErrors).toEqual({ code: [M.codeExpired] });
  });

  it('counts tries sent at once: five at most are checked', async () => {
    const phone = freshMobile();
    await new HttpClient(testApp).post('/api/auth/phone/code', { phone });
    const code = await latestCode(testApp, e164(phone));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await Promise.all(Array.from({ length: 8 }, () => new HttpClient(testApp).post('/api/auth/phone/sign-in', { phone, code: wrong, fullName: 'Asha Rao' })));
    expect((await new HttpClient(testApp).post('/api/auth/phone/sign-in', { phone, code, fullName: 'Asha Rao' })).status).toBe(400);
  });

  it('a code expires after 5 minutes', async () => {
    const phone = freshMobile();
    await new HttpClient(testApp).post('/api/auth/phone/code', { phone });
    const code = await latestCode(testApp, e164(phone));
    later(5 * 60 + 1);
    const late = await new HttpClient(testApp).post('/api/auth/phone/sign-in', { phone, code, fullName: 'Asha Rao' });
    expect(late.body.error.fieldErrors).toEqual({ code: [M.codeExpired] });
  });

  it('asks to wait 30 seconds before a new code; the new code replaces the old one', async () => {
    const phone = freshMobile();
    const client = new HttpClient(testApp);
    await client.post('/api/auth/phone/code', { phone });
    const first = await latestCode(testApp, e164(phone));
    later(10);
    const early = await client.post('/api/auth/phone/code', { phone });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('20');
    later(21);
    expect((await client.post('/api/auth/phone/code', { phone })).status).toBe(200);
    const second = await latestCode(testApp, e164(phone));
    expect(await codesFor(phone)).toHaveLength(1);
    if (first !== second) expect((await client.post('/api/auth/phone/sign-in', { phone, code: first, fullName: 'Asha Rao' })).status).toBe(400);
    expect((await client.post('/api/auth/phone/sign-in', { phone, code: second, fullName: 'Asha Rao' })).status).toBe(200);
  });

  it('answers alike for a number with an account and one without (no enumeration)', async () => {
    const { phone } = await signUpByPhone();
    const known = await new HttpClient(testApp).post('/api/auth/phone/code', { phone });
    const unknown = await new HttpClient(testApp).post('/api/auth/phone/code', { phone: freshMobile() });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body)).toEqual(Object.keys(unknown.body));
    expect(known.body.message).toBe(unknown.body.message);
  });

  it('a number typed at email sign-up is not verified: its code makes a new account, never a way into the email account', async () => {
    const phone = freshMobile();
    const emailAccount = await signedInPatient(testApp, { phone });
    const client = new HttpClient(testApp);
    await client.post('/api/auth/phone/code', { phone });
    const answer = await client.post('/api/auth/phone/sign-in', { phone, code: await latestCode(testApp, e164(phone)), fullName: 'Phone Holder' });
    expect(answer.body.created).toBe(true);
    expect(answer.body.user.id).not.toBe(emailAccount.user.id);
  });

  it("links the number's visitor requests to the new account, and later visitor requests never land in it", async () => {
    const phone = freshMobile();
    const visitor = await new HttpClient(testApp).post('/api/consultations/legal', { name: 'Meena', phone, legalIssue: 'Deposit not returned' });
    expect(visitor.status).toBe(201);
    const { user } = await signUpByPhone(phone, 'Meena Kumari');
    const mine = await testApp.database.db.select().from(consultations).where(eq(consultations.userId, user.id));
    expect(mine).toHaveLength(1);
    await new HttpClient(testApp).post('/api/consultations/legal', { name: 'Stranger', phone, legalIssue: 'Someone typed this number' });
    expect(await testApp.database.db.select().from(consultations).where(eq(consultations.userId, user.id))).toHaveLength(1);
  });

  it('refuses bad input with field errors', async () => {
    const client = new HttpClient(testApp);
    expect((await client.post('/api/auth/phone/code', { phone: '12345' })).body.error.fieldErrors.phone).toBeDefined();
    const bad = await client.post('/api/auth/phone/sign-in', { phone: freshMobile(), code: '12ab56' });
    expect(bad.body.error.fieldErrors).toEqual({ code: [M.invalidCode] });
  });
});

describe('code limits per number and per address', () => {
  let limited: TestApp;
  let clock = new Date('2026-05-04T09:00:00Z');
  beforeAll(async () => {
    limited = await createTestApp({
      env: { TRUST_PROXY: 'X-Forwarded-For' },
      clock: { now: () => clock },
      rateLimits: { codesPerRecipient: { windowMs: 60 * 60_000, limit: 2 }, codesPerAddress: { windowMs: 60 * 60_000, limit: 3 } },
    });
  });
  afterAll(() => limited.close());

  it('a number gets at most its quota of codes an hour, from any address', async () => {
    const phone = freshMobile();
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await new HttpClient(limited, { 'x-forwarded-for': `203.0.113.${i + 1}` }).post('/api/auth/phone/code', { phone })).status);
      clock = new Date(clock.getTime() + 31_000);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('an address gets at most its quota of code requests, whatever the numbers', async () => {
    const client = new HttpClient(limited, { 'x-forwarded-for': '198.51.100.77' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/auth/phone/code', { phone: freshMobile() })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
