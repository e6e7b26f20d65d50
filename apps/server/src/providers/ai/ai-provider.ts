import type { AppLanguage, AssistantDomain, Category, ChatTurn, RiskScore, TriagePatientData, TriageQuestionRequest, TriageStep } from '@sahay/domain';

/**
 * The AI behind the assistant, the triage and the pre-consultation (ARCHITECTURE "Providers"). The offline
 * assistant is the local default; the OpenAI-compatible adapter is used when AI_BASE_URL, AI_API_KEY and
 * AI_MODEL are set. Neither decides anything that matters: the triage score is computed in packages/domain, and
 * every answer passes the safety rails (safety.ts) before anyone sees it.
 */
export interface ChatInput {
  domain: AssistantDomain;
  message: string;
  /** Earlier turns, oldest first, without the greeting; already bounded by the caller. */
  history: readonly ChatTurn[];
  /** Extra context for the system prompt, such as the pre-consultation's patient and specialty. */
  context?: string;
}

export interface TriageFollowUpInput {
  step: TriageStep;
  data: TriagePatientData;
  lastAnswer: string;
  /** The question the conversation asks next, in the reader's language; the provider may phrase it more warmly, not change it. */
  question: string;
  /** Issue 20 part 2: the language the reader chose; the text is written in it. */
  language: AppLanguage;
}

/** The consult modal's assessment question (spec 001 §7), in the reader's language (issue 20 part 2). */
export interface TriageQuestionInput extends TriageQuestionRequest {
  language: AppLanguage;
}

export interface TriageAnalysisInput {
  data: TriagePatientData;
  risk: RiskScore;
  /** Issue 20 part 2: the language the reader chose; the analysis is written in it. */
  language: AppLanguage;
}

/** Issue 21: a described problem and the professions the routing catalogue found for it, in the catalogue's order. */
export interface ProblemRoutingInput {
  description: string;
  candidates: ReadonlyArray<{ category: Category; department: string; why: string }>;
}

export interface AiProvider {
  readonly name: 'offline' | 'openai-compatible';
  /** The answer in pieces as they are written. Fails before the first piece for 429, 402, timeouts. */
  streamChat(input: ChatInput, signal?: AbortSignal): AsyncIterable<string>;
  triageQuestion(input: TriageQuestionInput, signal?: AbortSignal): Promise<string>;
  triageFollowUp(input: TriageFollowUpInput, signal?: AbortSignal): Promise<string>;
  triageAnalysis(input: TriageAnalysisInput, signal?: AbortSignal): Promise<string>;
  /**
   * The provider's proposed order of the candidates' professions, as `{ order: string[] }`. Untrusted: the caller
   * keeps only the catalogue's professions (reorderByProposal in packages/domain) and falls back to its order.
   */
  chooseProblemRoutes(input: ProblemRoutingInput, signal?: AbortSignal): Promise<unknown>;
}

export type AiFailure = 'rate_limited' | 'credits_exhausted' | 'timeout' | 'unavailable';

/** What went wrong at the provider, in the terms the spec's error catalogue needs (spec 000 §8). */
export class AiProviderError extends Error {
  constructor(
    readonly failure: AiFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

/** Collects a streamed answer into one text. */
export async function collect(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}
