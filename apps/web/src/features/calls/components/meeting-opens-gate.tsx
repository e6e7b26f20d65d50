import { indiaTimeText, MEETING_OPENS_EARLY_MINUTES } from '@sahay/domain/call-life';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { BackButton, MeetingCard } from './meeting-states';
import { useT } from '@/i18n/i18n';
import { CALLS_AREA } from '../calls-area';
import { rich } from '@/i18n/rich-text';

/**
 * Issue 15 part 4: a scheduled meeting opens MEETING_OPENS_EARLY_MINUTES before its time; before that its link
 * shows when it opens, and the page lets the person in by itself once it does.
 */
export function MeetingOpensGate({ startsAt, opensAt, children }: { startsAt?: string | null; opensAt?: string | null; children: ReactNode }) {
  const opensAtMs = opensAt ? Date.parse(opensAt) : 0;
  const [open, setOpen] = useState(() => Date.now() >= opensAtMs);
  const { t } = useT(CALLS_AREA);
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
    <MeetingCard icon={<CalendarClock aria-hidden className="size-10 text-primary" />} title={t('calls.title')}>
      <p className="mt-2 text-muted-foreground">
        {rich(t('calls.scheduledFor', { time: indiaTimeText(startsAt) }), [(text) => <strong className="text-foreground">{text}</strong>])}
      </p>
      <p role="status" className="mt-4 rounded-xl bg-muted p-3 text-sm">
        {t('calls.opensAt', { time: indiaTimeText(opensAt), minutes: MEETING_OPENS_EARLY_MINUTES })}
      </p>
      <div className="mt-6">
        <BackButton />
      </div>
    </MeetingCard>
  );
}
