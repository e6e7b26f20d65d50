import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { followsPerson } from '@/lib/prefill-rule';
import { AI_CHAT_AREA } from './ai-chat-area';

interface ChatComposerProps {
  onSend: (text: string) => void;
  /** While a reply is pending nothing can be sent (spec 000 §5). */
  disabled: boolean;
  placeholder: string;
  label: string;
  /**
   * An answer Sahay suggests (the triage's age and gender of the person it is for). The box follows it while it is
   * empty or still holds the previous suggestion (the forms' prefill rule, lib/prefill-rule.ts): typed text stays.
   */
  suggestedText?: string;
}

/** Spec 000 §5 / 001 §5: Enter sends, Shift+Enter adds a line, blank messages are ignored. */
export function ChatComposer({ onSend, disabled, placeholder, label, suggestedText = '' }: ChatComposerProps) {
  const { t } = useT(AI_CHAT_AREA);
  const [text, setText] = useState(suggestedText);
  const [suggested, setSuggested] = useState(suggestedText);
  if (suggested !== suggestedText) {
    setSuggested(suggestedText);
    if (followsPerson(text, suggested)) setText(suggestedText);
  }
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const send = () => {
    const message = text.trim();
    if (!message || disabled) return;
    onSend(message);
    setText('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <textarea
        ref={inputRef}
        aria-label={label}
        rows={1}
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-32 min-h-12 flex-1 resize-none rounded-2xl border border-border bg-surface px-4 py-3 text-base text-foreground placeholder:text-muted-foreground/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
      />
      <Button type="submit" size="icon" className="size-12 shrink-0 rounded-full" disabled={disabled || !text.trim()} aria-label={t('aiChat.send')}>
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  );
}
