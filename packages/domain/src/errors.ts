import { z } from 'zod';

/** Every code the API may answer with; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  // Issue 20 part 5: a sensitive action needs a password or a code typed within the last 15 minutes.
  'PROOF_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  // The AI provider's credits are used up (spec 000 §8 'Credits Exhausted').
  'PAYMENT_REQUIRED',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  // An outside provider (the call bridge) refused what we asked of it.
  'PROVIDER_FAILED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** STYLE §2: every non-2xx answer has this shape. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
