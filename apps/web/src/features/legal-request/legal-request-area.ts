import { defineArea } from '@/i18n/i18n';
import legalRequestEn from 'virtual:messages/en/legal-request';

/** The legal request page's messages (issue 20): English travels with its code, Hindi loads when the reader chose it. */
export const LEGAL_REQUEST_AREA = defineArea('legal-request', legalRequestEn);
