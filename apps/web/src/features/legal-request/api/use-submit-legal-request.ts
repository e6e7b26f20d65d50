import { LEGAL_MESSAGES, type LegalReceipt, type LegalRequest } from '@sahay/domain/consultation-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/consultations/legal (spec 001 §4.2). Spec §8 failure toast: 'Error' / 'Failed to submit request. Please try again.' */
export function useSubmitLegalRequest() {
  return useMutation({
    mutationFn: (request: LegalRequest) => api.post<LegalReceipt>('/api/consultations/legal', request),
    meta: { errorTitle: LEGAL_MESSAGES.failed.title, errorFallback: LEGAL_MESSAGES.failed.description },
  });
}
