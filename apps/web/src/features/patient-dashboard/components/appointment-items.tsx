import type { DashboardAppointment } from '@sahay/domain/dashboard-schemas';
import { CalendarClock } from 'lucide-react';
import { AppointmentBadge } from './badges';
import { formatDateTime } from '@/lib/date-time';

const TYPE_LABELS: Record<string, string> = { video: 'Video', audio: 'Audio', chat: 'Chat' };

export function appointmentWho(a: DashboardAppointment): string {
  return [a.expertName ?? 'Doctor to be confirmed', a.specialization].filter(Boolean).join(' · ');
}

export function AppointmentItems({ items, label }: { items: readonly DashboardAppointment[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {items.map((a) => (
        <li key={a.id} className="flex items-start gap-3 py-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong dark:text-foreground">
            <CalendarClock aria-hidden className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{appointmentWho(a)}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={a.at}>{formatDateTime(a.at)}</time> · {TYPE_LABELS[a.type] ?? a.type}
            </p>
          </div>
          <AppointmentBadge status={a.status} />
        </li>
      ))}
    </ul>
  );
}
