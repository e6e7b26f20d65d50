import type { DashboardAppointment } from '@sahay/domain/dashboard-schemas';

export function appointmentWho(a: DashboardAppointment): string {
  return [a.expertName ?? 'Doctor to be confirmed', a.specialization].filter(Boolean).join(' · ');
}
