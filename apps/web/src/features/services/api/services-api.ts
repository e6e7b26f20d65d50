import type { Category } from '@sahay/domain/categories';
import type { ExpertCounts, ServiceReceipt, ServiceRequest } from '@sahay/domain/consultation-requests';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/experts/counts: approved experts per service area, counted from the database. */
export const expertCountsQueryOptions = (category: Category) =>
  queryOptions({
    queryKey: ['experts', 'counts', category],
    queryFn: ({ signal }) => api.get<ExpertCounts>(`/api/experts/counts?category=${category}`, signal),
    staleTime: 30_000,
  });

export function useExpertCounts(category: Category) {
  return useQuery(expertCountsQueryOptions(category));
}

/** POST /api/consultations/requests: stores the request and answers with the matched experts. */
export function useSubmitServiceRequest() {
  return useMutation({
    mutationFn: (request: ServiceRequest) => api.post<ServiceReceipt>('/api/consultations/requests', request),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to submit request. Please try again.' },
  });
}
