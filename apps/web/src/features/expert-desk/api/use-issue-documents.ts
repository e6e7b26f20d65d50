import type { LegalDocument, LegalDocumentInput } from '@sahay/domain/legal-documents';
import type { Prescription, PrescriptionInput } from '@sahay/domain/prescriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { EXPERT_DESK_AREA } from '../expert-desk-area';
import { deskKey } from './desk-query';

export function useIssuePrescription() {
  const queryClient = useQueryClient();
  const { t } = useT(EXPERT_DESK_AREA);
  return useMutation({
    mutationFn: (input: PrescriptionInput) => api.post<Prescription>('/api/prescriptions', input),
    meta: { errorTitle: t('desk.issuePrescriptionFailed'), errorFallback: t('desk.tryAgain') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}

export function useIssueLegalDocument() {
  const queryClient = useQueryClient();
  const { t } = useT(EXPERT_DESK_AREA);
  return useMutation({
    mutationFn: (input: LegalDocumentInput) => api.post<LegalDocument>('/api/legal-documents', input),
    meta: { errorTitle: t('desk.saveDocumentFailed'), errorFallback: t('desk.tryAgain') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}
