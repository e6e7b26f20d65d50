import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { ServerEvent } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { presenceConnections } from '../src/db/schema/chat';
import { createLogger } from '../src/lib/logger';
import { loadEnv } from '../src/lib/env';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit';
import { STALE_AFTER_MS } from '../src/realtime/presence';
import { startServer, type RunningServer } from '../src/server';
import { liveConversation, opened, recordEvents, waitFor } from './support/realtime-helpers';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy';
import { createServerTarget, freePort, spawnServerProcess } from './support/server-target';
import { testDatabaseKind } from './support/test-database';

// Issue 16 part 10 (decision 061): two operating-system processes of the server on one PostgreSQL database, behind
// one address that sends each request to the next of them in turn.
const REDIS_URL = process.env.TEST_REDIS_URL;
// Starting a second process (tsx compiles the server) takes several seconds on a busy machine.
const TIMEOUT_MS = 90_000;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

interface Cluster {
  proxy: RoundRobinProxy;
  /** In this process, on a clock the test can move. */
  first: RunningServer;
  firstUrl: string;
  /** A child process: `npm run dev`'s entry. */
  second: ChildProcess;
  secondUrl: string;
  moveClock: (ms: number) => void;
}

async function cluster(extraEnv: Record<string, string>): Promise<Cluster> {
  const target = await createServerTarget();
  cleanups.push(() => target.cleanup());
  const env = await target.env();
  const secondPort = await freePort();
  const firstUrl = `http://127.0.0.1:${env.PORT}`;
  const secondUrl = `http://127.0.0.1:${secondPort}`;
  const proxy = await startRoundRobinProxy([firstUrl, secondUrl]);
  cleanups.push(() => proxy.close());
  const shared = { ...env, PUBLIC_URL: proxy.url, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent', ...extraEnv };

  let offsetMs = 0;
  const first = await startServer(loadEnv(shared), createLogger('silent'), { clock: { now: () => new Date(Date.now() + offsetMs) } });
  cleanups.push(() => first.close().catch(() => undefined));
  // Started after the first, so it reads the auth secret the first wrote into the shared DATA_DIR.
  const second = spawnServerProcess({ ...shared, PORT: String(secondPort) });
  cleanups.push(
    () =>
      new Promise((resolve) => (second.exitCode !== null || second.signalCode ? resolve(undefined) : (second.once('exit', resolve), second.kill('SIGTERM')))),
  );
  await waitForHealthy(secondUrl);
  return { proxy, first, firstUrl, second, secondUrl, moveClock: (ms) => (offsetMs = ms) };
}

async function waitForHealthy(url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the second process did not start');
}

describe.runIf(testDatabaseKind() === 'postgres')('two server processes on one PostgreSQL behind one address', () => {
  it.each<{ store: string; env: Record<string, string> }>([
    { store: 'the database', env: { REDIS_URL: '' } },
    { store: 'Redis', env: { REDIS_URL: REDIS_URL ?? '', REDIS_KEY_PREFIX: `sahay-test:${randomUUID()}:` } },
  ])(
    'share one limit per address, counted in $store: N requests across both, then 429 on either',
    async ({ store, env }) => {
      if (store === 'Redis' && !REDIS_URL) return console.log('[redis] SKIPPED: TEST_REDIS_URL is not set');
      const { proxy } = await cluster(env);
      // The contact form's limit (10 an hour per address): like sign-in's, but without a password hash per request.
      const { limit } = DEFAULT_RATE_LIMITS.contact;
      const attempt = () =>
        fetch(`${proxy.url}/api/contact-messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: proxy.url },
          body: JSON.stringify({
            firstName: 'Asha',
            lastName: 'Verma',
            email: `asha.${randomUUID().slice(0, 8)}@example.in`,
            subject: 'A question about a consultation',
            message: 'My consultation ended before the doctor could answer. Can I get a callback?',
          }),
        });
      const answers: Array<{ status: number; backend: string | null }> = [];
      for (let i = 0; i < limit + 2; i++) {
        const response = await attempt();
        answers.push({ status: response.status, backend: response.headers.get('x-backend') });
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // The address alternated: half of the allowance went through each process, and each refused once.
      expect(answers.map((a) => a.status)).toEqual([...Array(limit).fill(201), 429, 429]);
      expect(answers.filter((a) => a.status === 201 && a.backend === '0')).toHaveLength(limit / 2);
      expect(answers.slice(limit).map((a) => a.backend)).toEqual(['0', '1']);
    },
    TIMEOUT_MS,
  );

  it(
    'tells a page open on one process that a person whose process was killed went offline',
    async () => {
      const { proxy, first, firstUrl, second, secondUrl, moveClock } = await cluster({ REDIS_URL: '' });
      const { expert, patient, conversationId } = await liveConversation(first, proxy.url);
      // The expert is connected through the second process, the patient's page through the first.
      const expertWs = expert.socket(secondUrl);
      const expertEvents = recordEvents(expertWs);
      await opened(expertWs);
      await waitFor(() => expertEvents.some((e) => e.type === 'ready'), 'the expert connected');
      const patientWs = patient.socket(firstUrl);
      cleanups.push(() => patientWs.close());
      const seen = recordEvents(patientWs);
      await opened(patientWs);
      patientWs.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 0 }));
      const presence = () => seen.filter((e): e is Extract<ServerEvent, { type: 'presence' }> => e.type === 'presence' && e.userId === expert.id);
      await waitFor(() => presence().some((e) => e.online), 'the expert online on the patient page');
      const beforeKill = Date.now();

      second.kill('SIGKILL');
      await new Promise((resolve) => second.once('exit', resolve));
      const expertRows = () => first.database.db.select().from(presenceConnections).where(eq(presenceConnections.userId, expert.id));
      // Just killed: its rows are not stale yet, so a sweep keeps them (a slow instance is not a dead one).
      await first.realtime.sweepPresence();
      expect(await expertRows()).toHaveLength(1);
      expect(presence().every((e) => e.online)).toBe(true);

      // Three missed beats later (the first process's clock moves; nothing waits 90 s).
      moveClock(STALE_AFTER_MS + 1000);
      await first.realtime.sweepPresence();
      await waitFor(() => presence().some((e) => !e.online), 'the expert offline on the patient page');
      const offline = presence().find((e) => !e.online);
      expect(offline?.lastSeenAt).not.toBeNull();
      expect(new Date(offline?.lastSeenAt ?? 0).getTime()).toBeLessThanOrEqual(beforeKill);
      expect(await expertRows()).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
