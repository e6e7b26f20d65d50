import type { ContactMessage } from '@sahay/domain/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactMessagesKey } from './contact-messages-query';

/** POST /api/admin/contact-messages/{id}/handled; every list (new, handled, all) is read again. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ContactMessage>(`/api/admin/contact-messages/${encodeURIComponent(id)}/handled`),
    meta: { errorTitle: 'Could not mark the message handled', errorFallback: 'Please try again' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
