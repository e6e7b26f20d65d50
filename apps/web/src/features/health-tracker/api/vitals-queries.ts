import type { VitalReading, VitalReadingInput, VitalReadingList, VitalsSummary } from '@sahay/domain/vitals-schemas';
import { VITALS_MESSAGES } from '@sahay/domain/vitals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const vitalsKey = ['vitals'] as const;

/** GET /api/vitals: the signed-in patient's readings, newest first. */
export const vitalsQueryOptions = () =>
  queryOptions({
    queryKey: [...vitalsKey, 'list'],
    queryFn: ({ signal }) => api.get<VitalReadingList>('/api/vitals', signal),
  });

/** GET /api/vitals/summary: the Health Score and the newest reading (the dashboard's card uses the same call). */
export const vitalsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...vitalsKey, 'summary'],
    queryFn: ({ signal }) => api.get<VitalsSummary>('/api/vitals/summary', signal),
  });

export function useVitals() {
  return useQuery(vitalsQueryOptions());
}

export function useVitalsSummary() {
  return useQuery(vitalsSummaryQueryOptions());
}

export function useAddReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VitalReadingInput) => api.post<VitalReading>('/api/vitals', input),
    meta: { errorTitle: VITALS_MESSAGES.addFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vitalsKey }),
  });
}

export function useDeleteReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/vitals/${id}`),
    meta: { errorTitle: VITALS_MESSAGES.deleteFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vitalsKey }),
  });
}
