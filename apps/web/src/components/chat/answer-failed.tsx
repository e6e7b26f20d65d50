import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { AI_CHAT_AREA } from './ai-chat-area';

/**
 * Issue 21 part 4: an AI answer that could not come. The question stays on screen above this row, and Retry asks it
 * again. A list item of the chat's log, announced as an alert.
 */
export function AnswerFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useT(AI_CHAT_AREA);
  return (
    <li role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm">
      <span>{text}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden />
        {t('aiChat.retry')}
      </Button>
    </li>
  );
}
