import { z } from 'zod';
import { text } from './text';
import { EmailSchema, FullNameSchema } from './auth';
import { normalizeIndianPhone } from './phone';
import { AUTH_MESSAGES } from './auth-messages';
import { DELETION_MESSAGES } from './support-messages';

/** Spec 000 §2 /delete-account: email, phone and full name required, reason optional. */
export const DeletionRequestInputSchema = z.object({
  email: EmailSchema,
  phone: text(DELETION_MESSAGES.phoneRequired)
    .trim()
    .min(1, { error: DELETION_MESSAGES.phoneRequired, abort: true })
    .refine((value) => normalizeIndianPhone(value) !== null, AUTH_MESSAGES.invalidPhone.description),
  fullName: FullNameSchema,
  reason: text().trim().max(1000, 'Reason must be at most 1000 characters').optional(),
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
  /** Omitted when the session was proven within the last 15 minutes (a code or the password, issue 20 part 5). */
  password: text().min(1, DELETION_MESSAGES.passwordRequired).max(128, 'Password must be at most 128 characters').optional(),
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

/** Issue 7 part 2: how the admin console answers a deletion request. */
export const DELETION_ADMIN_MESSAGES = {
  closed: 'This request is already closed.',
  noAccount: 'No account uses this email. Reject the request to tell the person, or ask them to write from their account’s email.',
  staffAccount: 'This is an expert or admin account. Those are closed by hand, not from this page.',
  phoneMismatch: 'The phone number on the request is not the account’s. Verify the person before deleting, or reject the request.',
  reasonRequired: 'Please tell the person why, in at least 5 characters',
} as const;

export const DELETION_REQUEST_VIEWS = ['pending', 'closed'] as const;
export const DeletionRequestViewSchema = z.enum(DELETION_REQUEST_VIEWS);
export type DeletionRequestView = z.infer<typeof DeletionRequestViewSchema>;

/** What the console can tell about the account a pending request names, to verify the person. */
export const DeletionRequestMatchSchema = z.object({
  accountFound: z.boolean(),
  name: z.string().nullable(),
  role: z.enum(['patient', 'expert', 'admin']).nullable(),
  phoneMatches: z.boolean(),
});

/** A deletion request as admins see it. Closed requests keep no personal details (the table's check enforces it). */
export const AdminDeletionRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['request', 'self_service']),
  status: z.enum(['pending', 'completed', 'rejected']),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  respondBy: z.iso.date(),
  deleteBy: z.iso.date(),
  completedAt: z.string().nullable(),
  match: DeletionRequestMatchSchema.nullable(),
});
export type AdminDeletionRequest = z.infer<typeof AdminDeletionRequestSchema>;
export const AdminDeletionRequestListSchema = z.object({ requests: z.array(AdminDeletionRequestSchema) });
export type AdminDeletionRequestList = z.infer<typeof AdminDeletionRequestListSchema>;

export const DeletionRejectionSchema = z.object({
  reason: text().trim().min(5, DELETION_ADMIN_MESSAGES.reasonRequired).max(500, 'Please keep the reason under 500 characters'),
});
export type DeletionRejection = z.infer<typeof DeletionRejectionSchema>;
