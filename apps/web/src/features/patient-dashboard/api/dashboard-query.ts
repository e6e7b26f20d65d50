import type { Category } from '@sahay/domain/categories';
import type { Dashboard, DashboardList, DashboardListQuery } from '@sahay/domain/dashboard-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const dashboardKey = ['dashboard'] as const;

/** GET /api/dashboard?field=&member=: everything the dashboard's first load shows, in one call (member: a family member's). */
export const dashboardQueryOptions = (field: Category, memberId: string | null = null) =>
  queryOptions({
    queryKey: [...dashboardKey, field, memberId],
    queryFn: ({ signal }) => api.get<Dashboard>(`/api/dashboard?field=${field}${memberId ? `&member=${encodeURIComponent(memberId)}` : ''}`, signal),
  });

export function useDashboard(field: Category, enabled: boolean, memberId: string | null = null) {
  return useQuery({ ...dashboardQueryOptions(field, memberId), enabled });
}

/** GET /api/dashboard/list: a list's "View all", fetched only when asked for. */
export function useDashboardList(query: Required<DashboardListQuery>, enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKey, 'list', query.field, query.list],
    queryFn: ({ signal }) => api.get<DashboardList>(`/api/dashboard/list?field=${query.field}&list=${query.list}`, signal),
    enabled,
  });
}
