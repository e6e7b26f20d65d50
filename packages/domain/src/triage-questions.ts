import { z } from 'zod';
import type { AppLanguage } from './app-languages';
import { text } from './text';
import { AiConversationIdSchema } from './ai-conversation';
import { DepartmentSchema } from './categories';

/**
 * Spec 001 §4.1 step 3 and §7 'medical-triage-questions': the medical modal's AI assessment asks five questions,
 * one at a time. The AI provider writes each question from the department and the symptoms; when that call
 * fails the modal asks these five instead (spec 001 §7, "Triage question call fails").
 *
 * The call: POST /api/ai/medical-triage-questions with TriageQuestionRequest, answered with TriageQuestion.
 */
export const AI_ASSESSMENT_QUESTION_COUNT = 5;

export const FALLBACK_TRIAGE_QUESTIONS = [
  'When did your symptoms start?',
  'On a scale of 1 to 10, how severe are your symptoms?',
  'Do you have any other symptoms?',
  'What makes your symptoms better or worse?',
  'Have you taken any medication for this?',
] as const satisfies readonly string[] & { length: typeof AI_ASSESSMENT_QUESTION_COUNT };

/** Spec 001 §4.1: 0.5 s before the next question, 1.5 s after the last answer, 1 s before the confirmation. */
export const AI_ASSESSMENT_NEXT_QUESTION_MS = 500;
export const AI_ASSESSMENT_COMPLETE_MS = 1500;
export const AI_ASSESSMENT_CLOSING_LINE = 'Thank you! Finding the best doctors for you...';

export const TriageQuestionRequestSchema = z.object({
  questionNumber: z.number().int().min(1).max(AI_ASSESSMENT_QUESTION_COUNT),
  symptoms: text().trim().max(2000),
  department: DepartmentSchema,
  conversationId: AiConversationIdSchema.optional(),
});
export type TriageQuestionRequest = z.infer<typeof TriageQuestionRequestSchema>;

export const TriageQuestionSchema = z.object({ question: z.string().min(1) });
export type TriageQuestion = z.infer<typeof TriageQuestionSchema>;

/** Issue 20 part 2: the same five in Hindi, for a reader who chose Hindi. */
export const FALLBACK_TRIAGE_QUESTIONS_HINDI = [
  'आपके लक्षण कब शुरू हुए?',
  '1 से 10 के पैमाने पर, आपके लक्षण कितने गंभीर हैं?',
  'क्या आपको कोई और लक्षण भी हैं?',
  'किस चीज़ से आपके लक्षण कम या ज़्यादा होते हैं?',
  'क्या आपने इसके लिए कोई दवा ली है?',
] as const satisfies readonly string[] & { length: typeof AI_ASSESSMENT_QUESTION_COUNT };

/** The question to ask when the AI call failed, in the reader's language: question numbers start at 1. */
export function fallbackTriageQuestion(questionNumber: number, language: AppLanguage): string {
  const questions = language === 'hi' ? FALLBACK_TRIAGE_QUESTIONS_HINDI : FALLBACK_TRIAGE_QUESTIONS;
  const index = Math.min(Math.max(questionNumber, 1), AI_ASSESSMENT_QUESTION_COUNT) - 1;
  return questions[index] ?? questions[0];
}
