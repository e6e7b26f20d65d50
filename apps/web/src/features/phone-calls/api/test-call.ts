import type { CallPlaced, CallRequest } from '@sahay/domain/phone-calls';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/phone-calls/test (spec 001 §7 'api-consult'): admins only. The page reports the outcome itself, in the
 * spec's words (§8: 'Request Failed', 'Network Error'), so the query client's generic toast stays silent.
 */
export function usePlaceTestCall() {
  return useMutation({
    mutationFn: (input: CallRequest) => api.post<CallPlaced>('/api/phone-calls/test', input),
    meta: { silent: true },
  });
}
