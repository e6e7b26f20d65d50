import { AUTH_MESSAGES } from '@sahay/domain/auth-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, setSignedInUser } from '@/lib/auth-client';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.signIn,
    meta: { errorTitle: AUTH_MESSAGES.loginFailed.title, errorFallback: AUTH_MESSAGES.loginFailed.description },
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
