import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { consultations } from './consultations';
import { experts } from './experts';
import { appointments } from './health-records';

/** One order's life at the provider: created, paid, failed (an attempt failed; another may still succeed), refunded. */
export const paymentOrderStatusEnum = pgEnum('payment_order_status', ['created', 'paid', 'failed', 'refunded']);

/**
 * Issue 19 part 4: one provider order per appointment that costs something (Razorpay's order, or the test gateway's).
 * The amount is computed on the server from the price table and stored in paise; the provider's payment id is set once
 * it is paid, and unique, so one payment can never pay two orders. Kept, without the person, when their account is
 * deleted: tax and accounting law require payment records (the privacy notice says so).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the person's account is deleted: the record itself is kept for tax and accounting law. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    /** 'test' or 'razorpay': which provider the order lives at. */
    provider: text('provider').notNull(),
    orderId: text('order_id').notNull().unique(),
    paymentId: text('payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentOrderStatusEnum('status').notNull().default('created'),
    /** Our receipt number, sent to the provider as the order's `receipt`. */
    receipt: text('receipt').notNull().unique(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_appointment_idx').on(t.appointmentId),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_provider_known', sql`${t.provider} in ('test', 'razorpay')`),
  ],
);

/**
 * Webhook events already processed, by the provider's event id (Razorpay's X-Razorpay-Event-Id): a replayed or
 * re-delivered event finds its id here and changes nothing.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const refundRequestStatusEnum = pgEnum('refund_request_status', ['pending', 'approved', 'declined']);

/**
 * Issue 19 part 6: a patient's request to have a payment paid back (within 7 days of the consultation, never for a
 * completed one; packages/domain refunds.ts), approved or declined by an admin. One request per payment, by a unique
 * index, so two requests can never race. The money's own record stays on `payments` (status refunded, refund id):
 * when the account is deleted its requests go with it (their reasons are the person's words), the payment stays.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: refundRequestStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin who approved or declined; admin accounts are never erased by account deletion. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
  },
  (t) => [uniqueIndex('refund_requests_payment_unique').on(t.paymentId), index('refund_requests_status_idx').on(t.status, t.createdAt)],
);
