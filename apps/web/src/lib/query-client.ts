import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, errorDescription } from './api-client';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Toast title when the mutation fails with an error no field shows (spec texts, e.g. 'Login Failed'). */
      errorTitle?: string;
      /** Toast text when the server gave no message (spec texts, e.g. 'Please check your credentials'). */
      errorFallback?: string;
      /** The caller reports every error itself. */
      silent?: boolean;
      /** Error codes the caller answers itself (PROOF_REQUIRED: the page asks for a password or a code). */
      quietCodes?: readonly string[];
    };
  }
}

/**
 * STYLE §3: field errors go under their fields (the form reads them from the error); everything else is one
 * toast, raised here, so no error is reported twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiRequestError && error.status < 500 && error.status > 0),
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        if (error instanceof ApiRequestError && mutation.meta?.quietCodes?.includes(error.code)) return;
        if (error instanceof ApiRequestError && error.fieldErrors && error.status === 400) return;
        toast.error(mutation.meta?.errorTitle ?? 'Error', { description: errorDescription(error, mutation.meta?.errorFallback) });
      },
    }),
  });
}
