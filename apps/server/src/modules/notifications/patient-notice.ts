import type { OutboxTemplate } from '@sahay/domain';
import type { outbox } from '../../db/schema/platform';
import { outboxMessage, type OutboxPayloads } from './message-templates';
import { languageOf } from './recipient-language';

export interface NoticeRecipient {
  phone: string | null;
  /** Null for a visitor's contact record (decision 062): they have no sign-in, so links into Sahay are no use to them. */
  email: string | null;
  /** Their users.preferred_language (a contact record's is the language of the request that created it). */
  language: string;
}

/**
 * One message to the patient or client of a consultation: by SMS to their phone, or by email when there is none.
 * `payload` learns whether the recipient can sign in (an account) or is a visitor who only gave a phone.
 */
export function patientNotice<T extends OutboxTemplate>(
  recipient: NoticeRecipient,
  template: T,
  payload: (forAccount: boolean) => OutboxPayloads[T],
): typeof outbox.$inferInsert | null {
  const forAccount = recipient.email !== null;
  const language = languageOf(recipient.language);
  if (recipient.phone) return outboxMessage('sms', recipient.phone, template, payload(forAccount), language);
  if (recipient.email) return outboxMessage('email', recipient.email, template, payload(forAccount), language);
  return null;
}
