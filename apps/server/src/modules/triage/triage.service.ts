import {
  MAX_RECOMMENDED_EXPERTS,
  SPECIALTY_DEPARTMENTS,
  TRIAGE_PROMPTS,
  TRIAGE_PROMPTS_HINDI,
  fallbackTriageQuestion,
  isUrgentCategory,
  scoreTriage,
  urgencyFor,
  type AppLanguage,
  type TriageAnalysis,
  type TriagePatientData,
  type TriageQuestionRequest,
  type TriageStep,
} from '@sahay/domain';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { guardShortText } from '../../providers/ai/guarded-answer';
import { offlineTriageAnalysis } from '../../providers/ai/offline-triage';
import { emergencyAnswer, emergencyHeadline, redFlagsIn } from '../../providers/ai/safety';
import { findRecommendedExperts } from './recommended-experts';

/** The provider's text, or the fallback when it fails or crosses the safety line; failures are logged only. */
async function safely(logger: Logger, call: () => Promise<string>, fallback: string): Promise<string> {
  try {
    return guardShortText(await call(), fallback);
  } catch (error) {
    logger.warn({ err: error }, 'AI provider failed; using the fallback text');
    return fallback;
  }
}

const PROMPTS: Record<AppLanguage, Record<TriageStep, string>> = { en: TRIAGE_PROMPTS, hi: TRIAGE_PROMPTS_HINDI };

/**
 * The bot's next question (spec 001 §4.3), phrased by the provider in the reader's language (issue 20 part 2); a
 * red flag in the answer puts 112 first.
 */
export async function triageFollowUp(
  ai: AiProvider,
  logger: Logger,
  input: { step: TriageStep; data: TriagePatientData; lastAnswer: string; language: AppLanguage },
): Promise<string> {
  const question = PROMPTS[input.language][input.step];
  const text = await safely(logger, () => ai.triageFollowUp({ ...input, question }), question);
  const flags = redFlagsIn(input.lastAnswer);
  return flags.emergency ? `${emergencyHeadline(flags, input.lastAnswer, input.language)}\n\n${text}` : text;
}

/**
 * Spec 001 §4.3 analysis: the score, category, urgency and specialty come from packages/domain, never from the
 * provider; the provider writes the explanation (the offline one when it fails) in the reader's language; up to 3
 * verified experts. The recommendation's specialty, department and urgency are identifiers the web app names.
 */
export async function triageAnalysis(db: Database, ai: AiProvider, logger: Logger, data: TriagePatientData, language: AppLanguage): Promise<TriageAnalysis> {
  const risk = scoreTriage(data);
  const department = SPECIALTY_DEPARTMENTS[risk.recommendedSpecialty];
  const [analysis, experts] = await Promise.all([
    safely(logger, () => ai.triageAnalysis({ data, risk, language }), offlineTriageAnalysis({ data, risk, language })),
    findRecommendedExperts(db, department, { urgent: isUrgentCategory(risk.category), limit: MAX_RECOMMENDED_EXPERTS }),
  ]);
  // A red flag in what the person said comes before the narrative, whatever the score (issue 13).
  const said = [data.primarySymptom ?? '', ...data.symptoms, data.symptomDuration ?? ''].join('\n');
  const flags = redFlagsIn(said);
  return {
    risk,
    analysis: flags.emergency ? `${emergencyAnswer(flags, said, language)}\n\n${analysis}` : analysis,
    recommendation: { specialty: risk.recommendedSpecialty, department, urgency: urgencyFor(risk.category), experts },
  };
}

/** Spec 001 §7 'medical-triage-questions': the provider's question, or the fixed one when it fails. */
export async function triageQuestion(ai: AiProvider, logger: Logger, input: TriageQuestionRequest & { language: AppLanguage }): Promise<string> {
  const question = await safely(logger, () => ai.triageQuestion(input), fallbackTriageQuestion(input.questionNumber, input.language));
  // The first question after symptoms with red flags opens with the emergency line; the modal's banner keeps it
  // in view for the questions after, so it is not repeated five times.
  const flags = input.questionNumber === 1 ? redFlagsIn(input.symptoms) : null;
  return flags?.emergency ? `${emergencyHeadline(flags, input.symptoms, input.language)}\n\n${question}` : question;
}
