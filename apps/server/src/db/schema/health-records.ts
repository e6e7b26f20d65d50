import { VITAL_MEASURE_INFO, VITAL_MEASURES } from '@sahay/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { callRooms } from './calls';
import { createdAt } from './columns';
import { consultations } from './consultations';
import { experts } from './experts';
import { familyMembers } from './family';

export const appointmentStatusEnum = pgEnum('appointment_status', ['scheduled', 'completed', 'cancelled']);

/** Spec 001 §3 `appointments`; the expert's name and specialisation come from the joined expert. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    appointmentDate: timestamp('appointment_date', { withTimezone: true }).notNull(),
    status: appointmentStatusEnum('status').notNull().default('scheduled'),
    /** Spec 001 §3 appointment_type; a booking's mode (video, audio, chat). */
    appointmentType: text('appointment_type').notNull(),
    // Issue 19 part 2: a booked slot. Older appointments (the demo's) have none of these.
    endsAt: timestamp('ends_at', { withTimezone: true }),
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    roomId: text('room_id').references(() => callRooms.id, { onDelete: 'set null' }),
    /** The patient's time zone, for their reminders. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** Whole rupees, computed on the server (issue 19 part 5); 0 for a free first consultation. */
    fee: integer('fee').notNull().default(0),
    /**
     * Issue 19 part 4: while a booking that costs something waits for its payment, until when it holds the slot (10
     * minutes); null once paid, and for free bookings. A hold past this time is released (cancelled) by the next
     * booking of that slot, and no longer counts as busy.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<'patient' | 'expert'>(),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_user_date_idx').on(t.userId, t.appointmentDate.desc()),
    index('appointments_expert_date_idx').on(t.expertId, t.appointmentDate),
    // Two people can never hold one slot: one scheduled appointment per expert and start, whatever the race.
    uniqueIndex('appointments_expert_slot_key')
      .on(t.expertId, t.appointmentDate)
      .where(sql`${t.status} = 'scheduled'`),
    check('appointments_cancelled_by', sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('patient', 'expert')`),
    check('appointments_ends_after_start', sql`${t.endsAt} is null or ${t.endsAt} > ${t.appointmentDate}`),
  ],
);

/** Spec 001 §3 `medical_records`; read and written by its owner only (modules/medical-records). */
export const medicalRecords = pgTable(
  'medical_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    doctorName: text('doctor_name'),
    hospitalName: text('hospital_name'),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    recordType: text('record_type').notNull(),
    // Issue 14 part 8: whose this is when it is not the account holder's own; removing the member removes it.
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'cascade' }),
    // Issue 14 part 3: the uploaded file, stored through the storage provider under a key the server made
    // (`records/<userId>/<uuid>`); the type is what its bytes are. All three are null for a record without a file.
    storageKey: text('storage_key').unique(),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('medical_records_user_date_idx').on(t.userId, t.recordDate.desc()),
    index('medical_records_member_idx').on(t.familyMemberId),
    check('medical_records_file_whole', sql`num_nulls(${t.storageKey}, ${t.contentType}, ${t.sizeBytes}) in (0, 3)`),
    check('medical_records_size_positive', sql`${t.sizeBytes} is null or ${t.sizeBytes} > 0`),
  ],
);

export interface PrescribedMedicine {
  name: string;
  strength?: string;
  dose?: string;
  frequency?: string;
  duration?: string;
  instructions?: string;
}

/**
 * Spec 001 §3 `prescriptions`. The patient link is nullable: a doctor must keep prescriptions they issued, so
 * when a patient deletes their account the prescription stays, de-identified (user_id set to null).
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    diagnosis: text('diagnosis').notNull(),
    prescriptionDate: date('prescription_date', { mode: 'string' }).notNull(),
    medicines: jsonb('medicines').$type<PrescribedMedicine[]>().notNull().default([]),
    advice: text('advice'),
    followUp: text('follow_up'),
    // Telemedicine Practice Guidelines 2020: the prescription states who issued it to whom, as at the time of
    // issue, so later profile edits do not rewrite a medical document. Null on rows from before issue 7.
    patientName: text('patient_name'),
    patientAge: integer('patient_age'),
    patientGender: text('patient_gender'),
    doctorName: text('doctor_name'),
    doctorQualification: text('doctor_qualification'),
    doctorRegistrationNumber: text('doctor_registration_number'),
    doctorCouncil: text('doctor_council'),
    doctorSpecialization: text('doctor_specialization'),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('prescriptions_user_date_idx').on(t.userId, t.prescriptionDate.desc()),
    index('prescriptions_consultation_idx').on(t.consultationId),
    check('prescriptions_patient_age_range', sql`${t.patientAge} is null or (${t.patientAge} >= 0 and ${t.patientAge} <= 120)`),
  ],
);

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Spec 001 §3 `vital_signs`; read and written by its owner only (modules/vitals). */
export const vitalSigns = pgTable(
  'vital_signs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordedDate: timestamp('recorded_date', { withTimezone: true }).notNull(),
    // Issue 14 part 8: whose this is when it is not the account holder's own; removing the member removes it.
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'cascade' }),
    bloodPressureSystolic: integer('blood_pressure_systolic'),
    bloodPressureDiastolic: integer('blood_pressure_diastolic'),
    heartRate: integer('heart_rate'),
    bloodSugar: real('blood_sugar'),
    weight: real('weight'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vital_signs_user_date_idx').on(t.userId, t.recordedDate.desc()),
    index('vital_signs_member_idx').on(t.familyMemberId),
    // Issue 14: the plausible ranges of packages/domain/src/vitals.ts, kept by the database too.
    ...VITAL_MEASURES.map((measure) => {
      const { min, max } = VITAL_MEASURE_INFO[measure];
      return check(
        `vital_signs_${snake(measure)}_range`,
        sql`${t[measure]} is null or ${t[measure]} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`,
      );
    }),
    check(
      'vital_signs_some_measure',
      sql`num_nonnulls(${t.bloodPressureSystolic}, ${t.bloodPressureDiastolic}, ${t.heartRate}, ${t.bloodSugar}, ${t.weight}) > 0`,
    ),
    check('vital_signs_blood_pressure_pair', sql`(${t.bloodPressureSystolic} is null) = (${t.bloodPressureDiastolic} is null)`),
  ],
);
