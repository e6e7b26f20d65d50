import type { ChartShareStatus } from '@sahay/domain/health-shares';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const path = (consultationId: string) => `/api/consultations/${encodeURIComponent(consultationId)}/chart-share`;

export const chartShareQueryOptions = (consultationId: string) =>
  queryOptions({
    queryKey: ['chat', 'chart-share', consultationId],
    queryFn: ({ signal }) => api.get<ChartShareStatus>(path(consultationId), signal),
    retry: false,
  });

/** GET …/chart-share: whether the patient's chart is shared with this consultation's expert now. */
export function useChartShare(consultationId: string, enabled: boolean) {
  return useQuery({ ...chartShareQueryOptions(consultationId), enabled });
}

/** The patient shares their chart (one tap, all five scopes) or stops sharing it. */
export function useToggleChartShare(consultationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (share: boolean): Promise<void> => {
      if (share) await api.post<ChartShareStatus>(path(consultationId));
      else await api.delete<void>(path(consultationId));
    },
    meta: { errorTitle: 'Could not change chart sharing', errorFallback: 'Please try again' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chartShareQueryOptions(consultationId).queryKey }),
  });
}
