import type { ChatMessage, MessagePage } from '@sahay/domain/chat';
import { api } from '@/lib/api-client';

/** Every message of the conversation, not only the pages on screen: Save Chat and Copy Chat take it all. */
export async function fetchAllMessages(conversationId: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let after = 0;
  for (;;) {
    const page = await api.get<MessagePage>(`/api/chat/conversations/${conversationId}/messages?after=${after}&limit=200`);
    all.push(...page.messages);
    const last = page.messages.at(-1);
    if (!page.hasMore || !last) return all;
    after = last.id;
  }
}
