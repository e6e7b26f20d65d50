import { createLazyResolver } from '@/components/forms/lazy-resolver';
import type { LegalDocumentValues, PrescriptionValues } from './document-values';

export const prescriptionChecks = createLazyResolver<PrescriptionValues>(() => import('./document-resolvers').then((m) => m.prescriptionResolver));
export const legalDocumentChecks = createLazyResolver<LegalDocumentValues>(() => import('./document-resolvers').then((m) => m.legalDocumentResolver));
