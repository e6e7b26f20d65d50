import type { AuditLogPage } from '@sahay/domain/access-log';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AuditLogFilter {
  patientId?: string;
  actorId?: string;
}

function path(filter: AuditLogFilter, before: number | null): string {
  const params = new URLSearchParams();
  if (filter.patientId) params.set('patientId', filter.patientId);
  if (filter.actorId) params.set('actorId', filter.actorId);
  if (before !== null) params.set('before', String(before));
  const query = params.toString();
  return query ? `/api/admin/audit-log?${query}` : '/api/admin/audit-log';
}

/** GET /api/admin/audit-log: admins only, newest first, a page at a time. */
export const auditLogQueryOptions = (filter: AuditLogFilter) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit-log', filter.patientId ?? null, filter.actorId ?? null],
    queryFn: ({ pageParam, signal }) => api.get<AuditLogPage>(path(filter, pageParam), signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 30_000,
  });

export function useAuditLog(filter: AuditLogFilter) {
  return useInfiniteQuery(auditLogQueryOptions(filter));
}
