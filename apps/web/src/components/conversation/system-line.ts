import type { ChatMessage } from '@sahay/domain/chat';
import { readConversationLine } from '@sahay/domain/conversation-lines';
import type { MessageValues } from '@/i18n/format-message';
import type { MessageKey } from '@/i18n/message-keys';

type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Issue 20 part 2: a line Sahay wrote into the conversation (a call, a document, the chart shared), said in the
 * reader's language from its template and values; any other text, and anything a person wrote, as it is.
 */
export function systemLineText(message: ChatMessage, t: Translate): string {
  const line = message.senderType === 'system' ? readConversationLine(message.text) : null;
  if (!line) return message.text;
  const { key, ...values } = line;
  if (line.key === 'chartShared')
    return t('conversation.line.chartShared', { patient: line.patient, named: line.expert ? 'yes' : 'no', expert: line.expert ?? '' });
  return t(`conversation.line.${key}`, values);
}
