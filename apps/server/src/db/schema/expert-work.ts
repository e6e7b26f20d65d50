import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { consultations, consultationStatusEnum } from './consultations';
import { experts } from './experts';

export const lifecycleActionEnum = pgEnum('consultation_action', ['create', 'accept', 'complete', 'cancel', 'refer', 'follow_up']);
export const actorRoleEnum = pgEnum('actor_role', ['patient', 'expert', 'admin', 'system']);

/** Issue 7 part 7: every status change of a consultation, timestamped, for the patient's history. */
export const consultationStatusChanges = pgTable(
  'consultation_status_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    action: lifecycleActionEnum('action').notNull(),
    fromStatus: consultationStatusEnum('from_status'),
    toStatus: consultationStatusEnum('to_status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: actorRoleEnum('actor_role').notNull(),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('consultation_status_changes_consultation_idx').on(t.consultationId, t.id)],
);

/** Issue 7 part 6: one rating per consultation, by its patient; the expert's rating is their mean. */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_consultation_key').on(t.consultationId),
    index('ratings_expert_idx').on(t.expertId),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

export const legalDocumentKindEnum = pgEnum('legal_document_kind', ['advice_note', 'draft']);

/** Issue 7 part 5: a lawyer's advice note or draft for a client; kept without identity, like prescriptions, when the client leaves. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    kind: legalDocumentKindEnum('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    caseType: text('case_type'),
    // Null once the client has deleted their account (issue 16: kept without identity, like prescriptions).
    clientName: text('client_name'),
    lawyerName: text('lawyer_name').notNull(),
    lawyerEnrolmentNumber: text('lawyer_enrolment_number'),
    lawyerBarCouncil: text('lawyer_bar_council'),
    createdAt: createdAt(),
  },
  (t) => [index('legal_documents_user_idx').on(t.userId, t.createdAt.desc()), index('legal_documents_consultation_idx').on(t.consultationId)],
);

/** Issue 7 part 2: which expert referred a consultation to which other expert, and why. */
export const referralChains = pgTable(
  'referral_chains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    fromExpertId: uuid('from_expert_id').references(() => experts.id, { onDelete: 'set null' }),
    toExpertId: uuid('to_expert_id').references(() => experts.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('referral_chains_created_idx').on(t.createdAt.desc()), index('referral_chains_consultation_idx').on(t.consultationId)],
);
