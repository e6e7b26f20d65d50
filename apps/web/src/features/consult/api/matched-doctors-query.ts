import type { MatchResult } from '@sahay/domain/consultation-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/experts/match (spec 001 §7): online first, then rating, at most 10, with the fallback message. */
export const matchedDoctorsQueryOptions = (department: string) =>
  queryOptions({
    queryKey: ['experts', 'match', 'medical', department],
    queryFn: ({ signal }) => api.get<MatchResult>(`/api/experts/match?category=medical&department=${encodeURIComponent(department)}`, signal),
    // Who is online changes by the minute.
    staleTime: 15_000,
  });

export function useMatchedDoctors(department: string) {
  return useQuery(matchedDoctorsQueryOptions(department));
}
