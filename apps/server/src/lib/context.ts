import type { CurrentUser } from '@sahay/domain';
import type { Auth } from './auth';
import type { RealtimeHub } from '../realtime/hub';
import type { StorageProvider } from '../providers/storage/storage';
import type { Database, DatabaseHandle } from '../db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { PasswordHasher } from './password-hash';
import type { AiProvider } from '../providers/ai/ai-provider';
import type { OutboxWorker } from './outbox-port';
import type { RateLimitStore } from '../providers/rate-limit/rate-limit-store';
import type { PaymentProvider } from '../providers/payments/payment-provider';

/**
 * What a service that writes, notifies and links needs, as one object (issue 18): the database, the outbox worker,
 * the public address for links and this request's time. Built per request by serviceDeps().
 */
export interface ServiceDeps {
  db: Database;
  outbox: OutboxWorker;
  publicUrl: string;
  now: Date;
}

export function serviceDeps(deps: AppDeps): ServiceDeps {
  return { db: deps.database.db, outbox: deps.outbox, publicUrl: deps.env.PUBLIC_URL, now: deps.clock?.now() ?? new Date() };
}

export interface RateLimitPolicy {
  windowMs: number;
  limit: number;
}

/** Failed sign-ins per account: `limit` in `windowMs` pause that account's sign-in for `lockMs`. */
export interface AccountLockPolicy extends RateLimitPolicy {
  lockMs: number;
}

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  /** The hasher better-auth uses too: sign-in re-hashes old hashes, account deletion checks the password. */
  passwordHasher: PasswordHasher;
  env: Env;
  logger: Logger;
  /** The AI assistant, triage and pre-consultation: the offline assistant unless AI_* is configured. */
  ai: AiProvider;
  /** This instance's WebSocket hub (issue 6). */
  realtime: RealtimeHub;
  /** Uploaded files (issue 6: chat attachments); local disk under DATA_DIR/files by default. */
  storage: StorageProvider;
  /** Delivers outbox messages (SMS, WhatsApp, email) with retries; started by the server, driven by hand in tests. */
  outbox: OutboxWorker;
  /** Orders, signatures, webhooks and refunds (issue 19 part 4): Razorpay, or the local test gateway by default. */
  payments: PaymentProvider;
  /** Time for rules that depend on it (the sign-in lock); the system clock unless a test moves it. */
  clock?: { now(): Date };
  /** Where every limit below counts, shared by all instances: the database, or Redis with REDIS_URL (decision 061). */
  rateLimitStore: RateLimitStore;
  rateLimits: {
    signIn: RateLimitPolicy;
    /** Per account, whatever the address (decision 052). */
    signInAccount: AccountLockPolicy;
    signUp: RateLimitPolicy;
    /** The /contact form. */
    contact: RateLimitPolicy;
    /** Deletion requests from the form, and password confirmations of "delete my account now". */
    accountDeletion: RateLimitPolicy;
    /** Messages to the AI (assistant, triage, pre-consultation), per person or visitor; a conversation counts once. */
    ai: RateLimitPolicy;
    /** All AI messages of visitors (not signed in) from one address: a backstop far above one person's allowance. */
    aiPerAddress: RateLimitPolicy;
    /** The calls one AI conversation may make (a triage chat is 9, the consult modal's questions 5). */
    aiConversation: RateLimitPolicy;
    /** Chat messages and files, per person (issue 6: 30 a minute). */
    chatMessages: RateLimitPolicy;
    /** Consultation requests and Consult Now: each writes rows and may text an expert. */
    consultationRequests: RateLimitPolicy;
    /** Health share links that were not found, per address: unknown, expired and revoked tokens (decision 071). */
    shareLookups: RateLimitPolicy;
    /** Downloads of one's own data (Download Data, decision 074), per person. */
    dataExports: RateLimitPolicy;
    /** One-time codes and reset links sent, per number or email (issue 20): bounds the SMS bill and the guesses. */
    codesPerRecipient: RateLimitPolicy;
    /** One-time codes and reset links asked for from one address, whatever the number. */
    codesPerAddress: RateLimitPolicy;
    /** Codes, reset links and passwords checked from one address (sign-in by code, reset, proof, password change). */
    codeChecks: RateLimitPolicy;
  };
}

export interface SessionState {
  user: CurrentUser;
  sessionId: string;
  signedInAt: Date;
}

/** The Hono environment every route sees. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    session?: SessionState | null;
  };
}
