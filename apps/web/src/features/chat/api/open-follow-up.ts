import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationQueryOptions } from './conversation-query';

/** POST /api/consultations/{id}/follow-up: the free follow-up reopens a completed consultation with its expert. */
export function useOpenFollowUp(consultationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ id: string; status: string }>(`/api/consultations/${encodeURIComponent(consultationId)}/follow-up`),
    meta: { errorTitle: 'Could not open the follow-up', errorFallback: 'Please try again' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationQueryOptions(consultationId).queryKey }),
  });
}
