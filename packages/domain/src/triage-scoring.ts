import { z } from 'zod';
import type { Department } from './categories';

/**
 * Spec 001 §9 triage scoring and §4.3 categories and urgency, as pure functions. The score is computed here,
 * never by the AI provider: the provider only writes the follow-up and analysis text around it.
 */

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

export const TRIAGE_COMMON_SYMPTOMS = [
  'fever',
  'persistent cough',
  'nausea',
  'dizziness',
  'skin rash',
  'joint pain',
  'fatigue',
  'sleep problems',
] as const;

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

export const TriagePatientDataSchema = z.object({
  age: z.number().gt(0).lt(150).optional(),
  gender: z.string().trim().max(100).optional(),
  primarySymptom: z.string().trim().max(1000).optional(),
  symptoms: z.array(z.string().trim().max(1000)).max(30).default([]),
  symptomDuration: z.string().trim().max(500).optional(),
  painLevel: z.number().int().min(0).max(10).optional(),
  medicalHistory: z.array(z.string().trim().max(500)).max(30).default([]),
  currentMedications: z.array(z.string().trim().max(500)).max(30).default([]),
  allergies: z.array(z.string().trim().max(500)).max(30).default([]),
});
export type TriagePatientData = z.infer<typeof TriagePatientDataSchema>;

export const RiskFactorsSchema = z.object({
  age: z.number(),
  symptoms: z.number(),
  duration: z.number(),
  history: z.number(),
});
export type RiskFactors = z.infer<typeof RiskFactorsSchema>;

export const RiskScoreSchema = z.object({
  overall: z.number().min(0).max(TRIAGE_MAX_SCORE),
  category: z.enum(RISK_CATEGORIES),
  factors: RiskFactorsSchema,
  recommendedSpecialty: z.enum(SPECIALTIES),
});
export type RiskScore = z.infer<typeof RiskScoreSchema>;

/** Spec 001 §9: 30 if over 65, 20 if over 50, 25 if under 2, else 10. */
export function agePoints(age: number | undefined): number {
  if (age === undefined) return TRIAGE_POINTS.ageOther;
  if (age > 65) return TRIAGE_POINTS.ageOver65;
  if (age > 50) return TRIAGE_POINTS.ageOver50;
  if (age < 2) return TRIAGE_POINTS.ageUnder2;
  return TRIAGE_POINTS.ageOther;
}

function countKeywords(text: string, keywords: readonly string[]): number {
  return keywords.filter((keyword) => text.includes(keyword)).length;
}

/** Everything the person said about their symptoms, lower-cased for keyword matching. */
export function symptomText(data: Pick<TriagePatientData, 'primarySymptom' | 'symptoms'>): string {
  return [data.primarySymptom ?? '', ...data.symptoms].join(' ').toLowerCase();
}

/** Spec 001 §9: each emergency keyword +25, each common symptom +10. */
export function symptomPoints(text: string): number {
  const lower = text.toLowerCase();
  return (
    countKeywords(lower, TRIAGE_EMERGENCY_KEYWORDS) * TRIAGE_POINTS.emergencyKeyword +
    countKeywords(lower, TRIAGE_COMMON_SYMPTOMS) * TRIAGE_POINTS.commonSymptom
  );
}

/** Spec 001 §9: sudden or acute +20, hours +15, days +10 (the first that applies). */
export function durationPoints(duration: string | undefined): number {
  const lower = (duration ?? '').toLowerCase();
  if (lower.includes('sudden') || lower.includes('acute')) return TRIAGE_POINTS.durationSudden;
  if (lower.includes('hour')) return TRIAGE_POINTS.durationHours;
  if (lower.includes('day')) return TRIAGE_POINTS.durationDays;
  return 0;
}

/** Spec 001 §9: each history keyword +15. */
export function historyPoints(history: readonly string[]): number {
  return countKeywords(history.join(' ').toLowerCase(), TRIAGE_HISTORY_KEYWORDS) * TRIAGE_POINTS.historyKeyword;
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

const SPECIALTY_WORDS: ReadonlyArray<[Exclude<Specialty, 'general medicine'>, readonly string[]]> = [
  ['cardiology', ['chest', 'heart', 'palpitation', 'blood pressure']],
  ['dermatology', ['skin', 'rash', 'itch', 'acne', 'eczema', 'hair fall']],
  ['mental health', ['anxiety', 'depress', 'stress', 'panic', 'sleep problems', 'insomnia', 'mood']],
  ['pediatrics', ['child', 'baby', 'infant', 'toddler']],
  ['gynecology', ['period', 'menstrua', 'pregnan', 'vaginal', 'pelvic', 'menopause']],
];

/**
 * Spec 001 §9: by symptom text, in the order cardiology, dermatology, mental health, pediatrics (also any
 * age under 18), gynecology; otherwise general medicine.
 */
export function recommendedSpecialty(text: string, age: number | undefined): Specialty {
  const lower = text.toLowerCase();
  for (const [specialty, words] of SPECIALTY_WORDS) {
    if (words.some((word) => lower.includes(word))) return specialty;
    if (specialty === 'pediatrics' && age !== undefined && age < 18) return 'pediatrics';
  }
  return 'general medicine';
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
