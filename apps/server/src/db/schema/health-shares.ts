import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { consultations } from './consultations';
import { experts } from './experts';

export const healthShareKindEnum = pgEnum('health_share_kind', ['qr', 'chart']);

/**
 * Issue 14 part 6 (decision 071): a patient's consent to show part of their health data. A QR share is a bearer
 * link: only the SHA-256 of its token is stored, so a copy of this table opens nothing. A chart share is for the
 * expert assigned to one open consultation and ends with it.
 */
export const healthShares = pgTable(
  'health_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: healthShareKindEnum('kind').notNull(),
    tokenHash: text('token_hash'),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'cascade' }),
    /** The expert a chart share was given to: a referral to another expert does not carry it over. */
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('health_shares_token_hash_key').on(t.tokenHash),
    index('health_shares_user_idx').on(t.userId, t.createdAt.desc()),
    // One live chart share per consultation: sharing again while shared is the same share.
    uniqueIndex('health_shares_live_chart_key')
      .on(t.consultationId)
      .where(sql`${t.kind} = 'chart' and ${t.revokedAt} is null`),
    check(
      'health_shares_kind_fields',
      sql`(${t.kind} = 'qr' and ${t.tokenHash} is not null and ${t.expiresAt} is not null) or (${t.kind} = 'chart' and ${t.consultationId} is not null)`,
    ),
  ],
);

/** Every opening of a share: when, who (chart shares: the expert; QR links: null) and which sections were shown. */
export const healthShareOpenings = pgTable(
  'health_share_openings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => healthShares.id, { onDelete: 'cascade' }),
    viewerUserId: uuid('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    sections: text('sections').array().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_share_openings_share_idx').on(t.shareId, t.id.desc())],
);
