import { isFinalCallStatus, type BridgedCall, type CallPlaced } from '@sahay/domain/phone-calls';
import { REQUEST_TOKEN_HEADER } from '@sahay/domain/consultation-requests';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** How often a live call's states are read while it rings and talks; the server advances them (issue 15 part 5). */
export const CALL_POLL_MS = 2000;

const tokenHeaders = (token: string | undefined) => (token ? { [REQUEST_TOKEN_HEADER]: token } : undefined);

/** POST /api/consultations/{id}/phone-calls: the doctor gets a WhatsApp notice, then their phone rings, then the patient's. */
export function placeBridgedCall(consultationId: string, token?: string) {
  return api.post<CallPlaced>(`/api/consultations/${consultationId}/phone-calls`, {}, { headers: tokenHeaders(token) });
}

/** GET /api/phone-calls/{id}, read every CALL_POLL_MS until the call ends. */
export const bridgedCallQueryOptions = (callId: string, token?: string) =>
  queryOptions({
    queryKey: ['phone-calls', callId],
    queryFn: ({ signal }) => api.get<BridgedCall>(`/api/phone-calls/${callId}`, signal, tokenHeaders(token)),
    refetchInterval: (query) => (query.state.data && isFinalCallStatus(query.state.data.status) ? false : CALL_POLL_MS),
  });

/**
 * A phone button's call: placing it (errors, such as a missing number, reach the query client's one toast with the
 * server's words) and then its live states. `place` takes a step to run first (the modal chooses the doctor).
 */
export function usePhoneCall(token?: string) {
  const place = useMutation({
    mutationFn: async ({ consultationId, before }: { consultationId: string; before?: () => Promise<unknown> }) => {
      await before?.();
      return placeBridgedCall(consultationId, token);
    },
    meta: { errorTitle: 'Could not place the call', errorFallback: 'Please try again' },
  });
  const callId = place.data?.call.id;
  const live = useQuery({ ...bridgedCallQueryOptions(callId ?? '', token), enabled: Boolean(callId), initialData: place.data?.call });
  return { place, call: callId ? (live.data ?? place.data?.call) : undefined };
}
