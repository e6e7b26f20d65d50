import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { createPasswordHasher, type PasswordHasher } from '../src/lib/password-hash';
import { signInFailures } from '../src/db/schema/auth';
import { outbox } from '../src/db/schema/platform';
import { beginSignInAttempt, clearSignInFailures } from '../src/modules/accounts/sign-in-lock.service';
import { renderMessage, SIGN_IN_LOCKED_TEMPLATE } from '../src/modules/notifications/message-templates';
import { signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_SCRYPT, type TestApp } from './support/test-app';
import { testDatabaseKind } from './support/test-database';

// Decision 052: five wrong passwords for one email within 15 minutes pause that email's sign-in for 15 minutes,
// from whatever address they come.
const MINUTE = 60_000;
const LOCKED = 'Too many failed sign-ins for this account. Try again in 15 minutes.';
let now = new Date('2026-03-02T10:00:00Z');
let testApp: TestApp;
let address = 0;
// Counts password checks: a burst of guesses must not get more of them than the limit.
const hasher = createPasswordHasher({ params: TEST_SCRYPT });
let checks = 0;
const countingHasher: PasswordHasher = { ...hasher, verify: (input) => (checks++, hasher.verify(input)) };

beforeAll(async () => {
  testApp = await createTestApp({
    env: { TRUST_PROXY: 'X-Forwarded-For' },
    clock: { now: () => now },
    passwordHasher: countingHasher,
    // The per-address limit is high: each attempt comes from its own address anyway.
    rateLimits: { signInAccount: { windowMs: 15 * MINUTE, limit: 5, lockMs: 15 * MINUTE } },
  });
});
afterAll(() => testApp.close());

/** Each call from a new address, as a botnet would. */
function signInFromSomewhere(email: string, password: string, ip = `198.51.100.${++address % 250}`) {
  return new HttpClient(testApp, { 'x-forwarded-for': ip }).post('/api/auth/sign-in', { email, password });
}

async function failures(email: string, count: number) {
  const statuses = [];
  for (let i = 0; i < count; i++) statuses.push((await signInFromSomewhere(email, 'wrong-password-1')).status);
  return statuses;
}

const notices = (recipient: string) => testApp.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

