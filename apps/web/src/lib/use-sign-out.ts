import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, sessionQueryKey } from './auth-client';

/** Signing out forgets every cached answer, so the next person on a shared phone sees nothing of this one. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.signOut,
    meta: { errorTitle: 'Logout failed' },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
}
