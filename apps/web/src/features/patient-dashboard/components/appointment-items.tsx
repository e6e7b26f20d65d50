import type { DashboardAppointment } from '@sahay/domain/dashboard-schemas';
import { CalendarClock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { appointmentWho } from './appointment-who';
import { formatDateTime, formatTime } from '@/lib/date-time';
import { AppointmentBadge } from './badges';

const TYPE_LABELS: Record<string, string> = { video: 'Video', audio: 'Audio', chat: 'Chat' };
// Issue 19 part 6: the reason form loads when "Request a refund" is pressed, not with the dashboard.
const RefundDialog = lazy(() => import('./refund-dialog'));

/** The refund's state in words, or "Request a refund" while the rule allows one (decided on the server). */
function RefundLine({ a }: { a: DashboardAppointment }) {
  const [open, setOpen] = useState(false);
  const refund = a.refund;
  if (refund) {
    return (
      <p className="text-sm font-medium">
        {refund.status === 'approved' ? 'Refunded' : refund.status === 'declined' ? `Refund declined: ${refund.declineReason}` : 'Refund requested'}
      </p>
    );
  }
  return a.refundable ? (
    <div className="mt-2">
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Request a refund
      </Button>
      {open ? (
        <Suspense>
          <RefundDialog a={a} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  ) : null;
}

export { appointmentWho };

/** Join at the time; move or cancel up to 2 hours before (`changeable`), on the booking page (issue 19 part 2). */
function AppointmentActions({ a }: { a: DashboardAppointment }) {
  if (a.status !== 'scheduled') return null;
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:pl-13">
      {a.holdExpiresAt && a.expertId ? (
        <>
          <p className="text-sm">Unpaid, held until {formatTime(a.holdExpiresAt)}</p>
          <Button asChild size="sm">
            <Link to={`/expert-selection?book=${a.expertId}&payment=${a.id}`}>Pay now</Link>
          </Button>
        </>
      ) : null}
      {a.joinPath ? (
        <Button asChild size="sm">
          <Link to={a.joinPath}>Join</Link>
        </Button>
      ) : null}
      {a.changeable && a.expertId ? (
        <Button asChild size="sm" variant="outline">
          <Link to={`/expert-selection?book=${a.expertId}&appointment=${a.id}`}>Change or cancel</Link>
        </Button>
      ) : null}
    </div>
  );
}

export function AppointmentItems({ items, label }: { items: readonly DashboardAppointment[]; label: string }) {
  return (
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
            {a.receiptPath ? (
              <a href={a.receiptPath} download className="text-sm underline">
                Receipt (PDF)
              </a>
            ) : null}
            <RefundLine a={a} />
          </div>
          <AppointmentBadge status={a.status} />
          <AppointmentActions a={a} />
        </li>
      ))}
    </ul>
  );
}
