import { DELETION_ADMIN_MESSAGES } from '@sahay/domain/account-deletion';
import type { MessageKey } from '@/i18n/message-keys';

// DeletionRejectionSchema's messages (packages/domain/src/account-deletion.ts), said in the admin area; English tested
// equal. The admin console's Hindi lives in its own area, so the patients' forms do not carry these messages.
const KEYS: Record<string, MessageKey> = {
  [DELETION_ADMIN_MESSAGES.reasonRequired]: 'admin.deletions.reasonRequired',
  'Please keep the reason under 500 characters': 'admin.deletions.reasonTooLong',
};

/** The rejection reason's error in the reader's language; a message without a key as the schema said it. */
export function deletionReasonMessage(t: (key: MessageKey) => string, message: string | undefined): string | undefined {
  const key = message === undefined ? undefined : KEYS[message];
  return key ? t(key) : message;
}
