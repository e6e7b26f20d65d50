import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { consultationMessages, consultations } from './consultations';

/**
 * Issue 6: a file or voice note shared in a consultation chat. The bytes live in the storage provider under
 * `storage_key`; the row says who may read them (the consultation's members) and what they are.
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => consultationMessages.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_files_consultation_idx').on(t.consultationId)],
);

/** Receipts: the highest message id each member's devices have received and read in one conversation. */
export const conversationReceipts = pgTable(
  'conversation_receipts',
  {
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveredUpTo: bigint('delivered_up_to', { mode: 'number' }).notNull().default(0),
    readUpTo: bigint('read_up_to', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.consultationId, t.userId] })],
);

/**
 * Live sockets per server instance and person. A person is online while some instance holds a connection and
 * keeps beating; an instance that dies stops beating, so its rows go stale instead of lying forever.
 */
export const presenceConnections = pgTable(
  'presence_connections',
  {
    instanceId: text('instance_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connections: integer('connections').notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.userId] }), index('presence_connections_user_idx').on(t.userId)],
);

/** When each person was last connected or active (experts.last_seen_at mirrors it for experts). */
export const userPresence = pgTable('user_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
