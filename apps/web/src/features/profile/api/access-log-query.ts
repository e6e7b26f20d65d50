import type { AccessLogPage } from '@sahay/domain/access-log';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/account/access-log: who opened the signed-in person's medical data, newest first. */
export const accessLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['account', 'access-log'],
    queryFn: ({ pageParam, signal }) =>
      api.get<AccessLogPage>(pageParam === null ? '/api/account/access-log' : `/api/account/access-log?before=${pageParam}`, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });

export function useAccessLog() {
  return useInfiniteQuery(accessLogQueryOptions());
}
