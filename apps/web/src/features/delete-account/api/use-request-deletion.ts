import type { DeletionRequestInput, DeletionRequestReceipt } from '@sahay/domain/account-deletion';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';

/** POST /api/account-deletion-requests: the request form, signed in or not. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: (input: DeletionRequestInput) => api.post<DeletionRequestReceipt>('/api/account-deletion-requests', input),
    meta: { errorTitle: t('deletion.failed'), errorFallback: t('deletion.tryAgain') },
  });
}
