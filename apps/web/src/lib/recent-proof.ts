import type { CodeSent, RecentProof, RecentProofState } from '@sahay/domain/account-security';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from './api-client';

/** Issue 20 part 5: a sensitive action answered 403 PROOF_REQUIRED; the page asks for a password or a code. */
export function isProofRequired(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'PROOF_REQUIRED';
}

export const proofQueryOptions = queryOptions({
  queryKey: ['account', 'proof'],
  queryFn: ({ signal }) => api.get<RecentProofState>('/api/account/proof', signal),
  staleTime: 0,
});

/** The failure toast's words come from the dialog, in the reader's language. */
type ErrorTexts = { errorTitle: string; errorFallback: string };

export function useSendProofCode(errorTexts: ErrorTexts) {
  return useMutation({
    mutationFn: () => api.post<CodeSent>('/api/account/proof/code'),
    meta: errorTexts,
  });
}

export function useProve(errorTexts: ErrorTexts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecentProof) => api.post<RecentProofState>('/api/account/proof', input),
    meta: errorTexts,
    onSuccess: (state) => queryClient.setQueryData(proofQueryOptions.queryKey, state),
  });
}
