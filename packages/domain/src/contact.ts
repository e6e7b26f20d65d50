import { z } from 'zod';
import { text } from './text';
import { EmailSchema } from './auth';
import { CONTACT_MESSAGES } from './support-messages';

const required = (message: string, max: number, label: string) => text(message).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/**
 * The /contact form (spec 000 §2). The spec's form had no checks; we store the message and write back to the
 * sender, so every field is required and the email must be one we can answer.
 */
export const ContactMessageInputSchema = z.object({
  firstName: required(CONTACT_MESSAGES.firstNameRequired, 60, 'First name'),
  lastName: required(CONTACT_MESSAGES.lastNameRequired, 60, 'Last name'),
  email: EmailSchema,
  subject: required(CONTACT_MESSAGES.subjectRequired, 150, 'Subject'),
  message: required(CONTACT_MESSAGES.messageRequired, 5000, 'Message'),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export const ContactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES);
export type ContactMessageStatus = z.infer<typeof ContactMessageStatusSchema>;

export const ContactMessageReceiptSchema = z.object({
  id: z.uuid(),
  status: ContactMessageStatusSchema,
  createdAt: z.iso.datetime(),
});
export type ContactMessageReceipt = z.infer<typeof ContactMessageReceiptSchema>;

/** A contact message as the admin console shows it. */
export const ContactMessageSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: ContactMessageStatusSchema,
  /** Sent while signed in to a Sahay account. */
  fromAccount: z.boolean(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
  handledBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageListSchema = z.object({ messages: z.array(ContactMessageSchema) });
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;
