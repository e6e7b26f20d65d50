import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, setSignedInUser } from '@/lib/auth-client';

/** Errors are reported by the form: spec 000 §8 words sign-up failures by their cause. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.signUp,
    meta: { silent: true },
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
