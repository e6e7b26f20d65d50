import type { SharedHealthView } from '@sahay/domain/health-shares';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Every fetch is an opening the patient sees in their log: fetch once per visit, never on focus or in the background.
const once = { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/** POST /api/health-shares/open: the token travels in the body, so no server log keeps it. */
export const openShareQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['health-shares', 'open', token],
    queryFn: ({ signal }) => api.post<SharedHealthView>('/api/health-shares/open', { token }, { signal }),
    ...once,
  });

export function useOpenShare(token: string) {
  return useQuery(openShareQueryOptions(token));
}

/** GET /api/consultations/{id}/chart: the chart a patient shared with their consultation's expert. */
export const chartQueryOptions = (consultationId: string) =>
  queryOptions({
    queryKey: ['health-shares', 'chart', consultationId],
    queryFn: ({ signal }) => api.get<SharedHealthView>(`/api/consultations/${encodeURIComponent(consultationId)}/chart`, signal),
    ...once,
  });

export function useSharedChart(consultationId: string | null, enabled: boolean) {
  return useQuery({ ...chartQueryOptions(consultationId ?? ''), enabled: enabled && Boolean(consultationId) });
}
