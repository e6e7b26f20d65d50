import { AiRoutingProposalSchema } from './schemas';

/**
 * Issue 21: the AI provider only chooses among the catalogue's answers. Its proposal (the professions in its order)
 * is read defensively: professions the catalogue did not suggest, repeats and anything malformed are dropped; the
 * suggestions it left out follow in the catalogue's order. Null when nothing usable came back (keep the catalogue's).
 */
export function reorderByProposal<T extends { category: string }>(suggestions: readonly T[], proposal: unknown): T[] | null {
  const parsed = AiRoutingProposalSchema.safeParse(proposal);
  if (!parsed.success) return null;
  const chosen: T[] = [];
  for (const name of parsed.data.order) {
    const suggestion = suggestions.find((candidate) => candidate.category === name.trim().toLowerCase());
    if (suggestion && !chosen.includes(suggestion)) chosen.push(suggestion);
  }
  if (chosen.length === 0) return null;
  return [...chosen, ...suggestions.filter((suggestion) => !chosen.includes(suggestion))];
}
