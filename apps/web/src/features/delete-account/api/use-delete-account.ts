import type { AccountDeletionInput, AccountDeletionResult } from '@sahay/domain/account-deletion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth-client';
import { t } from '@/i18n/i18n';

/**
 * POST /api/account/delete: deletes the signed-in person's account now. The server has cleared the cookie; every
 * cached answer is forgotten too, as on sign-out, so nothing of theirs stays on a shared phone.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountDeletionInput) => api.post<AccountDeletionResult>('/api/account/delete', input),
    meta: { errorTitle: t('deletion.deleteFailed'), errorFallback: t('deletion.tryAgain'), quietCodes: ['PROOF_REQUIRED'] },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
}
