import { z } from 'zod';
import { text } from './text';
import { queryString } from './query-string';
import { LEGAL_DOCUMENT_KINDS } from './legal-document-kinds';

export * from './legal-document-kinds';

export const LegalDocumentKindSchema = z.enum(LEGAL_DOCUMENT_KINDS, 'Choose an advice note or a draft');

export const LegalDocumentInputSchema = z.object({
  consultationId: z.uuid('Not a consultation'),
  kind: LegalDocumentKindSchema,
  title: text().trim().min(3, 'Enter a title (at least 3 characters)').max(150, 'At most 150 characters'),
  body: text().trim().min(20, 'Write the advice or the draft (at least 20 characters)').max(20_000, 'At most 20,000 characters'),
});
export type LegalDocumentInput = z.infer<typeof LegalDocumentInputSchema>;

export const LegalDocumentSchema = z.object({
  id: z.uuid(),
  consultationId: z.uuid().nullable(),
  kind: LegalDocumentKindSchema,
  title: z.string(),
  body: z.string(),
  caseType: z.string().nullable(),
  issuedAt: z.string(),
  lawyer: z.object({ id: z.uuid().nullable(), name: z.string(), enrolmentNumber: z.string(), barCouncil: z.string() }),
  client: z.object({ name: z.string(), phone: z.string().nullable() }),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

/** Spec 001 §2.10 query parameters of /legal-document-thank-you. */
export function legalDocumentThankYouPath(p: { clientName: string; clientPhone: string; caseType: string; documentId: string; lawyerId: string }): string {
  return `/legal-document-thank-you?${queryString(p)}`;
}
