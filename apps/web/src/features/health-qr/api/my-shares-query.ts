import type { MyHealthShares } from '@sahay/domain/health-shares';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const mySharesQueryOptions = () =>
  queryOptions({
    queryKey: ['health-shares', 'mine'],
    queryFn: ({ signal }) => api.get<MyHealthShares>('/api/health-shares', signal),
    // Openings happen elsewhere: read the list again each time the dialog shows it.
    staleTime: 0,
  });

/** GET /api/health-shares: my live QR links and chart shares, each with every opening. */
export function useMyShares(enabled: boolean) {
  return useQuery({ ...mySharesQueryOptions(), enabled });
}
