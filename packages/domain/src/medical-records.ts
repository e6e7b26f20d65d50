import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE, type FilePolicy } from './file-uploads';

/**
 * Issue 14 part 3: Records. A patient keeps lab reports and other documents (spec 001 §3 `medical_records`: title,
 * doctor_name, hospital_name, record_date, record_type) with the file itself; prescriptions issued in consultations
 * join the list by themselves (decision 072).
 */

/** The kinds a person chooses from on upload; older rows may carry other text and are shown as they are. */
export const MEDICAL_RECORD_TYPES = ['Lab Report', 'Imaging', 'Consultation Note', 'Discharge Summary', 'Other Document'] as const;
export type MedicalRecordType = (typeof MEDICAL_RECORD_TYPES)[number];
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
  fileTooLarge: UPLOAD_TOO_LARGE_MESSAGE,
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
