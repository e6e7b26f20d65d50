import type { ContactMessageInput, ContactMessageReceipt } from '@sahay/domain/contact';
import { CONTACT_MESSAGES } from '@sahay/domain/support-messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/contact-messages. Field errors go under the fields; anything else is one toast (query client). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => api.post<ContactMessageReceipt>('/api/contact-messages', input),
    meta: { errorTitle: CONTACT_MESSAGES.failed.title, errorFallback: CONTACT_MESSAGES.failed.description },
  });
}
