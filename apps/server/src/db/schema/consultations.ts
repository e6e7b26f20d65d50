import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, genderEnum, updatedAt } from './columns';
import { categoryEnum, experts } from './experts';
import { familyMembers } from './family';

export const consultationTypeEnum = pgEnum('consultation_type', ['chat', 'audio', 'video']);
export const consultationStatusEnum = pgEnum('consultation_status', ['pending', 'active', 'completed', 'cancelled']);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'paid', 'refunded']);
export const senderTypeEnum = pgEnum('sender_type', ['patient', 'expert', 'system']);
/** Issue 14 part 2: a prescription or legal document issued on the consultation shows in its chat as a card. */
export const messageKindEnum = pgEnum('message_kind', ['text', 'file', 'voice', 'prescription', 'legal_document']);

/** One question and answer of the AI assessment (spec 001 §4.1 step 3), kept with the consultation. */
export interface TranscriptEntry {
  question: string;
  answer: string;
}

/** Spec 001 §3 `consultations`. */
export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    consultationType: consultationTypeEnum('consultation_type').notNull(),
    category: categoryEnum('category').notNull(),
    problemDescription: text('problem_description'),
    /**
     * Issue 16: the name given with this request (the patient's, or the client's), as given. The desk, the chat
     * and the documents issued on the request show it; the requester's user row is never renamed by a request.
     */
    patientName: text('patient_name').notNull(),
    // Issue 14 part 8: the family member the request is for (null: the account holder). Removing the member keeps
    // the consultation, an expert's record of care, under the account with the name it was made with.
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    status: consultationStatusEnum('status').notNull().default('pending'),
    patientAge: integer('patient_age'),
    patientGender: genderEnum('patient_gender'),
    department: text('department'),
    additionalSymptoms: text('additional_symptoms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    flowStep: text('flow_step'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    // Whole rupees; spec 001 §9 stores 299 on medical requests.
    consultationFee: integer('consultation_fee'),
    aiTranscript: jsonb('ai_transcript').$type<TranscriptEntry[]>(),
    // SHA-256 of the token handed to whoever made the request, so a visitor without an account can continue it.
    accessTokenHash: text('access_token_hash'),
    /**
     * Issue 16: when the expert was last texted about this consultation (SMS and WhatsApp); a patient starting a
     * chat texts them again only after EXPERT_ALERT_INTERVAL_MS.
     */
    expertAlertedAt: timestamp('expert_alerted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consultations_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('consultations_expert_status_idx').on(t.expertId, t.status),
    check('consultations_patient_age_range', sql`${t.patientAge} is null or (${t.patientAge} > 0 and ${t.patientAge} < 150)`),
    check('consultations_fee_nonnegative', sql`${t.consultationFee} is null or ${t.consultationFee} >= 0`),
  ],
);

/** Spec 001 §3 `consultation_messages`. A growing integer id lets a client resume from the last one it saw. */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    messageText: text('message_text').notNull(),
    senderType: senderTypeEnum('sender_type').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    // Issue 6: a file or voice note has its attachment in chat_files (message_id).
    kind: messageKindEnum('kind').notNull().default('text'),
    // Chosen by the sender's device, so a retried send is stored once.
    clientId: uuid('client_id'),
    /**
     * Issue 14 part 2: the prescription (kind 'prescription') or legal document (kind 'legal_document') the card
     * opens. No foreign key: the two tables reference consultations, and neither row is ever deleted (an account
     * deletion keeps them unlinked and deletes these messages).
     */
    documentId: uuid('document_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_messages_consultation_id_idx').on(t.consultationId, t.id),
    uniqueIndex('consultation_messages_sender_client_key').on(t.senderId, t.clientId),
    // Compared as text: a value added to the enum cannot be named in the migration's own transaction.
    check('consultation_messages_document_kind', sql`(${t.documentId} is not null) = (${t.kind}::text in ('prescription', 'legal_document'))`),
  ],
);
