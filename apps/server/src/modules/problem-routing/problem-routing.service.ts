import { reorderByProposal, routeProblem, type AppLanguage, type ProblemRoutingResult, type ProblemSuggestion } from '@sahay/domain';
import { routingReason } from '@sahay/domain/problem-routing/reasons-hindi';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { matchExperts } from '../experts/experts.service';

/** Experts shown under each suggestion: enough to choose from on a phone. */
export const EXPERTS_PER_SUGGESTION = 3;

/**
 * Issue 21: the AI provider, when one is configured, only reorders the catalogue's professions. A failure, a slow
 * answer or anything outside the catalogue leaves the catalogue's order. An emergency is never sent to it.
 */
async function ordered(
  ai: AiProvider,
  logger: Logger,
  description: string,
  suggestions: ProblemSuggestion[],
  signal?: AbortSignal,
): Promise<{ suggestions: ProblemSuggestion[]; orderedBy: 'catalogue' | 'ai' }> {
  if (ai.name === 'offline' || suggestions.length < 2) return { suggestions, orderedBy: 'catalogue' };
  try {
    const proposal = await ai.chooseProblemRoutes({ description, candidates: suggestions }, signal);
    const reordered = reorderByProposal(suggestions, proposal);
    if (reordered) return { suggestions: reordered, orderedBy: 'ai' };
    logger.warn('AI provider proposed no usable order for a described problem; keeping the catalogue order');
  } catch (error) {
    logger.warn({ err: error }, 'AI provider failed to order a described problem; keeping the catalogue order');
  }
  return { suggestions, orderedBy: 'catalogue' };
}

/**
 * "Describe your problem": the red flags and helplines first, then the catalogue's suggestions (ordered by the AI
 * provider when one is configured) with the matched experts of each, each reason in the reader's language (issue
 * 20 part 2; the provider is shown the English). Nothing about the person is stored.
 */
export async function routeDescribedProblem(
  deps: { db: Database; ai: AiProvider; logger: Logger },
  input: { description: string; preferLanguages?: readonly string[]; language: AppLanguage },
  signal?: AbortSignal,
): Promise<ProblemRoutingResult> {
  const routing = routeProblem(input.description);
  const { suggestions, orderedBy } = routing.emergency.emergency
    ? { suggestions: routing.suggestions, orderedBy: 'catalogue' as const }
    : await ordered(deps.ai, deps.logger, input.description, routing.suggestions, signal);
  const withExperts = await Promise.all(
    suggestions.map(async (suggestion) => {
      const match = await matchExperts(deps.db, {
        category: suggestion.category,
        department: suggestion.department,
        limit: EXPERTS_PER_SUGGESTION,
        preferLanguages: input.preferLanguages,
      });
      return { ...suggestion, why: routingReason(suggestion.why, input.language), experts: match.experts, expertsFallback: match.fallback };
    }),
  );
  return { emergency: routing.emergency, helplines: routing.helplines, suggestions: withExperts, needsDetail: routing.needsDetail, orderedBy };
}
