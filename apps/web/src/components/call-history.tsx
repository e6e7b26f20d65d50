import { callDurationText, indiaTimeText, type CallRecord } from '@sahay/domain/call-life';
import { Phone, PhoneMissed, Video } from 'lucide-react';

const KIND = { video: 'Video call', audio: 'Audio call' } as const;

function outcome(call: CallRecord): string {
  switch (call.status) {
    case 'ended':
      return call.durationSeconds !== null && call.startedAt ? callDurationText(call.durationSeconds) : 'Not connected';
    case 'connected':
      return 'In progress';
    case 'declined':
      return 'Declined';
    case 'missed':
    case 'cancelled':
      return 'Missed';
    case 'ringing':
      return 'Ringing';
    case 'accepted':
      return 'Answered, joining';
  }
}

/** Issue 15 part 4: a consultation's calls with their time (India) and length, as the server kept them. */
export function CallHistory({ calls }: { calls: CallRecord[] }) {
  if (calls.length === 0) return null;
  return (
    <section aria-label="Calls" className="space-y-1">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Calls</h4>
      <ul className="space-y-1 text-sm">
        {calls.map((call) => {
          const missed = call.status === 'missed' || call.status === 'cancelled' || call.status === 'declined';
          const Icon = missed ? PhoneMissed : call.mode === 'audio' ? Phone : Video;
          return (
            <li key={call.id} className="flex flex-wrap items-center gap-x-2">
              <Icon aria-hidden className={missed ? 'size-4 text-danger' : 'size-4 text-primary'} />
              <span className="font-medium">{KIND[call.mode]}</span>
              <span>· {outcome(call)}</span>
              <time dateTime={call.startedAt ?? call.createdAt} className="text-muted-foreground">
                · {indiaTimeText(call.startedAt ?? call.createdAt)}
              </time>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
