import type { CodeSent, ForgotPassword, PhoneSignIn, ResetPassword } from '@sahay/domain/account-security';
import type { CurrentUser } from '@sahay/domain/auth';
import { AUTH_MESSAGES } from '@sahay/domain/auth-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSignedInUser } from '@/lib/auth-client';

/** POST /api/auth/phone/code: a sign-in code by SMS (the same answer whether or not the number has an account). */
export function useSendSignInCode() {
  return useMutation({
    mutationFn: (phone: string) => api.post<CodeSent>('/api/auth/phone/code', { phone }),
    meta: { errorTitle: 'Could not send the code', errorFallback: 'Please try again' },
  });
}

/** POST /api/auth/phone/sign-in: signs in, or creates the account when a name is sent with a right code. */
export function usePhoneSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneSignIn) => api.post<{ user: CurrentUser; created: boolean }>('/api/auth/phone/sign-in', input),
    meta: { errorTitle: AUTH_MESSAGES.loginFailed.title, errorFallback: AUTH_MESSAGES.loginFailed.description },
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPassword) => api.post<{ message: string }>('/api/auth/password/forgot', input),
    meta: { errorTitle: 'Could not send', errorFallback: 'Please try again' },
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPassword) => api.post<{ user: CurrentUser }>('/api/auth/password/reset', input),
    meta: { errorTitle: 'Password not reset', errorFallback: 'Please try again' },
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
