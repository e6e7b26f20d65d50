import type { ChatMessage } from '@sahay/domain';
import type { chatFiles } from '../../db/schema/chat';
import type { consultationMessages } from '../../db/schema/consultations';

export type MessageRow = { message: typeof consultationMessages.$inferSelect; file: typeof chatFiles.$inferSelect | null };

/** The one mapper from a stored message to what members see. The text is data, never markup. */
export function toChatMessage({ message, file }: MessageRow): ChatMessage {
  return {
    id: message.id,
    consultationId: message.consultationId,
    senderType: message.senderType,
    senderId: message.senderId,
    kind: message.kind,
    text: message.messageText,
    file: file ? { id: file.id, name: file.name, contentType: file.contentType, sizeBytes: file.sizeBytes, durationMs: file.durationMs } : null,
    documentId: message.documentId,
    clientId: message.clientId,
    createdAt: message.createdAt.toISOString(),
  };
}
