import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { consultations } from './consultations';

/**
 * Issue 15 part 2: the meeting link of a consultation's video call (/join-meeting/{id}). The id is random (128 bits,
 * base64url) so links cannot be guessed, but it is no bearer token: only the consultation's two members may join.
 * Part 4: besides the one standing room (starts_at null), Schedule Meeting makes rooms for a chosen time.
 */
export const callRooms = pgTable(
  'call_rooms',
  {
    id: text('id').primaryKey(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    /** A scheduled meeting's time; it opens MEETING_OPENS_EARLY_MINUTES before. Null: the standing room, open any time. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('call_rooms_consultation_key')
      .on(t.consultationId)
      .where(sql`${t.startsAt} is null`),
  ],
);

export const callModeEnum = pgEnum('call_mode', ['video', 'audio']);
export const callStatusEnum = pgEnum('call_status', ['ringing', 'accepted', 'declined', 'missed', 'cancelled', 'connected', 'ended']);

/**
 * Issue 15 part 4: one call of a consultation, rung or joined from a link. Its times are the server's, taken from
 * the signalling it relays (both members' pages in the call; hang-up, leaving, access ending), never a page's.
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    roomId: text('room_id').references(() => callRooms.id, { onDelete: 'set null' }),
    mode: callModeEnum('mode').notNull(),
    status: callStatusEnum('status').notNull(),
    /** Who rang; null for a call joined from a link, or once that account is deleted. */
    callerId: uuid('caller_id').references(() => users.id, { onDelete: 'set null' }),
    /** Until when it rings. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** A member's page left; unless it is back within the grace period, the call ended then. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('call_records_consultation_idx').on(t.consultationId, t.createdAt),
    // At most one call in progress per consultation: ringing, accepted or connected.
    uniqueIndex('call_records_live_key')
      .on(t.consultationId)
      .where(sql`${t.status} in ('ringing', 'accepted', 'connected')`),
  ],
);
