/**
 * Issue 21: "Describe your problem". A reviewed catalogue of problem patterns routes one description across the
 * four professions (router.ts), after the red-flag detector and the non-medical helplines (helplines.ts).
 */
export { MAX_SUGGESTIONS, PROBLEM_PATTERNS, problemPattern, routeProblem, type ProblemRouting, type ProblemSuggestion } from './problem-routing/router';
export { HELPLINE_IDS, HELPLINES, HELPLINE_RULES, type Helpline, type HelplineId } from './problem-routing/helplines';
export { reorderByProposal } from './problem-routing/ai-order';
export type { ProblemPattern, RouteTarget } from './problem-routing/types';
export * from './problem-routing/schemas';
