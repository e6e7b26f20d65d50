import type { Appointment, ExpertSchedule } from '@sahay/domain/appointments';
import type { Availability } from '@sahay/domain/availability';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
  return useMutation({
    mutationFn: (hours: Availability) => api.put<{ availability: Availability }>('/api/expert-desk/availability', hours),
    meta: { errorTitle: 'Could not save your hours', errorFallback: 'Please try again' },
    onSuccess: (saved) => queryClient.setQueryData(hoursKey, saved),
  });
}

export function useExpertCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api.post<Appointment>(`/api/appointments/${encodeURIComponent(id)}/cancel`, { reason }),
    meta: { errorTitle: 'Could not cancel the appointment', errorFallback: 'Please try again' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['expert-desk'] }),
  });
}
