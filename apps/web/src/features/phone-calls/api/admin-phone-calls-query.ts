import { isFinalCallStatus, type AdminBridgedCallList } from '@sahay/domain/phone-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CALL_POLL_MS } from '@/lib/phone-call';

/** GET /api/admin/phone-calls: read every 2 s while a call rings or talks, every 15 s otherwise. */
export const adminPhoneCallsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'phone-calls'],
    queryFn: ({ signal }) => api.get<AdminBridgedCallList>('/api/admin/phone-calls', signal),
    refetchInterval: (query) => (query.state.data?.calls.some((call) => !isFinalCallStatus(call.status)) ? CALL_POLL_MS : 15_000),
  });

export function useAdminPhoneCalls() {
  return useQuery(adminPhoneCallsQueryOptions());
}
