import type { Appointment } from '@sahay/domain/appointments';
import type { PaymentCheckout, PaymentVerification } from '@sahay/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/appointments/{id}/payment: the order to pay a held appointment with (the amount is the server's). */
export function useStartPayment() {
  return useMutation({
    mutationFn: (appointmentId: string) => api.post<PaymentCheckout>(`/api/appointments/${encodeURIComponent(appointmentId)}/payment`, {}),
  });
}

/** POST /api/payments/verify: the checkout's signed answer; the server confirms the appointment if it checks out. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: PaymentVerification) => api.post<Appointment>('/api/payments/verify', answer),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['dashboard'] }), queryClient.invalidateQueries({ queryKey: ['appointment'] })]),
  });
}
