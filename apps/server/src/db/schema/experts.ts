import { CATEGORIES, EXPERT_STATUSES } from '@sahay/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { matchGroupsExpression } from './expert-match-groups';

export const categoryEnum = pgEnum('category', CATEGORIES);
export const expertStatusEnum = pgEnum('expert_status', EXPERT_STATUSES);

/** Spec 001 §3 `experts`. An expert with a sign-in links to their user row; seeded experts may have none. */
export const experts = pgTable(
  'experts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    whatsappNumber: text('whatsapp_number'),
    category: categoryEnum('category').notNull(),
    specialization: text('specialization').notNull(),
    isOnline: boolean('is_online').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    rating: real('rating').notNull().default(0),
    experienceYears: integer('experience_years').notNull().default(0),
    totalConsultations: integer('total_consultations').notNull().default(0),
    bio: text('bio'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A photo elsewhere on the web (spec 001 §3); an uploaded photo (photo_key) takes its place on cards. */
    profilePhoto: text('profile_photo'),
    // Issue 7: files uploaded by the expert, kept through the storage provider under these keys.
    photoKey: text('photo_key'),
    photoType: text('photo_type'),
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentType: text('document_type'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * Issue 7: the admin's review. is_verified is kept true exactly when the status is approved (the matching
     * service reads only is_verified). Rows that predate registration count as approved, hence the default.
     */
    status: expertStatusEnum('status').notNull().default('approved'),
    statusReason: text('status_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    // The professional registration each profession requires (issue 7 part 1); shown on prescriptions (TPG 2020).
    qualification: text('qualification'),
    credentialBody: text('credential_body'),
    credentialNumber: text('credential_number'),
    portfolioUrl: text('portfolio_url'),
    // Whole rupees per consultation, as the expert asked for it at registration.
    consultationFee: integer('consultation_fee'),
    /** The match groups (departments, fields, service areas) this expert is found under; see expert-match-groups.ts. */
    matchGroups: text('match_groups').array().notNull().generatedAlwaysAs(matchGroupsExpression()),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experts_category_online_rating_idx').on(t.category, t.isOnline.desc(), t.rating.desc()),
    // Matching (spec 001 §7): a common group is read in the spec's order from the first index, stopping after 10;
    // a rare group is found through the second. Both are cheap at 100,000 experts (bench/matching.mjs).
    index('experts_match_order_idx')
      .on(t.category, t.isOnline.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.id)
      .where(sql`${t.isVerified}`),
    index('experts_match_groups_idx').using('gin', t.matchGroups),
    check('experts_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('experts_experience_nonnegative', sql`${t.experienceYears} >= 0`),
    index('experts_status_created_idx').on(t.status, t.createdAt),
  ],
);
