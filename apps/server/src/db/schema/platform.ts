import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OutboxTemplate } from '@sahay/domain';
import { users } from './auth';
import { createdAt } from './columns';
import { appointments } from './health-records';

export const outboxChannelEnum = pgEnum('outbox_channel', ['sms', 'whatsapp', 'email']);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'delivered', 'failed']);

/**
 * Outgoing messages, written in the same transaction as the change that causes them and delivered by a
 * worker with retries, so a provider that is down delays a message and never loses it (ARCHITECTURE.md).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: outboxChannelEnum('channel').notNull(),
    recipient: text('recipient').notNull(),
    // Typed so that queuing a message without a text (an unknown template) does not compile (issue 14 part 9).
    template: text('template').$type<OutboxTemplate>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Which provider delivered it ('inbox' is the local default) and the provider's id for the message. */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /**
     * Issue 19 part 3: the appointment a confirmation or reminder is about. A reminder is a row whose next attempt
     * is its not-before time; cancelling or moving the appointment deletes its pending reminders in the same
     * transaction, and deleting the appointment (with the account) deletes them all.
     */
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_idx').on(t.createdAt.desc()),
    index('outbox_appointment_idx').on(t.appointmentId),
  ],
);

/** One delivery attempt of an outbox message: what was tried, when, and what the provider answered. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    provider: text('provider').notNull(),
    ok: boolean('ok').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_attempts_outbox_idx').on(t.outboxId, t.attempt)],
);

/**
 * Who did what to which record: admin decisions, deletions, and (issue 16, action 'medical_data.read') every read
 * of a person's medical data by an expert or an admin. Rows are kept at least AUDIT_RETENTION_DAYS; deleting an
 * account unlinks its rows (subject_user_id set null) and keeps them (decision 053).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** Whose data was read: the patient who sees this row in their access log. */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As recorded at the time of the read, so the row still says who it was after the account changes or closes. */
    actorRole: text('actor_role'),
    actorName: text('actor_name'),
    actorProfession: text('actor_profession'),
    /** The relation that allowed the read ('assigned expert of consultation …', 'admin'). */
    reason: text('reason'),
    ipAddress: text('ip_address'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc()),
    index('audit_log_subject_user_idx').on(t.subjectUserId, t.id.desc()),
  ],
);

/**
 * The rate limits' fixed-window counts when no REDIS_URL is set, shared by every instance on the database
 * (decision 061). A window starts at its key's first hit; rows whose window has ended are swept every minute.
 * UNLOGGED (migration 0011, which drizzle cannot declare): no write-ahead log, emptied by a database crash.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_idx').on(t.resetsAt)],
);
