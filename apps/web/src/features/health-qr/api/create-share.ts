import type { CreatedHealthShare, CreateHealthShare } from '@sahay/domain/health-shares';
import { t } from '@/i18n/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mySharesQueryOptions } from './my-shares-query';

/** POST /api/health-shares: a new link; its token is answered this once and never stored in the clear. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateHealthShare) => api.post<CreatedHealthShare>('/api/health-shares', input),
    meta: { errorTitle: t('qr.failed'), errorFallback: t('qr.tryAgain') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySharesQueryOptions().queryKey }),
  });
}
