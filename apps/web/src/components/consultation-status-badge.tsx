import type { ConsultationStatus } from '@sahay/domain/consultation-lifecycle';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { CONSULTATION_CARDS_AREA } from './consultation-cards-area';

// Spec 001 §4.1: completed green, pending yellow, active blue, any other neutral; the patient details page (§2.13) and
// the history (§2.15) show 'completed' as the main (filled) badge and every other status a secondary (outlined) one.
const STYLES: Record<ConsultationStatus, string> = {
  completed: 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950',
  pending: 'border border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-900/30 dark:text-amber-100',
  active: 'border border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-900/30 dark:text-blue-100',
  cancelled: 'border border-border bg-muted text-muted-foreground',
};

export function StatusBadge({ status }: { status: ConsultationStatus }) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  return (
    <span
      data-variant={status === 'completed' ? 'main' : 'secondary'}
      className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize', STYLES[status])}
    >
      {t('cards.status', { status })}
    </span>
  );
}
