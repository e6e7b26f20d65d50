import type { MatchedExpert } from '@sahay/domain/consultation-requests';
import type { ExpertDirectory } from '@sahay/domain/expert-directory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/experts/directory: per field the approved experts, those online, the average rating and the best three. */
export const expertDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: ['experts', 'directory'],
    queryFn: ({ signal }) => api.get<ExpertDirectory>('/api/experts/directory', signal),
    staleTime: 30_000,
  });

export function useExpertDirectory() {
  return useQuery(expertDirectoryQueryOptions());
}

/** GET /api/experts/{id}: one approved expert's card (404 when they are not available). */
export function useExpertCard(id: string | null) {
  return useQuery({
    queryKey: ['experts', 'card', id],
    queryFn: ({ signal }) => api.get<MatchedExpert>(`/api/experts/${encodeURIComponent(id ?? '')}`, signal),
    enabled: Boolean(id),
    retry: false,
    staleTime: 30_000,
  });
}
