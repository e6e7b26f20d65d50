import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, sessionQueryKey } from './auth-client';

/** Signing out forgets every cached answer, so the next person on a shared phone sees nothing of this one. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.signOut,
    meta: { errorTitle: 'Logout failed' },
    onSuccess: () => {
      // The session query itself stays and is set to nobody: the header observes it. Removing it (clear()) left
      // the header on the removed query, showing the person who had just left until it happened to re-render.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.getMutationCache().clear();
      queryClient.setQueryData(sessionQueryKey, { user: null });
      // The chat socket belongs to the person who left; loaded only if a chat ever opened it.
      void import('./realtime').then(({ closeRealtime }) => closeRealtime());
    },
  });
}
