import type { ExpertHandoff, ExpertHandoffRequest } from '@sahay/domain';
import { useMutation } from '@tanstack/react-query';
import { t } from '@/i18n/i18n';
import { api } from '@/lib/api-client';

/** POST /api/ai/consultation-handoff: 'Talk to Expert'. Failures are one toast (query client). */
export function useHandoff() {
  return useMutation({
    mutationFn: (input: ExpertHandoffRequest) => api.post<ExpertHandoff>('/api/ai/consultation-handoff', input),
    meta: { errorTitle: t('aiConsult.errorTitle'), errorFallback: t('aiConsult.handoffFailed') },
  });
}
