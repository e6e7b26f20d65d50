import { REFUND_MESSAGES, REFUND_REASON_MAX_LENGTH, REFUND_REASON_MIN_LENGTH } from '@sahay/domain/refunds';
import type { MessageValues } from '@/i18n/format-message';
import type { MessageKey } from '@/i18n/message-keys';

// RefundDeclineSchema's messages (packages/domain/src/refunds.ts), said in the admin area with the domain's numbers;
// English tested equal. The admin console's Hindi lives in its own area, so the patients' forms do not carry it.
const KEYS: Record<string, [MessageKey, MessageValues]> = {
  [REFUND_MESSAGES.declineReasonRequired]: ['admin.refunds.reasonRequired', { min: REFUND_REASON_MIN_LENGTH }],
  [REFUND_MESSAGES.reasonTooLong]: ['admin.refunds.reasonTooLong', { max: REFUND_REASON_MAX_LENGTH }],
};

/** The decline reason's error in the reader's language; a message without a key as the schema said it. */
export function declineReasonMessage(t: (key: MessageKey, values?: MessageValues) => string, message: string | undefined): string | undefined {
  const found = message === undefined ? undefined : KEYS[message];
  return found ? t(...found) : message;
}
