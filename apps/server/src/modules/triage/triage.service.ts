import {
  MAX_RECOMMENDED_EXPERTS,
  SPECIALTY_DEPARTMENTS,
  TRIAGE_PROMPTS,
  fallbackTriageQuestion,
  isUrgentCategory,
  scoreTriage,
  urgencyFor,
  type TriageAnalysis,
  type TriagePatientData,
  type TriageQuestionRequest,
  type TriageStep,
} from '@sahay/domain';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { guardShortText } from '../../providers/ai/guarded-answer';
import { offlineTriageAnalysis } from '../../providers/ai/offline-provider';
import { detectEmergency } from '../../providers/ai/safety';
import { findRecommendedExperts } from './recommended-experts';

const EARLY_WARNING = 'If this is severe or came on suddenly, please call 112 or go to the nearest emergency department now. ';

/** The provider's text, or the fallback when it fails or crosses the safety line; failures are logged only. */
async function safely(logger: Logger, call: () => Promise<string>, fallback: string): Promise<string> {
  try {
    return guardShortText(await call(), fallback);
  } catch (error) {
    logger.warn({ err: error }, 'AI provider failed; using the fallback text');
    return fallback;
  }
}

/** The bot's next question (spec 001 §4.3), phrased by the provider; a red flag in the answer adds 112 first. */
export async function triageFollowUp(
  ai: AiProvider,
  logger: Logger,
  input: { step: TriageStep; data: TriagePatientData; lastAnswer: string },
): Promise<string> {
  const question = TRIAGE_PROMPTS[input.step];
  const text = await safely(logger, () => ai.triageFollowUp({ ...input, question }), question);
  return detectEmergency(input.lastAnswer).emergency ? `${EARLY_WARNING}${text}` : text;
}

/**
 * Spec 001 §4.3 analysis: the score, category, urgency and specialty come from packages/domain, never from the
 * provider; the provider writes the explanation (the offline one when it fails); up to 3 verified experts.
 */
export async function triageAnalysis(db: Database, ai: AiProvider, logger: Logger, data: TriagePatientData): Promise<TriageAnalysis> {
  const risk = scoreTriage(data);
  const department = SPECIALTY_DEPARTMENTS[risk.recommendedSpecialty];
  const [analysis, experts] = await Promise.all([
    safely(logger, () => ai.triageAnalysis({ data, risk }), offlineTriageAnalysis({ data, risk })),
    findRecommendedExperts(db, department, { urgent: isUrgentCategory(risk.category), limit: MAX_RECOMMENDED_EXPERTS }),
  ]);
  return {
    risk,
    analysis,
    recommendation: { specialty: risk.recommendedSpecialty, department, urgency: urgencyFor(risk.category), experts },
  };
}

/** Spec 001 §7 'medical-triage-questions': the provider's question, or the fixed one when it fails. */
export async function triageQuestion(ai: AiProvider, logger: Logger, input: TriageQuestionRequest): Promise<string> {
  return safely(logger, () => ai.triageQuestion(input), fallbackTriageQuestion(input.questionNumber));
}
