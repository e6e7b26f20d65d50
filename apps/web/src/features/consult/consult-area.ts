import { defineArea } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import consultEn from 'virtual:messages/en/consult';

/** The 'Connect with Expert Doctor' modal's words (spec 001 §4.1); the extra symptoms keyed by the domain's English. */
export const CONSULT_AREA = defineArea('consult', consultEn);

export const symptomKey = (symptom: string) => `symptom.${symptom}` as MessageKey;
