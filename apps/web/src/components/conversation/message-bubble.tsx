import type { ChatMessage } from '@sahay/domain/chat';
import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { CONVERSATION_AREA } from './conversation-area';
import { FileAttachment } from './file-attachment';
import { MessageText } from './message-text';
import type { OutgoingMessage } from './message-store';
import { systemLineText } from './system-line';
import { formatTime } from '@/lib/date-time';

export type Receipt = 'sent' | 'delivered' | 'read';

function ReceiptMark({ receipt }: { receipt: Receipt }) {
  const { t } = useT(CONVERSATION_AREA);
  const label = t(`conversation.${receipt}`);
  const Icon = receipt === 'sent' ? Check : CheckCheck;
  return (
    <span role="img" aria-label={label} title={label} className={cn('inline-flex', receipt === 'read' ? 'text-sky-300' : 'opacity-80')}>
      <Icon aria-hidden className="size-3.5" />
    </span>
  );
}

/** A line from Sahay itself, in the reader's language (system-line.ts). */
function SystemLine({ message }: { message: ChatMessage }) {
  const { t } = useT(CONVERSATION_AREA);
  return (
    <li className="flex justify-center" data-message-id={message.id}>
      <p className="max-w-[90%] rounded-full bg-muted px-3 py-1 text-center text-xs text-muted-foreground">
        {systemLineText(message, t)} · <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
      </p>
    </li>
  );
}

/** The text is a React text node: whatever a person types (a script tag included) shows as typed. */
export function MessageBubble({ message, mine, receipt }: { message: ChatMessage; mine: boolean; receipt?: Receipt }) {
  // Lines from Sahay itself (a missed or declined call, a chart shared) belong to neither side: centred and quiet.
  if (message.senderType === 'system') {
    return <SystemLine message={message} />;
  }
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-message-id={message.id}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
          mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
        )}
      >
        {message.file && <FileAttachment file={message.file} kind={message.kind} mine={mine} />}
        {message.text && <MessageText text={message.text} mine={mine} />}
        <p className={cn('mt-1 flex items-center justify-end gap-1 text-[11px]', mine ? 'text-primary-foreground' : 'text-muted-foreground')}>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          {mine && receipt && <ReceiptMark receipt={receipt} />}
        </p>
      </div>
    </li>
  );
}

export function OutgoingBubble({ outgoing, onRetry }: { outgoing: OutgoingMessage; onRetry: () => void }) {
  const { t } = useT(CONVERSATION_AREA);
  const failed = outgoing.status === 'failed';
  return (
    <li className="flex flex-col items-end gap-1">
      <div
        className={cn(
          'max-w-[85%] rounded-2xl rounded-br-md px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
          failed ? 'border border-danger bg-danger/10 text-foreground' : 'bg-primary/80 text-primary-foreground',
        )}
      >
        <p className="whitespace-pre-wrap break-words">{outgoing.text}</p>
        {!failed && (
          <p className="mt-1 flex items-center justify-end gap-1 text-[11px] text-primary-foreground/80">
            <Clock aria-hidden className="size-3" /> {t('conversation.sending')}
          </p>
        )}
      </div>
      {failed && (
        <p role="alert" className="flex items-center gap-2 text-xs text-danger">
          <AlertCircle aria-hidden className="size-4" />
          <span>{outgoing.error ? t('conversation.notSentBecause', { error: outgoing.error }) : t('conversation.notSent')}</span>
          <button type="button" onClick={onRetry} className="min-h-11 rounded-lg px-3 font-semibold underline underline-offset-2">
            {t('conversation.retry')}
          </button>
        </p>
      )}
    </li>
  );
}
