import { z } from 'zod';

export const OUTBOX_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export const OUTBOX_STATUSES = ['pending', 'delivered', 'failed'] as const;

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
