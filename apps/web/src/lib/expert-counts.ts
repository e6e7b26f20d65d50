import type { Category } from '@sahay/domain/categories';
import type { ExpertCounts } from '@sahay/domain/consultation-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/experts/counts: approved experts per service area, counted from the database. Shared by every page that
 * shows availability (specialty and landing pages, the legal form's service tiles).
 */
export const expertCountsQueryOptions = (category: Category) =>
  queryOptions({
    queryKey: ['experts', 'counts', category],
    queryFn: ({ signal }) => api.get<ExpertCounts>(`/api/experts/counts?category=${category}`, signal),
    staleTime: 30_000,
  });

export function useExpertCounts(category: Category) {
  return useQuery(expertCountsQueryOptions(category));
}
