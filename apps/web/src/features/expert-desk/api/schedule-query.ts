import type { Appointment, ExpertSchedule } from '@sahay/domain/appointments';
import type { Availability } from '@sahay/domain/availability';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { EXPERT_DESK_AREA } from '../expert-desk-area';

export const scheduleKey = ['expert-desk', 'schedule'] as const;
export const hoursKey = ['expert-desk', 'availability'] as const;

/** GET /api/expert-desk/schedule: today's and the week's appointments. Polled: bookings arrive while the desk is open. */
export function useSchedule(enabled: boolean) {
  return useQuery({
    queryKey: scheduleKey,
    queryFn: ({ signal }) => api.get<ExpertSchedule>('/api/expert-desk/schedule', signal),
    refetchInterval: 30_000,
    enabled,
  });
}

export function useHours(enabled: boolean) {
  return useQuery({
    queryKey: hoursKey,
    queryFn: ({ signal }) => api.get<{ availability: Availability | null }>('/api/expert-desk/availability', signal),
    enabled,
  });
}

export function useSaveHours() {
  const queryClient = useQueryClient();
  const { t } = useT(EXPERT_DESK_AREA);
  return useMutation({
    mutationFn: (hours: Availability) => api.put<{ availability: Availability }>('/api/expert-desk/availability', hours),
    meta: { errorTitle: t('desk.saveHoursFailed'), errorFallback: t('desk.tryAgain') },
    onSuccess: (saved) => queryClient.setQueryData(hoursKey, saved),
  });
}

export function useExpertCancel() {
  const queryClient = useQueryClient();
  const { t } = useT(EXPERT_DESK_AREA);
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api.post<Appointment>(`/api/appointments/${encodeURIComponent(id)}/cancel`, { reason }),
    meta: { errorTitle: t('desk.cancelFailed'), errorFallback: t('desk.tryAgain') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['expert-desk'] }),
  });
}
