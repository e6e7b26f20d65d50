import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { createApp } from './app';
import { RealtimeHub } from './realtime/hub';
import { localDiskStorage } from './providers/storage/local-disk-storage';
import { openDatabase, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedDemoData, shouldSeedDemoData } from './db/seed/seed';
import { createAuth } from './lib/auth';
import { createPasswordHasher, TEST_ONLY_SCRYPT } from './lib/password-hash';
import { resolveAuthSecret } from './lib/auth-secret';
import { selectPaymentProvider } from './providers/payments/select-payment-provider';
import { DEFAULT_RATE_LIMITS } from './lib/rate-limit';
import { createAiProvider } from './providers/ai/create-ai-provider';
import { createRateLimitStore } from './providers/rate-limit/create-rate-limit-store';
import type { RateLimitStore } from './providers/rate-limit/rate-limit-store';
import { createOutboxWorker } from './modules/notifications/outbox-worker';
import { selectSenders } from './providers/notifications/select-senders';
import type { Env } from './lib/env';
import type { Logger } from './lib/logger';
import { chatConversationAccess } from './modules/chat/conversation-access';
import { callLogOf } from './modules/calls/call-log.service';
import { startCallSweeper } from './modules/calls/call-sweeper';

// Connections waiting to be accepted (see the listen call).
const LISTEN_BACKLOG = 4096;

function defaultWebDist(): string | undefined {
  // From src/ (tsx) or dist/ (the bundle) the web build sits at apps/web/dist.
  const candidate = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(`${candidate}/index.html`) ? candidate : undefined;
}

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  realtime: RealtimeHub;
  close(): Promise<void>;
}

/** `clock`: for tests that move time (presence going stale, sign-in pauses); the system clock otherwise. */
export async function startServer(env: Env, logger: Logger, options: { clock?: { now(): Date } } = {}): Promise<RunningServer> {
  const releaseLock = env.DATABASE_URL ? () => undefined : lockDataDir(env.DATA_DIR);
  const { clock } = options;
  let database: DatabaseHandle | undefined;
  let rateLimitStore: RateLimitStore | undefined;
  try {
    database = env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
      : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
    const { applied } = await runMigrations(database);
    logger.info({ database: database.kind, migrations: applied }, 'database ready');

    const production = env.NODE_ENV === 'production';
    const passwordHasher = createPasswordHasher({
      concurrency: env.PASSWORD_HASH_CONCURRENCY,
      nice: env.PASSWORD_HASH_NICE,
      ...(env.PASSWORD_HASH_FAST_FOR_TESTS ? { params: TEST_ONLY_SCRYPT } : {}),
    });
    const authSecret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
    const auth = createAuth({
      db: database.db,
      secret: authSecret,
      publicUrl: env.PUBLIC_URL,
      production,
      logger,
      passwordHasher,
    });
    if (shouldSeedDemoData(env)) {
      const { seeded } = await seedDemoData(database.db, auth);
      if (seeded) logger.info('demo data seeded (see README for the demo logins)');
    }

    const webDistDir = env.WEB_DIST_DIR ?? defaultWebDist();
    if (!webDistDir) logger.warn('the web app is not built (npm run build); serving the API only');
    const ai = createAiProvider(env);
    logger.info({ provider: ai.name }, 'AI provider ready');
    rateLimitStore = await createRateLimitStore({ env, db: database.db, logger, clock });
    logger.info({ store: rateLimitStore.kind }, 'rate limits shared by every instance');
    const realtime = new RealtimeHub({ database, logger, conversations: chatConversationAccess(database.db), callLog: callLogOf(database.db, clock), clock });
    await realtime.start();
    const stopCallSweeper = startCallSweeper(database.db, logger, clock);
    const storage = localDiskStorage(join(env.DATA_DIR, 'files'));
    const outbox = createOutboxWorker({ db: database.db, senders: selectSenders(env), logger, pollMs: env.OUTBOX_POLL_MS, publicUrl: env.PUBLIC_URL });
    outbox.start();
    const payments = selectPaymentProvider(env, authSecret);
    logger.info({ provider: payments.name }, 'payment provider ready');
    const app = createApp(
      {
        payments,
        database,
        auth,
        passwordHasher,
        env,
        logger,
        ai,
        realtime,
        storage,
        outbox,
        clock,
        rateLimitStore,
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          signIn: { ...DEFAULT_RATE_LIMITS.signIn, limit: env.SIGN_IN_ATTEMPTS_PER_ADDRESS },
          signUp: { ...DEFAULT_RATE_LIMITS.signUp, limit: env.SIGN_UPS_PER_ADDRESS },
        },
      },
      { webDistDir },
    );

    // Requests still running when shutdown begins finish before the database closes, even when their
    // client has already hung up (the socket closes, the handler does not).
    let inFlight = 0;
    const fetch: typeof app.fetch = async (...args) => {
      inFlight++;
      try {
        return await app.fetch(...args);
      } finally {
        inFlight--;
      }
    };
    const server = await new Promise<ServerType>((resolve) => {
      // Issue 6: the WebSocket endpoint rides on the same port (@hono/node-server's built-in support).
      const websocket = { server: new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 }) };
      const s = createAdaptorServer({ fetch, hostname: env.HOST, websocket });
      // Issue 17: after a restart thousands of clients reconnect within a second. Node's default backlog (511)
      // overflowed: the kernel fell back to SYN cookies and dropped connections that then sat in TCP retransmission
      // for up to a minute. The kernel caps this at net.core.somaxconn.
      s.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG }, () => resolve(s));
    });
    const db = database;
    const store = rateLimitStore;
    return {
      url: env.PUBLIC_URL,
      database: db,
      realtime,
      close: async () => {
        stopCallSweeper();
        await realtime.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
        await outbox.stop();
        await store.close();
        await db.close();
        releaseLock();
      },
    };
  } catch (error) {
    await rateLimitStore?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}
