import { CANCEL_REASON_MAX_LENGTH, expertCancelReasonProblem, type Appointment } from '@sahay/domain/appointments';
import { CalendarDays, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Tabs } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatDate, formatTime } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { useExpertCancel, useSchedule } from '../api/schedule-query';
import { EXPERT_DESK_AREA } from '../expert-desk-area';

// Spec 001 §4.1: appointments scheduled blue, completed green, cancelled red.
const STATUS = {
  scheduled: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-900/30 dark:text-blue-100',
  completed: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-900/30 dark:text-emerald-100',
  cancelled: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-900/30 dark:text-red-100',
} as const;

/** The expert joins a call in its room, and a chat from the desk's own chat page. */
// A booking still held for its payment (issue 19 part 4) has nothing to join yet.
const joinOf = (a: Appointment) => (a.holdExpiresAt ? null : a.mode === 'chat' ? (a.consultationId ? `/expert-chat/${a.consultationId}` : null) : a.joinPath);

function CancelDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const cancel = useExpertCancel();
  const { t } = useT(EXPERT_DESK_AREA);
  // The domain has one answer for a missing reason (BOOKING_MESSAGES.reasonRequired); the catalogue says it.
  const problem = expertCancelReasonProblem(reason) ? t('desk.cancelReasonRequired') : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('desk.cancelTitle')}
      description={t('desk.cancelText', { name: appointment.patientName, date: formatDate(appointment.start), time: formatTime(appointment.start) })}
    >
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (problem) return;
          cancel.mutate({ id: appointment.id, reason: reason.trim() }, { onSuccess: onClose });
        }}
      >
        <label htmlFor="cancel-reason" className="text-sm font-medium">
          {t('desk.cancelReasonLabel')}
        </label>
        <Textarea
          id="cancel-reason"
          value={reason}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={touched && problem ? true : undefined}
          aria-describedby={touched && problem ? 'cancel-reason-error' : undefined}
        />
        {touched && problem ? (
          <p id="cancel-reason-error" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('desk.keepIt')}
          </Button>
          <Button type="submit" variant="danger" disabled={cancel.isPending}>
            {t('desk.cancelAppointment')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Row({ a, showDate, onCancel }: { a: Appointment; showDate: boolean; onCancel: () => void }) {
  const join = joinOf(a);
  const { t } = useT(EXPERT_DESK_AREA);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="w-20 shrink-0 tabular-nums">
        <p className="font-semibold">{formatTime(a.start)}</p>
        {showDate ? <p className="text-xs text-muted-foreground">{formatDate(a.start)}</p> : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{a.patientName}</p>
        <p className="text-sm text-muted-foreground">
          {t(`desk.mode.${a.mode}`)}
          {a.holdExpiresAt ? ` · ${t('desk.awaitingPayment')}` : ''}
          {a.cancelReason ? ` · ${a.cancelledBy === 'patient' ? t('desk.cancelledByPatient') : t('desk.reason', { reason: a.cancelReason })}` : ''}
        </p>
      </div>
      <span className={cn('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize', STATUS[a.status])}>
        {t('desk.appointmentStatus', { status: a.status })}
      </span>
      {a.status === 'scheduled' ? (
        <div className="flex w-full gap-2 sm:w-auto">
          {join ? (
            <Button asChild size="sm" className="flex-1 sm:flex-none">
              <Link to={join}>
                <Video aria-hidden className="size-4" /> {t('desk.join')}
              </Link>
            </Button>
          ) : null}
          <Button size="sm" variant="outline" className="flex-1 sm:flex-none" onClick={onCancel} aria-label={t('desk.cancelWith', { name: a.patientName })}>
            {t('desk.cancel')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** Issue 19 part 2: the expert's booked appointments, today's and the week's, by the days of their time zone. */
export function DeskSchedule() {
  const schedule = useSchedule(true);
  const [tab, setTab] = useState<'today' | 'week'>('today');
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const { t } = useT(EXPERT_DESK_AREA);
  if (schedule.isPending) return <LoadingBlocks label={t('desk.loadingSchedule')} count={1} height="h-24" />;
  if (schedule.isError) return <ErrorCard title={t('desk.scheduleFailed')} error={schedule.error} onRetry={() => void schedule.refetch()} />;
  const items = schedule.data[tab];
  const tabs = [
    { value: 'today', label: t('desk.tabToday', { count: schedule.data.today.length }) },
    { value: 'week', label: t('desk.tabWeek', { count: schedule.data.week.length }) },
  ] as const;
  return (
    <Card className="p-4">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-bold">
        <CalendarDays aria-hidden className="size-5 text-primary" /> {t('desk.schedule')}
      </h2>
      <Tabs label={t('desk.schedule')} tabs={tabs} value={tab} onValueChange={setTab}>
        {items.length === 0 ? (
          <EmptyCard>{tab === 'today' ? t('desk.noToday') : t('desk.noWeek')}</EmptyCard>
        ) : (
          <ul className="divide-y divide-border" aria-label={tab === 'today' ? t('desk.todayList') : t('desk.weekList')}>
            {items.map((a) => (
              <Row key={a.id} a={a} showDate={tab === 'week'} onCancel={() => setCancelling(a)} />
            ))}
          </ul>
        )}
      </Tabs>
      {cancelling ? <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} /> : null}
    </Card>
  );
}
