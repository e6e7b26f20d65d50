import type { ServiceReceipt, ServiceRequest } from '@sahay/domain/consultation-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/consultations/requests: stores the request and answers with the matched experts. */
export function useSubmitServiceRequest() {
  return useMutation({
    mutationFn: (request: ServiceRequest) => api.post<ServiceReceipt>('/api/consultations/requests', request),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to submit request. Please try again.',
    },
  });
}
