import { BRIDGED_CALL_STATUS_LABELS, type AdminBridgedCall, type BridgedCallStatus } from '@sahay/domain/phone-calls';
import { Phone } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTimeWithSeconds, formatTimeWithSeconds } from '@/lib/date-time';

const STATUS_CLASS: Record<BridgedCallStatus, string> = {
  queued: 'bg-muted text-foreground',
  doctor_ringing: 'bg-amber-100 text-amber-900 dark:bg-amber-900/30 dark:text-amber-200',
  doctor_answered: 'bg-amber-100 text-amber-900 dark:bg-amber-900/30 dark:text-amber-200',
  patient_ringing: 'bg-amber-100 text-amber-900 dark:bg-amber-900/30 dark:text-amber-200',
  bridged: 'bg-primary text-primary-foreground',
  completed: 'bg-success text-white',
  failed: 'bg-danger text-white',
};
const NOTICE = { delivered: 'WhatsApp notice delivered', pending: 'WhatsApp notice waiting to retry', failed: 'WhatsApp notice failed' } as const;
const PLACED_BY = { patient: 'the patient', expert: 'the expert', admin: 'an admin (test)' } as const;

/** One bridged call in the admin console: who (masked), through what, and each state it reached with its time. */
export function BridgedCallCard({ call }: { call: AdminBridgedCall }) {
  const headingId = `phone-call-${call.id}`;
  const title = call.kind === 'test' ? `Test call ${call.consultId ?? ''}`.trim() : `Consultation call with ${call.doctorName ?? 'a removed expert'}`;
  return (
    <Card className="p-4" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex min-w-0 items-center gap-2 font-semibold">
          <Phone aria-hidden className="size-4 shrink-0 text-primary" />
          <span className="break-words">{title}</span>
        </h3>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_CLASS[call.status])}>{BRIDGED_CALL_STATUS_LABELS[call.status]}</span>
      </div>
      {call.failureReason ? <p className="mt-2 text-sm font-medium text-danger">{call.failureReason}</p> : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        <dt>Doctor</dt>
        <dd>{call.doctorNumber} (called first)</dd>
        <dt>Patient</dt>
        <dd>{call.patientNumber}</dd>
        <dt>Shown number</dt>
        <dd>{call.callerId}</dd>
        <dt>Provider</dt>
        <dd className="break-all">
          {call.simulated ? 'Simulated (no Exotel keys: no phone rings)' : `${call.provider}${call.providerCallId ? ` · ${call.providerCallId}` : ''}`}
        </dd>
        <dt>Placed by</dt>
        <dd>
          {PLACED_BY[call.placedBy]} · <time dateTime={call.createdAt}>{formatDateTimeWithSeconds(call.createdAt)}</time>
        </dd>
        {call.notice ? (
          <>
            <dt>Notice</dt>
            <dd>{NOTICE[call.notice]}</dd>
          </>
        ) : null}
        {call.conversationSeconds !== null ? (
          <>
            <dt>Talked</dt>
            <dd>{call.conversationSeconds} s</dd>
          </>
        ) : null}
        {call.reason ? (
          <>
            <dt>Reason</dt>
            <dd className="break-words">{call.reason}</dd>
          </>
        ) : null}
      </dl>
      <ol aria-label="Call states" className="mt-3 flex flex-wrap gap-x-3 gap-y-1 border-t border-border pt-2 text-xs">
        {call.history.map((event) => (
          <li key={event.status}>
            <span className="font-semibold">{BRIDGED_CALL_STATUS_LABELS[event.status]}</span>{' '}
            <time dateTime={event.at} className="text-muted-foreground">
              {formatTimeWithSeconds(event.at)}
            </time>
          </li>
        ))}
      </ol>
    </Card>
  );
}
