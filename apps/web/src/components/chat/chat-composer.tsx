import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';

interface ChatComposerProps {
  onSend: (text: string) => void;
  /** While a reply is pending nothing can be sent (spec 000 §5). */
  disabled: boolean;
  placeholder: string;
  label: string;
  /** Text to start with (the triage prefills a family member's age); a new value needs a new `key`. */
  initialText?: string;
}

/** Spec 000 §5 / 001 §5: Enter sends, Shift+Enter adds a line, blank messages are ignored. */
export function ChatComposer({ onSend, disabled, placeholder, label, initialText = '' }: ChatComposerProps) {
  const [text, setText] = useState(initialText);
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
      <Button type="submit" size="icon" className="size-12 shrink-0 rounded-full" disabled={disabled || !text.trim()} aria-label="Send message">
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  );
}
