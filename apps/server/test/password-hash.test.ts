import { scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema/auth';
import { createPasswordHasher, LEGACY_SCRYPT, OWASP_SCRYPT, scryptMaxmem } from '../src/lib/password-hash';
import { createHashThreads } from '../src/lib/hash-threads';
import { Semaphore } from '../src/lib/semaphore';
import { signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_SCRYPT, type TestApp } from './support/test-app';

describe('password hashing (decision 052)', () => {
  it('uses OWASP scrypt parameters by default, N=2^17, r=8, p=1, and names them in the hash', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    // 128·r·(N+p+2) bytes: 128 MiB plus three blocks; Node's default 32 MiB cap would refuse it.
    expect(scryptMaxmem(OWASP_SCRYPT)).toBe(134_220_800);
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('Chai-with-ginger');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await hasher.verify({ hash, password: 'Chai-with-ginger' })).toBe(true);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('verifies a hash with the parameters it names, and refuses malformed or oversized ones', async () => {
    const legacy = await createPasswordHasher({ params: LEGACY_SCRYPT }).hash('Chai-with-ginger');
    const current = createPasswordHasher({ params: TEST_SCRYPT });
    expect(await current.verify({ hash: legacy, password: 'Chai-with-ginger' })).toBe(true);
    expect(await current.verify({ hash: legacy, password: 'chai-with-ginger' })).toBe(false);
    expect(current.needsRehash(legacy)).toBe(true);
    const [, , r, p, salt, key] = legacy.split('$');
    expect(await current.verify({ hash: ['scrypt', 2 ** 24, r, p, salt, key].join('$'), password: 'Chai-with-ginger' })).toBe(false);
    expect(await current.verify({ hash: 'salt:key', password: 'Chai-with-ginger' })).toBe(false);
  });
});

describe('hash upgrade at sign-in', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const storedHash = async (userId: string) => {
    const [row] = await testApp.database.db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    return row?.hash ?? '';
  };

  it('re-hashes a hash with the old parameters after a correct password, and the new one works', async () => {
    const { input, user } = await signedInPatient(testApp);
    const legacy = await createPasswordHasher({ params: LEGACY_SCRYPT }).hash(input.password);
    await testApp.database.db.update(accounts).set({ password: legacy }).where(eq(accounts.userId, user.id));

    expect((await new HttpClient(testApp).post('/api/auth/sign-in', { email: input.email, password: 'Wrong-password' })).status).toBe(401);
    expect(await storedHash(user.id)).toBe(legacy);

    expect((await new HttpClient(testApp).post('/api/auth/sign-in', { email: input.email, password: input.password })).status).toBe(200);
    const upgraded = await storedHash(user.id);
    expect(upgraded).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT.N}\\$8\\$1\\$`));
    expect(upgraded).not.toBe(legacy);

    expect((await new HttpClient(testApp).post('/api/auth/sign-in', { email: input.email, password: input.password })).status).toBe(200);
    expect(await storedHash(user.id)).toBe(upgraded);
  });
});

describe('the hashing semaphore', () => {
  /** A stand-in for a hash: resolves when the test says so, and records how many ran at once. */
  function fakeHashes(slots: Semaphore, count: number) {
    const release: (() => void)[] = [];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const done = Array.from({ length: count }, (_, i) =>
      slots.run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
        return i;
      }),
    );
    return { release, started, done, most: () => most };
  }

  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('runs at most `limit` at once and queues the rest in arrival order', async () => {
    const slots = new Semaphore(2);
    const hashes = fakeHashes(slots, 5);
    await settle();
    expect(hashes.started).toEqual([0, 1]);
    expect(slots.pending).toEqual({ active: 2, queued: 3 });
    hashes.release.shift()?.();
    await settle();
    expect(hashes.started).toEqual([0, 1, 2]);
    while (hashes.started.length < 5 || hashes.release.length > 0) {
      hashes.release.shift()?.();
      await settle();
    }
    expect(await Promise.all(hashes.done)).toEqual([0, 1, 2, 3, 4]);
    expect(hashes.most()).toBe(2);
    expect(slots.pending).toEqual({ active: 0, queued: 0 });
  });

  it('hands a freed slot to the first waiter, not to a task that arrives at that moment', async () => {
    const slots = new Semaphore(1);
    const hashes = fakeHashes(slots, 2);
    await settle();
    hashes.release.shift()?.();
    const late = fakeHashes(slots, 1);
    await settle();
    expect(hashes.started).toEqual([0, 1]);
    expect(late.started).toEqual([]);
    expect(slots.pending).toEqual({ active: 1, queued: 1 });
    hashes.release.shift()?.();
    await settle();
    late.release.shift()?.();
    await Promise.all([...hashes.done, ...late.done]);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new Semaphore(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('does not cap anything with limit 0 (the bench compares with and without)', async () => {
    const hashes = fakeHashes(new Semaphore(0), 5);
    await settle();
    expect(hashes.started).toHaveLength(5);
    for (const release of hashes.release) release();
    await Promise.all(hashes.done);
  });
});

describe('the hashing threads', () => {
  /** The nice values of this process's threads, from /proc (field 19 of each thread's stat). */
  const threadNiceValues = () =>
    readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });

  it('derive what scrypt derives, on a thread below the process priority', async () => {
    const threads = createHashThreads(1, 7);
    try {
      const salt = Buffer.from('0123456789abcdef');
      const options = { N: 1024, r: 8, p: 1 };
      const key = await threads.derive('Chai-with-ginger', salt, 64, options);
      expect(key.equals(scryptSync('Chai-with-ginger', salt, 64, options))).toBe(true);
      expect(threadNiceValues()).toContain(7);
    } finally {
      await threads.close();
    }
  });

  it('answer a failed derivation with its error, and go on', async () => {
    const threads = createHashThreads(1, 0);
    try {
      await expect(threads.derive('x', Buffer.from('salt'), 64, { N: 3, r: 8, p: 1 })).rejects.toThrow(/N|cost|parameter/i);
      expect(await threads.derive('x', Buffer.from('salt'), 16, { N: 16, r: 1, p: 1 })).toHaveLength(16);
    } finally {
      await threads.close();
    }
  });
});
