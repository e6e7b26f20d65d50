import { CHAT_MESSAGE_MAX_CHARS } from '@sahay/domain/chat';
import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { CONVERSATION_AREA } from './conversation-area';
import { EmojiPicker } from './emoji-picker';

interface ComposerProps {
  onSend: (text: string) => void;
  onTyping: () => void;
  /** Extra buttons beside the text box: attach, voice, emoji. */
  tools?: ReactNode;
}

/** Spec 001 §5: the text is trimmed and a blank one is ignored; Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, onTyping, tools }: ComposerProps) {
  const { t } = useT(CONVERSATION_AREA);
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const insert = (emoji: string) => {
    const element = box.current;
    const at = element?.selectionStart ?? text.length;
    setText(text.slice(0, at) + emoji + text.slice(element?.selectionEnd ?? at));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(at + emoji.length, at + emoji.length);
    });
  };
  const tooLong = text.trim().length > CHAT_MESSAGE_MAX_CHARS;
  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed || tooLong) return;
    onSend(trimmed);
    setText('');
  };
  return (
    <form
      className="relative border-t border-border bg-surface p-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {tooLong && (
        <p role="alert" className="px-2 pb-1 text-xs text-danger">
          {t('conversation.tooLongNow', { message: t('conversation.tooLong', { max: CHAT_MESSAGE_MAX_CHARS }), count: text.trim().length })}
        </p>
      )}
      <div className="flex items-end gap-1">
        {tools}
        <EmojiPicker onPick={insert} />
        <label htmlFor="chat-message" className="sr-only">
          {t('conversation.typeMessage')}
        </label>
        <textarea
          ref={box}
          id="chat-message"
          rows={1}
          value={text}
          placeholder={t('conversation.placeholder')}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-border bg-background px-3 py-2.5 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" size="icon" aria-label={t('conversation.send')} disabled={!text.trim() || tooLong}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
    </form>
  );
}
