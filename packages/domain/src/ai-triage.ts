import { z } from 'zod';
import { text } from './text';
import { TRIAGE_DISCLAIMER, TRIAGE_FAILURE_TEXTS } from './ai-triage-texts';
import { AiConversationIdSchema } from './ai-conversation';
import { SPECIALTIES, URGENCIES } from './triage-scoring';
import { RiskScoreSchema, TriagePatientDataSchema, TriageStepSchema } from './triage-schemas';

/** Spec 001 §2.6 and §7 'ai-chat': the follow-up question written by the AI provider for the next step. */
export const TriageFollowUpRequestSchema = z.object({
  step: TriageStepSchema,
  data: TriagePatientDataSchema,
  lastAnswer: text().trim().max(1000).default(''),
  conversationId: AiConversationIdSchema.optional(),
});
export type TriageFollowUpRequest = z.input<typeof TriageFollowUpRequestSchema>;
export const TriageFollowUpSchema = z.object({ message: z.string().min(1) });
export type TriageFollowUp = z.infer<typeof TriageFollowUpSchema>;

export const TriageAnalysisRequestSchema = z.object({ data: TriagePatientDataSchema, conversationId: AiConversationIdSchema.optional() });
export type TriageAnalysisRequest = z.input<typeof TriageAnalysisRequestSchema>;

/** Spec 001 §3 expert recommendation: up to 3 experts with id, name, specialty and WhatsApp link. */
export const RecommendedExpertSchema = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  whatsappLink: z.string().nullable(),
  isOnline: z.boolean(),
  rating: z.number(),
  experienceYears: z.number(),
  /** Issue 7: the expert's photo, when they have one. */
  profilePhoto: z.string().nullable(),
});
export type RecommendedExpert = z.infer<typeof RecommendedExpertSchema>;

export const ExpertRecommendationSchema = z.object({
  specialty: z.enum(SPECIALTIES),
  department: z.string(),
  urgency: z.enum(URGENCIES),
  experts: z.array(RecommendedExpertSchema).max(3),
});
export type ExpertRecommendation = z.infer<typeof ExpertRecommendationSchema>;

export const TriageAnalysisSchema = z.object({
  risk: RiskScoreSchema,
  analysis: z.string(),
  recommendation: ExpertRecommendationSchema,
});
export type TriageAnalysis = z.infer<typeof TriageAnalysisSchema>;

export { TRIAGE_DISCLAIMER, TRIAGE_FAILURE_TEXTS };

export const MAX_RECOMMENDED_EXPERTS = 3;

/** A WhatsApp click-to-chat link for an Indian number, or null when there is no usable number. */
export function whatsappLink(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return `https://wa.me/${digits}`;
  if (digits.length === 10) return `https://wa.me/91${digits}`;
  return null;
}
