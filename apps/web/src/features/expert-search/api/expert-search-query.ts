import { expertSearchParams, type ExpertSearchQuery, type ExpertSearchResult } from '@sahay/domain/expert-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/experts/search: the list stays on screen while a changed filter loads. */
export function useExpertSearch(query: ExpertSearchQuery) {
  const search = new URLSearchParams(expertSearchParams(query)).toString();
  return useQuery({
    queryKey: ['expert-search', search],
    queryFn: ({ signal }) => api.get<ExpertSearchResult>(`/api/experts/search${search ? `?${search}` : ''}`, signal),
    placeholderData: keepPreviousData,
  });
}
