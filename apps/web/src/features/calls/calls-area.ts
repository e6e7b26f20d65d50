import { defineArea } from '@/i18n/i18n';
import callsEn from 'virtual:messages/en/calls';

/** The call pages' messages (issue 20): English travels with the call's code, Hindi loads when the reader chose it. */
export const CALLS_AREA = defineArea('calls', callsEn);
