import type { SendLevel } from '@sahay/domain/calls';
import { cn } from '@/lib/cn';
import type { CallQuality } from '../call-monitor';
import { NETWORK_TEXT, type NetworkQuality } from '../call-quality';

const BARS: Record<NetworkQuality, number> = { good: 3, fair: 2, poor: 1 };
const COLOUR: Record<NetworkQuality, string> = { good: 'bg-success', fair: 'bg-amber-500', poor: 'bg-danger' };

const LEVEL_TEXT: Record<SendLevel, string | null> = {
  full: null,
  reduced: 'Your video is sent at a lower quality to keep the call going.',
  'audio-only': 'Your video is paused to keep the sound clear. It comes back when the connection improves.',
};

function details(quality: CallQuality): string {
  const { rttMs, packetLoss, availableOutgoingKbps } = quality.sample;
  const parts = [
    rttMs === null ? null : `round trip ${rttMs} ms`,
    packetLoss === null ? null : `${Math.round(packetLoss * 100)}% lost`,
    availableOutgoingKbps === null ? null : `${availableOutgoingKbps} kbit/s up`,
    quality.route === 'relay' ? 'relayed' : quality.route === 'direct' ? 'direct' : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Issue 15 part 3: the connection's quality as bars, a colour and words (never colour alone), read out politely when
 * it changes; its figures (getStats) beside it. `quality.network` only changes after two readings agree.
 */
export function QualityIndicator({ quality, sendingVideo }: { quality: CallQuality | null; sendingVideo: boolean }) {
  const network = quality?.network ?? null;
  const levelText = quality && sendingVideo ? LEVEL_TEXT[quality.level] : null;
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
            <span className="font-semibold">{NETWORK_TEXT[network]}</span>
          </>
        )}
        {levelText && <span className="sr-only">{levelText}</span>}
      </div>
      {quality && <span className="truncate text-muted-foreground">{details(quality)}</span>}
      {levelText && (
        <span aria-hidden className="text-muted-foreground">
          {levelText}
        </span>
      )}
    </div>
  );
}
