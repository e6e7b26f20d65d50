import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionError, retryReadsOnce } from '../src/db/connection-loss';
import { signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKind } from './support/test-database';

// Issue 16: a query on a connection the database dropped is retried once if it reads, and answers 503 otherwise.
const terminated = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const drizzleWrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('isConnectionError', () => {
  it('recognises lost connections, also wrapped by drizzle', () => {
    expect(isConnectionError(terminated())).toBe(true);
    expect(isConnectionError(drizzleWrapped(terminated()))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
  });

  it('leaves every other database error alone', () => {
    expect(isConnectionError(drizzleWrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isConnectionError(new Error('syntax error'))).toBe(false);
    expect(isConnectionError('57P01')).toBe(false);
  });
});

describe('retryReadsOnce', () => {
  function fakePool(failures: number) {
    const calls: unknown[] = [];
    const pool = {
      query: (query: unknown) => {
        calls.push(query);
        return calls.length <= failures ? Promise.reject(drizzleWrapped(terminated())) : Promise.resolve({ rows: [{ ok: 1 }] });
      },
    };
    retryReadsOnce(pool as unknown as pg.Pool, 0);
    return { pool: pool as unknown as pg.Pool, calls };
  }

  it('runs a read again once when its connection was lost', async () => {
    const { pool, calls } = fakePool(1);
    await expect(pool.query({ text: 'select "id" from "users"', values: [] })).resolves.toEqual({ rows: [{ ok: 1 }] });
    expect(calls).toHaveLength(2);
  });

  it('gives up after the second failure', async () => {
    const { pool, calls } = fakePool(2);
    await expect(pool.query('select 1')).rejects.toThrow('Failed query');
    expect(calls).toHaveLength(2);
  });

  it.each(['insert into "users" values (1)', 'update "users" set "name" = $1', 'select * from "outbox" for update skip locked'])(
    'never runs %s twice',
    async (text) => {
      const { pool, calls } = fakePool(1);
      await expect(pool.query({ text })).rejects.toThrow('Failed query');
      expect(calls).toHaveLength(1);
    },
  );
});

describe('the app on a lost connection', () => {
  it('answers 503 with Retry-After in the one error shape', async () => {
    testApp.app.get('/test/connection-lost', () => {
      throw drizzleWrapped(terminated());
    });
    const response = await testApp.app.request('/test/connection-lost');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again in a moment.' } });
  });

  it.skipIf(testDatabaseKind() !== 'postgres')('PostgreSQL: after pg_terminate_backend reads succeed and writes never answer 500', async () => {
    const patient = await signedInPatient(testApp);
    const visitor = new HttpClient(testApp);
    const contact = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', subject: 'Refund', message: 'Please call me back' };
    for (let round = 0; round < 3; round += 1) {
      // Fill the pool with idle connections, then have the server drop all of them.
      await Promise.all([patient.client.get('/api/auth/session'), visitor.get('/api/experts/directory'), visitor.get('/api/experts/counts?category=medical')]);
      const [{ count }] = (await testApp.database.execute(
        'select count(pg_terminate_backend(pid)) as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )) as [{ count: string }];
      expect(Number(count)).toBeGreaterThan(0);
      const [session, directory, counts, write] = await Promise.all([
        patient.client.get('/api/auth/session'),
        visitor.get('/api/experts/directory'),
        visitor.get('/api/experts/counts?category=medical'),
        visitor.post('/api/contact-messages', contact),
      ]);
      expect([session.status, directory.status, counts.status, write.status]).toEqual([200, 200, 200, expect.any(Number)]);
      expect(session.status).toBe(200);
      expect(session.body.user.id).toBe(patient.user.id);
      expect(directory.status).toBe(200);
      expect(counts.status).toBe(200);
      expect([201, 503]).toContain(write.status);
    }
    // No dead client is kept out of the pool (4 connections in tests): more transactions than that still go through,
    // and closing the app after this test does not wait forever for a client that was never given back.
    for (let index = 0; index < 6; index += 1) expect((await visitor.post('/api/contact-messages', contact)).status).toBe(201);
  });
});
