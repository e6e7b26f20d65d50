import type { Appointment } from '@sahay/domain/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKey } from './dashboard-query';

/** POST /api/appointments/{id}/cancel by the patient (up to 2 hours before). */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Appointment>(`/api/appointments/${encodeURIComponent(id)}/cancel`, {}),
    meta: { errorTitle: 'Could not cancel the appointment', errorFallback: 'Please try again' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKey }),
  });
}
