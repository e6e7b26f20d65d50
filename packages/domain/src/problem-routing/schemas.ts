import { z } from 'zod';
import { CategorySchema } from '../categories';
import { MatchedExpertSchema } from '../consultation-requests';
import { RED_FLAG_CATEGORIES } from '../red-flags/categories';
import { text } from '../text';
import { HELPLINE_IDS } from './helplines';

/** The longest description: what the shortest request form it is carried into (the medical modal's symptoms) holds. */
export const PROBLEM_DESCRIPTION_MAX = 2000;
export const PROBLEM_DESCRIPTION_MESSAGES = {
  tooShort: 'Please describe your problem in a few words',
  tooLong: `At most ${PROBLEM_DESCRIPTION_MAX} characters`,
} as const;

export const ProblemRoutingRequestSchema = z.object({
  description: text().trim().min(3, PROBLEM_DESCRIPTION_MESSAGES.tooShort).max(PROBLEM_DESCRIPTION_MAX, PROBLEM_DESCRIPTION_MESSAGES.tooLong),
});
export type ProblemRoutingRequest = z.infer<typeof ProblemRoutingRequestSchema>;

export const RedFlagsSchema = z.object({ emergency: z.boolean(), selfHarm: z.boolean(), categories: z.array(z.enum(RED_FLAG_CATEGORIES)) });

export const HelplineSchema = z.object({
  id: z.enum(HELPLINE_IDS),
  number: z.string(),
  name: z.string(),
  advice: z.string(),
  adviceHindi: z.string(),
  website: z.string().nullable(),
});

export const RoutedSuggestionSchema = z.object({
  category: CategorySchema,
  department: z.string(),
  why: z.string(),
  triggers: z.array(z.string()),
  experts: z.array(MatchedExpertSchema),
  /** No approved expert in the department: the experts are the field's best instead. */
  expertsFallback: z.boolean(),
});
export type RoutedSuggestion = z.infer<typeof RoutedSuggestionSchema>;

export const ProblemRoutingResultSchema = z.object({
  emergency: RedFlagsSchema,
  helplines: z.array(HelplineSchema),
  suggestions: z.array(RoutedSuggestionSchema),
  needsDetail: z.boolean(),
  /** Who ordered the suggestions: the catalogue, or the AI provider choosing among the catalogue's answers. */
  orderedBy: z.enum(['catalogue', 'ai']),
});
export type ProblemRoutingResult = z.infer<typeof ProblemRoutingResultSchema>;

/** What the AI provider may answer: the professions in the order it proposes. Anything else is ignored. */
export const AiRoutingProposalSchema = z.object({ order: z.array(z.string()).max(10) });
