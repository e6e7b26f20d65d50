import type { AdminBridgedCall, BridgedCallStatus } from '@sahay/domain/phone-calls';
import { Phone } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTimeWithSeconds, formatTimeWithSeconds } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { PHONE_CALL_AREA } from '@/components/phone-call/phone-call-area';
import { PHONE_CALLS_AREA } from '../phone-calls-area';

const STATUS_CLASS: Record<BridgedCallStatus, string> = {
  queued: 'bg-muted text-foreground',
  doctor_ringing: 'bg-amber-100 text-amber-900 dark:bg-amber-900/30 dark:text-amber-200',
  doctor_answered: 'bg-amber-100 text-amber-900 dark:bg-amber-900/30 dark:text-amber-200',
  patient_ringing: 'bg-amber-100 text-amber-900 dark:bg-amber-900/30 dark:text-amber-200',
  bridged: 'bg-primary text-primary-foreground',
  completed: 'bg-success text-white',
  failed: 'bg-danger text-white',
};

/** One bridged call in the admin console: who (masked), through what, and each state it reached with its time. */
export function BridgedCallCard({ call }: { call: AdminBridgedCall }) {
  const headingId = `phone-call-${call.id}`;
  const { t } = useT(PHONE_CALLS_AREA);
  useT(PHONE_CALL_AREA);
  const title =
    call.kind === 'test'
      ? t('phoneCalls.testCallTitle', { consultId: call.consultId ?? '' }).trim()
      : t('phoneCalls.consultationCall', { doctor: call.doctorName ?? t('phoneCalls.removedExpert') });
  return (
    <Card className="p-4" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex min-w-0 items-center gap-2 font-semibold">
          <Phone aria-hidden className="size-4 shrink-0 text-primary" />
          <span className="break-words">{title}</span>
        </h3>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_CLASS[call.status])}>{t(`phoneCall.status.${call.status}`)}</span>
      </div>
      {call.failureReason ? <p className="mt-2 text-sm font-medium text-danger">{call.failureReason}</p> : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        <dt>{t('phoneCalls.doctor')}</dt>
        <dd>{t('phoneCalls.calledFirst', { number: call.doctorNumber })}</dd>
        <dt>{t('phoneCalls.patient')}</dt>
        <dd>{call.patientNumber}</dd>
        <dt>{t('phoneCalls.shownNumber')}</dt>
        <dd>{call.callerId}</dd>
        <dt>{t('phoneCalls.provider')}</dt>
        <dd className="break-all">
          {call.simulated ? t('phoneCalls.simulated') : `${call.provider}${call.providerCallId ? ` · ${call.providerCallId}` : ''}`}
        </dd>
        <dt>{t('phoneCalls.placedByLabel')}</dt>
        <dd>
          {t(`phoneCalls.placedBy.${call.placedBy}`)} · <time dateTime={call.createdAt}>{formatDateTimeWithSeconds(call.createdAt)}</time>
        </dd>
        {call.notice ? (
          <>
            <dt>{t('phoneCalls.noticeLabel')}</dt>
            <dd>{t(`phoneCalls.notice.${call.notice}`)}</dd>
          </>
        ) : null}
        {call.conversationSeconds !== null ? (
          <>
            <dt>{t('phoneCalls.talked')}</dt>
            <dd>{t('phoneCalls.seconds', { seconds: call.conversationSeconds })}</dd>
          </>
        ) : null}
        {call.reason ? (
          <>
            <dt>{t('phoneCalls.reason')}</dt>
            <dd className="break-words">{call.reason}</dd>
          </>
        ) : null}
      </dl>
      <ol aria-label={t('phoneCalls.states')} className="mt-3 flex flex-wrap gap-x-3 gap-y-1 border-t border-border pt-2 text-xs">
        {call.history.map((event) => (
          <li key={event.status}>
            <span className="font-semibold">{t(`phoneCall.status.${event.status}`)}</span>{' '}
            <time dateTime={event.at} className="text-muted-foreground">
              {formatTimeWithSeconds(event.at)}
            </time>
          </li>
        ))}
      </ol>
    </Card>
  );
}
