import { z } from 'zod';
import { text } from './text';
import { TRIAGE_STEPS } from './triage-conversation';
import { RISK_CATEGORIES, SPECIALTIES, TRIAGE_MAX_SCORE } from './triage-scoring';

// The triage's zod schemas, apart from its rules (triage-scoring.ts, triage-conversation.ts) so the triage page,
// which runs the rules in the browser, does not load zod with them (issue 17 part 2). The server checks with these.

export const TriageStepSchema = z.enum(TRIAGE_STEPS);

export const TriagePatientDataSchema = z.object({
  age: z.number().gt(0).lt(150).optional(),
  gender: text().trim().max(100).optional(),
  primarySymptom: text().trim().max(1000).optional(),
  symptoms: z.array(text().trim().max(1000)).max(30).default([]),
  symptomDuration: text().trim().max(500).optional(),
  painLevel: z.number().int().min(0).max(10).optional(),
  medicalHistory: z.array(text().trim().max(500)).max(30).default([]),
  currentMedications: z.array(text().trim().max(500)).max(30).default([]),
  allergies: z.array(text().trim().max(500)).max(30).default([]),
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
