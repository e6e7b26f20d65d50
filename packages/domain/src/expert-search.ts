import { z } from 'zod';
import { SlotSchema } from './appointments';
import { CategorySchema } from './categories';
import { MatchedExpertSchema } from './consultation-requests';
import { EXPERT_LANGUAGES } from './expert-catalogues';
import { text } from './text';

/**
 * Issue 19 part 0: /expert-search-results searches the approved experts of all four fields (spec 001 §7
 * 'search-experts': a query, a short list) with the filters people ask for. The same schema checks the server's
 * query and reads the page's address, so a shared or restored link shows the same search.
 */
export const EXPERT_SEARCH_PAGE_SIZE = 20;
/** The next free slots shown on an expert's page. */
export const EXPERT_PAGE_SLOTS = 6;
/** Written reviews shown on an expert's page, newest first. */
export const EXPERT_PAGE_REVIEWS = 10;

const flag = z.enum(['true', 'false'], { error: 'Use true or false' }).optional();

export const ExpertSearchQuerySchema = z.object({
  q: text().trim().max(100, 'Search with at most 100 characters').optional(),
  category: CategorySchema.optional(),
  language: z.enum(EXPERT_LANGUAGES, { error: 'Choose a language from the list' }).optional(),
  maxFee: z.coerce.number().int('Fee in whole rupees').min(0).max(100_000).optional(),
  minRating: z.coerce.number().min(0).max(5, 'Ratings go up to 5').optional(),
  availableToday: flag,
  onlineNow: flag,
});
export type ExpertSearchQuery = z.infer<typeof ExpertSearchQuerySchema>;

/** A search result: the usual card, the fee (pricing.ts) and the first free slot of the next 14 days, if any. */
export const ExpertSearchCardSchema = MatchedExpertSchema.extend({
  fee: z.number().int(),
  nextSlot: z.iso.datetime().nullable(),
});
export type ExpertSearchCard = z.infer<typeof ExpertSearchCardSchema>;

export const ExpertSearchResultSchema = z.object({
  experts: z.array(ExpertSearchCardSchema),
  /** How many experts match in all (the list shows the first EXPERT_SEARCH_PAGE_SIZE). */
  total: z.number().int(),
});
export type ExpertSearchResult = z.infer<typeof ExpertSearchResultSchema>;

/** A written review, from a completed consultation only; who wrote it is not shown. */
export const ExpertPageReviewSchema = z.object({ stars: z.number().int(), comment: z.string(), date: z.iso.datetime() });
export type ExpertPageReview = z.infer<typeof ExpertPageReviewSchema>;

/** GET /api/experts/{id}/page: what anyone may see of an approved expert (never their phone or email). */
export const ExpertPageSchema = z.object({
  expert: MatchedExpertSchema.extend({
    qualification: z.string().nullable(),
    credentialBody: z.string().nullable(),
    credentialNumber: z.string().nullable(),
    bio: z.string().nullable(),
    fee: z.number().int(),
    /** The free part of a person's first consultation in this field ('30 min'), or '' when there is none. */
    freeFirst: z.string(),
  }),
  /** Ratings from completed consultations, and how many there are. */
  ratingCount: z.number().int(),
  reviews: z.array(ExpertPageReviewSchema),
  timeZone: z.string(),
  nextSlots: z.array(SlotSchema),
});
export type ExpertPage = z.infer<typeof ExpertPageSchema>;

/** The search as the page's address keeps it: only the fields that are set, in a stable order. */
export function expertSearchParams(query: ExpertSearchQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['q', 'category', 'language', 'maxFee', 'minRating', 'availableToday', 'onlineNow'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '' && value !== 'false') params[key] = String(value);
  }
  return params;
}

/** Reads a search from an address; a parameter that does not make sense is dropped, the rest kept. */
export function expertSearchFromParams(params: Iterable<[string, string]>): ExpertSearchQuery {
  const query: Record<string, string> = {};
  for (const [key, value] of params) {
    const one = ExpertSearchQuerySchema.shape[key as keyof ExpertSearchQuery]?.safeParse(value);
    if (one?.success && value !== '') query[key] = value;
  }
  return ExpertSearchQuerySchema.parse(query);
}
