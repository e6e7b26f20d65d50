import type { Conversation } from '@sahay/domain/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The same key as the chat page's, so both read one cache entry.
export const callConversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['chat', 'conversation', id],
    queryFn: ({ signal }) => api.get<Conversation>(`/api/chat/conversations/${id}`, signal),
    retry: false,
  });

/** The consultation's conversation, shown beside the call ('Show Chat Interface'). */
export function useCallConversation(id: string, enabled: boolean) {
  return useQuery({ ...callConversationQueryOptions(id), enabled });
}
