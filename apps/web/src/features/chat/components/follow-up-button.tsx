import { FOLLOW_UP_WINDOW_DAYS } from '@sahay/domain/consultation-lifecycle';
import { Button } from '@/components/ui/button';
import { useOpenFollowUp } from '../api/open-follow-up';
import { formatLongDate } from '@/lib/date-time';

/** Issue 16: the patient's free follow-up, offered until its deadline. */
export function FollowUpButton({ consultationId, until, expertName }: { consultationId: string; until: string; expertName: string }) {
  const followUp = useOpenFollowUp(consultationId);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={() => followUp.mutate()} disabled={followUp.isPending}>
        {followUp.isPending ? 'Opening…' : 'Open free follow-up'}
      </Button>
      <span className="text-xs text-muted-foreground">
        Continue with {expertName} at no charge until {formatLongDate(until)} ({FOLLOW_UP_WINDOW_DAYS} days after completion).
      </span>
    </div>
  );
}
