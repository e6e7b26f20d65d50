import type { ChatMessage } from '@sahay/domain/chat';
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES } from '@sahay/domain/chat';
import { t } from '@/i18n/i18n';
import { api } from '@/lib/api-client';

export const FILE_ACCEPT = CHAT_FILE_TYPES.join(',');

/** The size limit in MB, as the domain's message says it ('Files can be at most 10 MB'). */
export const FILE_MAX_MEGABYTES = CHAT_FILE_MAX_BYTES / 1024 / 1024;

/**
 * Checked here for a quick answer, in the reader's language (the domain's CHAT_MESSAGES in English); the server checks
 * again, by content. The conversation's messages are loaded: only its attach button calls this.
 */
export function fileProblem(file: File): string | null {
  if (file.size > CHAT_FILE_MAX_BYTES) return t('conversation.fileTooLarge', { megabytes: FILE_MAX_MEGABYTES });
  if (file.type && !(CHAT_FILE_TYPES as readonly string[]).includes(file.type)) return t('conversation.fileType');
  return null;
}

/** POST /api/chat/conversations/{id}/files as multipart. */
export async function uploadChatFile(conversationId: string, file: Blob, name: string, extra: Record<string, string> = {}): Promise<ChatMessage> {
  const form = new FormData();
  form.set('file', file, name);
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return api.upload<ChatMessage>('POST', `/api/chat/conversations/${conversationId}/files`, form);
}
