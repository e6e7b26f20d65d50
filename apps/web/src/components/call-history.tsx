import { indiaTimeText, type CallRecord } from '@sahay/domain/call-life';
import { Phone, PhoneMissed, Video } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { CONSULTATION_CARDS_AREA } from './consultation-cards-area';

type Translate = ReturnType<typeof useT>['t'];

/** A call's length as callDurationText (domain) says it, in the reader's language: '1 h 5 min', '2 min 5 s', '40 s'. */
function durationText(t: Translate, seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return t('cards.call.hours', { h, m });
  if (m > 0) return t('cards.call.minutes', { m, s });
  return t('cards.call.seconds', { s });
}

function outcome(t: Translate, call: CallRecord): string {
  switch (call.status) {
    case 'ended':
      return call.durationSeconds !== null && call.startedAt ? durationText(t, call.durationSeconds) : t('cards.call.outcome', { outcome: 'notConnected' });
    case 'connected':
    case 'declined':
    case 'ringing':
    case 'accepted':
      return t('cards.call.outcome', { outcome: call.status });
    case 'missed':
    case 'cancelled':
      return t('cards.call.outcome', { outcome: 'missed' });
  }
}

/** Issue 15 part 4: a consultation's calls with their time (India) and length, as the server kept them. */
export function CallHistory({ calls }: { calls: CallRecord[] }) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  if (calls.length === 0) return null;
  return (
    <section aria-label={t('cards.calls')} className="space-y-1">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('cards.calls')}</h4>
      <ul className="space-y-1 text-sm">
        {calls.map((call) => {
          const missed = call.status === 'missed' || call.status === 'cancelled' || call.status === 'declined';
          const Icon = missed ? PhoneMissed : call.mode === 'audio' ? Phone : Video;
          return (
            <li key={call.id} className="flex flex-wrap items-center gap-x-2">
              <Icon aria-hidden className={missed ? 'size-4 text-danger' : 'size-4 text-primary'} />
              <span className="font-medium">{t('cards.call.kind', { mode: call.mode })}</span>
              <span>· {outcome(t, call)}</span>
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
