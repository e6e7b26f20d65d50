import type { ExpertPage } from '@sahay/domain/expert-search';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/experts/{id}/page: the expert's public page; the free slots change as others book, so it is refreshed each minute. */
export function useExpertPage(expertId: string) {
  return useQuery({
    queryKey: ['expert-page', expertId],
    queryFn: ({ signal }) => api.get<ExpertPage>(`/api/experts/${encodeURIComponent(expertId)}/page`, signal),
    refetchInterval: 60_000,
  });
}
