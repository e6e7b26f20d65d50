import type { Availability } from '@sahay/domain';
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { experts } from './experts';

/**
 * Issue 19 part 1: an expert's weekly hours, slot length, breaks and days off, as wall-clock times in their time zone
 * (AvailabilitySchema, checked on every write). Slots are made from it on request; bookings are UTC instants
 * (appointments). One row per expert, gone with the expert.
 */
export const expertAvailability = pgTable('expert_availability', {
  expertId: uuid('expert_id')
    .primaryKey()
    .references(() => experts.id, { onDelete: 'cascade' }),
  hours: jsonb('hours').$type<Availability>().notNull(),
  updatedAt: updatedAt(),
});
