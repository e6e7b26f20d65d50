import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mySharesQueryOptions } from './my-shares-query';
import { t } from '@/i18n/i18n';

/** DELETE /api/health-shares/{id}: the link (or chart share) stops working at once. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/health-shares/${encodeURIComponent(id)}`),
    meta: { errorTitle: t('qr.revokeFailed'), errorFallback: t('qr.tryAgain') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySharesQueryOptions().queryKey }),
  });
}
