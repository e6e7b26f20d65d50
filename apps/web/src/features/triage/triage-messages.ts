import type { Specialty, Urgency } from '@sahay/domain/triage-scoring';
import type { TriageStep } from '@sahay/domain/triage-conversation';
import { defineArea } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import triageEn from 'virtual:messages/en/triage';

// Issue 20: the triage's words. The English holds the spec's texts word for word, the domain's prompts, retry,
// failure texts and disclaimer among them (test/triage-hindi.test.tsx checks they still match packages/domain).
export const TRIAGE_AREA = defineArea('triage', triageEn);

/** What the bot asks at each step (packages/domain TRIAGE_PROMPTS), in the reader's language. */
export const PROMPT_KEYS: Record<TriageStep, MessageKey> = {
  age: 'triage.prompt.age',
  gender: 'triage.prompt.gender',
  primary_symptom: 'triage.prompt.primary_symptom',
  duration: 'triage.prompt.duration',
  pain_level: 'triage.prompt.pain_level',
  additional_symptoms: 'triage.prompt.additional_symptoms',
  medical_history: 'triage.prompt.medical_history',
  medications: 'triage.prompt.medications',
  analysis: 'triage.prompt.analysis',
};

export const URGENCY_KEYS: Record<Urgency, MessageKey> = {
  immediate: 'triage.urgency.immediate',
  within_24h: 'triage.urgency.within_24h',
  within_week: 'triage.urgency.within_week',
  routine: 'triage.urgency.routine',
};

/** The recommended specialty as the card names it (English: the domain's name, capitalised). */
export const SPECIALTY_KEYS: Record<Specialty, MessageKey> = {
  cardiology: 'triage.specialty.cardiology',
  dermatology: 'triage.specialty.dermatology',
  'mental health': 'triage.specialty.mentalHealth',
  pediatrics: 'triage.specialty.pediatrics',
  gynecology: 'triage.specialty.gynecology',
  'general medicine': 'triage.specialty.generalMedicine',
};

/** The department doctors are matched in (English: packages/domain SPECIALTY_DEPARTMENTS), as the sentences say it. */
export const DEPARTMENT_KEYS: Record<Specialty, MessageKey> = {
  cardiology: 'triage.department.cardiology',
  dermatology: 'triage.department.dermatology',
  'mental health': 'triage.department.mentalHealth',
  pediatrics: 'triage.department.pediatrics',
  gynecology: 'triage.department.gynecology',
  'general medicine': 'triage.department.generalMedicine',
};
