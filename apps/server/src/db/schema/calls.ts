import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { consultations } from './consultations';

/**
 * Issue 15 part 2: the meeting link of a consultation's video call (/join-meeting/{id}). The id is random (128 bits,
 * base64url) so links cannot be guessed, but it is no bearer token: only the consultation's two members may join.
 */
export const callRooms = pgTable(
  'call_rooms',
  {
    id: text('id').primaryKey(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('call_rooms_consultation_key').on(t.consultationId)],
);
