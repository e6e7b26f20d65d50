import type { AdminRefundRequest, AdminRefundRequestList } from '@sahay/domain/refunds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';

export type RefundRequestsView = 'pending' | 'decided';
export const refundRequestsKey = ['admin', 'refund-requests'] as const;

/** GET /api/admin/refund-requests?view=: pending ones oldest first, or decided ones newest first. */
export const refundRequestsQueryOptions = (view: RefundRequestsView) =>
  queryOptions({
    queryKey: [...refundRequestsKey, view],
    queryFn: ({ signal }) => api.get<AdminRefundRequestList>(`/api/admin/refund-requests?view=${view}`, signal),
  });

export function useRefundRequests(view: RefundRequestsView) {
  return useQuery(refundRequestsQueryOptions(view));
}

/** POST /api/admin/refund-requests/{id}/approve: the provider pays it back; approving twice changes nothing. */
export function useApproveRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<AdminRefundRequest>(`/api/admin/refund-requests/${encodeURIComponent(id)}/approve`),
    meta: { errorTitle: t('admin.refunds.refundFailed'), errorFallback: t('admin.tryAgain') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundRequestsKey }),
  });
}

/** POST /api/admin/refund-requests/{id}/decline: the patient is told the reason by SMS. */
export function useDeclineRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<AdminRefundRequest>(`/api/admin/refund-requests/${encodeURIComponent(id)}/decline`, { reason }),
    meta: { errorTitle: t('admin.refunds.declineFailed'), errorFallback: t('admin.tryAgain') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundRequestsKey }),
  });
}
