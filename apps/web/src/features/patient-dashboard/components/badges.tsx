import type { ConsultationStatus } from '@sahay/domain/consultation-lifecycle';
import type { AppointmentStatus } from '@sahay/domain/dashboard-schemas';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

const BADGE = 'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize';

// Spec 001 §4.1: consultations completed green, pending yellow, active blue, any other neutral.
const CONSULTATION: Record<ConsultationStatus, string> = {
  completed: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-900/30 dark:text-emerald-100',
  pending: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-900/30 dark:text-amber-100',
  active: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-900/30 dark:text-blue-100',
  cancelled: 'border-border bg-muted text-muted-foreground',
};

// Spec 001 §4.1: appointments scheduled blue, completed green, cancelled red.
const APPOINTMENT: Record<AppointmentStatus, string> = {
  scheduled: CONSULTATION.active,
  completed: CONSULTATION.completed,
  cancelled: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-900/30 dark:text-red-100',
};

export function ConsultationBadge({ status }: { status: ConsultationStatus }) {
  const { t } = useT(DASHBOARD_AREA);
  return <span className={cn(BADGE, CONSULTATION[status])}>{t(`dashboard.status.${status}`)}</span>;
}

export function AppointmentBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useT(DASHBOARD_AREA);
  return <span className={cn(BADGE, APPOINTMENT[status])}>{t(`dashboard.status.${status}`)}</span>;
}
