import type { VitalReading, VitalReadingInput, VitalReadingList, VitalsSummary } from '@sahay/domain/vitals-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';

const vitalsKey = ['vitals'] as const;

/** Whose readings: null is the account holder, else a family member's id (issue 14 part 8). */
export type MemberId = string | null;
const forMember = (memberId: MemberId) => (memberId ? `?member=${encodeURIComponent(memberId)}` : '');

/** GET /api/vitals?member=: the signed-in patient's readings (or a family member's), newest first. */
export const vitalsQueryOptions = (memberId: MemberId = null) =>
  queryOptions({
    queryKey: [...vitalsKey, 'list', memberId],
    queryFn: ({ signal }) => api.get<VitalReadingList>(`/api/vitals${forMember(memberId)}`, signal),
  });

/** GET /api/vitals/summary?member=: the Health Score and the newest reading (the dashboard's card uses the same call). */
export const vitalsSummaryQueryOptions = (memberId: MemberId = null) =>
  queryOptions({
    queryKey: [...vitalsKey, 'summary', memberId],
    queryFn: ({ signal }) => api.get<VitalsSummary>(`/api/vitals/summary${forMember(memberId)}`, signal),
  });

export function useVitals(memberId: MemberId = null) {
  return useQuery(vitalsQueryOptions(memberId));
}

export function useVitalsSummary(memberId: MemberId = null) {
  return useQuery(vitalsSummaryQueryOptions(memberId));
}

export function useAddReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VitalReadingInput) => api.post<VitalReading>('/api/vitals', input),
    meta: { errorTitle: t('tracker.addFailed') },
    // The dashboard's Health Score is made from the same readings.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: vitalsKey }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}

export function useDeleteReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/vitals/${id}`),
    meta: { errorTitle: t('tracker.deleteFailed') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vitalsKey }),
  });
}
