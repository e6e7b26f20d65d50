import type { DashboardAppointment } from '@sahay/domain/dashboard-schemas';
import type { MessageKey } from '@/i18n/message-keys';

export function appointmentWho(a: DashboardAppointment, t: (key: MessageKey) => string): string {
  return [a.expertName ?? t('dashboard.doctorToBeConfirmed'), a.specialization].filter(Boolean).join(' · ');
}
