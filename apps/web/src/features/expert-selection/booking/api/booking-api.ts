import type { Appointment, BookingInput, ExpertSlots } from '@sahay/domain/appointments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/experts/{id}/slots: refreshed every minute, as others book while the page is open. */
export function useSlots(expertId: string) {
  return useQuery({
    queryKey: ['expert-slots', expertId],
    queryFn: ({ signal }) => api.get<ExpertSlots>(`/api/experts/${encodeURIComponent(expertId)}/slots`, signal),
    refetchInterval: 60_000,
  });
}

export function useAppointment(id: string | null) {
  return useQuery({
    queryKey: ['appointment', id],
    queryFn: ({ signal }) => api.get<Appointment>(`/api/appointments/${encodeURIComponent(id ?? '')}`, signal),
    enabled: Boolean(id),
  });
}

/** Books, or moves `rescheduling` to the chosen slot; the dashboard and the slots are refreshed either way. */
export function useBook(rescheduling: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) =>
      rescheduling
        ? api.post<Appointment>(`/api/appointments/${encodeURIComponent(rescheduling)}/reschedule`, { start: input.start })
        : api.post<Appointment>('/api/appointments', input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['expert-slots'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['appointment'] }),
      ]),
  });
}

/** POST /api/appointments/{id}/cancel by its patient, up to 2 hours before. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Appointment>(`/api/appointments/${encodeURIComponent(id)}/cancel`, {}),
    // The page shows the answer (cancelled) rather than refetching the appointment it was changing.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
