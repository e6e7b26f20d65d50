import type { ContactMessage } from '@sahay/domain/contact';
import { CheckCheck, Mail, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useMarkHandled } from '../api/use-mark-handled';
import { formatDateTime } from '@/lib/date-time';

export function ContactMessageCard({ message }: { message: ContactMessage }) {
  const markHandled = useMarkHandled();
  const headingId = `message-${message.id}`;
  const handled = message.status === 'handled';
  const onMark = () => markHandled.mutate(message.id, { onSuccess: () => toast.success('Marked as handled') });

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
                <UserRound aria-hidden className="size-3.5" /> Sahay account
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
          {handled ? 'Handled' : 'New'}
        </span>
      </div>
      <p className="mt-3 text-sm leading-relaxed whitespace-pre-wrap break-words">{message.message}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <div className="text-xs text-muted-foreground">
          <p>
            Received <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
          {message.handledAt ? (
            <p>
              Handled <time dateTime={message.handledAt}>{formatDateTime(message.handledAt)}</time>
              {message.handledBy ? ` by ${message.handledBy.name}` : ''}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="md">
            <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`} aria-label={`Reply to ${message.email}`}>
              <Mail aria-hidden /> Reply
            </a>
          </Button>
          {handled ? null : (
            <Button size="md" onClick={onMark} disabled={markHandled.isPending} aria-describedby={headingId}>
              <CheckCheck aria-hidden />
              {markHandled.isPending ? 'Saving...' : 'Mark handled'}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
