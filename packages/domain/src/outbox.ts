import { z } from 'zod';

export const OUTBOX_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export const OUTBOX_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * Every message Sahay sends, by template name (issue 14 part 9). The server renders each one
 * (modules/notifications/message-templates.ts); a name not listed here is a type error wherever a message is queued.
 */
export const OUTBOX_TEMPLATE_LABELS = {
  'expert-consultation-request': 'A patient is waiting (to the expert)',
  'expert-chat-started': 'A patient started a chat (to the expert)',
  'consultation-accepted': 'Request accepted (to the patient)',
  'prescription-issued': 'Prescription issued (to the patient)',
  'legal-document-issued': 'Legal document issued (to the client)',
  'expert-registration-received': 'Registration received (to the expert)',
  'expert-approved': 'Expert approved',
  'expert-rejected': 'Expert not approved',
  'expert-suspended': 'Expert suspended',
  'expert-reinstated': 'Expert reinstated',
  'sign-in-locked': 'Sign-in paused after wrong passwords',
  'contact-confirmation': 'Contact message received',
  'deletion-request-received': 'Deletion request received',
  'deletion-request-rejected': 'Deletion request closed without deleting',
  'deletion-request-completed': 'Account deleted on request',
  'bridged-call-notice': 'Sahay is about to call (to the doctor, before a bridged call)',
  'one-time-code': 'A one-time code by SMS (sign-in, password reset, confirming it is you, a new number)',
  'password-reset-link': 'A password-reset link by email',
  'password-changed': 'The password was changed or reset',
  'appointment-booked': 'Appointment booked (to the patient)',
  'appointment-moved': 'Appointment moved to another time (to the patient)',
  'appointment-reminder': 'Appointment reminder, 24 hours and 15 minutes before (to the patient)',
  'appointment-cancelled': 'Appointment cancelled (to the patient)',
  'refund-approved': 'Refund approved and paid back (to the patient)',
  'refund-declined': 'Refund request declined, with the reason (to the patient)',
} as const;
export type OutboxTemplate = keyof typeof OUTBOX_TEMPLATE_LABELS;
export const OUTBOX_TEMPLATES = Object.keys(OUTBOX_TEMPLATE_LABELS) as OutboxTemplate[];

export function isOutboxTemplate(name: string): name is OutboxTemplate {
  return Object.hasOwn(OUTBOX_TEMPLATE_LABELS, name);
}

export const OutboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

/** An outgoing message as the admin inbox shows it, with each delivery attempt. */
export const OutboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  template: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  provider: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  history: z.array(
    z.object({
      attempt: z.number().int(),
      provider: z.string(),
      ok: z.boolean(),
      error: z.string().nullable(),
      durationMs: z.number().int(),
      at: z.iso.datetime(),
    }),
  ),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;
export const OutboxListSchema = z.object({ messages: z.array(OutboxEntrySchema) });
export type OutboxList = z.infer<typeof OutboxListSchema>;
