import { z } from 'zod';
import { CATEGORIES, CATEGORY_LABELS, CategorySchema, type Category } from './categories';

/**
 * What was opened, as the audit log records it (issue 16): one name per kind of read, never the content. The
 * patient sees the label; the admin log shows both.
 */
export const ACCESS_RESOURCES = [
  'prescription',
  'prescription_pdf',
  'legal_document',
  'legal_document_pdf',
  'chat_messages',
  'chat_file',
  'consultation_intake',
  'consultation_summary',
  'patient_chart',
] as const;
export const AccessResourceSchema = z.enum(ACCESS_RESOURCES);
export type AccessResource = z.infer<typeof AccessResourceSchema>;

export const ACCESS_RESOURCE_LABELS: Record<AccessResource, string> = {
  prescription: 'Your prescription',
  prescription_pdf: 'Your prescription (PDF download)',
  legal_document: 'Your legal document',
  legal_document_pdf: 'Your legal document (PDF download)',
  chat_messages: 'Messages of your consultation',
  chat_file: 'A file shared in your consultation',
  consultation_intake: 'Your consultation request (symptoms, AI questions and answers)',
  consultation_summary: 'Summary of your request (field, age, gender, a short summary of the problem)',
  patient_chart: 'Your health chart, shared from your consultation',
};

/** The same, as the admin console names them. */
export const ACCESS_RESOURCE_NAMES: Record<AccessResource, string> = {
  prescription: 'Prescription',
  prescription_pdf: 'Prescription (PDF download)',
  legal_document: 'Legal document',
  legal_document_pdf: 'Legal document (PDF download)',
  chat_messages: 'Consultation messages',
  chat_file: 'File shared in a consultation',
  consultation_intake: 'Consultation request (symptoms, AI questions and answers)',
  consultation_summary: 'Request summary before accepting (field, age, gender, short summary)',
  patient_chart: 'Patient chart shared by the patient',
};

/** What the log stores as an expert's profession when they read: 'Doctor · General Physician'. */
export const professionLine = (category: Category, specialization: string) => `${CATEGORY_LABELS[category].expert} · ${specialization}`;

const ProfessionPartsSchema = z.object({ category: CategorySchema, specialization: z.string() });
export type ProfessionParts = z.infer<typeof ProfessionPartsSchema>;

/** A stored profession line read back into its parts, so each reader's app can say it (issue 20); null if not one. */
export function readProfessionLine(line: string | null): ProfessionParts | null {
  const cut = line?.indexOf(' · ') ?? -1;
  if (!line || cut < 0) return null;
  const category = CATEGORIES.find((each) => CATEGORY_LABELS[each].expert === line.slice(0, cut));
  return category ? { category, specialization: line.slice(cut + ' · '.length) } : null;
}

export const ACCESS_ACTOR_ROLES = ['expert', 'admin'] as const;
export type AccessActorRole = (typeof ACCESS_ACTOR_ROLES)[number];

export const ACCESS_LOG_PAGE_SIZE = 50;

const before = z.coerce.number().int().positive().optional();

/** A patient's own log: who opened their data, newest first, a page at a time. */
export const AccessLogQuerySchema = z.object({ before });
export type AccessLogQuery = z.infer<typeof AccessLogQuerySchema>;

export const AccessLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** 'Dr. Kavitha Rao' for an expert; 'Sahay admin' for any admin (staff names are not shown to patients). */
  who: z.string(),
  /** The expert's profession and specialty ('Doctor · General Physician'); null for admins. */
  profession: z.string().nullable(),
  /** The same profession as data (category and specialization), for the app to say it in the reader's language. */
  professionParts: ProfessionPartsSchema.nullable(),
  actorRole: z.enum(ACCESS_ACTOR_ROLES),
  resource: AccessResourceSchema,
  what: z.string(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>;

export const AccessLogPageSchema = z.object({ entries: z.array(AccessLogEntrySchema), nextBefore: z.number().int().nullable() });
export type AccessLogPage = z.infer<typeof AccessLogPageSchema>;

/** The admin console's audit log: every recorded read, filtered by patient or by actor. */
export const AuditLogQuerySchema = z.object({
  patientId: z.uuid('Not a person id').optional(),
  actorId: z.uuid('Not a person id').optional(),
  before,
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

const person = z.object({ id: z.string(), name: z.string() });

export const AuditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** Null once the account that read is closed; the name and role stay as recorded. */
  actor: person.extend({ id: z.string().nullable(), role: z.enum(ACCESS_ACTOR_ROLES), profession: z.string().nullable() }),
  /** Null once the patient's account is deleted: the row stays for the retention period without identity. */
  patient: person.nullable(),
  resource: AccessResourceSchema,
  what: z.string(),
  resourceId: z.string().nullable(),
  reason: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogPageSchema = z.object({ entries: z.array(AuditLogEntrySchema), nextBefore: z.number().int().nullable() });
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
