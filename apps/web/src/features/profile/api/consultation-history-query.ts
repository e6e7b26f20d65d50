import type { Category } from '@sahay/domain/categories';
import type { ConsultationHistory } from '@sahay/domain/consultation-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/consultations/history[?field=]: my consultations (all, or one field's) and my counts per field. */
export const consultationHistoryQueryOptions = (field?: Category) =>
  queryOptions({
    queryKey: ['consultations', 'history', field ?? 'all'],
    queryFn: ({ signal }) => api.get<ConsultationHistory>(field ? `/api/consultations/history?field=${field}` : '/api/consultations/history', signal),
  });

export function useConsultationHistory(enabled = true) {
  return useQuery({ ...consultationHistoryQueryOptions(), enabled });
}

/**
 * One field's consultations. The list of all of them already holds every one unless it was cut at its maximum; only
 * then is the field asked for on its own.
 */
export function useFieldHistory(field: Category, all: ConsultationHistory | undefined) {
  const total = all ? Object.values(all.counts).reduce((sum, n) => sum + n, 0) : 0;
  const complete = all !== undefined && total <= all.consultations.length;
  const own = useQuery({ ...consultationHistoryQueryOptions(field), enabled: all !== undefined && !complete });
  if (complete) return { data: all.consultations.filter((c) => c.field === field), isPending: false, isError: false, error: null, refetch: own.refetch };
  return { data: own.data?.consultations, isPending: own.isPending, isError: own.isError, error: own.error, refetch: own.refetch };
}
