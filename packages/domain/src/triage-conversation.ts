import type { TriagePatientData } from './triage-scoring';

/** Spec 001 §4.3: the triage conversation's steps, in order. */
export const TRIAGE_STEPS = [
  'age',
  'gender',
  'primary_symptom',
  'duration',
  'pain_level',
  'additional_symptoms',
  'medical_history',
  'medications',
  'analysis',
] as const;
export type TriageStep = (typeof TRIAGE_STEPS)[number];

/** What the bot asks at each step; the follow-up text from the AI provider may replace it. */
export const TRIAGE_PROMPTS: Record<TriageStep, string> = {
  age: "Hello! I'm your AI Health Assistant. I'll ask a few questions to understand how urgent your symptoms are and which doctor can help. To start, how old are you?",
  gender: 'What is your gender?',
  primary_symptom: 'What is the main symptom that is bothering you?',
  duration: 'How long have you had it? (for example: it started suddenly, a few hours, 3 days)',
  pain_level: 'On a scale of 0 to 10, how bad is the pain or discomfort?',
  additional_symptoms: "Do you have any other symptoms? Separate them with commas, or say 'none'.",
  medical_history: "Do you have any long-term conditions, such as diabetes, hypertension or heart disease? Separate them with commas, or say 'none'.",
  medications: "Are you taking any medicines at the moment? Separate them with commas, or say 'none'.",
  analysis: 'Thank you. Let me analyse your answers...',
};

export const TRIAGE_AGE_RETRY = 'Please enter your age as a number, for example 34.';

export function emptyTriageData(): TriagePatientData {
  return { symptoms: [], medicalHistory: [], currentMedications: [], allergies: [] };
}

/** Spec 001 §4.3: age advances only if it parses to a number above 0 and below 150. */
export function parseAge(answer: string): number | undefined {
  const value = Number.parseFloat(answer.trim());
  if (!Number.isFinite(value) || value <= 0 || value >= 150) return undefined;
  return value;
}

/** Spec 001 §4.3: pain level must be 0 to 10 to be stored. */
export function parsePainLevel(answer: string): number | undefined {
  const value = Number.parseInt(answer.trim(), 10);
  return Number.isInteger(value) && value >= 0 && value <= 10 ? value : undefined;
}

/** Spec 001 §4.3: 'none' or 'no' skip additional symptoms, history and medications. */
export function isNoneAnswer(answer: string): boolean {
  const lower = answer.trim().toLowerCase();
  return lower === 'none' || lower === 'no';
}

/** Spec 001 §4.3: history and medication answers are split on commas and trimmed. */
export function splitList(answer: string): string[] {
  return answer
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export interface TriageTurn {
  data: TriagePatientData;
  next: TriageStep;
  /** False when the answer was not accepted and the same question is asked again (only the age). */
  accepted: boolean;
}

function nextStep(step: TriageStep): TriageStep {
  const index = TRIAGE_STEPS.indexOf(step);
  return TRIAGE_STEPS[Math.min(index + 1, TRIAGE_STEPS.length - 1)] ?? 'analysis';
}

/** Applies one answer to the step it answers (spec 001 §4.3); the data is never mutated. */
export function applyTriageAnswer(step: TriageStep, data: TriagePatientData, answer: string): TriageTurn {
  const text = answer.trim();
  const advance = (changes: Partial<TriagePatientData>): TriageTurn => ({ data: { ...data, ...changes }, next: nextStep(step), accepted: true });
  switch (step) {
    case 'age': {
      const age = parseAge(text);
      return age === undefined ? { data, next: 'age', accepted: false } : advance({ age });
    }
    case 'gender':
      return advance({ gender: text });
    case 'primary_symptom':
      return advance({ primarySymptom: text, symptoms: [...data.symptoms, text] });
    case 'duration':
      return advance({ symptomDuration: text });
    case 'pain_level': {
      const painLevel = parsePainLevel(text);
      return advance(painLevel === undefined ? {} : { painLevel });
    }
    case 'additional_symptoms':
      return advance(isNoneAnswer(text) ? {} : { symptoms: [...data.symptoms, text] });
    case 'medical_history':
      return advance(isNoneAnswer(text) ? {} : { medicalHistory: splitList(text) });
    case 'medications':
      return advance(isNoneAnswer(text) ? {} : { currentMedications: splitList(text) });
    case 'analysis':
      return { data, next: 'analysis', accepted: false };
  }
}
