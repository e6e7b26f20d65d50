import type { ReferralChainList } from '@sahay/domain/expert-admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/referral-chains, newest first; admins only. */
export function useReferralChains() {
  return useQuery({
    queryKey: ['admin', 'referral-chains'],
    queryFn: ({ signal }) => api.get<ReferralChainList>('/api/admin/referral-chains', signal),
    staleTime: 30_000,
  });
}
