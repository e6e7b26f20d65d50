import type { Conversation } from '@sahay/domain/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['chat', 'conversation', id],
    queryFn: ({ signal }) => api.get<Conversation>(`/api/chat/conversations/${id}`, signal),
    retry: false,
  });

/** GET /api/chat/conversations/{id}: header, presence, counts and receipts of one conversation. */
export function useConversationDetails(id: string | undefined) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
