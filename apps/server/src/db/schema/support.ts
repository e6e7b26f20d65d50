import { CONTACT_MESSAGE_STATUSES } from '@sahay/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

export const contactMessageStatusEnum = pgEnum('contact_message_status', CONTACT_MESSAGE_STATUSES);

/**
 * Messages sent from /contact (spec 000 §2). The spec's form sent nothing; we keep each message until an admin
 * has handled it. A message sent while signed in links to the account; deleting the account deletes its messages.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: contactMessageStatusEnum('status').notNull().default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin list: newest first, optionally one status.
    index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc()),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    index('contact_messages_user_id_idx').on(t.userId),
    check('contact_messages_handled_consistent', sql`(${t.status} = 'handled') = (${t.handledAt} is not null)`),
  ],
);

export const deletionRequestKindEnum = pgEnum('deletion_request_kind', ['request', 'self_service']);
export const deletionRequestStatusEnum = pgEnum('deletion_request_status', ['pending', 'completed', 'rejected']);

/**
 * Requests to delete an account and its data (spec 000 §2 /delete-account, §9 deletion policy).
 *
 * What a row keeps, and for how long:
 * - A `request` from the form must be verified and answered within 2 business days and carried out within 7
 *   (respond_by, delete_by). Until then we need a way to check who asked and to write back, so the email,
 *   phone, name and reason are kept while the request is `pending`.
 * - Once a request is closed (`completed` or `rejected`), and for every `self_service` deletion from the first
 *   moment, those four columns are null. What stays is the proof that we honoured the request: its id, kind,
 *   status and dates, and email_hash.
 * - email_hash is an HMAC-SHA-256 of the lower-cased email, keyed with the server's secret (see
 *   account-deletion.service.ts). A plain hash of an email can be reversed by hashing a list of addresses; a
 *   keyed one cannot, yet this server can still answer "did you delete the account of x@y.in?" and link a later
 *   request to an earlier one. It is a pseudonym, not an anonymous value, which is why it stays the only link.
 * No user_id: after a deletion there is no account to point to, and a pending request may name none.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: deletionRequestKindEnum('kind').notNull(),
    status: deletionRequestStatusEnum('status').notNull().default('pending'),
    emailHash: text('email_hash').notNull(),
    email: text('email'),
    phone: text('phone'),
    fullName: text('full_name'),
    reason: text('reason'),
    respondBy: date('respond_by', { mode: 'string' }).notNull(),
    deleteBy: date('delete_by', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_deletion_requests_status_created_idx').on(t.status, t.createdAt),
    index('account_deletion_requests_email_hash_idx').on(t.emailHash),
    // The retention rule above, enforced by the database: personal data only on an open request from the form.
    check(
      'account_deletion_requests_personal_data_only_while_open',
      sql`(${t.kind} = 'request' and ${t.status} = 'pending') or (${t.email} is null and ${t.phone} is null and ${t.fullName} is null and ${t.reason} is null)`,
    ),
  ],
);
