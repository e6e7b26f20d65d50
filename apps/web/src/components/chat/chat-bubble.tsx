import { Bot } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { AI_CHAT_AREA } from './ai-chat-area';
import { RichText } from './rich-text';

interface ChatBubbleProps {
  from: 'user' | 'assistant';
  text: string;
  /** Shown under the bubble, such as a time or a risk factor line. */
  footer?: ReactNode;
}

/** One message of an AI conversation: the person's on the right, the assistant's on the left. */
export function ChatBubble({ from, text, footer }: ChatBubbleProps) {
  const { t } = useT(AI_CHAT_AREA);
  const mine = from === 'user';
  return (
    <li className={cn('flex gap-2', mine ? 'justify-end' : 'justify-start')}>
      {mine ? null : (
        <span
          aria-hidden
          className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong dark:text-foreground"
        >
          <Bot className="size-4" />
        </span>
      )}
      <div className={cn('max-w-[85%] min-w-0 sm:max-w-[75%]', mine && 'text-right')}>
        <div
          className={cn(
            'inline-block rounded-2xl px-3.5 py-2.5 text-left text-[15px] leading-relaxed shadow-sm',
            mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md border border-border bg-surface text-foreground',
          )}
        >
          <span className="sr-only">{`${t(mine ? 'aiChat.youSaid' : 'aiChat.assistantSaid')} `}</span>
          {mine ? <p className="whitespace-pre-wrap break-words">{text}</p> : <RichText text={text} />}
        </div>
        {footer ? <div className="mt-1 px-1 text-xs text-muted-foreground">{footer}</div> : null}
      </div>
    </li>
  );
}

/** The pending state: three dots and a label for screen readers. */
export function TypingIndicator({ label }: { label?: string }) {
  const { t } = useT(AI_CHAT_AREA);
  return (
    <li className="flex items-center gap-2" role="status">
      <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-primary-strong dark:text-foreground">
        <Bot className="size-4" />
      </span>
      <span className="flex items-center gap-2 rounded-2xl rounded-bl-md border border-border bg-surface px-3.5 py-2.5 text-sm text-muted-foreground">
        <span aria-hidden className="flex gap-1">
          <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.2s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.1s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-current" />
        </span>
        {label ?? t('aiChat.thinking')}
      </span>
    </li>
  );
}
