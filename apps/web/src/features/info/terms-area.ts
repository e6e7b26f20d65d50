import { defineArea } from '@/i18n/i18n';
import termsEn from 'virtual:messages/en/terms';

/** The terms of service (issue 20): English travels with the page's code, Hindi loads when the reader chose it. */
export const TERMS_AREA = defineArea('terms', termsEn);
