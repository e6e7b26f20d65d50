import { z } from 'zod';
import { CategorySchema, type Category } from './categories';
import { MatchedExpertSchema } from './consultation-requests';

/**
 * Spec 001 §2.19: /expert-selection?category= takes the words people use (doctor, lawyer, it, ca) and opens the
 * card of that field. The field names themselves are accepted too.
 */
const DIRECTORY_CATEGORY_PARAMS: Record<string, Category> = {
  doctor: 'medical',
  lawyer: 'legal',
  it: 'tech',
  ca: 'finance',
  medical: 'medical',
  legal: 'legal',
  tech: 'tech',
  finance: 'finance',
};

export function directoryCategoryFromParam(param: string | null | undefined): Category | null {
  if (!param) return null;
  return DIRECTORY_CATEGORY_PARAMS[param.trim().toLowerCase()] ?? null;
}

/** How many of the best experts (online first, then rating) each card of the directory shows. */
export const DIRECTORY_TOP_EXPERTS = 3;

/**
 * One card of the experts directory. The spec showed fixed figures (medical 150 / 45 / 4.8 …); here every number is
 * counted from the approved experts. averageRating is over the experts who have been rated, null when none has.
 */
export const DirectoryCardSchema = z.object({
  category: CategorySchema,
  total: z.number().int(),
  online: z.number().int(),
  averageRating: z.number().nullable(),
  topExperts: z.array(MatchedExpertSchema),
});
export type DirectoryCard = z.infer<typeof DirectoryCardSchema>;

/** Every field together, as the home page shows it (issue 21: live figures instead of fixed marketing ones). */
export const DirectoryOverallSchema = z.object({
  total: z.number().int(),
  online: z.number().int(),
  averageRating: z.number().nullable(),
});

export const ExpertDirectorySchema = z.object({
  cards: z.array(DirectoryCardSchema),
  overall: DirectoryOverallSchema,
});
export type ExpertDirectory = z.infer<typeof ExpertDirectorySchema>;
