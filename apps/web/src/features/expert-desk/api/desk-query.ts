import type { DeskConsultation, DeskOverview, ReferInput, ReferralTarget } from '@sahay/domain/expert-desk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { api } from '@/lib/api-client';
import { EXPERT_DESK_AREA } from '../expert-desk-area';

export const deskKey = ['expert-desk'] as const;

/** GET /api/expert-desk. Polled while open: new requests arrive without a reload. */
export const deskQueryOptions = queryOptions({
  queryKey: deskKey,
  queryFn: ({ signal }) => api.get<DeskOverview>('/api/expert-desk', signal),
  refetchInterval: 15_000,
  staleTime: 5_000,
});

export function useDesk(enabled: boolean) {
  return useQuery({ ...deskQueryOptions, enabled });
}

export function useDeskConsultation(id: string) {
  return useQuery({
    queryKey: [...deskKey, 'consultation', id],
    queryFn: ({ signal }) => api.get<DeskConsultation>(`/api/expert-desk/consultations/${encodeURIComponent(id)}`, signal),
  });
}

export function useReferralTargets(enabled: boolean) {
  return useQuery({
    queryKey: [...deskKey, 'referral-targets'],
    queryFn: ({ signal }) => api.get<{ experts: ReferralTarget[] }>('/api/expert-desk/referral-targets', signal),
    enabled,
  });
}

function useDeskMutation<T>(fn: (input: T) => Promise<unknown>, errorTitle: MessageKey) {
  const queryClient = useQueryClient();
  const { t } = useT(EXPERT_DESK_AREA);
  return useMutation({
    mutationFn: fn,
    meta: { errorTitle: t(errorTitle), errorFallback: t('desk.tryAgain') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}

export const useSetOnline = () => useDeskMutation((online: boolean) => api.post('/api/expert-desk/online', { online }), 'desk.setOnlineFailed');
export const useAccept = () =>
  useDeskMutation((id: string) => api.post(`/api/expert-desk/consultations/${encodeURIComponent(id)}/accept`), 'desk.acceptFailed');
export const useComplete = () =>
  useDeskMutation((id: string) => api.post(`/api/expert-desk/consultations/${encodeURIComponent(id)}/complete`), 'desk.completeFailed');
export const useRefer = () =>
  useDeskMutation(
    ({ id, input }: { id: string; input: ReferInput }) => api.post(`/api/expert-desk/consultations/${encodeURIComponent(id)}/refer`, input),
    'desk.referFailed',
  );
