import type { ContactMessage } from '@sahay/domain/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';
import { contactMessagesKey } from './contact-messages-query';

/** POST /api/admin/contact-messages/{id}/handled; every list (new, handled, all) is read again. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ContactMessage>(`/api/admin/contact-messages/${encodeURIComponent(id)}/handled`),
    meta: { errorTitle: t('admin.messages.markFailed'), errorFallback: t('admin.tryAgain') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
