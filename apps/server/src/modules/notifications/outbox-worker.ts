import type { OutboxTemplate } from '@sahay/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, outboxAttempts } from '../../db/schema/platform';
import type { Logger } from '../../lib/logger';
import type { DeliveryOutcome, OutboxWorker } from '../../lib/outbox-port';
import type { Senders } from '../../providers/notifications/select-senders';
import { DeliveryError } from '../../providers/notifications/types';
import { renderMessage } from './message-templates';

/** Back-off after failed attempt n: 30 s, 1 min, 2 min, … capped at one hour; after 8 attempts the message is failed. */
export const RETRY_POLICY = { baseMs: 30_000, maxMs: 60 * 60_000, maxAttempts: 8 } as const;
/** How long a claimed message is hidden from other workers while it is being sent. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** Issue 16: a request waits this long for the first attempt; a provider that hangs must not hold the answer. */
export const FIRST_ATTEMPT_WAIT_MS = 2_000;

export function backoffMs(attempt: number, policy: { baseMs: number; maxMs: number } = RETRY_POLICY): number {
  return Math.min(policy.baseMs * 2 ** Math.max(attempt - 1, 0), policy.maxMs);
}

type Row = typeof outbox.$inferSelect;

/** Templates whose recipient is erased once the message is delivered or failed for good. */
const FORGET_RECIPIENT: ReadonlySet<OutboxTemplate> = new Set(['deletion-request-completed']);
export const FORGOTTEN_RECIPIENT = '(erased after sending)';

/**
 * Secrets in a message: a one-time code and a password-reset token are erased from the row once a real provider has
 * delivered the message or given up (decision 101), so nobody reading /admin/outbox can use them. The local inbox is
 * the exception: it is how a code reaches someone running Sahay without SMS keys.
 */
const SECRET_FIELDS: Partial<Record<OutboxTemplate, readonly string[]>> = { 'one-time-code': ['code'], 'password-reset-link': ['token'] };
export const ERASED_SECRET = '(erased after sending)';
const LOCAL_INBOX = 'inbox';

function withoutSecrets(row: Row, provider: string): Record<string, unknown> | undefined {
  const fields = SECRET_FIELDS[row.template];
  if (!fields || provider === LOCAL_INBOX) return undefined;
  return { ...row.payload, ...Object.fromEntries(fields.map((field) => [field, ERASED_SECRET])) };
}

export function createOutboxWorker(options: {
  db: Database;
  senders: Senders;
  logger: Logger;
  pollMs: number;
  /** PUBLIC_URL: the links in messages are made when they are rendered. */
  publicUrl: string;
  policy?: typeof RETRY_POLICY;
  firstAttemptWaitMs?: number;
}): OutboxWorker {
  const { db, senders, logger } = options;
  const policy = options.policy ?? RETRY_POLICY;
  const firstAttemptWaitMs = options.firstAttemptWaitMs ?? FIRST_ATTEMPT_WAIT_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  // Claims due rows by moving their next attempt past a lease, so two workers (or instances) never send one twice.
  async function claim(now: Date, ids?: number[]): Promise<Row[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), ids ? inArray(outbox.id, ids) : lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(ids ? ids.length : BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async function deliver(row: Row, now: Date): Promise<DeliveryOutcome> {
    const sender = senders[row.channel];
    const started = performance.now();
    let error: DeliveryError | undefined;
    let providerMessageId: string | null = null;
    try {
      ({ providerMessageId } = await sender.send({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        template: row.template,
        ...renderMessage(row.template, row.payload, { base: options.publicUrl }),
      }));
    } catch (caught) {
      error = caught instanceof DeliveryError ? caught : new DeliveryError(String((caught as Error)?.message ?? caught), true);
    }
    const durationMs = Math.round(performance.now() - started);
    const giveUp = error && (!error.retryable || row.attempts >= policy.maxAttempts);
    const status = !error ? 'delivered' : giveUp ? 'failed' : 'pending';
    const erased = status !== 'pending' ? withoutSecrets(row, sender.name) : undefined;
    await db.transaction(async (tx) => {
      await tx
        .insert(outboxAttempts)
        .values({ outboxId: row.id, attempt: row.attempts, provider: sender.name, ok: !error, error: error?.message ?? null, durationMs, attemptedAt: now });
      await tx
        .update(outbox)
        .set({
          status,
          provider: sender.name,
          providerMessageId,
          lastError: error?.message ?? null,
          deliveredAt: error ? null : now,
          nextAttemptAt: status === 'pending' ? new Date(now.getTime() + backoffMs(row.attempts, policy)) : now,
          // The confirmation of an account deletion is the last thing kept of the person: once it is sent (or given up
          // on), the address goes too, as /privacy promises.
          ...(status !== 'pending' && FORGET_RECIPIENT.has(row.template) ? { recipient: FORGOTTEN_RECIPIENT } : {}),
          ...(erased ? { payload: erased } : {}),
        })
        .where(eq(outbox.id, row.id));
    });
    if (error) logger.warn({ outboxId: row.id, channel: row.channel, attempt: row.attempts, status, err: error.message }, 'outbox delivery failed');
    return { id: row.id, channel: row.channel, status };
  }

  async function run(rows: Row[], now: Date) {
    return Promise.all([...rows].sort((a, b) => a.id - b.id).map((row) => deliver(row, now)));
  }

  async function deliverWithin(row: Row, now: Date): Promise<DeliveryOutcome> {
    const attempt = deliver(row, now);
    let timer: NodeJS.Timeout | undefined;
    const stillQueued = new Promise<DeliveryOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ id: row.id, channel: row.channel, status: 'pending' }), firstAttemptWaitMs);
    });
    try {
      return await Promise.race([attempt, stillQueued]);
    } finally {
      clearTimeout(timer);
      attempt.catch((error: unknown) => logger.error({ err: error, outboxId: row.id }, 'outbox delivery failed to record'));
    }
  }

  const worker: OutboxWorker = {
    deliverDue: async (now = new Date()) => run(await claim(now), now),
    deliverNow: async (ids, now = new Date()) => {
      if (ids.length === 0) return [];
      const rows = await claim(now, ids);
      return Promise.all(rows.sort((a, b) => a.id - b.id).map((row) => deliverWithin(row, now)));
    },
    start() {
      const tick = () => {
        running = worker
          .deliverDue()
          .catch((error: unknown) => logger.error({ err: error }, 'outbox worker failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, options.pollMs);
          });
      };
      timer = setTimeout(tick, options.pollMs);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
  return worker;
}
