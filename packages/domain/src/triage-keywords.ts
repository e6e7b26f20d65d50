/** Spec 001 §9: the canonical keywords the triage score counts. Everyday words map onto them in triage-vocabulary.ts. */

export const TRIAGE_EMERGENCY_KEYWORDS = [
  'chest pain',
  'difficulty breathing',
  'severe headache',
  'sudden weakness',
  'loss of consciousness',
  'severe bleeding',
  'severe abdominal pain',
  'sudden vision changes',
  'severe allergic reaction',
  'heart palpitations',
] as const;
export type TriageEmergencyKeyword = (typeof TRIAGE_EMERGENCY_KEYWORDS)[number];

export const TRIAGE_COMMON_SYMPTOMS = ['fever', 'persistent cough', 'nausea', 'dizziness', 'skin rash', 'joint pain', 'fatigue', 'sleep problems'] as const;
export type TriageCommonSymptom = (typeof TRIAGE_COMMON_SYMPTOMS)[number];

export const TRIAGE_HISTORY_KEYWORDS = [
  'heart disease',
  'diabetes',
  'hypertension',
  'cancer',
  'stroke',
  'kidney disease',
  'liver disease',
  'respiratory disease',
] as const;
export type TriageHistoryKeyword = (typeof TRIAGE_HISTORY_KEYWORDS)[number];

/** Spec 001 §9 duration words: sudden or acute +20, hours +15, days +10. */
export const TRIAGE_DURATION_KEYWORDS = ['sudden', 'acute', 'hours', 'days'] as const;
export type TriageDurationKeyword = (typeof TRIAGE_DURATION_KEYWORDS)[number];