describe('the per-account sign-in lock', () => {
  it('locks an account after five failures from different addresses, and refuses even the right password', async () => {
    now = new Date('2026-03-02T10:00:00Z');
    const { input } = await signedInPatient(testApp);
    expect(await failures(input.email, 4)).toEqual([401, 401, 401, 401]);
    const fifth = await signInFromSomewhere(input.email, 'wrong-password-1');
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toEqual({ code: 'RATE_LIMITED', message: LOCKED });
    expect(fifth.headers.get('retry-after')).toBe('900');

    now = new Date(now.getTime() + 5 * MINUTE);
    const right = await signInFromSomewhere(input.email, input.password);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('600');
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(right.body.error.message).toBe('Too many failed sign-ins for this account. Try again in 10 minutes.');
  });

  it('lets the account in again once the lock has passed, and a success starts the count again', async () => {
    now = new Date('2026-03-02T11:00:00Z');
    const { input } = await signedInPatient(testApp);
    await failures(input.email, 5);
    now = new Date(now.getTime() + 15 * MINUTE);
    expect((await signInFromSomewhere(input.email, input.password)).status).toBe(200);
    // Four more failures after the success lock nothing.
    expect(await failures(input.email, 4)).toEqual([401, 401, 401, 401]);
    expect((await signInFromSomewhere(input.email, input.password)).status).toBe(200);
  });

  it('counts failures within the window only', async () => {
    now = new Date('2026-03-02T12:00:00Z');
    const { input } = await signedInPatient(testApp);
    await failures(input.email, 4);
    now = new Date(now.getTime() + 16 * MINUTE);
    expect(await failures(input.email, 4)).toEqual([401, 401, 401, 401]);
    expect(await failures(input.email, 1)).toEqual([429]);
  });

  it('counts guesses sent all at once before checking them, so a burst gets no more than five checks', async () => {
    now = new Date('2026-03-02T12:30:00Z');
    const { input, user } = await signedInPatient(testApp);
    checks = 0;
    const burst = await Promise.all(Array.from({ length: 12 }, () => signInFromSomewhere(input.email, 'wrong-password-1')));
    const statuses = burst.map((response) => response.status);
    expect(checks).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(8);
    expect((await signInFromSomewhere(input.email, input.password)).status).toBe(429);
    expect(await notices(user.email)).toHaveLength(1);
  });

  // PGlite has one connection, so only PostgreSQL can interleave these: a clear used to delete the row between the
  // insert and the locking read, and the sign-in answered 500 (the fuzz test met it).
  it.skipIf(testDatabaseKind() !== 'postgres')('counts an attempt even while a correct sign-in clears the same count', async () => {
    const policy = { windowMs: 15 * MINUTE, limit: 1_000_000, lockMs: 15 * MINUTE };
    const errors: string[] = [];
    for (let round = 0; round < 100; round++) {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 3 === 0
            ? clearSignInFailures(testApp.database.db, 'race@example.in')
            : beginSignInAttempt(testApp.database.db, policy, 'race@example.in', now).catch((error: unknown) => errors.push(String(error))),
        ),
      );
    }
    expect(errors).toEqual([]);
  });

  it('treats an unknown email exactly like a known one, so a lock reveals nothing', async () => {
    now = new Date('2026-03-02T13:00:00Z');
    const { input } = await signedInPatient(testApp);
    const unknown = 'nobody-here@example.in';
    const seen = { known: await failures(input.email, 6), unknown: await failures(unknown, 6) };
    expect(seen.unknown).toEqual(seen.known);
    expect(seen.known).toEqual([401, 401, 401, 401, 429, 429]);
    const [a, b] = [await signInFromSomewhere(input.email, 'x-password'), await signInFromSomewhere(unknown, 'x-password')];
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('retry-after')).toEqual(a.headers.get('retry-after'));
    expect(await notices(unknown)).toEqual([]);
  });

  it('tells the account holder once per lock, by email and SMS, through the outbox', async () => {
    now = new Date('2026-03-02T14:00:00Z');
    const { input, user } = await signedInPatient(testApp);
    await failures(input.email, 9);
    const sent = [...(await notices(user.email)), ...(await notices(user.phone))];
    expect(sent.map((row) => [row.channel, row.template]).sort()).toEqual([
      ['email', SIGN_IN_LOCKED_TEMPLATE],
      ['sms', SIGN_IN_LOCKED_TEMPLATE],
    ]);
    expect(renderMessage(SIGN_IN_LOCKED_TEMPLATE, sent[0]!.payload, { base: 'http://localhost:3999' }).text).toContain('sign-in is paused for 15 minutes');

    // The next lock is a new notice.
    now = new Date(now.getTime() + 15 * MINUTE);
    await failures(input.email, 5);
    expect(await notices(user.email)).toHaveLength(2);
  });

  it('does not lock a neighbourhood out: other accounts behind the same address still sign in', async () => {
    now = new Date('2026-03-02T15:00:00Z');
    const shared = '203.0.113.50';
    const [victim, neighbour] = [await signedInPatient(testApp), await signedInPatient(testApp)];
    for (let i = 0; i < 5; i++) await signInFromSomewhere(victim.input.email, 'wrong-password-1', shared);
    expect((await signInFromSomewhere(victim.input.email, victim.input.password, shared)).status).toBe(429);
    expect((await signInFromSomewhere(neighbour.input.email, neighbour.input.password, shared)).status).toBe(200);
    expect((await signInFromSomewhere(neighbour.input.email, 'wrong-password-1', shared)).status).toBe(401);
  });

  it('forgets the emails typed once they have been idle for a day', async () => {
    now = new Date('2026-03-03T09:00:00Z');
    await failures('typo-of-someone@example.in', 1);
    const stored = () => testApp.database.db.select().from(signInFailures).where(eq(signInFailures.email, 'typo-of-someone@example.in'));
    expect(await stored()).toHaveLength(1);
    now = new Date(now.getTime() + 25 * 60 * MINUTE);
    await failures('someone-else@example.in', 1);
    expect(await stored()).toEqual([]);
  });

  it('stores the counts in the database, so a restart or another instance does not reset them', async () => {
    now = new Date('2026-03-02T16:00:00Z');
    const { input } = await signedInPatient(testApp);
    await failures(input.email, 5);
    // A second app on the same database stands in for a restarted server or a second instance.
    const other = createApp({ ...testApp.deps });
    const answer = await other.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { origin: 'http://localhost:3999', 'content-type': 'application/json' },
      body: JSON.stringify({ email: input.email, password: input.password }),
    });
    expect(answer.status).toBe(429);
  });
});
