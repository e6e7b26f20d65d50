import type { CurrentUser } from '@sahay/domain';
import type { Auth } from './auth';
import type { RealtimeHub } from '../realtime/hub';
import type { StorageProvider } from '../providers/storage/storage';
import type { DatabaseHandle } from '../db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { AiProvider } from '../providers/ai/ai-provider';
import type { OutboxWorker } from '../modules/notifications/outbox-worker';

export interface RateLimitPolicy {
  windowMs: number;
  limit: number;
}

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
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
  rateLimits: {
    signIn: RateLimitPolicy;
    signUp: RateLimitPolicy;
    /** The /contact form. */
    contact: RateLimitPolicy;
    /** Deletion requests from the form, and password confirmations of "delete my account now". */
    accountDeletion: RateLimitPolicy;
    /** Messages to the AI (assistant, triage, pre-consultation), per person or visitor. */
    ai: RateLimitPolicy;
    /** Chat messages and files, per person (issue 6: 30 a minute). */
    chatMessages: RateLimitPolicy;
    /** Consultation requests and Consult Now: each writes rows and may text an expert. */
    consultationRequests: RateLimitPolicy;
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
