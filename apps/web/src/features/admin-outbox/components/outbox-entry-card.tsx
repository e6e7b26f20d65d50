import { isOutboxTemplate, type OutboxEntry } from '@sahay/domain/outbox';
import { Mail, MessageCircle, MessageSquareText } from 'lucide-react';
import { ADMIN_AREA } from '@/components/admin-area';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { rich } from '@/i18n/rich-text';
import { cn } from '@/lib/cn';
import { formatDateTimeWithSeconds } from '@/lib/date-time';

const CHANNEL_ICON = { sms: MessageSquareText, whatsapp: MessageCircle, email: Mail } as const;
const STATUS_CLASS: Record<OutboxEntry['status'], string> = {
  delivered: 'bg-success text-white',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/30 dark:text-amber-200',
  failed: 'bg-danger text-white',
};

export function OutboxEntryCard({ entry }: { entry: OutboxEntry }) {
  const { t } = useT(ADMIN_AREA);
  const Icon = CHANNEL_ICON[entry.channel];
  const headingId = `outbox-${entry.id}`;
  const moment = (at: string) => (text: string) => <time dateTime={at}>{text}</time>;
  return (
    <Card className="p-4" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex min-w-0 items-center gap-2 break-words font-semibold">
          <Icon aria-hidden className="size-4 shrink-0 text-primary" />
          {t('admin.outbox.to', { channel: t(`admin.outbox.channel.${entry.channel}`), recipient: entry.recipient })}
        </h3>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_CLASS[entry.status])}>{t(`admin.outbox.status.${entry.status}`)}</span>
      </div>
      <p className="mt-2 break-words text-sm">{entry.text}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        <dt>{t('admin.outbox.message')}</dt>
        <dd className="break-words">
          {isOutboxTemplate(entry.template) ? t(`admin.outbox.template.${entry.template}`) : t('admin.outbox.unknown')}{' '}
          <code className="text-[11px]">({entry.template})</code>
        </dd>
        <dt>{t('admin.outbox.queued')}</dt>
        <dd>
          <time dateTime={entry.createdAt}>{formatDateTimeWithSeconds(entry.createdAt)}</time>
        </dd>
        <dt>{t('admin.outbox.attempts')}</dt>
        <dd>{entry.provider ? t('admin.outbox.via', { attempts: entry.attempts, provider: entry.provider }) : entry.attempts}</dd>
        {entry.nextAttemptAt ? (
          <>
            <dt>{t('admin.outbox.nextTry')}</dt>
            <dd>
              <time dateTime={entry.nextAttemptAt}>{formatDateTimeWithSeconds(entry.nextAttemptAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {entry.history.length > 0 ? (
        <ol aria-label={t('admin.outbox.history')} className="mt-3 space-y-1 border-t border-border pt-2 text-xs">
          {entry.history.map((attempt) => (
            <li key={attempt.attempt} className="flex flex-wrap gap-x-2">
              <span className={attempt.ok ? 'font-semibold text-success' : 'font-semibold text-danger'}>
                {t('admin.outbox.attempt', { attempt: attempt.attempt, ok: String(attempt.ok) })}
              </span>
              <span className="text-muted-foreground">
                {rich(t('admin.outbox.attemptDetail', { provider: attempt.provider, ms: attempt.durationMs, when: formatDateTimeWithSeconds(attempt.at) }), [
                  moment(attempt.at),
                ])}
              </span>
              {attempt.error ? <span className="w-full break-words text-danger">{attempt.error}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}
