import type { OutboxList } from '@sahay/domain/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OutboxFilter = 'pending' | 'delivered' | 'failed' | 'all';

/** GET /api/admin/outbox: admins only; refreshed while open, since the worker keeps delivering. */
export const outboxQueryOptions = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: ['admin', 'outbox', filter],
    queryFn: ({ signal }) => api.get<OutboxList>(filter === 'all' ? '/api/admin/outbox' : `/api/admin/outbox?status=${filter}`, signal),
    staleTime: 10_000,
    refetchInterval: 15_000,
  });

export function useOutbox(filter: OutboxFilter) {
  return useQuery(outboxQueryOptions(filter));
}
