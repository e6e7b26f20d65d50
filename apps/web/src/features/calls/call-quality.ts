import type { SendLevel } from '@sahay/domain/calls';
import type { MessageKey } from '@/i18n/message-keys';

/*
 * Issue 15 part 3: how good the connection is, and how much video to send over it. Pure: stats samples in, a state
 * out, so the rules are tested without a browser (peer-call.ts reads getStats every two seconds and applies the level).
 */

/** One reading of the connection, every SAMPLE_INTERVAL_MS; null where the browser has no figure yet. */
export interface StatsSample {
  /** Round trip time of the selected candidate pair (or RTCP), in milliseconds. */
  rttMs: number | null;
  /** Share of packets lost since the previous sample, 0 to 1 (the worse of what we send and what we receive). */
  packetLoss: number | null;
  /** The browser's estimate of what can be sent, in kbit/s. */
  availableOutgoingKbps: number | null;
  /**
   * Whether the video encoder says bandwidth is what limits it (outbound-rtp qualityLimitationReason); null when the
   * browser does not say. A low estimate alone means little: with a simple picture the encoder needs little, and the
   * estimate stays near what is sent.
   */
  bandwidthLimited?: boolean | null;
}

export type NetworkQuality = 'good' | 'fair' | 'poor';

export interface QualityState {
  /** What the indicator shows; null until two readings agree. */
  network: NetworkQuality | null;
  /** How much video to send. */
  level: SendLevel;
  /** Consecutive samples pointing the same way, for the indicator and for the level. */
  networkStreak: { quality: NetworkQuality | null; count: number };
  downStreak: number;
  upStreak: number;
  /** Good samples needed to step up: doubles when a step up is undone soon after (a connection that flaps). */
  upAfter: number;
  /** Samples since the last step up (to notice one undone soon after). */
  sinceUp: number | null;
}

export const SAMPLE_INTERVAL_MS = 2000;
/**
 * Thresholds for one sample. Fair: speech is still clear but 640×480 video at ~600 kbit/s will stutter. Poor: video
 * competes with the sound for a link that cannot carry both. (ITU-T G.114 puts one-way delay above 400 ms as
 * unacceptable for conversation, so a round trip above 800 ms is poor.)
 */
export const THRESHOLDS = {
  fair: { rttMs: 350, packetLoss: 0.03, availableOutgoingKbps: 500 },
  poor: { rttMs: 800, packetLoss: 0.1, availableOutgoingKbps: 150 },
} as const;
/** Steps down after 2 bad samples (4 s), to sound only after 3 poor ones at the lower level. */
export const DOWN_AFTER = { reduced: 2, 'audio-only': 3 } as const;
/** Steps up after 5 good samples (10 s), longer each time the connection flaps (at most 40 samples, 80 s). */
export const UP_AFTER = 5;
export const UP_AFTER_MAX = 40;
/** A step down within 15 samples (30 s) of a step up counts as a flap. */
export const FLAP_WINDOW = 15;
/** The video a level sends: lower resolution and a bitrate cap, or none. */
export const LEVEL_ENCODING: Record<SendLevel, { active: boolean; scaleResolutionDownBy: number; maxBitrate: number }> = {
  full: { active: true, scaleResolutionDownBy: 1, maxBitrate: 800_000 },
  reduced: { active: true, scaleResolutionDownBy: 2, maxBitrate: 250_000 },
  'audio-only': { active: false, scaleResolutionDownBy: 2, maxBitrate: 250_000 },
};

export const initialQuality = (): QualityState => ({
  network: null,
  level: 'full',
  networkStreak: { quality: null, count: 0 },
  downStreak: 0,
  upStreak: 0,
  upAfter: UP_AFTER,
  sinceUp: null,
});

/**
 * One sample's quality. `withBitrate` is false while no video is sent: the browser's estimate then stays low (it
 * only probes what it sends), so it says nothing about whether video would fit.
 */
export function classify(sample: StatsSample, withBitrate = true): NetworkQuality | null {
  const { rttMs, packetLoss } = sample;
  const kbps = withBitrate && sample.bandwidthLimited !== false ? sample.availableOutgoingKbps : null;
  if (rttMs === null && packetLoss === null && kbps === null) return null;
  const beyond = (limit: { rttMs: number; packetLoss: number; availableOutgoingKbps: number }) =>
    (rttMs !== null && rttMs > limit.rttMs) || (packetLoss !== null && packetLoss > limit.packetLoss) || (kbps !== null && kbps < limit.availableOutgoingKbps);
  if (beyond(THRESHOLDS.poor)) return 'poor';
  if (beyond(THRESHOLDS.fair)) return 'fair';
  return 'good';
}

const DOWN: Record<SendLevel, SendLevel> = { full: 'reduced', reduced: 'audio-only', 'audio-only': 'audio-only' };
const UP: Record<SendLevel, SendLevel> = { full: 'full', reduced: 'full', 'audio-only': 'reduced' };

/**
 * The state after one more sample; `sendingVideo` false in an audio call or with the camera off (the send estimate
 * then only reflects the sound). A sample with no figures changes nothing.
 */
export function nextQuality(state: QualityState, sample: StatsSample, sendingVideo = true): QualityState {
  const quality = classify(sample, sendingVideo && state.level !== 'audio-only');
  if (quality === null) return state;

  const networkStreak = state.networkStreak.quality === quality ? { quality, count: state.networkStreak.count + 1 } : { quality, count: 1 };
  const network = networkStreak.count >= 2 ? quality : state.network;

  const stepDownOn = state.level === 'full' ? quality !== 'good' : quality === 'poor';
  const downStreak = stepDownOn ? state.downStreak + 1 : 0;
  const upStreak = quality === 'good' ? state.upStreak + 1 : 0;
  const sinceUp = state.sinceUp === null ? null : state.sinceUp + 1;
  const base = { ...state, network, networkStreak, downStreak, upStreak, sinceUp };

  const downAfter = state.level === 'full' ? DOWN_AFTER.reduced : DOWN_AFTER['audio-only'];
  if (state.level !== 'audio-only' && downStreak >= downAfter) {
    const flapped = sinceUp !== null && sinceUp <= FLAP_WINDOW;
    return {
      ...base,
      level: DOWN[state.level],
      downStreak: 0,
      upStreak: 0,
      sinceUp: null,
      upAfter: flapped ? Math.min(state.upAfter * 2, UP_AFTER_MAX) : state.upAfter,
    };
  }
  if (state.level !== 'full' && upStreak >= state.upAfter) {
    return { ...base, level: UP[state.level], downStreak: 0, upStreak: 0, sinceUp: 0 };
  }
  // A long quiet spell forgets the flapping.
  if (sinceUp !== null && sinceUp > FLAP_WINDOW * 4) return { ...base, sinceUp: null, upAfter: UP_AFTER };
  return base;
}

export const NETWORK_TEXT = {
  good: 'calls.good',
  fair: 'calls.fair',
  poor: 'calls.poor',
} as const satisfies Record<NetworkQuality, MessageKey>;
