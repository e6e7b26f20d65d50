import { dashboardPath } from '@sahay/domain/dashboard';
import { CalendarDays, ClipboardList, FileText, Stethoscope } from 'lucide-react';
import { Link } from '@/lib/router';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

// Spec 001 §2.11: all four shortcuts go to the patient dashboard, each to the tab it names (issue 14 part 1).
const SHORTCUTS = [
  { label: 'chat.shortcutRecords', icon: FileText, to: dashboardPath('medical', 'records') },
  { label: 'chat.shortcutSchedule', icon: CalendarDays, to: dashboardPath('medical', 'appointments') },
  { label: 'chat.shortcutPrescription', icon: ClipboardList, to: dashboardPath('medical', 'prescriptions') },
  { label: 'chat.shortcutSymptoms', icon: Stethoscope, to: dashboardPath('medical', 'health-tracker') },
] as const;

export function ShortcutButtons() {
  const { t } = useT(CHAT_AREA);
  return (
    <nav aria-label={t('chat.shortcuts')} className="grid grid-cols-4 gap-2">
      {SHORTCUTS.map(({ label, icon: Icon, to }) => (
        <Link
          key={label}
          to={to}
          className="flex min-h-11 flex-col items-center justify-center gap-1 rounded-xl border border-border bg-surface px-1 py-2 text-center text-xs font-medium hover:bg-muted"
        >
          <Icon aria-hidden className="size-4 text-primary" />
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
