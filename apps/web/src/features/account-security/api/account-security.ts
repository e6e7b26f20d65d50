import type { AddEmail, ChangePassword, ChangePhone, CodeSent, DeviceSessionList } from '@sahay/domain/account-security';
import type { CurrentUser } from '@sahay/domain/auth';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey, setSignedInUser } from '@/lib/auth-client';
import { proofQueryOptions } from '@/lib/recent-proof';
import { t } from '@/i18n/i18n';

export const devicesQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: ({ signal }) => api.get<DeviceSessionList>('/api/account/sessions', signal),
});

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ok: true }>(`/api/account/sessions/${id}/sign-out`),
    meta: { errorTitle: t('accountSecurity.signOutFailed') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryOptions.queryKey }),
  });
}

/** Every device, this one included: afterwards nothing cached of the person stays (as at sign-out). */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/account/sessions/sign-out-everywhere'),
    meta: { errorTitle: t('accountSecurity.signOutEverywhereFailed') },
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, { user: null });
      void import('@/lib/realtime').then(({ closeRealtime }) => closeRealtime());
    },
  });
}

/** Proof errors are the page's to answer (it asks for a password or a code): no toast for them. */
const quietProof = () => ({ errorTitle: t('accountSecurity.notSaved'), errorFallback: t('accountSecurity.tryAgain'), quietCodes: ['PROOF_REQUIRED'] });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePassword) => api.post<{ ok: true }>('/api/account/password', input),
    meta: quietProof(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proofQueryOptions.queryKey }),
  });
}

export function useAddEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddEmail) => api.post<{ user: CurrentUser }>('/api/account/email', input),
    meta: quietProof(),
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}

export function useSendPhoneChangeCode() {
  return useMutation({ mutationFn: (phone: string) => api.post<CodeSent>('/api/account/phone/code', { phone }), meta: quietProof() });
}

export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePhone) => api.post<{ user: CurrentUser }>('/api/account/phone', input),
    meta: quietProof(),
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
