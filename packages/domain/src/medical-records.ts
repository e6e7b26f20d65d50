import { z } from 'zod';
import { CHAT_MESSAGES } from './chat';
import { UPLOAD_MAX_BYTES, type FilePolicy } from './file-uploads';
import { text } from './text';

/**
 * Issue 14 part 3: Records. A patient keeps lab reports and other documents (spec 001 §3 `medical_records`: title,
 * doctor_name, hospital_name, record_date, record_type) with the file itself; prescriptions issued in consultations
 * join the list by themselves (decision 072).
 */

/** The kinds a person chooses from on upload; older rows may carry other text and are shown as they are. */
export const MEDICAL_RECORD_TYPES = ['Lab Report', 'Imaging', 'Consultation Note', 'Discharge Summary', 'Other Document'] as const;
export const MedicalRecordTypeSchema = z.enum(MEDICAL_RECORD_TYPES, 'Choose what kind of record this is');
export type MedicalRecordType = z.infer<typeof MedicalRecordTypeSchema>;
export const DEFAULT_MEDICAL_RECORD_TYPE: MedicalRecordType = 'Lab Report';
/** What the Health QR's 'Lab Reports' toggle shares (decision 072): records of this kind only. */
export const LAB_REPORT_TYPE: MedicalRecordType = 'Lab Report';

export const MEDICAL_RECORD_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MEDICAL_RECORD_TITLE_MAX = 120;
/** The records list (the "View all" page): the newest this many of each kind. */
export const MEDICAL_RECORDS_LIST_LIMIT = 200;

export const RECORDS_MESSAGES = {
  patientsOnly: 'Records are kept for patient accounts only',
  notFound: 'This record does not exist',
  noFile: 'This record has no file',
  fileGone: 'This file is no longer available',
  chooseFile: 'Choose a PDF, JPEG or PNG file to upload',
  fileType: 'Only PDF, JPEG and PNG files can be uploaded',
  fileTooLarge: CHAT_MESSAGES.fileTooLarge,
  futureDate: 'The date of a record cannot be in the future',
  uploaded: 'Record uploaded',
  uploadFailed: 'Failed to upload record',
  renamed: 'Record renamed',
  renameFailed: 'Failed to rename record',
  deleted: 'Record deleted',
  deleteFailed: 'Failed to delete record',
  loadFailed: 'Failed to load records',
} as const;

/** The chat's size limit and byte-type check, for the three kinds a report comes in. */
export const MEDICAL_RECORD_FILE_POLICY: FilePolicy = {
  maxBytes: UPLOAD_MAX_BYTES,
  types: MEDICAL_RECORD_FILE_TYPES,
  tooLarge: RECORDS_MESSAGES.fileTooLarge,
  wrongType: RECORDS_MESSAGES.fileType,
};

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

export function prescriptionViewPath(id: string): string {
  return `/prescription-view/${id}`;
}

/** The API path of a record's file; `download` asks for an attachment instead of showing it. */
export function medicalRecordFilePath(id: string, download = false): string {
  return `/api/medical-records/${id}/file${download ? '?download=1' : ''}`;
}

/** Newest first: by the record's date, then by when it was added. */
export function byRecordDateDesc(a: { recordDate: string; createdAt: string }, b: { recordDate: string; createdAt: string }): number {
  if (a.recordDate !== b.recordDate) return a.recordDate < b.recordDate ? 1 : -1;
  return b.createdAt.localeCompare(a.createdAt);
}
