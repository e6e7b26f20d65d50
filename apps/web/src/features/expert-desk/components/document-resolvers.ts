import { zodResolver } from '@hookform/resolvers/zod';
import { LegalDocumentInputSchema } from '@sahay/domain/legal-documents';
import { PrescriptionInputSchema } from '@sahay/domain/prescriptions';
import type { Resolver } from 'react-hook-form';
import type { LegalDocumentValues, PrescriptionValues } from './document-values';

// Loaded after the page is up (see lazy-document-resolvers.ts); the schemas coerce the form's strings.
export const prescriptionResolver = zodResolver(PrescriptionInputSchema) as unknown as Resolver<PrescriptionValues>;
export const legalDocumentResolver = zodResolver(LegalDocumentInputSchema) as unknown as Resolver<LegalDocumentValues>;
