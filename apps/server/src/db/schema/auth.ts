import { ROLES } from '@sahay/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, genderEnum, updatedAt } from './columns';

export const roleEnum = pgEnum('role', ROLES);

/**
 * Spec 001 §3 `users` {id, name, email, phone}. It is also better-auth's user table, so an account and its
 * profile are one row. Email is nullable: the legal and medical request forms create a user from a name and
 * a phone only (spec 001 §7), and such a person has no sign-in until they register.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    // Issue 20 part 4: true once a code sent to `phone` came back. Only a verified number signs in by code, and one
    // verified number belongs to one account; a number typed at email sign-up stays unverified until then.
    phoneVerified: boolean('phone_verified').notNull().default(false),
    image: text('image'),
    role: roleEnum('role').notNull().default('patient'),
    // Issue 14 part 5: where the person lives (shown on the profile menu) and the languages they speak (experts who
    // speak one of them come first among equals in matching). Set on /edit-profile; empty until then.
    city: text('city'),
    state: text('state'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Issue 21 part 3: optional, set on /edit-profile; the request forms fill in the age (from the date) and gender.
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: genderEnum('gender'),
    // Issue 20: the language the app speaks to this account (APP_LANGUAGES), chosen with the language switch.
    preferredLanguage: text('preferred_language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_phone_idx').on(t.phone),
    uniqueIndex('users_verified_phone_key')
      .on(t.phone)
      .where(sql`${t.phoneVerified}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Issue 20 part 5: the devices list. Moved forward at most every few minutes of use (lib/session.ts).
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    // The last time this session's holder typed the password or a code: sensitive actions need it recent.
    provenAt: timestamp('proven_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Failed sign-ins per email address, whether or not an account has it, so a lock says nothing about which
 * emails exist (decision 052). In the database rather than in memory: a restart or a second instance must not
 * reset an attacker's count. A correct password deletes the row; rows idle for a day are deleted too (the typed
 * email may be no one's).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** Lower-cased, as the sign-in form sends it. */
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowStartedAt)],
);
