import type { ExpertHandoff, ExpertHandoffRequest } from '@sahay/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/ai/consultation-handoff: 'Talk to Expert'. Failures are one toast (query client). */
export function useHandoff() {
  return useMutation({
    mutationFn: (input: ExpertHandoffRequest) => api.post<ExpertHandoff>('/api/ai/consultation-handoff', input),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to connect you to an expert. Please try again.' },
  });
}
