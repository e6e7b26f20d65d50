import type { ChatMessage } from '@sahay/domain';

/**
 * What the realtime hub needs to know about conversations. The hub sits below the feature modules, so it asks
 * through this port and the chat module answers (modules/chat/conversation-access.ts): who belongs to a
 * conversation, and its messages.
 */
export interface ConversationAccess {
  /** For a member, the other member's user id (null when the expert has no sign-in yet); undefined for anyone else. */
  peerOf(userId: string, consultationId: string): Promise<{ peerUserId: string | null } | undefined>;
  /**
   * Issue 15: whether `userId` may call in this consultation now: a member, the consultation open, the other member
   * signed up. Asked on every call signal.
   */
  callPeerOf(userId: string, consultationId: string): Promise<{ ok: true; peerUserId: string } | { ok: false; message: string }>;
  /** Who may receive the conversation's events now. */
  members(consultationId: string): Promise<string[]>;
  message(id: number): Promise<ChatMessage | null>;
  /**
   * Messages with an id above `afterId`, in id order, at most `limit`. With `overlapFrom`, also those written
   * shortly before message `overlapFrom` (transactions may commit out of id order).
   */
  messagesAfter(consultationId: string, afterId: number, options: { overlapFrom?: number; limit: number }): Promise<ChatMessage[]>;
}
