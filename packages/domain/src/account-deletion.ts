import { z } from 'zod';
import { EmailSchema, FullNameSchema } from './auth';
import { normalizeIndianPhone } from './phone';
import { AUTH_MESSAGES } from './auth-messages';
import { DELETION_MESSAGES } from './support-messages';

/** Spec 000 §2 /delete-account: email, phone and full name required, reason optional. */
export const DeletionRequestInputSchema = z.object({
  email: EmailSchema,
  phone: z
    .string()
    .trim()
    .min(1, { error: DELETION_MESSAGES.phoneRequired, abort: true })
    .refine((value) => normalizeIndianPhone(value) !== null, AUTH_MESSAGES.invalidPhone.description),
  fullName: FullNameSchema,
  reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional(),
});
export type DeletionRequestInput = z.infer<typeof DeletionRequestInputSchema>;

export const DeletionRequestReceiptSchema = z.object({
  id: z.uuid(),
  status: z.literal('pending'),
  /** The date by which we verify the person and answer (2 business days). */
  respondBy: z.iso.date(),
  /** The date by which the data is deleted (7 business days). */
  deleteBy: z.iso.date(),
});
export type DeletionRequestReceipt = z.infer<typeof DeletionRequestReceiptSchema>;

/** The signed-in path: the password confirms it is really the account holder. */
export const AccountDeletionInputSchema = z.object({
  password: z.string().min(1, DELETION_MESSAGES.passwordRequired).max(128, 'Password must be at most 128 characters'),
});
export type AccountDeletionInput = z.infer<typeof AccountDeletionInputSchema>;

export const AccountDeletionResultSchema = z.object({
  deleted: z.literal(true),
  /** Prescriptions an expert issued, kept de-identified (no longer linked to any account). */
  prescriptionsKept: z.number().int().nonnegative(),
});
export type AccountDeletionResult = z.infer<typeof AccountDeletionResultSchema>;

// India Standard Time is UTC+05:30 all year (no daylight saving).
const IST_OFFSET_MS = 330 * 60_000;

/**
 * The India date `days` business days (Monday to Friday) after `from`, as YYYY-MM-DD. Public holidays are not
 * counted out: the deadlines are promises, and a holiday makes them stricter, never looser.
 */
export function addBusinessDays(from: Date, days: number): string {
  const date = new Date(from.getTime() + IST_OFFSET_MS);
  date.setUTCHours(0, 0, 0, 0);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
