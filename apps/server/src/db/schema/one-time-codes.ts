import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

export const ONE_TIME_CODE_PURPOSES = ['phone-sign-in', 'password-reset', 'reset-link', 'recent-proof', 'phone-change'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];
export const oneTimeCodePurposeEnum = pgEnum('one_time_code_purpose', ONE_TIME_CODE_PURPOSES);

/**
 * Issue 20 parts 4 and 5: codes sent by SMS (6 digits, 5 minutes, 5 tries) and password-reset links sent by email
 * (1 hour). Only a keyed hash is kept (HMAC-SHA256 under the auth secret, bound to the purpose and the number), so a
 * copy of the table cannot be tried offline. A row is deleted when used, replaced by a newer code, or an hour after
 * it expired.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: oneTimeCodePurposeEnum('purpose').notNull(),
    /** The number the code went to (E.164); null for an email link. */
    phone: text('phone'),
    /** The account it is for; null for a sign-in code to a number no account uses yet. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_phone_idx').on(t.purpose, t.phone),
    index('one_time_codes_user_idx').on(t.userId),
    index('one_time_codes_hash_idx').on(t.codeHash),
    index('one_time_codes_expires_idx').on(t.expiresAt),
  ],
);
