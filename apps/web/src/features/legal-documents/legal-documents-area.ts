import { defineArea } from '@/i18n/i18n';
import legalDocumentsEn from 'virtual:messages/en/legal-documents';

/** The legal document pages' messages (issue 20): English travels with their code, Hindi loads when chosen. */
export const LEGAL_DOCUMENTS_AREA = defineArea('legal-documents', legalDocumentsEn);
