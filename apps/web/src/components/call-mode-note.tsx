import type { ConsultationMode } from '@sahay/domain/verticals';
import { Phone, Video } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { CONSULTATION_CARDS_AREA } from './consultation-cards-area';

/**
 * Issue 15 part 4: what a "Video consult" or "Audio call" button really leads to. The request carries the mode;
 * once the expert accepts it, the call starts from the chat with them (and rings the expert).
 */
export function CallModeNote({ mode, className }: { mode: ConsultationMode; className?: string }) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  const Icon = mode === 'audio' ? Phone : Video;
  return (
    <p role="note" className={`flex items-start gap-2 rounded-xl bg-primary-soft px-3 py-2 text-sm ${className ?? ''}`}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{t('cards.callModeNote', { mode })}</span>
    </p>
  );
}
