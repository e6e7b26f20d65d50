import type { ChatMessage } from '@sahay/domain/chat';
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES, CHAT_MESSAGES } from '@sahay/domain/chat';
import { api } from '@/lib/api-client';

export const FILE_ACCEPT = CHAT_FILE_TYPES.join(',');

/** Checked here for a quick answer; the server checks again, by content. */
export function fileProblem(file: File): string | null {
  if (file.size > CHAT_FILE_MAX_BYTES) return CHAT_MESSAGES.fileTooLarge;
  if (file.type && !(CHAT_FILE_TYPES as readonly string[]).includes(file.type)) return CHAT_MESSAGES.fileType;
  return null;
}

/** POST /api/chat/conversations/{id}/files as multipart. */
export async function uploadChatFile(conversationId: string, file: Blob, name: string, extra: Record<string, string> = {}): Promise<ChatMessage> {
  const form = new FormData();
  form.set('file', file, name);
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return api.upload<ChatMessage>('POST', `/api/chat/conversations/${conversationId}/files`, form);
}
