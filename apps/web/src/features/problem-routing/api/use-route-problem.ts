import type { ProblemRoutingRequest, ProblemRoutingResult } from '@sahay/domain/problem-routing/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/problem-routing. The page shows a failure itself, with a retry, so no toast. */
export function useRouteProblem() {
  return useMutation({
    mutationFn: (input: ProblemRoutingRequest) => api.post<ProblemRoutingResult>('/api/problem-routing', input),
    meta: { silent: true },
  });
}
