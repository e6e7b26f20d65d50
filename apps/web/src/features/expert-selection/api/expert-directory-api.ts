import type { MatchedExpert } from '@sahay/domain/consultation-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expertDirectoryQueryOptions } from '@/lib/expert-directory-query';

/** The directory's four cards, each with its best three experts. */
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
