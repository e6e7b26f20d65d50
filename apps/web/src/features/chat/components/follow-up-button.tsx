import { FOLLOW_UP_WINDOW_DAYS } from '@sahay/domain/consultation-lifecycle';
import { Button } from '@/components/ui/button';
import { useOpenFollowUp } from '../api/open-follow-up';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** Issue 16: the patient's free follow-up, offered until its deadline. */
export function FollowUpButton({ consultationId, until, expertName }: { consultationId: string; until: string; expertName: string }) {
  const followUp = useOpenFollowUp(consultationId);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={() => followUp.mutate()} disabled={followUp.isPending}>
        {followUp.isPending ? 'Opening…' : 'Open free follow-up'}
      </Button>
      <span className="text-xs text-muted-foreground">
        Continue with {expertName} at no charge until {dateFormat.format(new Date(until))} ({FOLLOW_UP_WINDOW_DAYS} days after completion).
      </span>
    </div>
  );
}
