import { BOOKING_CHANGE_CUTOFF_HOURS } from '@sahay/domain/appointments';
import type { DashboardAppointment } from '@sahay/domain/dashboard-schemas';
import { CalendarClock, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/date-time';
import { useCancelAppointment } from '../api/appointments';
import { AppointmentBadge } from './badges';

const TYPE_LABELS: Record<string, string> = { video: 'Video', audio: 'Audio', chat: 'Chat' };

export function appointmentWho(a: DashboardAppointment): string {
  return [a.expertName ?? 'Doctor to be confirmed', a.specialization].filter(Boolean).join(' · ');
}

function CancelDialog({ appointment, onClose }: { appointment: DashboardAppointment; onClose: () => void }) {
  const cancel = useCancelAppointment();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Cancel this appointment?"
      description={`${appointmentWho(appointment)}, ${formatDateTime(appointment.at)}. The slot goes back to the expert and the reminders stop.`}
    >
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(appointment.id, { onSuccess: onClose })}>
          Cancel appointment
        </Button>
      </div>
    </Dialog>
  );
}

/** Join at the time; move or cancel up to 2 hours before (issue 19 part 2). */
export function AppointmentActions({ a, onCancel }: { a: DashboardAppointment; onCancel: () => void }) {
  if (a.status !== 'scheduled') return null;
  return (
    <div className="flex w-full flex-wrap gap-2 sm:pl-13">
      {a.joinPath ? (
        <Button asChild size="sm">
          <Link to={a.joinPath}>
            <Video aria-hidden className="size-4" /> Join
          </Link>
        </Button>
      ) : null}
      {a.changeable && a.expertId ? (
        <>
          <Button asChild size="sm" variant="outline">
            <Link to={`/book/${a.expertId}?appointment=${a.id}`}>Change time</Link>
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </>
      ) : a.expertId ? (
        <p className="text-xs text-muted-foreground">Less than {BOOKING_CHANGE_CUTOFF_HOURS} hours to go: it can no longer be changed here.</p>
      ) : null}
    </div>
  );
}

export function AppointmentItems({ items, label }: { items: readonly DashboardAppointment[]; label: string }) {
  const [cancelling, setCancelling] = useState<DashboardAppointment | null>(null);
  return (
    <>
      <ul aria-label={label} className="divide-y divide-border">
        {items.map((a) => (
          <li key={a.id} className="flex flex-wrap items-start gap-3 py-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong dark:text-foreground">
              <CalendarClock aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{appointmentWho(a)}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={a.at}>{formatDateTime(a.at)}</time> · {TYPE_LABELS[a.type] ?? a.type}
                {a.patientName ? ` · for ${a.patientName}` : ''}
              </p>
              {a.cancelReason ? <p className="text-sm text-muted-foreground">Reason: {a.cancelReason}</p> : null}
            </div>
            <AppointmentBadge status={a.status} />
            <AppointmentActions a={a} onCancel={() => setCancelling(a)} />
          </li>
        ))}
      </ul>
      {cancelling ? <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} /> : null}
    </>
  );
}
