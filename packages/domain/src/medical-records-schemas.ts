import { z } from 'zod';
import { DEFAULT_MEDICAL_RECORD_TYPE, MEDICAL_RECORD_TITLE_MAX, MEDICAL_RECORD_TYPES } from './medical-records';
import { FAMILY_MESSAGES } from './family-members';
import { text } from './text';

/** Issue 14 part 3: what Records accepts and answers (constants and rules in medical-records.ts). */

export const MedicalRecordTypeSchema = z.enum(MEDICAL_RECORD_TYPES, 'Choose what kind of record this is');

export const RecordTitleSchema = text().trim().min(1, 'Enter a title').max(MEDICAL_RECORD_TITLE_MAX, `At most ${MEDICAL_RECORD_TITLE_MAX} characters`);

const optionalName = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** The fields sent with the file (multipart). The title defaults to the file's name; the date to today. */
export const MedicalRecordUploadSchema = z.object({
  title: text()
    .trim()
    .max(MEDICAL_RECORD_TITLE_MAX, `At most ${MEDICAL_RECORD_TITLE_MAX} characters`)
    .optional()
    .transform((value) => value || undefined),
  recordType: MedicalRecordTypeSchema.default(DEFAULT_MEDICAL_RECORD_TYPE),
  recordDate: z.iso.date('Enter the date as YYYY-MM-DD').optional(),
  doctorName: optionalName(120),
  hospitalName: optionalName(160),
  /** Issue 14 part 8: the family member the record is for; blank is the account holder. */
  familyMemberId: z
    .union([z.literal(''), z.uuid(FAMILY_MESSAGES.badMember)])
    .optional()
    .transform((value) => value || undefined),
});
export type MedicalRecordUpload = z.input<typeof MedicalRecordUploadSchema>;

export const RenameMedicalRecordSchema = z.object({ title: RecordTitleSchema });
export type RenameMedicalRecord = z.infer<typeof RenameMedicalRecordSchema>;

export const MedicalRecordSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  recordType: z.string(),
  recordDate: z.string(),
  doctorName: z.string().nullable(),
  hospitalName: z.string().nullable(),
  /** Null for a record entered without a file. */
  file: z.object({ contentType: z.string(), sizeBytes: z.number().int() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type MedicalRecord = z.infer<typeof MedicalRecordSchema>;

/** A prescription as it shows among the records: it opens at /prescription-view/{id}. */
export const PrescriptionRecordSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  recordDate: z.string(),
  doctorName: z.string(),
  medicineCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type PrescriptionRecord = z.infer<typeof PrescriptionRecordSchema>;

export const RecordsListItemSchema = z.discriminatedUnion('kind', [
  MedicalRecordSchema.extend({ kind: z.literal('record') }),
  PrescriptionRecordSchema.extend({ kind: z.literal('prescription') }),
]);
export type RecordsListItem = z.infer<typeof RecordsListItemSchema>;

export const RecordsListSchema = z.object({ items: z.array(RecordsListItemSchema) });
export type RecordsList = z.infer<typeof RecordsListSchema>;
