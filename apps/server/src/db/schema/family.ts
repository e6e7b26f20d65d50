import { FAMILY_GENDERS, FAMILY_RELATIONS } from '@sahay/domain';
import { date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

export const familyRelationEnum = pgEnum('family_relation', FAMILY_RELATIONS);
export const familyGenderEnum = pgEnum('family_gender', FAMILY_GENDERS);

/**
 * Issue 14 part 8: the account holder's dependants. A member has no account: what belongs to them (readings,
 * records, requests) is held under the holder's user id and tagged with the member's id, and goes with the
 * account (cascade). Read and written by the holder only (modules/family-members).
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: familyRelationEnum('relation').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: familyGenderEnum('gender').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('family_members_user_idx').on(t.userId, t.createdAt)],
);
