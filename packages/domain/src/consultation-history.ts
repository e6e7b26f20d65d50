import { z } from 'zod';
import { CallRecordSchema } from './call-life';
import { CATEGORIES, CategorySchema, type Category } from './categories';
import { ConsultationStatusSchema } from './consultation-lifecycle';
import { LegalDocumentKindSchema } from './legal-documents';

/** Spec 001 §2.15: the Quick Access grid of the profile menu, one tile per field, in this order. */
export const HISTORY_FIELD_LABELS: Record<Category, string> = { medical: 'Medical', legal: 'Legal', finance: 'Finance', tech: 'IT' };

/** The most consultations one answer lists (newest first); the counts are always the whole totals. */
export const HISTORY_LIST_MAX = 100;

/** Spec 001 §2.15 texts of the history dialog. */
export const HISTORY_TEXTS = {
  noDescription: 'No description provided',
  expertAssigned: 'Expert Assigned',
  loadFailed: 'Failed to load consultation history',
} as const;

export const ConsultationHistoryQuerySchema = z.object({ field: CategorySchema.optional() });
export type ConsultationHistoryQuery = z.infer<typeof ConsultationHistoryQuerySchema>;

export const HistoryPrescriptionSchema = z.object({ id: z.uuid(), date: z.string(), doctorName: z.string(), medicines: z.number().int() });
export const HistoryLegalDocumentSchema = z.object({ id: z.uuid(), title: z.string(), kind: LegalDocumentKindSchema, issuedAt: z.iso.datetime() });

/** One consultation as its own patient sees it in their history. */
export const HistoryConsultationSchema = z.object({
  id: z.uuid(),
  field: CategorySchema,
  status: ConsultationStatusSchema,
  createdAt: z.iso.datetime(),
  /** What the person wrote with the request (spec 001 §3 problem_description), or null: 'No description provided'. */
  description: z.string().nullable(),
  department: z.string().nullable(),
  /** Null until an expert is assigned. */
  expert: z.object({ id: z.uuid(), name: z.string(), specialization: z.string() }).nullable(),
  prescriptions: z.array(HistoryPrescriptionSchema),
  legalDocuments: z.array(HistoryLegalDocumentSchema),
  /** A conversation exists once an expert is assigned: /patient-chat?consultation={id}. */
  hasChat: z.boolean(),
  /** Issue 15 part 4: its calls, oldest first, with their start, end and length. */
  calls: z.array(CallRecordSchema),
});
export type HistoryConsultation = z.infer<typeof HistoryConsultationSchema>;

export const ConsultationHistorySchema = z.object({
  /** Every consultation of the person, per field, whatever the filter. */
  counts: z.object({ medical: z.number().int(), legal: z.number().int(), finance: z.number().int(), tech: z.number().int() }),
  /** The asked field's consultations (or all), newest first, at most HISTORY_LIST_MAX. */
  consultations: z.array(HistoryConsultationSchema),
});
export type ConsultationHistory = z.infer<typeof ConsultationHistorySchema>;

export const HISTORY_FIELDS: readonly Category[] = CATEGORIES;

/** The patient's own chat of one consultation (any status), as the history and the documents link to it. */
export function consultationChatPath(consultationId: string): string {
  return `/patient-chat?consultation=${encodeURIComponent(consultationId)}`;
}
