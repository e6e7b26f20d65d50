import type { AdminExpert, AdminExpertList, AdminExpertQuery, ExpertReview, ExpertSuspension } from '@sahay/domain/expert-admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';

export const adminExpertsKey = ['admin', 'experts'] as const;

function toQuery(filters: AdminExpertQuery): string {
  const entries = Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** GET /api/admin/experts with search and filters; admins only. */
export const adminExpertsQueryOptions = (filters: AdminExpertQuery) =>
  queryOptions({
    queryKey: [...adminExpertsKey, filters],
    queryFn: ({ signal }) => api.get<AdminExpertList>(`/api/admin/experts${toQuery(filters)}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useAdminExperts(filters: AdminExpertQuery) {
  return useQuery(adminExpertsQueryOptions(filters));
}

/** POST /api/admin/experts/{id}/review; every list is read again. */
export function useReviewExpert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ExpertReview }) => api.post<AdminExpert>(`/api/admin/experts/${encodeURIComponent(id)}/review`, review),
    meta: { errorTitle: t('admin.approve.saveFailed'), errorFallback: t('admin.tryAgain') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminExpertsKey }),
  });
}

/** POST /api/admin/experts/{id}/suspension. */
export function useSuspendExpert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ExpertSuspension }) =>
      api.post<AdminExpert>(`/api/admin/experts/${encodeURIComponent(id)}/suspension`, input),
    meta: { errorTitle: t('admin.experts.updateFailed'), errorFallback: t('admin.tryAgain') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminExpertsKey }),
  });
}
