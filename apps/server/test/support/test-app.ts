import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/app';
import { localDiskStorage } from '../../src/providers/storage/local-disk-storage';
import type { StorageProvider } from '../../src/providers/storage/storage';
import { RealtimeHub } from '../../src/realtime/hub';
import type { DatabaseHandle } from '../../src/db/client';
import { createAuth } from '../../src/lib/auth';
import type { AppDeps } from '../../src/lib/context';
import { loadEnv } from '../../src/lib/env';
import { createPasswordHasher, TEST_ONLY_SCRYPT, type PasswordHasher } from '../../src/lib/password-hash';
import { createLogger, type Logger } from '../../src/lib/logger';
import type { AiProvider } from '../../src/providers/ai/ai-provider';
import { createAiProvider } from '../../src/providers/ai/create-ai-provider';
import { createRateLimitStore } from '../../src/providers/rate-limit/create-rate-limit-store';
import { createTestDatabase } from './test-database';
import { createOutboxWorker, RETRY_POLICY } from '../../src/modules/notifications/outbox-worker';
import { selectSenders, type Senders } from '../../src/providers/notifications/select-senders';
import { chatConversationAccess } from '../../src/modules/chat/conversation-access';
import type { PaymentProvider } from '../../src/providers/payments/payment-provider';
import { selectPaymentProvider } from '../../src/providers/payments/select-payment-provider';

export const TEST_PUBLIC_URL = 'http://localhost:3999';
export const TEST_SCRYPT = TEST_ONLY_SCRYPT;

const TEST_RATE_LIMITS: AppDeps['rateLimits'] = {
  signIn: { windowMs: 60_000, limit: 10_000 },
  signInAccount: { windowMs: 60_000, limit: 10_000, lockMs: 60_000 },
  signUp: { windowMs: 60_000, limit: 10_000 },
  contact: { windowMs: 60_000, limit: 10_000 },
  accountDeletion: { windowMs: 60_000, limit: 10_000 },
  ai: { windowMs: 60_000, limit: 10_000 },
  aiPerAddress: { windowMs: 60_000, limit: 10_000 },
  aiConversation: { windowMs: 60_000, limit: 10_000 },
  chatMessages: { windowMs: 60_000, limit: 10_000 },
  consultationRequests: { windowMs: 60_000, limit: 10_000 },
  shareLookups: { windowMs: 60_000, limit: 10_000 },
  dataExports: { windowMs: 60_000, limit: 10_000 },
  codesPerRecipient: { windowMs: 60_000, limit: 10_000 },
  codesPerAddress: { windowMs: 60_000, limit: 10_000 },
  codeChecks: { windowMs: 60_000, limit: 10_000 },
};

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh database, with the environment a test may adjust. */
export async function createTestApp(
  overrides: {
    env?: Record<string, string>;
    rateLimits?: Partial<AppDeps['rateLimits']>;
    logger?: Logger;
    ai?: AiProvider;
    senders?: Partial<Senders>;
    outboxFirstAttemptWaitMs?: number;
    passwordHasher?: PasswordHasher;
    clock?: { now(): Date };
    /** Another app's database: two instances of the server on one database (closed by its owner, not here). */
    database?: DatabaseHandle;
    storage?: StorageProvider;
    payments?: PaymentProvider;
  } = {},
): Promise<TestApp> {
  const database = overrides.database ?? (await createTestDatabase());
  // Tests read what they just wrote; the one test of the stats cache turns it on.
  const env = loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', EXPERT_STATS_CACHE_MS: '0', ...overrides.env });
  const logger = overrides.logger ?? createLogger('silent');
  // The parameters are stored in each hash, so tests exercise the real code at a 128th of the production cost.
  const passwordHasher = overrides.passwordHasher ?? createPasswordHasher({ params: TEST_SCRYPT });
  const authSecret = 'test-secret-test-secret-test-secret!!';
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    publicUrl: env.PUBLIC_URL,
    production: false,
    logger,
    passwordHasher,
  });
  // Not started: a test delivers the outbox when it wants to (deliverDue), so nothing runs behind its back.
  const outbox = createOutboxWorker({
    db: database.db,
    senders: { ...selectSenders(env), ...overrides.senders },
    logger,
    pollMs: 60_000,
    publicUrl: env.PUBLIC_URL,
    policy: RETRY_POLICY,
    firstAttemptWaitMs: overrides.outboxFirstAttemptWaitMs,
  });
  // The database's table, as in production without REDIS_URL; an `env` with REDIS_URL counts in Redis.
  const rateLimitStore = await createRateLimitStore({ env, db: database.db, logger, clock: overrides.clock });
  const deps: AppDeps = {
    payments: overrides.payments ?? selectPaymentProvider(env, authSecret),
    database,
    auth,
    passwordHasher,
    env,
    logger,
    ai: overrides.ai ?? createAiProvider(env),
    // Not started: in-process requests open no sockets; realtime tests run the real server (realtime.test.ts).
    realtime: new RealtimeHub({ database, logger, conversations: chatConversationAccess(database.db) }),
    storage: overrides.storage ?? localDiskStorage(mkdtempSync(join(tmpdir(), 'sahay-files-'))),
    outbox,
    clock: overrides.clock,
    rateLimitStore,
    // Tests sign up many people from one address; the limits themselves are tested with their own settings.
    rateLimits: { ...TEST_RATE_LIMITS, ...overrides.rateLimits },
  };
  return {
    app: createApp(deps),
    deps,
    database,
    close: async () => {
      await rateLimitStore.close();
      if (!overrides.database) await database.close();
    },
  };
}
