import type { CurrentUser } from '@sahay/domain';
import type { Auth } from './auth';
import type { DatabaseHandle } from '../db/client';
import type { Env } from './env';
import type { Logger } from './logger';
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
  /** Delivers outbox messages (SMS, WhatsApp, email) with retries; started by the server, driven by hand in tests. */
  outbox: OutboxWorker;
  rateLimits: {
    signIn: RateLimitPolicy;
    signUp: RateLimitPolicy;
    /** The /contact form. */
    contact: RateLimitPolicy;
    /** Deletion requests from the form, and password confirmations of "delete my account now". */
    accountDeletion: RateLimitPolicy;
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
