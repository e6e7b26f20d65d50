import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Conversation } from '@sahay/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createChatExpert, signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { waitFor } from './support/realtime-helpers';
import { freePort } from './support/server-target';
import { createTestApp, type TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL;
const LIMIT = 3;
const limits = {
  signIn: { windowMs: 60_000, limit: LIMIT },
  contact: { windowMs: 60_000, limit: LIMIT },
  ai: { windowMs: 60_000, limit: LIMIT },
  chatMessages: { windowMs: 60_000, limit: LIMIT },
};

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Two instances of the server on one database (and one Redis, with `redis`): every request alternates between them. */
async function twoInstances(redis: boolean): Promise<[TestApp, TestApp]> {
  const env = { TRUST_PROXY: 'X-Forwarded-For', ...(redis ? { REDIS_URL: REDIS_URL ?? '', REDIS_KEY_PREFIX: `sahay-test:${randomUUID()}:` } : {}) };
  const first = await createTestApp({ env, rateLimits: limits });
  const second = await createTestApp({ env, rateLimits: limits, database: first.database });
  cleanups.push(
    () => first.close(),
    () => second.close(),
  );
  return [first, second];
}

describe.each([
  { store: 'the database', redis: false },
  { store: 'Redis', redis: true },
])('limits counted in $store hold across two instances (decision 061)', ({ redis }) => {
  const skip = redis && !REDIS_URL;
  let apps: [TestApp, TestApp];
  const on = (i: number, headers: Record<string, string> = {}) => new HttpClient(apps[i % 2] as TestApp, headers);

  it.skipIf(skip)('sign-in: three attempts from one address on either instance, then 429 on both', async () => {
    apps = await twoInstances(redis);
    const attempt = (i: number) =>
      on(i, { 'x-forwarded-for': '198.51.100.61' }).post('/api/auth/sign-in', { email: 'nobody@example.in', password: 'guess-123' });
    expect([(await attempt(0)).status, (await attempt(1)).status, (await attempt(0)).status]).toEqual([401, 401, 401]);
    for (const i of [1, 0]) {
      const limited = await attempt(i);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
    }
    // Another address has its own count.
    expect((await on(1, { 'x-forwarded-for': '198.51.100.62' }).post('/api/auth/sign-in', { email: 'nobody@example.in', password: 'x-123456' })).status).toBe(
      401,
    );
  });

  it.skipIf(skip)('contact form, AI messages and chat messages: one allowance across both instances', async () => {
    const contact = (i: number) =>
      on(i, { 'x-forwarded-for': '198.51.100.63' }).post('/api/contact-messages', {
        firstName: 'Asha',
        lastName: 'Verma',
        email: `asha.${randomUUID().slice(0, 8)}@example.in`,
        subject: 'A question about a consultation',
        message: 'My consultation ended before the doctor could answer. Can I get a callback?',
      });
    const ask = (i: number) => on(i, { 'x-forwarded-for': '198.51.100.64' }).post('/api/ai/assistant', { message: 'How do I file an FIR?', domain: 'legal' });
    const contactStatuses: number[] = [];
    const aiStatuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      contactStatuses.push((await contact(i)).status);
      aiStatuses.push((await ask(i)).status);
    }
    expect(contactStatuses).toEqual([201, 201, 201, 429, 429]);
    expect(aiStatuses).toEqual([200, 200, 200, 429, 429]);

    // The session lives in the shared database, so the person is signed in on both instances.
    const [first] = apps;
    const expert = await createChatExpert(first);
    const patient = await signedInPatient(first);
    const conversation = (await patient.client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId })).body;
    const send = (i: number) => on(i, { cookie: patient.client.cookieHeader }).post(`/api/chat/conversations/${conversation.id}/messages`, { text: `m${i}` });
    const sent: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) sent.push((await send(i)).status);
    expect(sent).toEqual([201, 201, 201, 429, 429]);
  });
});

// A Redis of this test's own, so that it can be stopped.
const redisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();

describe.skipIf(!redisServer)('when Redis stops answering', () => {
  it('answers 503 with Retry-After instead of letting requests through uncounted, and counts again once Redis is back', async () => {
    const port = await freePort();
    const startRedis = async () => {
      const child = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await waitFor(() => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.includes('PONG'), 'redis to start');
      return child;
    };
    let redis: ChildProcess = await startRedis();
    cleanups.push(() => Promise.resolve(redis.kill('SIGKILL')));
    const app = await createTestApp({ env: { TRUST_PROXY: 'X-Forwarded-For', REDIS_URL: `redis://127.0.0.1:${port}` }, rateLimits: limits });
    cleanups.push(() => app.close());
    const attempt = () =>
      new HttpClient(app, { 'x-forwarded-for': '198.51.100.65' }).post('/api/auth/sign-in', { email: 'nobody@example.in', password: 'guess-123' });
    expect((await attempt()).status).toBe(401);

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    const refused = await attempt();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again in a moment.' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    redis = await startRedis();
    // The client reconnects by itself, within its back-off of at most 5 s.
    const deadline = Date.now() + 15_000;
    while ((await attempt()).status !== 401) {
      if (Date.now() > deadline) throw new Error('the store did not reconnect');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 30_000);
});
