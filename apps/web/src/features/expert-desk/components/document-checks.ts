import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import type { LegalDocumentValues, PrescriptionValues } from './document-values';

// The schemas coerce the form's strings.
export const prescriptionChecks = lazySchemaResolver<PrescriptionValues>(() => import('@sahay/domain/prescriptions').then((m) => m.PrescriptionInputSchema));
export const legalDocumentChecks = lazySchemaResolver<LegalDocumentValues>(() =>
  import('@sahay/domain/legal-documents').then((m) => m.LegalDocumentInputSchema),
);
