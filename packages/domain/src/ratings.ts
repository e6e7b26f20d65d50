import { z } from 'zod';
import { text } from './text';

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Spec 001 §5 and §8: the rating's validation and its toasts. */
export const RATING_MESSAGES = {
  required: 'Please select a rating',
  failed: 'Failed to submit rating',
  thanks: 'Thank you for your feedback!',
  rated: (stars: number) => `You rated ${stars} star${stars === 1 ? '' : 's'}`,
} as const;

export const RatingInputSchema = z.object({
  consultationId: z.uuid('Not a consultation'),
  stars: z
    .number(RATING_MESSAGES.required)
    .int(RATING_MESSAGES.required)
    .min(RATING_MIN, RATING_MESSAGES.required)
    .max(RATING_MAX, `At most ${RATING_MAX} stars`),
  comment: text().trim().max(500, 'At most 500 characters').optional(),
});
export type RatingInput = z.infer<typeof RatingInputSchema>;

export const RatingReceiptSchema = z.object({
  id: z.uuid(),
  stars: z.number(),
  expertRating: z.number(),
  expertRatingCount: z.number(),
});
export type RatingReceipt = z.infer<typeof RatingReceiptSchema>;

/** The mean of real ratings, to one decimal (spec 001 §9 shows ratings to 1 decimal). */
export function averageRating(stars: readonly number[]): number {
  if (stars.length === 0) return 0;
  return Math.round((stars.reduce((sum, s) => sum + s, 0) / stars.length) * 10) / 10;
}
