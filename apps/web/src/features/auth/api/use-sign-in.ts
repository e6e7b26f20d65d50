import { AUTH_MESSAGES } from '@sahay/domain/auth-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sayDomainMessage } from '@/i18n/domain-messages';
import { authApi, setSignedInUser } from '@/lib/auth-client';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.signIn,
    // Issue 20: in the reader's language (the server's own message comes in it too).
    meta: { errorTitle: sayDomainMessage(AUTH_MESSAGES.loginFailed.title), errorFallback: sayDomainMessage(AUTH_MESSAGES.loginFailed.description) },
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
