import { defineArea } from '@/i18n/i18n';
import phoneCallsEn from 'virtual:messages/en/phone-calls';

/** The phone-call pages' messages (issue 20): English travels with their code, Hindi loads when the reader chose it. */
export const PHONE_CALLS_AREA = defineArea('phone-calls', phoneCallsEn);
