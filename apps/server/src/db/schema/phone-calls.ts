import { BRIDGED_CALL_STATUSES } from '@sahay/domain';
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { consultations } from './consultations';
import { outbox } from './platform';

export const bridgedCallStatusEnum = pgEnum('bridged_call_status', BRIDGED_CALL_STATUSES);
export const bridgedCallKindEnum = pgEnum('bridged_call_kind', ['consultation', 'test']);

/** How the local call bridge plays a call (no keys): the outcome is chosen when it is placed. */
export interface SimulatedOutcome {
  outcome: 'completed' | 'doctor-no-answer' | 'patient-no-answer';
}

/**
 * Issue 15 part 5: a phone call that rings the doctor, then the patient, and joins them (spec 001 §7 'api-consult').
 * It keeps no one's phone number or name: a consultation's call reads them from the consultation when it is placed
 * and shown; a test call keeps only masked numbers (last four digits), which an admin needs to tell calls apart.
 * Who placed a test call is in the audit log (admins are never erased).
 */
export const bridgedCalls = pgTable(
  'bridged_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: bridgedCallKindEnum('kind').notNull(),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'cascade' }),
    placedByRole: text('placed_by_role').$type<'patient' | 'expert' | 'admin'>().notNull(),
    /** 'local' (the simulated bridge) or 'exotel'. */
    provider: text('provider').notNull(),
    providerCallSid: text('provider_call_sid'),
    /** The number both phones show: the ExoPhone. */
    callerId: text('caller_id').notNull(),
    status: bridgedCallStatusEnum('status').notNull().default('queued'),
    failureReason: text('failure_reason'),
    /** Test calls: spec 001 §7 consult_id ('DEMO-' and a timestamp), the reason typed, and the masked numbers. */
    consultId: text('consult_id'),
    reason: text('reason'),
    doctorNumberMasked: text('doctor_number_masked'),
    patientNumberMasked: text('patient_number_masked'),
    /** The doctor's WhatsApp notice (spec 001 §7), sent through the outbox before the call. */
    noticeOutboxId: bigint('notice_outbox_id', { mode: 'number' }).references(() => outbox.id, { onDelete: 'set null' }),
    simulation: jsonb('simulation').$type<SimulatedOutcome>(),
    conversationSeconds: integer('conversation_seconds'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bridged_calls_created_idx').on(t.createdAt.desc()),
    index('bridged_calls_consultation_idx').on(t.consultationId, t.createdAt.desc()),
    uniqueIndex('bridged_calls_provider_sid_key').on(t.provider, t.providerCallSid),
  ],
);

/** Each state a call reached, once: a repeated status report finds its row and changes nothing. */
export const bridgedCallEvents = pgTable(
  'bridged_call_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    callId: uuid('call_id')
      .notNull()
      .references(() => bridgedCalls.id, { onDelete: 'cascade' }),
    status: bridgedCallStatusEnum('status').notNull(),
    /** 'sahay' (placed), 'simulator' (the local bridge) or the provider's name (its status callback). */
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('bridged_call_events_call_status_key').on(t.callId, t.status)],
);
