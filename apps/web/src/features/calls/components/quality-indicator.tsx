import type { SendLevel } from '@sahay/domain/calls';
import { cn } from '@/lib/cn';
import type { CallQuality } from '../call-monitor';
import { NETWORK_TEXT, type NetworkQuality } from '../call-quality';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { CALLS_AREA } from '../calls-area';

const BARS: Record<NetworkQuality, number> = { good: 3, fair: 2, poor: 1 };
const COLOUR: Record<NetworkQuality, string> = { good: 'bg-success', fair: 'bg-amber-500', poor: 'bg-danger' };

const LEVEL_TEXT = {
  full: null,
  reduced: 'calls.levelReduced',
  'audio-only': 'calls.levelAudioOnly',
} as const satisfies Record<SendLevel, MessageKey | null>;

function details(t: ReturnType<typeof useT>['t'], quality: CallQuality): string {
  const { rttMs, packetLoss, availableOutgoingKbps } = quality.sample;
  const parts = [
    rttMs === null ? null : t('calls.roundTrip', { ms: rttMs }),
    packetLoss === null ? null : t('calls.lost', { percent: Math.round(packetLoss * 100) }),
    availableOutgoingKbps === null ? null : t('calls.up', { kbps: availableOutgoingKbps }),
    quality.route === 'relay' ? t('calls.relayed') : quality.route === 'direct' ? t('calls.direct') : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Issue 15 part 3: the connection's quality as bars, a colour and words (never colour alone), read out politely when
 * it changes; its figures (getStats) beside it. `quality.network` only changes after two readings agree.
 */
export function QualityIndicator({ quality, sendingVideo }: { quality: CallQuality | null; sendingVideo: boolean }) {
  const { t } = useT(CALLS_AREA);
  const network = quality?.network ?? null;
  const level = quality && sendingVideo ? LEVEL_TEXT[quality.level] : null;
  const levelText = level ? t(level) : null;
  return (
    <div className="flex min-w-0 flex-col text-xs">
      <div aria-live="polite" aria-atomic="true" className="flex items-center gap-2">
        {network && (
          <>
            <span aria-hidden className="flex h-4 items-end gap-0.5">
              {[1, 2, 3].map((bar) => (
                <span
                  key={bar}
                  className={cn('w-1 rounded-sm', bar <= BARS[network] ? COLOUR[network] : 'bg-muted-foreground/30')}
                  style={{ height: `${bar * 5 + 1}px` }}
                />
              ))}
            </span>
            <span className="font-semibold">{t(NETWORK_TEXT[network])}</span>
          </>
        )}
        {levelText && <span className="sr-only">{levelText}</span>}
      </div>
      {quality && <span className="truncate text-muted-foreground">{details(t, quality)}</span>}
      {levelText && (
        <span aria-hidden className="text-muted-foreground">
          {levelText}
        </span>
      )}
    </div>
  );
}
