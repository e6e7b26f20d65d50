import type { AccountDeletionResult, AdminDeletionRequestList, DeletionRequestView } from '@sahay/domain/account-deletion';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';

export const deletionRequestsKey = ['admin', 'deletion-requests'] as const;

/** GET /api/admin/deletion-requests?view=: open ones oldest first with the account they name, or closed ones. */
export const deletionRequestsQueryOptions = (view: DeletionRequestView) =>
  queryOptions({
    queryKey: [...deletionRequestsKey, view],
    queryFn: ({ signal }) => api.get<AdminDeletionRequestList>(`/api/admin/deletion-requests?view=${view}`, signal),
  });

export function useDeletionRequests(view: DeletionRequestView) {
  return useQuery(deletionRequestsQueryOptions(view));
}

/** POST /api/admin/deletion-requests/{id}/complete: deletes the verified account. */
export function useCompleteDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<AccountDeletionResult>(`/api/admin/deletion-requests/${encodeURIComponent(id)}/complete`),
    meta: { errorTitle: t('admin.deletions.deleteFailed'), errorFallback: t('admin.tryAgain') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deletionRequestsKey }),
  });
}

/** POST /api/admin/deletion-requests/{id}/reject: closes it; the person is emailed the reason. */
export function useRejectDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<{ rejected: true }>(`/api/admin/deletion-requests/${encodeURIComponent(id)}/reject`, { reason }),
    meta: { errorTitle: t('admin.deletions.closeFailed'), errorFallback: t('admin.tryAgain') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deletionRequestsKey }),
  });
}
