import type { DashboardAppointment } from '@sahay/domain/dashboard-schemas';
import type { MessageKey } from '@/i18n/message-keys';
import { CalendarClock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { appointmentWho } from './appointment-who';
import { formatDateTime, formatTime } from '@/lib/date-time';
import { AppointmentBadge } from './badges';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

const TYPE_LABELS: Record<string, MessageKey> = { video: 'dashboard.type.video', audio: 'dashboard.type.audio', chat: 'dashboard.type.chat' };
const typeLabel = (type: string, t: (key: MessageKey) => string) => {
  const key = TYPE_LABELS[type];
  return key ? t(key) : type;
};
// Issue 19 part 6: the reason form loads when "Request a refund" is pressed, not with the dashboard.
const RefundDialog = lazy(() => import('./refund-dialog'));

/** The refund's state in words, or "Request a refund" while the rule allows one (decided on the server). */
function RefundLine({ a }: { a: DashboardAppointment }) {
  const [open, setOpen] = useState(false);
  const { t } = useT(DASHBOARD_AREA);
  const refund = a.refund;
  if (refund) {
    return (
      <p className="text-sm font-medium">
        {refund.status === 'approved'
          ? t('dashboard.refunded')
          : refund.status === 'declined'
            ? t('dashboard.refundDeclined', { reason: refund.declineReason })
            : t('dashboard.refundRequested')}
      </p>
    );
  }
  return a.refundable ? (
    <div className="mt-2">
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('dashboard.requestRefund')}
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
  const { t } = useT(DASHBOARD_AREA);
  if (a.status !== 'scheduled') return null;
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:pl-13">
      {a.holdExpiresAt && a.expertId ? (
        <>
          <p className="text-sm">{t('dashboard.heldUntil', { time: formatTime(a.holdExpiresAt) })}</p>
          <Button asChild size="sm">
            <Link to={`/expert-selection?book=${a.expertId}&payment=${a.id}`}>{t('dashboard.payNow')}</Link>
          </Button>
        </>
      ) : null}
      {a.joinPath ? (
        <Button asChild size="sm">
          <Link to={a.joinPath}>{t('dashboard.join')}</Link>
        </Button>
      ) : null}
      {a.changeable && a.expertId ? (
        <Button asChild size="sm" variant="outline">
          <Link to={`/expert-selection?book=${a.expertId}&appointment=${a.id}`}>{t('dashboard.changeOrCancel')}</Link>
        </Button>
      ) : null}
    </div>
  );
}

export function AppointmentItems({ items, label }: { items: readonly DashboardAppointment[]; label: string }) {
  const { t } = useT(DASHBOARD_AREA);
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-start gap-3 py-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong dark:text-foreground">
            <CalendarClock aria-hidden className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{appointmentWho(a, t)}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={a.at}>{formatDateTime(a.at)}</time> · {typeLabel(a.type, t)}
              {a.patientName ? t('dashboard.forPerson', { name: a.patientName }) : ''}
            </p>
            {a.cancelReason ? <p className="text-sm text-muted-foreground">{t('dashboard.reason', { reason: a.cancelReason })}</p> : null}
            {a.receiptPath ? (
              <a href={a.receiptPath} download className="text-sm underline">
                {t('dashboard.receipt')}
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
