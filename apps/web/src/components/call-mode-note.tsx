import type { ConsultationMode } from '@sahay/domain/verticals';
import { Phone, Video } from 'lucide-react';

/**
 * Issue 15 part 4: what a "Video consult" or "Audio call" button really leads to. The request carries the mode;
 * once the expert accepts it, the call starts from the chat with them (and rings the expert).
 */
export function CallModeNote({ mode, className }: { mode: ConsultationMode; className?: string }) {
  const Icon = mode === 'audio' ? Phone : Video;
  return (
    <p role="note" className={`flex items-start gap-2 rounded-xl bg-primary-soft px-3 py-2 text-sm ${className ?? ''}`}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        {mode === 'audio' ? 'Audio consultation' : 'Video consultation'}: once your expert accepts your request, you start the {mode} call from your chat with
        them, in the browser. Calls are never recorded.
      </span>
    </p>
  );
}
