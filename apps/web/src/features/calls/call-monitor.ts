import type { SendLevel } from '@sahay/domain/calls';
import { initialQuality, LEVEL_ENCODING, nextQuality, SAMPLE_INTERVAL_MS, type NetworkQuality, type QualityState, type StatsSample } from './call-quality';
import { readStats, type MediaRoute, type StatsCounters } from './call-stats';

/** Readings skipped after a connection starts or video starts (4 s). */
export const WARM_UP_SAMPLES = 2;

export interface CallQuality {
  network: NetworkQuality | null;
  level: SendLevel;
  route: MediaRoute | null;
  /** The latest figures, for the indicator's details. */
  sample: StatsSample;
}

/**
 * Reads a connection's stats every two seconds, decides with call-quality.ts and applies the level to the video
 * sender (RTCRtpSender.setParameters: lower resolution and bitrate, or no video at all), without renegotiating.
 */
export class CallMonitor {
  private timer: ReturnType<typeof setInterval> | undefined;
  private counters: StatsCounters | null = null;
  private state: QualityState = initialQuality();
  private warmUpLeft = WARM_UP_SAMPLES;

  constructor(
    private readonly pc: RTCPeerConnection,
    private readonly onChange: (quality: CallQuality, levelChanged: boolean) => void,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), SAMPLE_INTERVAL_MS);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  get level(): SendLevel {
    return this.state.level;
  }

  /**
   * The send estimate starts low and climbs in the first seconds of video (a new connection, or the camera switched
   * on): those readings decide nothing.
   */
  warmUp(): void {
    this.warmUpLeft = WARM_UP_SAMPLES;
  }

  async tick(): Promise<void> {
    if (this.pc.connectionState !== 'connected') return;
    const reading = readStats(await this.pc.getStats(), this.counters);
    this.counters = reading.counters;
    if (this.warmUpLeft > 0) {
      this.warmUpLeft -= 1;
      return;
    }
    const before = this.state.level;
    const sendingVideo = this.pc.getSenders().some((sender) => sender.track?.kind === 'video' && sender.track.enabled);
    this.state = nextQuality(this.state, reading.sample, sendingVideo);
    await this.applyLevel();
    this.onChange({ network: this.state.network, level: this.state.level, route: reading.route, sample: reading.sample }, before !== this.state.level);
  }

  /** Also called when a camera is added or changed, so a new track starts at the current level. */
  async applyLevel(): Promise<void> {
    const wanted = LEVEL_ENCODING[this.state.level];
    for (const sender of this.pc.getSenders()) {
      if (sender.track?.kind !== 'video') continue;
      const parameters = sender.getParameters();
      const encoding = parameters.encodings?.[0];
      // Not negotiated yet: the next tick applies it.
      if (!encoding) continue;
      if (encoding.active === wanted.active && encoding.scaleResolutionDownBy === wanted.scaleResolutionDownBy && encoding.maxBitrate === wanted.maxBitrate)
        continue;
      Object.assign(encoding, wanted);
      await sender.setParameters(parameters).catch((error: unknown) => console.warn('call: sender parameters not applied', error));
    }
  }
}
