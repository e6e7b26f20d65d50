import type { Conversation } from '@sahay/domain/chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationQueryOptions } from './conversation-query';

/**
 * POST /api/chat/conversations: spec 001 §4.6 get-or-create. Asking twice returns the same conversation, so it
 * is safe as a query; the answer also fills the conversation's own cache entry.
 */
export function useStartConversation(expertId: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['chat', 'start', expertId],
    queryFn: async () => {
      const conversation = await api.post<Conversation>('/api/chat/conversations', { expertId });
      queryClient.setQueryData(conversationQueryOptions(conversation.id).queryKey, conversation);
      return conversation;
    },
    enabled: enabled && Boolean(expertId),
    retry: false,
    staleTime: Infinity,
  });
}
