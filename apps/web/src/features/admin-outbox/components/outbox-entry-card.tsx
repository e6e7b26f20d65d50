import { isOutboxTemplate, OUTBOX_TEMPLATE_LABELS, type OutboxEntry } from '@sahay/domain/outbox';
import { Mail, MessageCircle, MessageSquareText } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTimeWithSeconds } from '@/lib/date-time';

const CHANNEL = {
  sms: { label: 'SMS', Icon: MessageSquareText },
  whatsapp: { label: 'WhatsApp', Icon: MessageCircle },
  email: { label: 'Email', Icon: Mail },
} as const;
const STATUS_CLASS: Record<OutboxEntry['status'], string> = {
  delivered: 'bg-success text-white',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/30 dark:text-amber-200',
  failed: 'bg-danger text-white',
};
const STATUS_LABEL: Record<OutboxEntry['status'], string> = { delivered: 'Delivered', pending: 'Waiting to retry', failed: 'Failed' };

export function OutboxEntryCard({ entry }: { entry: OutboxEntry }) {
  const { label, Icon } = CHANNEL[entry.channel];
  const headingId = `outbox-${entry.id}`;
  return (
    <Card className="p-4" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden className="size-4 text-primary" />
          {label} to {entry.recipient}
        </h3>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_CLASS[entry.status])}>{STATUS_LABEL[entry.status]}</span>
      </div>
      <p className="mt-2 break-words text-sm">{entry.text}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        <dt>Message</dt>
        <dd className="break-words">
          {isOutboxTemplate(entry.template) ? OUTBOX_TEMPLATE_LABELS[entry.template] : 'Unknown'} <code className="text-[11px]">({entry.template})</code>
        </dd>
        <dt>Queued</dt>
        <dd>
          <time dateTime={entry.createdAt}>{formatDateTimeWithSeconds(entry.createdAt)}</time>
        </dd>
        <dt>Attempts</dt>
        <dd>
          {entry.attempts}
          {entry.provider ? ` via ${entry.provider}` : ''}
        </dd>
        {entry.nextAttemptAt ? (
          <>
            <dt>Next try</dt>
            <dd>
              <time dateTime={entry.nextAttemptAt}>{formatDateTimeWithSeconds(entry.nextAttemptAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {entry.history.length > 0 ? (
        <ol aria-label="Delivery attempts" className="mt-3 space-y-1 border-t border-border pt-2 text-xs">
          {entry.history.map((attempt) => (
            <li key={attempt.attempt} className="flex flex-wrap gap-x-2">
              <span className={attempt.ok ? 'font-semibold text-success' : 'font-semibold text-danger'}>
                #{attempt.attempt} {attempt.ok ? 'ok' : 'failed'}
              </span>
              <span className="text-muted-foreground">
                {attempt.provider}, {attempt.durationMs} ms, <time dateTime={attempt.at}>{formatDateTimeWithSeconds(attempt.at)}</time>
              </span>
              {attempt.error ? <span className="w-full break-words text-danger">{attempt.error}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}
