import type { Department } from './categories';
import { TRIAGE_EMERGENCY_KEYWORDS, type TriageEmergencyKeyword } from './triage-keywords';
export type { RiskFactors, RiskScore, TriagePatientData } from './triage-schemas';
import { findDurationKeywords, findEmergencyAndCommonSymptoms, findHistoryKeywords, findSpecialties } from './triage-vocabulary';
import type { RiskFactors, RiskScore, TriagePatientData } from './triage-schemas';

/**
 * Spec 001 §9 triage scoring and §4.3 categories and urgency, as pure functions. The score is computed here,
 * never by the AI provider: the provider only writes the follow-up and analysis text around it.
 */

export {
  TRIAGE_COMMON_SYMPTOMS,
  TRIAGE_DURATION_KEYWORDS,
  TRIAGE_EMERGENCY_KEYWORDS,
  TRIAGE_HISTORY_KEYWORDS,
  type TriageCommonSymptom,
  type TriageDurationKeyword,
  type TriageEmergencyKeyword,
  type TriageHistoryKeyword,
} from './triage-keywords';

export const TRIAGE_POINTS = {
  emergencyKeyword: 25,
  commonSymptom: 10,
  historyKeyword: 15,
  durationSudden: 20,
  durationHours: 15,
  durationDays: 10,
  ageOver65: 30,
  ageOver50: 20,
  ageUnder2: 25,
  ageOther: 10,
} as const;

export const TRIAGE_MAX_SCORE = 100;

export const RISK_CATEGORIES = ['emergency', 'high', 'moderate', 'low'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const URGENCIES = ['immediate', 'within_24h', 'within_week', 'routine'] as const;
export type Urgency = (typeof URGENCIES)[number];

export const SPECIALTIES = ['cardiology', 'dermatology', 'mental health', 'pediatrics', 'gynecology', 'general medicine'] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** The one table from the triage's recommended specialty to the departments doctors are matched against. */
export const SPECIALTY_DEPARTMENTS: Record<Specialty, Department> = {
  cardiology: 'Cardiology',
  dermatology: 'Dermatology',
  'mental health': 'Psychiatry',
  pediatrics: 'Pediatrics',
  gynecology: 'Gynecology',
  'general medicine': 'General Physician',
};

/** Spec 001 §9: 30 if over 65, 20 if over 50, 25 if under 2, else 10. */
export function agePoints(age: number | undefined): number {
  if (age === undefined) return TRIAGE_POINTS.ageOther;
  if (age > 65) return TRIAGE_POINTS.ageOver65;
  if (age > 50) return TRIAGE_POINTS.ageOver50;
  if (age < 2) return TRIAGE_POINTS.ageUnder2;
  return TRIAGE_POINTS.ageOther;
}

/** Everything the person said about their symptoms, one answer per sentence so a negation stays in its answer. */
export function symptomText(data: Pick<TriagePatientData, 'primarySymptom' | 'symptoms'>): string {
  return [data.primarySymptom ?? '', ...data.symptoms].join('. ').toLowerCase();
}

const isEmergencyKeyword = (keyword: string): keyword is TriageEmergencyKeyword => (TRIAGE_EMERGENCY_KEYWORDS as readonly string[]).includes(keyword);

/**
 * Spec 001 §9: each emergency keyword +25, each common symptom +10, each counted once however it is said
 * (English, Hinglish or Hindi, triage-vocabulary.ts) and not when negated.
 */
export function symptomPoints(text: string): number {
  return findEmergencyAndCommonSymptoms(text).reduce(
    (points, keyword) => points + (isEmergencyKeyword(keyword) ? TRIAGE_POINTS.emergencyKeyword : TRIAGE_POINTS.commonSymptom),
    0,
  );
}

/** Spec 001 §9: sudden or acute +20, hours +15, days +10 (the first that applies), in everyday words too. */
export function durationPoints(duration: string | undefined): number {
  const found = new Set(findDurationKeywords(duration ?? ''));
  if (found.has('sudden') || found.has('acute')) return TRIAGE_POINTS.durationSudden;
  if (found.has('hours')) return TRIAGE_POINTS.durationHours;
  if (found.has('days')) return TRIAGE_POINTS.durationDays;
  return 0;
}

/** Spec 001 §9: each history keyword +15, once each, in everyday words too ("BP", "sugar", "दमा"). */
export function historyPoints(history: readonly string[]): number {
  return findHistoryKeywords(history.join('. ')).length * TRIAGE_POINTS.historyKeyword;
}

/** Spec 001 §4.3: below 25 low; 25 to 49 moderate; 50 to 69 high; 70 and above emergency. */
export function riskCategory(score: number): RiskCategory {
  if (score >= 70) return 'emergency';
  if (score >= 50) return 'high';
  if (score >= 25) return 'moderate';
  return 'low';
}

/** Spec 001 §4.3: emergency = immediate, high = within_24h, moderate = within_week, otherwise routine. */
export function urgencyFor(category: RiskCategory | undefined): Urgency {
  switch (category) {
    case 'emergency':
      return 'immediate';
    case 'high':
      return 'within_24h';
    case 'moderate':
      return 'within_week';
    default:
      return 'routine';
  }
}

/** Spec 001 §9: the search for experts asks for urgent ones when the category is emergency or high. */
export function isUrgentCategory(category: RiskCategory): boolean {
  return category === 'emergency' || category === 'high';
}

/**
 * Spec 001 §9: by symptom text, in the order cardiology, dermatology, mental health, pediatrics (also any
 * age under 18), gynecology; otherwise general medicine. The words include Hinglish and Hindi (triage-vocabulary.ts).
 */
export function recommendedSpecialty(text: string, age: number | undefined): Specialty {
  const found = findSpecialties(text);
  const first = found[0];
  // A minor goes to pediatrics unless cardiology, dermatology or mental health came first in the spec's order.
  if (age !== undefined && age < 18 && (first === undefined || first === 'gynecology')) return 'pediatrics';
  return first ?? 'general medicine';
}

/** Spec 001 §9: the total of the four factors, capped at 100, with its category and specialty. */
export function scoreTriage(data: TriagePatientData): RiskScore {
  const text = symptomText(data);
  const factors: RiskFactors = {
    age: agePoints(data.age),
    symptoms: symptomPoints(text),
    duration: durationPoints(data.symptomDuration),
    history: historyPoints(data.medicalHistory),
  };
  const overall = Math.min(TRIAGE_MAX_SCORE, factors.age + factors.symptoms + factors.duration + factors.history);
  return { overall, category: riskCategory(overall), factors, recommendedSpecialty: recommendedSpecialty(text, data.age) };
}
