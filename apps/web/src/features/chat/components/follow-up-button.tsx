import { FOLLOW_UP_WINDOW_DAYS } from '@sahay/domain/consultation-lifecycle';
import { Button } from '@/components/ui/button';
import { useOpenFollowUp } from '../api/open-follow-up';
import { formatLongDate } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

/** Issue 16: the patient's free follow-up, offered until its deadline. */
export function FollowUpButton({ consultationId, until, expertName }: { consultationId: string; until: string; expertName: string }) {
  const followUp = useOpenFollowUp(consultationId);
  const { t } = useT(CHAT_AREA);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={() => followUp.mutate()} disabled={followUp.isPending}>
        {followUp.isPending ? t('chat.followUpOpening') : t('chat.followUpOpen')}
      </Button>
      <span className="text-xs text-muted-foreground">
        {t('chat.followUpText', { name: expertName, date: formatLongDate(until), days: FOLLOW_UP_WINDOW_DAYS })}
      </span>
    </div>
  );
}
