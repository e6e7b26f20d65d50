import type { LegalDocument, LegalDocumentInput } from '@sahay/domain/legal-documents';
import type { Prescription, PrescriptionInput } from '@sahay/domain/prescriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { deskKey } from './desk-query';

export function useIssuePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrescriptionInput) => api.post<Prescription>('/api/prescriptions', input),
    meta: { errorTitle: 'Could not issue the prescription', errorFallback: 'Please try again' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}

export function useIssueLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LegalDocumentInput) => api.post<LegalDocument>('/api/legal-documents', input),
    meta: { errorTitle: 'Could not save the document', errorFallback: 'Please try again' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}
