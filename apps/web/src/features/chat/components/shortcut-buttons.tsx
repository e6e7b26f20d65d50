import { CalendarDays, ClipboardList, FileText, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';

// Spec 001 §2.11: all four shortcuts go to the patient dashboard.
const SHORTCUTS = [
  { label: 'Medical Records', icon: FileText },
  { label: 'Schedule', icon: CalendarDays },
  { label: 'Prescription', icon: ClipboardList },
  { label: 'Symptoms', icon: Stethoscope },
] as const;

export function ShortcutButtons() {
  return (
    <nav aria-label="Shortcuts" className="grid grid-cols-4 gap-2">
      {SHORTCUTS.map(({ label, icon: Icon }) => (
        <Link
          key={label}
          to="/patient-dashboard"
          className="flex min-h-11 flex-col items-center justify-center gap-1 rounded-xl border border-border bg-surface px-1 py-2 text-center text-xs font-medium hover:bg-muted"
        >
          <Icon aria-hidden className="size-4 text-primary" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
