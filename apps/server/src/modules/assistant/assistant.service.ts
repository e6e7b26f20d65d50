import {
  ASSISTANT_HISTORY_MAX,
  PRE_CONSULTATION_SPECIALTY_LABELS,
  type AssistantDomain,
  type AssistantStreamEvent,
  type ChatTurn,
  type PreConsultationSpecialty,
} from '@sahay/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { AiProviderError, type AiProvider } from '../../providers/ai/ai-provider';
import { guardAnswer } from '../../providers/ai/guarded-answer';
import { emergencyFollowUpHint, expertHintFor, findOfferedExpert, offerLine } from './expert-offer';

export interface AssistantQuestion {
  domain: AssistantDomain;
  message: string;
  history: readonly ChatTurn[];
  context?: string;
}

/** Spec 000 §8: what a provider failure becomes for the person. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof AiProviderError)) return error;
  switch (error.failure) {
    case 'rate_limited':
      return new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
    case 'credits_exhausted':
      return new AppError('PAYMENT_REQUIRED', 'AI credits have been used up. Please add credits to continue.');
    case 'timeout':
    case 'unavailable':
      return new AppError('UNAVAILABLE', 'The AI assistant is not available right now. Please try again.');
  }
}

/**
 * The assistant's answer as stream events, through the safety rails, ending with the matching verified
 * expert. Nothing of the conversation is stored (spec 000 §3: browser only).
 */
export async function* assistantEvents(db: Database, ai: AiProvider, question: AssistantQuestion, signal?: AbortSignal): AsyncGenerator<AssistantStreamEvent> {
  const history = question.history.slice(-ASSISTANT_HISTORY_MAX);
  const hint = expertHintFor(question.domain, question.message, history);
  try {
    yield* guardAnswer({
      domain: question.domain,
      // Red flags are looked for in what the person just wrote; earlier ones were already answered.
      userText: question.message,
      source: () => ai.streamChat({ domain: question.domain, message: question.message, history, context: question.context }, signal),
      readAnswer: ai.name !== 'offline',
      closing: async (flags) => {
        const offer = flags ? emergencyFollowUpHint(flags) : { domain: question.domain, hint };
        return offerLine(await findOfferedExpert(db, offer.domain, offer.hint), offer.hint, flags !== null);
      },
    });
  } catch (error) {
    throw toAppError(error);
  }
}

/** The whole answer as one text (spec 000 §7 `{ response }`). */
export async function assistantText(db: Database, ai: AiProvider, question: AssistantQuestion): Promise<string> {
  let text = '';
  for await (const event of assistantEvents(db, ai, question)) {
    if (event.type === 'delta') text += event.text;
    else if (event.type === 'replace') text = event.text;
  }
  return text;
}

/** Spec 001 §7 'medical-ai-chat': the pre-consultation's context for the provider's system prompt. */
export function preConsultationContext(specialty: PreConsultationSpecialty, patientName: string, symptoms: string): string {
  return (
    `This is an AI pre-consultation before the patient talks to a ${PRE_CONSULTATION_SPECIALTY_LABELS[specialty]} doctor. ` +
    `Patient: ${patientName || 'not given'}. Symptoms they described: ${symptoms || 'not given'}. ` +
    'Ask useful questions the doctor will want answered, and suggest talking to the expert when ready.'
  );
}
