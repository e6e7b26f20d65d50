import type { ContactMessageList, ContactMessageStatus } from '@sahay/domain/contact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type MessageFilter = ContactMessageStatus | 'all';

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

/** GET /api/admin/contact-messages, newest first; admins only. */
export const contactMessagesQueryOptions = (filter: MessageFilter) =>
  queryOptions({
    queryKey: [...contactMessagesKey, filter],
    queryFn: ({ signal }) =>
      api.get<ContactMessageList>(filter === 'all' ? '/api/admin/contact-messages' : `/api/admin/contact-messages?status=${filter}`, signal),
    // Messages arrive while the console is open.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useContactMessages(filter: MessageFilter) {
  return useQuery(contactMessagesQueryOptions(filter));
}
