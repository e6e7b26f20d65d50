import type { DeletionRequestInput, DeletionRequestReceipt } from '@sahay/domain/account-deletion';
import { DELETION_MESSAGES } from '@sahay/domain/support-messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/account-deletion-requests: the request form, signed in or not. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: (input: DeletionRequestInput) => api.post<DeletionRequestReceipt>('/api/account-deletion-requests', input),
    meta: { errorTitle: DELETION_MESSAGES.failed.title, errorFallback: DELETION_MESSAGES.failed.description },
  });
}
