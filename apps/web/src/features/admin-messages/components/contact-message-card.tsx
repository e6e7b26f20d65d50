import type { ContactMessage } from '@sahay/domain/contact';
import { CheckCheck, Mail, UserRound } from 'lucide-react';
import { ADMIN_AREA } from '@/components/admin-area';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { rich } from '@/i18n/rich-text';
import { formatDateTime } from '@/lib/date-time';
import { toast } from '@/lib/toast';
import { useMarkHandled } from '../api/use-mark-handled';

export function ContactMessageCard({ message }: { message: ContactMessage }) {
  const { t } = useT(ADMIN_AREA);
  const markHandled = useMarkHandled();
  const headingId = `message-${message.id}`;
  const handled = message.status === 'handled';
  const onMark = () => markHandled.mutate(message.id, { onSuccess: () => toast.success(t('admin.messages.marked')) });
  const moment = (at: string) => (text: string) => <time dateTime={at}>{text}</time>;

  return (
    <Card className="p-4 sm:p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words">
            {message.subject}
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <span>
              {message.firstName} {message.lastName}
            </span>
            {message.fromAccount ? (
              <span className="inline-flex items-center gap-1 text-xs">
                <UserRound aria-hidden className="size-3.5" /> {t('admin.messages.sahayAccount')}
              </span>
            ) : null}
          </p>
        </div>
        <span
          className={
            handled
              ? 'rounded-full bg-muted px-2.5 py-1 text-xs font-semibold text-muted-foreground'
              : 'rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-strong dark:text-foreground'
          }
        >
          {handled ? t('admin.messages.handled') : t('admin.messages.new')}
        </span>
      </div>
      <p className="mt-3 text-sm leading-relaxed whitespace-pre-wrap break-words">{message.message}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <div className="text-xs text-muted-foreground">
          <p>{rich(t('admin.messages.receivedAt', { when: formatDateTime(message.createdAt) }), [moment(message.createdAt)])}</p>
          {message.handledAt ? (
            <p>
              {message.handledBy
                ? rich(t('admin.messages.handledBy', { when: formatDateTime(message.handledAt), name: message.handledBy.name }), [moment(message.handledAt)])
                : rich(t('admin.messages.handledAt', { when: formatDateTime(message.handledAt) }), [moment(message.handledAt)])}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="md">
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
              aria-label={t('admin.messages.replyTo', { email: message.email })}
            >
              <Mail aria-hidden /> {t('admin.messages.reply')}
            </a>
          </Button>
          {handled ? null : (
            <Button size="md" onClick={onMark} disabled={markHandled.isPending} aria-describedby={headingId}>
              <CheckCheck aria-hidden />
              {markHandled.isPending ? t('admin.saving') : t('admin.messages.markHandled')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
