import type { RefundRequestInput, RefundRequestView } from '@sahay/domain/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';
import { dashboardKey } from './dashboard-query';

/** POST /api/appointments/{id}/refund-request (issue 19 part 6); the dashboard then shows the request's status. */
export function useRequestRefund(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundRequestInput) => api.post<RefundRequestView>(`/api/appointments/${encodeURIComponent(appointmentId)}/refund-request`, input),
    meta: { errorTitle: t('dashboard.refundFailed'), errorFallback: t('dashboard.tryAgain') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKey }),
  });
}
