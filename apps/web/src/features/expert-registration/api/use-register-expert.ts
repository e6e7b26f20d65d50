import type { ExpertRegistration, ExpertRegistrationReceipt } from '@sahay/domain/expert-registration';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetSignedInUser } from '@/lib/auth-client';

/** POST /api/expert-registrations: creates the expert's account (signed in) and profile, pending review. */
export function useRegisterExpert() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: ExpertRegistration) => api.post<ExpertRegistrationReceipt>('/api/expert-registrations', input),
    meta: { errorTitle: 'Registration failed', errorFallback: 'Please check your details and try again' },
    onSuccess: (receipt) => setUser(receipt.user),
  });
}
