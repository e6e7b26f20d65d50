import { indiaTimeText, MEETING_OPENS_EARLY_MINUTES } from '@sahay/domain/call-life';
import { CALL_TEXTS } from '@sahay/domain/calls';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { BackButton, MeetingCard } from './meeting-states';

/**
 * Issue 15 part 4: a scheduled meeting opens MEETING_OPENS_EARLY_MINUTES before its time; before that its link
 * shows when it opens, and the page lets the person in by itself once it does.
 */
export function MeetingOpensGate({ startsAt, opensAt, children }: { startsAt?: string | null; opensAt?: string | null; children: ReactNode }) {
  const opensAtMs = opensAt ? Date.parse(opensAt) : 0;
  const [open, setOpen] = useState(() => Date.now() >= opensAtMs);
  useEffect(() => {
    if (open) return;
    // Checked every half minute: a long single timer can be late after a phone sleeps.
    const timer = setInterval(() => {
      if (Date.now() >= opensAtMs) setOpen(true);
    }, 30_000);
    return () => clearInterval(timer);
  }, [open, opensAtMs]);
  if (open || !startsAt || !opensAt) return children;
  return (
    <MeetingCard icon={<CalendarClock aria-hidden className="size-10 text-primary" />} title={CALL_TEXTS.title}>
      <p className="mt-2 text-muted-foreground">
        This meeting is scheduled for <strong className="text-foreground">{indiaTimeText(startsAt)}</strong>.
      </p>
      <p role="status" className="mt-4 rounded-xl bg-muted p-3 text-sm">
        It opens at {indiaTimeText(opensAt)}, {MEETING_OPENS_EARLY_MINUTES} minutes before its time. Keep this page open or come back then.
      </p>
      <div className="mt-6">
        <BackButton />
      </div>
    </MeetingCard>
  );
}
