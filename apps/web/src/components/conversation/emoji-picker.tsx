import { Smile } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { CONVERSATION_AREA } from './conversation-area';

// A short, familiar set rather than a full picker library: those fetch their emoji data from a CDN, and
// Sahay must work offline and stay light on a mid-range phone (docs/decisions/041).
const EMOJIS = [
  '🙂',
  '😊',
  '😀',
  '😂',
  '🙏',
  '👍',
  '👌',
  '👏',
  '❤️',
  '😔',
  '😢',
  '😟',
  '😷',
  '🤒',
  '🤕',
  '🤧',
  '🥵',
  '🥶',
  '😴',
  '💊',
  '🩺',
  '🌡️',
  '🩹',
  '💉',
  '✅',
  '❌',
  '❓',
  '⏰',
  '📄',
  '📅',
  '☀️',
  '🌙',
];

/** Inserts an emoji into the message being typed; every emoji is a button in the tab order, Escape closes. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useT(CONVERSATION_AREA);
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !panel.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    // The panel is placed against the composer (its nearest positioned parent), so it stays on a 360 px screen.
    <div>
      <Button variant="ghost" size="icon" aria-label={t('conversation.insertEmoji')} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Smile aria-hidden />
      </Button>
      {open && (
        <div
          ref={panel}
          role="group"
          aria-label={t('conversation.emoji')}
          className="absolute bottom-full left-2 z-20 mb-1 grid w-[17.5rem] max-w-[calc(100%-1rem)] grid-cols-6 gap-0.5 rounded-2xl border border-border bg-surface p-2 shadow-lg"
        >
          {EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="flex size-11 items-center justify-center rounded-lg text-xl hover:bg-muted"
              onClick={() => onPick(emoji)}
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
