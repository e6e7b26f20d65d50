import { BOOKING_MODE_LABELS, CANCEL_REASON_MAX_LENGTH, expertCancelReasonProblem, type Appointment } from '@sahay/domain/appointments';
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
import { useExpertCancel, useSchedule } from '../api/schedule-query';

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
  const problem = expertCancelReasonProblem(reason);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Cancel this appointment?"
      description={`${appointment.patientName}, ${formatDate(appointment.start)} at ${formatTime(appointment.start)}. The patient is told by SMS and WhatsApp, with your reason.`}
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
          Reason for the patient
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
            Keep it
          </Button>
          <Button type="submit" variant="danger" disabled={cancel.isPending}>
            Cancel appointment
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Row({ a, showDate, onCancel }: { a: Appointment; showDate: boolean; onCancel: () => void }) {
  const join = joinOf(a);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="w-20 shrink-0 tabular-nums">
        <p className="font-semibold">{formatTime(a.start)}</p>
        {showDate ? <p className="text-xs text-muted-foreground">{formatDate(a.start)}</p> : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{a.patientName}</p>
        <p className="text-sm text-muted-foreground">
          {BOOKING_MODE_LABELS[a.mode]}
          {a.holdExpiresAt ? ' · Awaiting payment' : ''}
          {a.cancelReason ? ` · ${a.cancelledBy === 'patient' ? 'Cancelled by the patient' : `Reason: ${a.cancelReason}`}` : ''}
        </p>
      </div>
      <span className={cn('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize', STATUS[a.status])}>{a.status}</span>
      {a.status === 'scheduled' ? (
        <div className="flex w-full gap-2 sm:w-auto">
          {join ? (
            <Button asChild size="sm" className="flex-1 sm:flex-none">
              <Link to={join}>
                <Video aria-hidden className="size-4" /> Join
              </Link>
            </Button>
          ) : null}
          <Button size="sm" variant="outline" className="flex-1 sm:flex-none" onClick={onCancel} aria-label={`Cancel the appointment with ${a.patientName}`}>
            Cancel
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
  if (schedule.isPending) return <LoadingBlocks label="Loading your schedule" count={1} height="h-24" />;
  if (schedule.isError) return <ErrorCard title="Could not load your schedule" error={schedule.error} onRetry={() => void schedule.refetch()} />;
  const items = schedule.data[tab];
  const tabs = [
    { value: 'today', label: `Today (${schedule.data.today.length})` },
    { value: 'week', label: `This week (${schedule.data.week.length})` },
  ] as const;
  return (
    <Card className="p-4">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-bold">
        <CalendarDays aria-hidden className="size-5 text-primary" /> Schedule
      </h2>
      <Tabs label="Schedule" tabs={tabs} value={tab} onValueChange={setTab}>
        {items.length === 0 ? (
          <EmptyCard>
            {tab === 'today' ? 'No appointments today.' : 'No appointments in the next 7 days. Patients book the free slots of your hours.'}
          </EmptyCard>
        ) : (
          <ul className="divide-y divide-border" aria-label={tab === 'today' ? "Today's appointments" : "This week's appointments"}>
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
