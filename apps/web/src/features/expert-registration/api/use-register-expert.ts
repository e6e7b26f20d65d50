import type { ExpertRegistration, ExpertRegistrationReceipt } from '@sahay/domain/expert-registration';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { useSetSignedInUser } from '@/lib/auth-client';
import { EXPERT_REGISTRATION_AREA } from '../expert-registration-area';

/** POST /api/expert-registrations: creates the expert's account (signed in) and profile, pending review. */
export function useRegisterExpert() {
  const setUser = useSetSignedInUser();
  const { t } = useT(EXPERT_REGISTRATION_AREA);
  return useMutation({
    mutationFn: (input: ExpertRegistration) => api.post<ExpertRegistrationReceipt>('/api/expert-registrations', input),
    meta: { errorTitle: t('expertReg.failed'), errorFallback: t('expertReg.failedText') },
    onSuccess: (receipt) => setUser(receipt.user),
  });
}
